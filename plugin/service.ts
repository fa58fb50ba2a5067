/**
 * `ResourceProviderService` over the host code (`NativeProvider`, provider/host/native.ts): each RPC
 * unwraps its Structs, calls the one implementation the dynamic provider also uses, and wraps the answer.
 * Nothing here decides what changed, what is valid or what to call: that is the host code's.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import * as grpc from "@grpc/grpc-js";
import * as plugin from "@pulumi/pulumi/proto/plugin_pb";
import * as pb from "@pulumi/pulumi/proto/provider_pb";
import { Empty } from "google-protobuf/google/protobuf/empty_pb";
import type { NativeProvider } from "pulumi-tunnels/provider-impl";
import { packageVersion, readSchema } from "./plugin-files";
import type { PluginLog } from "./engine-log";
import { followInputSecrets, fromStruct, type Props, reveal, toStruct, wrapAt } from "./marshal";

const TOKEN_PREFIX = "tunnels:index:";

/** The URN of the resource the current call is for, so what the host code logs meanwhile names it. */
const callUrn = new AsyncLocalStorage<string>();

/** The class a URN's type names: `urn:pulumi:dev::proj::tunnels:index:HttpsEdge::web` is HttpsEdge. */
export function classOf(urn: string): string {
  const type = urn.split("::")[2]?.split("$").pop() ?? "";
  if (!type.startsWith(TOKEN_PREFIX))
    throw new Error(`pulumi-resource-tunnels does not serve ${type || urn}`);
  return type.slice(TOKEN_PREFIX.length);
}

type Handler<Req, Res> = (call: grpc.ServerUnaryCall<Req, Res>, callback: grpc.sendUnaryData<Res>) => void;

const kinds = pb.PropertyDiff.Kind;
const changesOf = pb.DiffResponse.DiffChanges;

export function providerService(log: PluginLog): grpc.UntypedServiceImplementation {
  // The host code (catalog, client, providers) loads on the first call that needs it, not at start: the
  // YAML host starts the plugin only to ask for its schema, and the engine waits for the port.
  let loaded: NativeProvider | undefined;
  const provider = (): NativeProvider => {
    if (!loaded) {
      const impl = require("pulumi-tunnels/provider-impl") as typeof import("pulumi-tunnels/provider-impl");
      // A retry wait is told under the resource whose call waits, as the CLI shows engine messages.
      loaded = new impl.NativeProvider({ log: (line) => log.info(line, callUrn.getStore()) });
    }
    return loaded;
  };

  /** An async RPC: a thrown error answers its message (host messages carry no secret), logged at -v=1. */
  function rpc<Req, Res>(name: string, run: (req: Req) => Promise<Res> | Res): Handler<Req, Res> {
    return (call, callback) => {
      const urn = (call.request as { getUrn?: () => string }).getUrn?.() ?? "";
      log.debug(9, `${name} ${urn}`);
      callUrn
        .run(urn, async () => run(call.request))
        .then(
          (res) => callback(null, res),
          (err: unknown) => {
            const message = err instanceof Error ? err.message : String(err);
            log.debug(1, `${name} ${urn} failed: ${message}`);
            callback({ code: grpc.status.UNKNOWN, details: message });
          },
        );
    };
  }

  /** Values as the engine keeps them: secret where the catalog says and where the inputs were. */
  const secretWhereDue = (className: string, values: Props, inputs: Props) =>
    followInputSecrets(wrapAt(values, provider().secretPaths(className, values)), inputs);
  const outputsStruct = (className: string, outs: Props, inputs: Props) =>
    toStruct(secretWhereDue(className, outs, inputs));

  const failuresOf = (failures: { property: string; reason: string }[]) =>
    failures.map((f) => {
      const failure = new pb.CheckFailure();
      failure.setProperty(f.property);
      failure.setReason(f.reason);
      return failure;
    });

  return {
    getPluginInfo: rpc<Empty, plugin.PluginInfo>("GetPluginInfo", () => {
      const info = new plugin.PluginInfo();
      info.setVersion(packageVersion());
      return info;
    }),

    getSchema: rpc<pb.GetSchemaRequest, pb.GetSchemaResponse>("GetSchema", () => {
      const res = new pb.GetSchemaResponse();
      res.setSchema(readSchema());
      return res;
    }),

    checkConfig: rpc<pb.CheckRequest, pb.CheckResponse>("CheckConfig", (req) => {
      const news = fromStruct(req.getNews());
      const { failures } = provider().checkConfig(reveal(news));
      const res = new pb.CheckResponse();
      res.setInputs(toStruct(news));
      res.setFailuresList(failuresOf(failures));
      return res;
    }),

    diffConfig: rpc<pb.DiffRequest, pb.DiffResponse>("DiffConfig", (req) => {
      const changed = provider().diffConfig(
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
    }),

    configure: rpc<pb.ConfigureRequest, pb.ConfigureResponse>("Configure", (req) => {
      const args = req.getArgs();
      const config: Props = args ? reveal(fromStruct(args)) : {};
      if (!args)
        // Engines that send only the legacy variables: `tunnels:config:apiUrl` → apiUrl.
        for (const [key, value] of req.getVariablesMap().entries())
          config[key.split(":").pop() as string] = value;
      provider().configure(config);
      const res = new pb.ConfigureResponse();
      res.setAcceptsecrets(true);
      res.setAcceptresources(false);
      res.setSupportspreview(false);
      res.setAcceptoutputs(false);
      return res;
    }),

    check: rpc<pb.CheckRequest, pb.CheckResponse>("Check", async (req) => {
      const news = fromStruct(req.getNews());
      const className = classOf(req.getUrn());
      const { inputs, failures } = await provider().check(
        className,
        reveal(fromStruct(req.getOlds())),
        reveal(news),
      );
      const res = new pb.CheckResponse();
      // The engine keeps these as the resource's inputs: a secret member is secret there too, however given.
      res.setInputs(toStruct(secretWhereDue(className, inputs, news)));
      res.setFailuresList(failuresOf(failures));
      return res;
    }),

    diff: rpc<pb.DiffRequest, pb.DiffResponse>("Diff", async (req) => {
      const result = await provider().diff(
        classOf(req.getUrn()),
        req.getId(),
        reveal(fromStruct(req.getOlds())),
        reveal(fromStruct(req.getOldInputs())),
        reveal(fromStruct(req.getNews())),
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
    }),

    create: rpc<pb.CreateRequest, pb.CreateResponse>("Create", async (req) => {
      const className = classOf(req.getUrn());
      const inputs = fromStruct(req.getProperties());
      const { id, outs } = await provider().create(className, reveal(inputs));
      const res = new pb.CreateResponse();
      res.setId(id);
      res.setProperties(outputsStruct(className, outs, inputs));
      return res;
    }),

    read: rpc<pb.ReadRequest, pb.ReadResponse>("Read", async (req) => {
      const className = classOf(req.getUrn());
      const outputs = fromStruct(req.getProperties());
      const oldInputs = fromStruct(req.getInputs());
      const read = await provider().read(className, req.getId(), reveal(outputs), reveal(oldInputs));
      const res = new pb.ReadResponse();
      res.setId(read.id);
      if (!read.id) return res; // gone: the engine drops it from state
      res.setProperties(outputsStruct(className, read.outs, { ...oldInputs, ...outputs }));
      const inputs = read.inputs ?? {};
      res.setInputs(toStruct(secretWhereDue(className, inputs, oldInputs)));
      return res;
    }),

    update: rpc<pb.UpdateRequest, pb.UpdateResponse>("Update", async (req) => {
      const className = classOf(req.getUrn());
      const news = fromStruct(req.getNews());
      const { outs } = await provider().update(
        className,
        req.getId(),
        reveal(fromStruct(req.getOlds())),
        reveal(fromStruct(req.getOldInputs())),
        reveal(news),
      );
      const res = new pb.UpdateResponse();
      res.setProperties(outputsStruct(className, outs, news));
      return res;
    }),

    delete: rpc<pb.DeleteRequest, Empty>("Delete", async (req) => {
      await provider().delete(classOf(req.getUrn()), req.getId(), reveal(fromStruct(req.getProperties())));
      return new Empty();
    }),

    invoke: rpc<pb.InvokeRequest, pb.InvokeResponse>("Invoke", async (req) => {
      const result = await provider().invoke(req.getTok(), reveal(fromStruct(req.getArgs())));
      const res = new pb.InvokeResponse();
      res.setReturn(toStruct(result));
      return res;
    }),

    // Nothing runs in the background between calls: calls in flight end on their own deadlines.
    cancel: rpc<Empty, Empty>("Cancel", () => new Empty()),

    attach: rpc<plugin.PluginAttach, Empty>("Attach", (req) => {
      log.attach(req.getAddress());
      return new Empty();
    }),
  };
}

function propertyDiff(kind: keyof typeof kinds): pb.PropertyDiff {
  const diff = new pb.PropertyDiff();
  diff.setKind(kinds[kind]);
  // The old value shown is the object's state (what a refresh found), not the old inputs.
  diff.setInputdiff(false);
  return diff;
}
