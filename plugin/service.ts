/**
 * `ResourceProviderService` from the table of RPCs (rpcs.ts): each call runs under its resource's URN, so
 * what the provider logs meanwhile names it, and a thrown error answers its message (host messages carry no
 * secret), logged at -v=1.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import * as grpc from "@grpc/grpc-js";
import type { DeployRecorder, NativeProvider } from "pulumi-tunnels/provider-impl";
import type { Struct } from "google-protobuf/google/protobuf/struct_pb";
import type { PluginLog } from "./engine-log";
import { fromStruct, markedSecrets } from "./marshal";
import { projectRuntime } from "./project-runtime";
import { type Rpc, type RpcContext, RPCS } from "./rpcs";

export { classOf } from "./rpcs";

/** The URN of the resource the current call is for. */
const callUrn = new AsyncLocalStorage<string>();

/**
 * The provider, loaded on the first call that needs it, not at start: the YAML host starts the plugin only
 * to ask for its schema, and the engine waits for the port.
 */
function lazyProvider(log: PluginLog): () => NativeProvider {
  let loaded: NativeProvider | undefined;
  return () => {
    if (!loaded) {
      const impl = require("pulumi-tunnels/provider-impl") as typeof import("pulumi-tunnels/provider-impl");
      // A retry wait is told under the resource whose call waits, as the CLI shows engine messages; messages
      // name members as the project's language writes them.
      loaded = new impl.NativeProvider({
        log: (line) => log.info(line, callUrn.getStore()),
        warn: (line) => log.warning(line, callUrn.getStore()),
        language: impl.languageOfRuntime(projectRuntime()),
      });
    }
    return loaded;
  };
}

/** `GetPluginInfo` from `getPluginInfo`: the RPC's name as the engine and the logs say it. */
const rpcName = (method: string) => method.charAt(0).toUpperCase() + method.slice(1);

/** The provider's shield for calls that carry secrets (NativeProvider's module, loaded on first use). */
const shield = () =>
  (require("pulumi-tunnels/provider-impl") as typeof import("pulumi-tunnels/provider-impl")).shielded;

/** The property Structs a request may carry, by their getters (each request type has some of them). */
const STRUCT_GETTERS = ["getNews", "getOlds", "getProperties", "getInputs", "getOldInputs", "getArgs"];

/** Every text value the engine marked secret in any property Struct of a request. */
function markedIn(request: unknown): string[] {
  const out: string[] = [];
  for (const getter of STRUCT_GETTERS) {
    const get = (request as Record<string, unknown>)[getter];
    if (typeof get === "function")
      markedSecrets(fromStruct(get.call(request) as Struct | undefined), false, out);
  }
  return out;
}

/**
 * A handler as gRPC calls it: gRPC decodes each method's request into the protobuf class its handler takes.
 * A request that carries values marked secret runs shielded (provider/host/native.ts): no error or log line
 * of the call can say them, in any encoding.
 */
function unary(
  method: string,
  rpc: Rpc<never, unknown>,
  ctx: RpcContext,
  mark?: DeployMark,
): grpc.handleUnaryCall<unknown, unknown> {
  const name = rpcName(method);
  return (call, callback) => {
    const urn = (call.request as { getUrn?: () => string }).getUrn?.() ?? "";
    ctx.log.debug(9, `${name} ${urn}`);
    // Before the call runs: a Check answered is a create the engine may record as pending at once.
    if (urn) mark?.(method, urn, call.request);
    const marked = markedIn(call.request);
    const run = async () => rpc(call.request as never, ctx);
    callUrn
      .run(urn, () => (marked.length ? shield()(marked, run) : run()))
      .then(
        (res) => callback(null, res),
        (err: unknown) => {
          const message = err instanceof Error ? err.message : String(err);
          ctx.log.debug(1, `${name} ${urn} failed: ${message}`);
          callback({ code: grpc.status.UNKNOWN, details: message });
        },
      );
  };
}

type DeployMark = (method: string, urn: string, request: unknown) => void;

/**
 * This process's deploy marker (provider/host/deploy-marker.ts: which deploy of which stack it serves, for
 * `recover`), begun at the first call that names a resource; its last line is written as the process exits.
 * A marker never fails a call.
 */
function deployMark(log: PluginLog): DeployMark {
  let recorder: DeployRecorder | undefined;
  return (method, urn, request) => {
    try {
      if (!recorder) {
        const impl = require("pulumi-tunnels/provider-impl") as typeof import("pulumi-tunnels/provider-impl");
        const made = new impl.DeployRecorder(impl.DeployMarkers.forEnvironment());
        process.on("exit", () => made.exit());
        recorder = made;
      }
      const olds = method === "check" ? (request as { getOlds(): Struct | undefined }).getOlds() : undefined;
      const createCheck = method === "check" && (olds?.getFieldsMap().getLength() ?? 0) === 0;
      recorder.seen(urn, method, createCheck);
    } catch (err) {
      log.debug(1, `deploy marker: ${(err as Error).message}`);
    }
  };
}

/**
 * The service; `provider` is how handlers reach the provider (by default, loaded on first use). Only the
 * plugin's own provider marks deploys: a test's runs under no engine.
 */
export function providerService(
  log: PluginLog,
  provider?: () => NativeProvider,
): grpc.UntypedServiceImplementation {
  const ctx: RpcContext = { host: provider ?? lazyProvider(log), log };
  const mark = provider ? undefined : deployMark(log);
  return Object.fromEntries(
    Object.entries(RPCS).map(([method, rpc]) => [method, unary(method, rpc, ctx, mark)]),
  );
}
