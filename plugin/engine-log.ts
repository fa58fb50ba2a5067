/**
 * The plugin's log: messages the user should see (a retry wait over 5 s) go to the engine's Log service,
 * which the CLI prints with the resource's name; diagnostics go to stderr only when the CLI asked for them
 * (`--logtostderr`, `-v`). Neither ever carries a secret: host code says failures and waits without values.
 */
import * as grpc from "@grpc/grpc-js";
import { EngineClient } from "@pulumi/pulumi/proto/engine_grpc_pb";
import { LogRequest, LogSeverity } from "@pulumi/pulumi/proto/engine_pb";

export class PluginLog {
  private engine: EngineClient | undefined;

  constructor(
    engineAddress: string | undefined,
    private readonly verbosity: number,
    private readonly toStderr: boolean,
  ) {
    this.attach(engineAddress);
  }

  /** Points the log at the engine (start-up argument, or `Attach` when the engine attaches later). */
  attach(address: string | undefined): void {
    this.engine?.close();
    this.engine = address ? new EngineClient(address, grpc.credentials.createInsecure()) : undefined;
  }

  /** A message for the user, through the engine; stderr when no engine is known. */
  info(message: string, urn = ""): void {
    this.send(LogSeverity.INFO, message, urn);
  }

  /** A warning for the user (something to act on), through the engine; stderr when no engine is known. */
  warning(message: string, urn = ""): void {
    this.send(LogSeverity.WARNING, message, urn);
  }

  private send(severity: LogSeverity, message: string, urn: string): void {
    const text = message.replace(/\n$/, "");
    if (!this.engine) {
      process.stderr.write(`${text}\n`);
      return;
    }
    const req = new LogRequest();
    req.setSeverity(severity);
    req.setMessage(text);
    req.setUrn(urn);
    // A log that does not arrive must not fail the operation it tells of.
    this.engine.log(req, () => undefined);
  }

  /** A diagnostic line on stderr, when the CLI asked for diagnostics at least this verbose. */
  debug(level: number, message: string): void {
    if (this.toStderr && this.verbosity >= level)
      process.stderr.write(`pulumi-resource-tunnels: ${message}\n`);
  }

  close(): void {
    this.engine?.close();
  }
}
