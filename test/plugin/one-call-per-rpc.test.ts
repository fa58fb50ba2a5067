import type * as grpc from "@grpc/grpc-js";
import { PluginAttach } from "@pulumi/pulumi/proto/plugin_pb";
import * as pb from "@pulumi/pulumi/proto/provider_pb";
import { Empty } from "google-protobuf/google/protobuf/empty_pb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PluginLog } from "../../plugin/engine-log";
import { providerService } from "../../plugin/service";
import { NativeProvider } from "../../provider/host/native";
import {
  fromStruct,
  isSecret,
  makeSecret,
  type PropertyMap,
  stripSecrets,
  toStruct,
  urnOf,
} from "../../harness";
import { type RunningServer, startServer } from "../../server/index";

/**
 * The plugin's service is a table of small handlers, each making one call to the provider, which answers
 * its values with their secret paths: no RPC calls back for them after its operation. Each RPC is called
 * in process as gRPC calls it, against a real local server, with the provider's calls counted.
 */
let server: RunningServer;
let log: PluginLog;
const hostCalls: string[] = [];
let service: grpc.UntypedServiceImplementation;

beforeAll(async () => {
  server = await startServer({ port: 0 });
  log = new PluginLog(undefined, 0, false);
  const provider = new NativeProvider();
  // Every call from outside the provider is counted; its own calls to itself are not (they reach the target).
  const counted = new Proxy(provider, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        hostCalls.push(String(prop));
        return value.apply(target, args);
      };
    },
  });
  service = providerService(log, () => counted);
});

afterAll(async () => {
  log?.close();
  await server?.close();
});

/** Calls one RPC of the service as gRPC does, and answers the provider's calls it made. */
async function rpc<Res>(method: string, request: unknown): Promise<{ res: Res; calls: string[] }> {
  hostCalls.length = 0;
  const handler = service[method] as grpc.handleUnaryCall<unknown, Res>;
  const res = await new Promise<Res>((resolve, reject) =>
    handler({ request } as grpc.ServerUnaryCall<unknown, Res>, (err, value) =>
      err ? reject(new Error(err.details ?? String(err))) : resolve(value as Res),
    ),
  );
  return { res, calls: [...hostCalls] };
}

const CLASS = "EventDestination";
const urn = urnOf(CLASS);
const declared = (description: string): PropertyMap => ({
  description,
  target: { datadog: { apiKey: makeSecret("dd-key"), service: "s" } },
});

function withResource<R extends { setUrn(u: string): void }>(req: R): R {
  req.setUrn(urn);
  return req;
}

/** Check, as the engine calls it before a create or an update; the inputs it answers. */
async function checkOf(given: PropertyMap) {
  const req = withResource(new pb.CheckRequest());
  req.setNews(toStruct(given, "news"));
  const { res, calls } = await rpc<pb.CheckResponse>("check", req);
  expect(res.getFailuresList()).toEqual([]);
  return { inputs: fromStruct(res.getInputs()), calls };
}

describe("one provider call per RPC", () => {
  it("each RPC makes exactly its one call (none for the plugin's own), and secrets come with the answer", async () => {
    const seen: Record<string, string[]> = {};
    const config = { apiUrl: server.url, apiKey: makeSecret(server.rootToken) };

    seen.getPluginInfo = (await rpc("getPluginInfo", new Empty())).calls;
    seen.getSchema = (await rpc("getSchema", new pb.GetSchemaRequest())).calls;

    const checkConfig = new pb.CheckRequest();
    checkConfig.setNews(toStruct(config, "news"));
    seen.checkConfig = (await rpc("checkConfig", checkConfig)).calls;

    const diffConfig = new pb.DiffRequest();
    diffConfig.setOldInputs(toStruct(config, "olds"));
    diffConfig.setNews(toStruct({ ...config, apiUrl: `${server.url}/` }, "news"));
    seen.diffConfig = (await rpc("diffConfig", diffConfig)).calls;

    const configure = new pb.ConfigureRequest();
    configure.setArgs(toStruct(config, "args"));
    seen.configure = (await rpc("configure", configure)).calls;

    const checked = await checkOf(declared("audit"));
    seen.check = checked.calls;
    const inputs = checked.inputs;
    expect(isSecret(((inputs.target as PropertyMap).datadog as PropertyMap).apiKey)).toBe(true);

    const create = withResource(new pb.CreateRequest());
    create.setProperties(toStruct(inputs, "inputs"));
    const created = await rpc<pb.CreateResponse>("create", create);
    seen.create = created.calls;
    const id = created.res.getId();
    const outputs = fromStruct(created.res.getProperties());
    const datadog = (outputs.target as PropertyMap).datadog as PropertyMap;
    expect(isSecret(datadog.apiKey)).toBe(true);
    expect(isSecret(datadog.service)).toBe(false);

    const news = (await checkOf(declared("audit 2"))).inputs;
    const diff = withResource(new pb.DiffRequest());
    diff.setId(id);
    diff.setOlds(toStruct(outputs, "olds"));
    diff.setOldInputs(toStruct(inputs, "oldInputs"));
    diff.setNews(toStruct(news, "news"));
    const diffed = await rpc<pb.DiffResponse>("diff", diff);
    seen.diff = diffed.calls;
    expect(diffed.res.getDiffsList()).toEqual(["description"]);

    const read = withResource(new pb.ReadRequest());
    read.setId(id);
    read.setProperties(toStruct(outputs, "outputs"));
    read.setInputs(toStruct(inputs, "inputs"));
    const readBack = await rpc<pb.ReadResponse>("read", read);
    seen.read = readBack.calls;
    expect(readBack.res.getId()).toBe(id);
    const readInputs = fromStruct(readBack.res.getInputs());
    expect(isSecret(((readInputs.target as PropertyMap).datadog as PropertyMap).apiKey)).toBe(true);

    const update = withResource(new pb.UpdateRequest());
    update.setId(id);
    update.setOlds(toStruct(outputs, "olds"));
    update.setOldInputs(toStruct(inputs, "oldInputs"));
    update.setNews(toStruct(news, "news"));
    const updated = await rpc<pb.UpdateResponse>("update", update);
    seen.update = updated.calls;
    expect(stripSecrets(fromStruct(updated.res.getProperties()).description ?? null)).toBe("audit 2");

    const invoke = new pb.InvokeRequest();
    invoke.setTok("tunnels:index:getTunnels");
    invoke.setArgs(toStruct({}, "args"));
    seen.invoke = (await rpc("invoke", invoke)).calls;

    const remove = withResource(new pb.DeleteRequest());
    remove.setId(id);
    remove.setProperties(toStruct(fromStruct(updated.res.getProperties()), "outputs"));
    seen.delete = (await rpc("delete", remove)).calls;

    seen.cancel = (await rpc("cancel", new Empty())).calls;
    const attach = new PluginAttach();
    attach.setAddress("127.0.0.1:1");
    seen.attach = (await rpc("attach", attach)).calls;

    expect(seen).toEqual({
      getPluginInfo: [],
      getSchema: [],
      checkConfig: ["checkConfig"],
      diffConfig: ["diffConfig"],
      configure: ["configure"],
      check: ["check"],
      create: ["create"],
      diff: ["diff"],
      read: ["read"],
      update: ["update"],
      invoke: ["invoke"],
      delete: ["delete"],
      cancel: [],
      attach: [],
    });
    // The table above is every RPC the service serves.
    expect(Object.keys(seen).sort()).toEqual(Object.keys(service).sort());
  });
});
