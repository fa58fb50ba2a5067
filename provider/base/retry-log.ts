import { AsyncLocalStorage } from "node:async_hooks";
import type { CallPaceWait, RetryWait } from "../../client";
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

const toStderr = (line: string) => {
  process.stderr.write(line);
};

/** The resource whose call waits, as the log names it. */
function who(): string {
  const ctx = current.getStore();
  return ctx ? `${ctx.className} ${ctx.id ?? "(being created)"}` : "a tunnels call";
}

/** Waits up to this long pass silently: they are the usual backoff, not a stall worth telling. */
const LOGGED_WAIT_MS = 5_000;

/**
 * Logs a wait before a retry that is longer than 5 s, as it starts, so a run that seems to hang says why.
 * It goes to stderr, which the Pulumi engine shows for the provider host and the program alike.
 */
export function logLongWait(
  wait: RetryWait,
  write: (line: string) => void = toStderr,
  names: UserNames = new UserNames(),
) {
  if (wait.delayMs <= LOGGED_WAIT_MS) return;
  write(
    `pulumi-tunnels: ${who()}: ${wait.method} ${wait.path} failed (${names.text(wait.reason)}); ` +
      `waiting ${Math.round(wait.delayMs / 1000)} s before retry ${wait.attempt} (${configKey("retryTimeoutSeconds")} bounds the retries)\n`,
  );
}

/**
 * Logs each wait for the account's pace that is longer than 5 s, as it starts: a deploy against a rate limit
 * may wait many times, and each says why, how long and at what pace, so a slow run never looks hung.
 */
export function logPaceWait(wait: CallPaceWait, write: (line: string) => void = toStderr) {
  if (wait.delayMs <= LOGGED_WAIT_MS) return;
  const pace =
    wait.perMinute === undefined
      ? "the service asked to wait"
      : `${wait.perMinute} calls a minute, ${wait.learned ? "what the service allowed at its last 429" : `as ${configKey("requestsPerMinute")} says`}`;
  write(
    `pulumi-tunnels: ${who()}: ${wait.method} ${wait.path} waits ${Math.round(wait.delayMs / 1000)} s for the account's pace (${pace})\n`,
  );
}
