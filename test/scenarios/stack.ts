import { readFileSync } from "node:fs";
import path from "node:path";
import { TunnelsClient } from "../../sdk/client";
import { type RunningServer, startServer } from "../../server";
import { makeProgramDir, packProject, REPO_ROOT } from "../engine/pack";
import { TestEngine } from "../engine/test-engine";

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

let tarball: Promise<string> | undefined;
export const packedPackage = () => {
  tarball ??= packProject(REPO_ROOT);
  return tarball;
};

export async function scenarioStack(
  program: string,
  serverOptions: Parameters<typeof startServer>[0] = {},
): Promise<ScenarioStack> {
  const server = await startServer({ port: 0, ...serverOptions });
  const client = new TunnelsClient({ baseUrl: server.url, apiKey: server.rootToken, retryTimeoutMs: 60_000 });
  const programSource = readFileSync(path.join(__dirname, "programs", program), "utf8");
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
export async function inventory(client: TunnelsClient) {
  const all = async <T>(items: AsyncIterable<T>) => {
    const out: T[] = [];
    for await (const item of items) out.push(item);
    return out;
  };
  const edges = await all(client.httpsEdges.list());
  return {
    apiKeys: await all(client.apiKeys.list()),
    reservedAddrs: await all(client.reservedAddrs.list()),
    sshCertificateAuthorities: await all(client.sshCertificateAuthorities.list()),
    ipPolicies: await all(client.ipPolicies.list()),
    ipPolicyRules: await all(client.ipPolicyRules.list()),
    tunnelGroupBackends: await all(client.tunnelGroupBackends.list()),
    eventDestinations: await all(client.eventDestinations.list()),
    eventSubscriptions: await all(client.eventSubscriptions.list()),
    httpsEdges: edges,
    tlsEdges: await all(client.tlsEdges.list()),
    routes: edges.flatMap((e) => e.routes ?? []),
  };
}

export const counts = (inv: Awaited<ReturnType<typeof inventory>>) =>
  Object.fromEntries(Object.entries(inv).map(([k, v]) => [k, v.length]));

/** The collections of the account that still hold something, with how many: `{}` when a stack left nothing. */
export async function leftovers(client: TunnelsClient): Promise<Record<string, number>> {
  return Object.fromEntries(Object.entries(counts(await inventory(client))).filter(([, n]) => n > 0));
}
