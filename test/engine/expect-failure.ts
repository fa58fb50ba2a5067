import { expect } from "vitest";
import { DeploymentError } from "./test-engine";

/** Awaits a run that must end with errors, and returns the DeploymentError (its `result` says what happened). */
export async function expectFailure(run: Promise<unknown>): Promise<DeploymentError> {
  const error = await run.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DeploymentError);
  return error as DeploymentError;
}
