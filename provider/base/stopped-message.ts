/**
 * What a call cut short by the provider's stop says (client/http.ts, `StoppedError`): why the provider stopped
 * (the stop's reason, which the process that stops it words: plugin/shutdown.ts, host/dynamic-host.ts), what the
 * call had sent, and what that means for the object. A 429 or 503 answer means the service did
 * nothing (docs/contract.md §3), so the call can simply run again.
 */
import { StoppedError, TunnelsApiError, TunnelsError } from "../../client";
import { hadNoEffect } from "../../client/retry";

export function stoppedMessage(err: StoppedError): string {
  const where = `${err.method} ${err.path}`;
  const last = err.cause instanceof TunnelsError ? err.cause : undefined;
  let done: string;
  if (!last) done = `${where} was not sent`;
  else if (last instanceof TunnelsApiError && hadNoEffect(last.status))
    done = `${where} was not retried after its ${last.status} answer (${last.msg}), and a ${last.status} means the service did nothing`;
  else done = `${where} was not retried after: ${last.message}`;
  return `${err.reason}. ${done}. Run the command again to finish.`;
}

/** Whether an error is the provider's stop, not a failure of the service. */
export const isStopped = (err: unknown): err is StoppedError => err instanceof StoppedError;
