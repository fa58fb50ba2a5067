/**
 * `pulumi-analyzer-policy-tunnels`: the plugin executable started under the analyzer's name by
 * `pulumi preview --policy-pack <folder>` (PulumiPolicy.yaml `runtime: tunnels`). It serves the `Analyzer` service on
 * 127.0.0.1, prints the port on stdout's first line as a resource plugin does, and exits when the engine closes it
 * or is gone.
 */
import * as grpc from "@grpc/grpc-js";
import { AnalyzerService } from "@pulumi/pulumi/proto/analyzer_grpc_pb";
import { parseAnalyzerArgs } from "./analyzer-args";
import { analyzerService } from "./analyzer";
import { watchEngine } from "./engine-watch";
import { guardedService } from "./guarded-service";

/** An AnalyzeStack request holds every resource of the stack: a 1,000-resource stack is a few MiB. */
const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;

export async function analyzerMain(argv: readonly string[]): Promise<void> {
  const args = parseAnalyzerArgs(argv);
  const server = new grpc.Server({
    "grpc.max_receive_message_length": MAX_MESSAGE_BYTES,
    "grpc.max_send_message_length": MAX_MESSAGE_BYTES,
  });
  server.addService(
    guardedService(AnalyzerService, () => undefined),
    analyzerService(),
  );
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync("127.0.0.1:0", grpc.ServerCredentials.createInsecure(), (err, p) =>
      err ? reject(err) : resolve(p),
    ),
  );
  process.stdout.write(`${port}\n`);
  const exit = () => {
    server.tryShutdown(() => process.exit(0));
    setTimeout(() => process.exit(0), 1000).unref();
  };
  process.on("SIGINT", exit);
  process.on("SIGTERM", exit);
  watchEngine(args.engineAddress, exit);
}
