import assert from "node:assert/strict";
import { DeploymentError } from "../../drivers";

/**
 * Awaits a run that must end with errors, and returns the DeploymentError (its `result` says what happened).
 * A plain assertion, not vitest's `expect`, so that this module loads outside vitest too.
 */
export async function expectFailure(run: Promise<unknown>): Promise<DeploymentError> {
  const error = await run.then(
    () => undefined,
    (e: unknown) => e,
  );
  assert.ok(error instanceof DeploymentError, `expected a DeploymentError, got ${String(error)}`);
  return error;
}
