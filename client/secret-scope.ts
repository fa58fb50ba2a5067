import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Values that are secret for the calls made inside a scope, besides the token and the catalog's secret
 * members: what the program or the engine marked secret (a secret `edgeId`, a secret function argument),
 * which the client cannot tell from the body alone. The provider opens a scope around each operation; every
 * error a call inside it raises is scrubbed of these values too (http.ts), wherever they were echoed: the
 * path, the service's message, a cause.
 */
const scope = new AsyncLocalStorage<readonly string[]>();

/** Runs `run` with `secrets` added to those of the scope it runs in. */
export function withSecrets<T>(secrets: readonly string[], run: () => T): T {
  const strings = secrets.filter((s) => typeof s === "string" && s !== "");
  if (strings.length === 0) return run();
  return scope.run([...secretsInScope(), ...strings], run);
}

/** The secrets of the current scope (none outside one). */
export const secretsInScope = (): readonly string[] => scope.getStore() ?? [];
