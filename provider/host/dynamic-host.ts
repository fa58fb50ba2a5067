/**
 * The provider inside Pulumi's dynamic provider host (`@pulumi/pulumi/cmd/dynamic-provider`), where the
 * TypeScript classes run. That host answers Pulumi's Cancel itself and does nothing with it (its `cancel` is
 * empty, 3.248), so the provider never sees a Ctrl-C: a create retrying goes on until
 * `tunnels:retryTimeoutSeconds` or the second Ctrl-C, when the engine closes the host (SIGINT) and it dies.
 * What the provider can see is its engine gone: the CLI starts every plugin with a pipe as its standard input,
 * which the host's launcher passes on and which reaches its end when `pulumi` exits. Then no request, retry or
 * wait starts, the operations in flight finish (their requests within their own timeout), and the host exits,
 * as the native plugin does (plugin/shutdown.ts).
 */
import { fstatSync } from "node:fs";

/** How long the operations in flight may take once the engine is gone (a request's own timeout is 30 s). */
const GONE_CAP_MS = 60_000;

/** Whether this process is Pulumi's dynamic provider host, started by an engine through a pipe. */
function startedByEngine(): boolean {
  const main = require.main?.filename ?? "";
  if (!/[\\/]@pulumi[\\/]pulumi[\\/]cmd[\\/]dynamic-provider([\\/]index\.js)?$/.test(main)) return false;
  try {
    const stdin = fstatSync(0);
    return stdin.isFIFO() || stdin.isSocket();
  } catch {
    return false;
  }
}

export interface HostLifetime {
  /** Fires when the engine is gone; the provider's clients are made with it. */
  stop: AbortSignal;
  /** Runs one operation of the host's, counted while in flight. */
  track<T>(run: () => Promise<T>): Promise<T>;
}

/** The lifetime of the dynamic host this runs in; undefined anywhere else (a program, a test, the plugin). */
export function dynamicHostLifetime(exit = () => process.exit(0)): HostLifetime | undefined {
  if (!startedByEngine()) return undefined;
  const controller = new AbortController();
  let inFlight = 0;
  const exitIfIdle = () => {
    if (controller.signal.aborted && inFlight === 0) exit();
  };
  process.stdin.on("end", () => {
    controller.abort(new Error("stopped: the `pulumi` process that started the provider host is gone"));
    setTimeout(exit, GONE_CAP_MS).unref();
    exitIfIdle();
  });
  process.stdin.resume();
  return {
    stop: controller.signal,
    async track(run) {
      inFlight += 1;
      try {
        return await run();
      } finally {
        inFlight -= 1;
        exitIfIdle();
      }
    },
  };
}
