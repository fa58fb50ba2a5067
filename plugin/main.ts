/**
 * `pulumi-resource-tunnels`: the package's native Pulumi resource plugin. The CLI starts it with
 * `[--logtostderr] [-v=N] [--tracing <endpoint>] <engine-address>` and dials the port printed on the first
 * line of stdout; it serves `ResourceProviderService` on the protos @pulumi/pulumi ships.
 */
import * as grpc from "@grpc/grpc-js";
import { ResourceProviderService } from "@pulumi/pulumi/proto/provider_grpc_pb";
import { startedAsAnalyzer } from "./analyzer-args";
import { parseArgs } from "./args";
import { PluginLog } from "./engine-log";
import { watchEngine } from "./engine-watch";
import { guardedService } from "./guarded-service";
import { providerService } from "./service";
import { Shutdown, STOP_REASONS } from "./shutdown";
import { subcommandOf } from "./subcommands";

/**
 * The largest request or answer: a resource's old and new state and inputs, each at most the service's
 * 1 MiB body (docs/contract.md §3), or the schema. More is no request of the engine's: refused unread.
 */
const MAX_MESSAGE_BYTES = 16 * 1024 * 1024;

/**
 * How long a plugin whose engine is gone waits for its calls in flight: each request has 30 s (the client's
 * timeoutMs) and no new one starts; a call still running after this cannot finish.
 */
const ENGINE_GONE_CAP_MS = 60_000;

async function main(argv: readonly string[]): Promise<void> {
  const args = parseArgs(argv);
  const log = new PluginLog(args.engineAddress, args.verbosity, args.logToStderr);
  const server = new grpc.Server({
    "grpc.max_receive_message_length": MAX_MESSAGE_BYTES,
    "grpc.max_send_message_length": MAX_MESSAGE_BYTES,
  });
  const refused = (method: string, reason: string) => log.debug(1, `refused a ${method} request: ${reason}`);
  const shutdown = new Shutdown();
  server.addService(
    guardedService(ResourceProviderService, refused),
    providerService(log, undefined, shutdown),
  );
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync("127.0.0.1:0", grpc.ServerCredentials.createInsecure(), (err, p) =>
      err ? reject(err) : resolve(p),
    ),
  );
  // The engine reads this line to find us; anything printed later is only logged.
  process.stdout.write(`${port}\n`);
  const exit = () => {
    log.close();
    server.tryShutdown(() => process.exit(0));
    setTimeout(() => process.exit(0), 1000).unref();
  };
  // The engine closes a plugin with SIGINT and kills it 5 s later: calls still in flight get 4 s to finish.
  const closing = () => shutdown.exitWhenIdle(STOP_REASONS.closing, 4_000, exit);
  process.on("SIGINT", closing);
  process.on("SIGTERM", closing);
  // Started by the engine (not attached to): no plugin outlives it.
  if (args.engineAddress) {
    const gone = (sign: string) => {
      log.debug(1, `the engine is gone (${sign}): exiting once the calls in flight have finished`);
      shutdown.exitWhenIdle(STOP_REASONS.engineGone, ENGINE_GONE_CAP_MS, exit);
    };
    watchEngine(args.engineAddress, gone);
  }
}

// Started as `pulumi-analyzer-policy-tunnels` (the executable's second name, or plugin/bin's script of that name):
// the policy pack's analyzer. Else `pulumi-resource-tunnels <command> …` runs a command for people
// (subcommands.ts); anything else is the engine.
const argv = process.argv.slice(2);
const command = subcommandOf(argv);
const run = startedAsAnalyzer(process.execPath, process.argv[1])
  ? () => (require("./analyzer-main") as typeof import("./analyzer-main")).analyzerMain(argv)
  : command
    ? () => command().then((code) => process.exit(code))
    : () => main(argv);
run().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
