/**
 * Tells when the engine that started the plugin is gone, so that a killed `pulumi` leaves no plugin running
 * (docs/after-a-deploy-dies.md). Two signs, whichever comes first:
 * - standard input. The CLI starts each plugin with a pipe as its standard input (Pulumi 3.248,
 *   sdk/go/common/resource/plugin/plugin.go: `cmd.StdinPipe()`), writes nothing to it and holds its other end
 *   until it exits: end of file is the engine gone, at once. Only a pipe counts: a plugin started by hand has a
 *   terminal there, one a test starts /dev/null or a pipe it holds.
 * - the engine's gRPC health service (every engine server registers `grpc.health.v1.Health`, rpcutil.Serve),
 *   asked every `intervalMs`: once it has answered, two refused connections in a row are the engine gone.
 *   Pulumi's own providers ask it every 5 minutes (pkg/resource/provider/main.go).
 */
import { fstatSync } from "node:fs";
import * as grpc from "@grpc/grpc-js";

const HEALTH_CHECK = "/grpc.health.v1.Health/Check";

export interface EngineWatch {
  /** Stops watching (the plugin is exiting anyway). */
  close(): void;
}

/** Whether standard input is a pipe (a socket pair, as Node.js spawns with, counts): how the CLI starts a plugin. */
export function stdinIsPipe(): boolean {
  try {
    const stdin = fstatSync(0);
    return stdin.isFIFO() || stdin.isSocket();
  } catch {
    return false;
  }
}

export interface WatchOptions {
  /** How often the health service is asked (default 10 s). */
  intervalMs?: number;
  /** The stream whose end is the engine gone (default: standard input, when it is a pipe). */
  input?: NodeJS.ReadableStream;
}

/** Calls `onGone` once, when the engine at `address` is gone. */
export function watchEngine(
  address: string,
  onGone: (sign: string) => void,
  options: WatchOptions = {},
): EngineWatch {
  const intervalMs = options.intervalMs ?? 10_000;
  const input = "input" in options ? options.input : stdinIsPipe() ? process.stdin : undefined;
  let told = false;
  const tell = (sign: string) => {
    if (told) return;
    told = true;
    watch.close();
    onGone(sign);
  };
  input?.on("end", () => tell("its standard input reached its end"));
  input?.on("error", () => tell("its standard input failed"));
  input?.resume();
  const health = new grpc.Client(address, grpc.credentials.createInsecure());
  const same = (bytes: Buffer) => bytes;
  let answered = false;
  let refusedInARow = 0;
  const timer = setInterval(() => {
    const deadline = Date.now() + intervalMs;
    health.makeUnaryRequest(HEALTH_CHECK, same, same, Buffer.alloc(0), { deadline }, (err) => {
      if (err?.code === grpc.status.UNAVAILABLE) {
        refusedInARow += 1;
        if (answered && refusedInARow >= 2) tell("its health service stopped answering");
        return;
      }
      refusedInARow = 0;
      // An answer, even "not implemented", is an engine there; a call that timed out says nothing.
      if (!err || err.code === grpc.status.UNIMPLEMENTED) answered = true;
    });
  }, intervalMs);
  timer.unref();
  const watch: EngineWatch = {
    close() {
      clearInterval(timer);
      health.close();
      input?.pause();
    },
  };
  return watch;
}
