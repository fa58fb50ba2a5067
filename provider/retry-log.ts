import { AsyncLocalStorage } from "node:async_hooks";
import type { RetryWait } from "../client";
import { configKey } from "./settings";
import { UserNames } from "./user-names";

/** Which resource a call is for: the provider runs each operation inside `forResource`. */
interface CallContext {
  className: string;
  /** The resource's id; undefined while it is being created. */
  id: string | undefined;
}

const current = new AsyncLocalStorage<CallContext>();

/** Runs `run` with its calls attributed to `className` and `id` in the retry log. */
export function forResource<T>(className: string, id: string | undefined, run: () => Promise<T>): Promise<T> {
  return current.run({ className, id }, run);
}

/** Waits up to this long pass silently: they are the usual backoff, not a stall worth telling. */
const LOGGED_WAIT_MS = 5_000;

/**
 * Logs a wait before a retry that is longer than 5 s, as it starts, so a run that seems to hang says why.
 * It goes to stderr, which the Pulumi engine shows for the provider host and the program alike.
 */
export function logLongWait(
  wait: RetryWait,
  write: (line: string) => void = (l) => process.stderr.write(l),
  names: UserNames = new UserNames(),
) {
  if (wait.delayMs <= LOGGED_WAIT_MS) return;
  const ctx = current.getStore();
  const who = ctx ? `${ctx.className} ${ctx.id ?? "(being created)"}` : "a tunnels call";
  write(
    `pulumi-tunnels: ${who}: ${wait.method} ${wait.path} failed (${names.text(wait.reason)}); ` +
      `waiting ${Math.round(wait.delayMs / 1000)} s before retry ${wait.attempt} (${configKey("retryTimeoutSeconds")} bounds the retries)\n`,
  );
}
