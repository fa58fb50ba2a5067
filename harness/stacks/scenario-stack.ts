import { readFileSync } from "node:fs";
import { type ResourceKey, type ResponseOf, resourceList, type resources } from "../../catalog";
import { TunnelsClient } from "../../client";
import { type RunningServer, startServer } from "../../server/index";
import { makeProgramDir, packedPackage, TestEngine } from "../../drivers";

/**
 * A program of this package, installed from its `npm pack` tarball, run by the test engine against a
 * fresh local server. The tarball is made once per test file (npm test builds dist first).
 */
export interface ScenarioStack {
  server: RunningServer;
  client: TunnelsClient;
  programDir: string;
  /** An engine for the given plain config (scenario keys); the state file is shared across engines. */
  engine(config?: Record<string, string>): TestEngine;
  close(): Promise<void>;
}

/** `programPath`: the program's file, CommonJS JavaScript. */
export async function scenarioStack(
  programPath: string,
  serverOptions: Parameters<typeof startServer>[0] = {},
): Promise<ScenarioStack> {
  const server = await startServer({ port: 0, ...serverOptions });
  const client = new TunnelsClient({ baseUrl: server.url, apiKey: server.rootToken, retryTimeoutMs: 60_000 });
  const programSource = readFileSync(programPath, "utf8");
  const { dir } = await makeProgramDir({
    tarballs: [await packedPackage()],
    programSource,
    project: "scenario",
  });
  const engines: TestEngine[] = [];
  return {
    server,
    client,
    programDir: dir,
    engine(config = {}) {
      const engine = new TestEngine({
        programDir: dir,
        stack: "dev",
        config: { "tunnels:apiUrl": server.url, ...config },
        secretConfig: { "tunnels:apiKey": server.rootToken },
        passphrase: "scenario passphrase",
        timeoutMs: 300_000,
      });
      engines.push(engine);
      return engine;
    },
    async close() {
      for (const e of engines) await e.close();
      await client.close();
      await server.close();
    },
  };
}

/** Everything of the account on the server, by collection, routes and module settings included. */
/** The resources a program creates that the service lists at the top level: every such one in the catalog. */
type Listed = {
  [K in ResourceKey]: (typeof resources)[K] extends { operations: readonly (infer O)[]; parents: readonly [] }
    ? "create" extends O
      ? "list" extends O
        ? K
        : never
      : never
    : never;
}[ResourceKey];
const LISTED = resourceList
  .filter((r) => r.operations.includes("create") && r.operations.includes("list") && !r.parents.length)
  .map((r) => r.clientName as Listed);

/** Everything on the service, by resource key, derived from the catalog; `routes` are read from their edges. */
export async function inventory(client: TunnelsClient) {
  const all = async <T>(items: AsyncIterable<T>) => {
    const out: T[] = [];
    for await (const item of items) out.push(item);
    return out;
  };
  const lists: [Listed, unknown[]][] = [];
  for (const key of LISTED) lists.push([key, await all(client[key].list())]);
  const inv = Object.fromEntries(lists) as {
    [K in Listed]: ResponseOf<(typeof resources)[K]>[];
  };
  return { ...inv, routes: inv.httpsEdges.flatMap((e) => e.routes ?? []) };
}

export const counts = (inv: Awaited<ReturnType<typeof inventory>>) =>
  Object.fromEntries(Object.entries(inv).map(([k, v]) => [k, v.length]));

/** The collections of the account that still hold something, with how many: `{}` when a stack left nothing. */
export async function leftovers(client: TunnelsClient): Promise<Record<string, number>> {
  return Object.fromEntries(Object.entries(counts(await inventory(client))).filter(([, n]) => n > 0));
}
