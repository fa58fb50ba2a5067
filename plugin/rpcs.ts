/**
 * The RPCs of `ResourceProviderService`, one small handler each: unwrap the request's Structs, make one
 * call to the provider (`NativeProvider`, provider/host/native.ts), wrap its answer. Nothing here decides
 * what changed, what is valid, what to call or what is secret: the provider answers its values with the
 * paths of their secret members, and a handler only wraps them.
 */
import * as plugin from "@pulumi/pulumi/proto/plugin_pb";
import * as pb from "@pulumi/pulumi/proto/provider_pb";
import { Empty } from "google-protobuf/google/protobuf/empty_pb";
import type { NativeProvider } from "pulumi-tunnels/provider-impl";
import type { PluginLog } from "./engine-log";
import {
  followInputSecrets,
  fromStruct,
  holdsSecret,
  type Props,
  reveal,
  toStruct,
  type ValuePath,
  wrapAt,
} from "./marshal";
import { packageVersion, readSchema } from "./plugin-files";
import { STOP_REASONS, type Shutdown } from "./shutdown";

/**
 * The class a URN's type names: `urn:pulumi:dev::proj::tunnels:index:HttpsEdge::web` is HttpsEdge. The token
 * is read by the package model (provider/model/package.ts), where it is spelled; a resource call loads the
 * host code anyway.
 */
export function classOf(urn: string): string {
  const type = urn.split("::")[2]?.split("$").pop() ?? "";
  const impl = require("pulumi-tunnels/provider-impl") as typeof import("pulumi-tunnels/provider-impl");
  const className = impl.nameOfToken(type);
  if (!className) throw new Error(`pulumi-resource-tunnels does not serve ${type || urn}`);
  return className;
}

/** What a handler may use: the provider (loaded on first use), the plugin's log and its stop. */
export interface RpcContext {
  host(): NativeProvider;
  log: PluginLog;
  shutdown: Shutdown;
}

export type Rpc<Req, Res> = (req: Req, ctx: RpcContext) => Res | Promise<Res>;

const kinds = pb.PropertyDiff.Kind;
const changesOf = pb.DiffResponse.DiffChanges;

/** Values as the engine keeps them: secret at the paths the provider named, and where the input was secret. */
const kept = (values: Props, secretPaths: ValuePath[], given: Props) =>
  toStruct(followInputSecrets(wrapAt(values, secretPaths), given));

function failuresOf(failures: { property: string; reason: string }[]) {
  return failures.map((f) => {
    const failure = new pb.CheckFailure();
    failure.setProperty(f.property);
    failure.setReason(f.reason);
    return failure;
  });
}

function propertyDiff(kind: keyof typeof kinds): pb.PropertyDiff {
  const diff = new pb.PropertyDiff();
  diff.setKind(kinds[kind]);
  // The old value shown is the object's state (what a refresh found), not the old inputs.
  diff.setInputdiff(false);
  return diff;
}

const getPluginInfo: Rpc<Empty, plugin.PluginInfo> = () => {
  const info = new plugin.PluginInfo();
  info.setVersion(packageVersion());
  return info;
};

const getSchema: Rpc<pb.GetSchemaRequest, pb.GetSchemaResponse> = () => {
  const res = new pb.GetSchemaResponse();
  res.setSchema(readSchema());
  return res;
};

const checkConfig: Rpc<pb.CheckRequest, pb.CheckResponse> = async (req, { host }) => {
  const news = fromStruct(req.getNews());
  // The olds (none for a provider with no state yet) decide whether the URL and key are checked with a call.
  const checked = await host().checkConfig(reveal(news), {
    olds: reveal(fromStruct(req.getOlds())),
    providerName: req.getName() || req.getUrn().split("::").pop(),
    givenSecret: (property) => holdsSecret(news[property]),
  });
  const res = new pb.CheckResponse();
  // The engine keeps these as the provider's inputs and outputs: the API key secret there, however given.
  res.setInputs(toStruct(wrapAt(news, checked.secretPaths.inputs)));
  res.setFailuresList(failuresOf(checked.failures));
  return res;
};

const diffConfig: Rpc<pb.DiffRequest, pb.DiffResponse> = (req, { host }) => {
  const changed = host().diffConfig(
    reveal(fromStruct(req.getOldInputs() ?? req.getOlds())),
    reveal(fromStruct(req.getNews())),
  );
  const res = new pb.DiffResponse();
  // A new URL or key is an update of the provider: its resources stay, and are read with the new one.
  res.setChanges(changed.length ? changesOf.DIFF_SOME : changesOf.DIFF_NONE);
  res.setDiffsList(changed);
  res.setHasdetaileddiff(true);
  for (const name of changed) res.getDetaileddiffMap().set(name, propertyDiff("UPDATE"));
  return res;
};

const configure: Rpc<pb.ConfigureRequest, pb.ConfigureResponse> = async (req, { host }) => {
  const args = req.getArgs();
  const config: Props = args ? reveal(fromStruct(args)) : {};
  if (!args)
    // Engines that send only the legacy variables: `tunnels:config:apiUrl` → apiUrl.
    for (const [key, value] of req.getVariablesMap().entries())
      config[key.split(":").pop() as string] = value;
  // The provider resource's name tells an explicit provider from a default one (engines since 3.1xx send it).
  await host().configure(config, req.getName() || undefined);
  const res = new pb.ConfigureResponse();
  res.setAcceptsecrets(true);
  res.setAcceptresources(false);
  res.setSupportspreview(false);
  res.setAcceptoutputs(false);
  return res;
};

const check: Rpc<pb.CheckRequest, pb.CheckResponse> = async (req, { host }) => {
  const news = fromStruct(req.getNews());
  // A failure never shows a value the program gave as a secret, nor lets the CLI print it.
  const givenSecret = (property: string) => holdsSecret(news[property]);
  const checked = await host().check(
    classOf(req.getUrn()),
    reveal(fromStruct(req.getOlds())),
    reveal(news),
    givenSecret,
    req.getUrn(),
  );
  const res = new pb.CheckResponse();
  // The engine keeps these as the resource's inputs: a secret member is secret there too, however given.
  res.setInputs(kept(checked.inputs, checked.secretPaths.inputs, news));
  res.setFailuresList(failuresOf(checked.failures));
  return res;
};

const diff: Rpc<pb.DiffRequest, pb.DiffResponse> = async (req, { host }) => {
  const result = await host().diff(
    classOf(req.getUrn()),
    req.getId(),
    reveal(fromStruct(req.getOlds())),
    reveal(fromStruct(req.getOldInputs())),
    reveal(fromStruct(req.getNews())),
    req.getUrn(),
  );
  const res = new pb.DiffResponse();
  const paths = Object.keys(result.detailedDiff);
  res.setChanges(result.changes ? changesOf.DIFF_SOME : changesOf.DIFF_NONE);
  res.setReplacesList(result.replaces);
  res.setDeletebeforereplace(result.deleteBeforeReplace);
  res.setDiffsList([...new Set(paths.map((p) => p.split(/[.[]/)[0]))].sort());
  res.setHasdetaileddiff(true);
  for (const path of paths) res.getDetaileddiffMap().set(path, propertyDiff(result.detailedDiff[path]));
  return res;
};

const create: Rpc<pb.CreateRequest, pb.CreateResponse> = async (req, { host }) => {
  const inputs = fromStruct(req.getProperties());
  const created = await host().create(classOf(req.getUrn()), reveal(inputs), req.getUrn());
  const res = new pb.CreateResponse();
  res.setId(created.id);
  res.setProperties(kept(created.outs, created.secretPaths.outs, inputs));
  return res;
};

const read: Rpc<pb.ReadRequest, pb.ReadResponse> = async (req, { host }) => {
  const outputs = fromStruct(req.getProperties());
  const oldInputs = fromStruct(req.getInputs());
  const urn = req.getUrn();
  const found = await host().read(
    classOf(urn),
    req.getId(),
    reveal(outputs),
    reveal(oldInputs),
    undefined,
    urn,
  );
  const res = new pb.ReadResponse();
  res.setId(found.id);
  if (!found.id) return res; // gone: the engine drops it from state
  res.setProperties(kept(found.outs, found.secretPaths.outs, { ...oldInputs, ...outputs }));
  res.setInputs(kept(found.inputs ?? {}, found.secretPaths.inputs, oldInputs));
  return res;
};

const update: Rpc<pb.UpdateRequest, pb.UpdateResponse> = async (req, { host }) => {
  const news = fromStruct(req.getNews());
  const updated = await host().update(
    classOf(req.getUrn()),
    req.getId(),
    reveal(fromStruct(req.getOlds())),
    reveal(fromStruct(req.getOldInputs())),
    reveal(news),
    req.getUrn(),
  );
  const res = new pb.UpdateResponse();
  res.setProperties(kept(updated.outs, updated.secretPaths.outs, news));
  return res;
};

const remove: Rpc<pb.DeleteRequest, Empty> = async (req, { host }) => {
  const urn = req.getUrn();
  await host().delete(classOf(urn), req.getId(), reveal(fromStruct(req.getProperties())), urn);
  return new Empty();
};

const invoke: Rpc<pb.InvokeRequest, pb.InvokeResponse> = async (req, { host }) => {
  const result = await host().invoke(req.getTok(), reveal(fromStruct(req.getArgs())));
  const res = new pb.InvokeResponse();
  res.setReturn(toStruct(result));
  return res;
};

// The first Ctrl-C or SIGTERM of `pulumi`: every wait and retry ends now, and the calls in flight fail saying so.
const cancel: Rpc<Empty, Empty> = (_req, { shutdown }) => {
  shutdown.stop(STOP_REASONS.cancelled);
  return new Empty();
};

const attach: Rpc<plugin.PluginAttach, Empty> = (req, { log, shutdown }) => {
  log.attach(req.getAddress());
  shutdown.restart();
  return new Empty();
};

/**
 * Every RPC the plugin serves, by the method name `ResourceProviderService` gives it. `Handshake` is left
 * out on purpose (plugin/README.md): the engine then never asks for a preview Create or Update.
 */
export const RPCS = {
  getPluginInfo,
  getSchema,
  checkConfig,
  diffConfig,
  configure,
  check,
  diff,
  create,
  read,
  update,
  delete: remove,
  invoke,
  cancel,
  attach,
};
