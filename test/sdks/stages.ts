import { expect, it } from "vitest";
import type { TunnelsClient } from "../../client";
import type { CliResult, LocalServer, StackCommands } from "../../harness";
import { type Changes, type Driver, SdkStack } from "./sdk-stack";

/** The programs' literal Datadog keys (python/, go/, java/, nodejs/): never in clear in the state. */
export const LITERAL_SECRETS = ["dd-python-s3cr3t", "dd-go-s3cr3t", "dd-java-s3cr3t", "dd-nodejs-s3cr3t"];

/** The program's resources: IP policy, edge, route, route policy module, API key, event destination. */
export const RESOURCES = 6;

/** A stack output as both Automation APIs give it. */
export type Outputs = Record<string, { value: unknown; secret: boolean }>;

/** Every kind of change but `same`: a stage that changes nothing reports none of them. */
const changed = (changes: Changes | undefined) =>
  Object.fromEntries(Object.entries(changes ?? {}).filter(([kind, n]) => kind !== "same" && n > 0));

async function all<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

/** The stack's outputs as the CLI gives them: values from `--show-secrets`, secret where the plain list hides them. */
export async function stackOutputs(project: StackCommands): Promise<Outputs> {
  const read = async (...flags: string[]) =>
    JSON.parse((await project.run(["stack", "output", "--json", ...flags])).stdout) as Record<
      string,
      unknown
    >;
  const shown = await read("--show-secrets");
  const plain = await read();
  return Object.fromEntries(
    Object.entries(shown).map(([name, value]) => [name, { value, secret: plain[name] === "[secret]" }]),
  );
}

/** A refreshing preview with `--diff` through the CLI, which must exit 0 (no change) or 7 (drift). */
export async function refreshingPreview(project: StackCommands, code: 0 | 7): Promise<CliResult> {
  const result = await project.pulumi(["preview", "--refresh", "--expect-no-changes", "--diff"]);
  expect(result.code, result.stdout + result.stderr).toBe(code);
  return result;
}

/**
 * `up --refresh` through the CLI puts back what changed through the API (`updated` resources, the edge's
 * description among them); a refreshing preview then finds no change.
 */
export async function expectPutBack(
  project: StackCommands,
  client: TunnelsClient,
  siteId: string,
  updated: number,
): Promise<void> {
  const putBack = await project.run(["up", "--refresh", "--yes", "--skip-preview"]);
  expect(putBack.stdout).toMatch(new RegExp(`~ ${updated} updated`));
  expect((await client.httpsEdges.get(siteId)).description).toBe("Public site");
  await refreshingPreview(project, 0);
}

/** The ids of every object of the kinds the program makes: what `destroy` must leave as it found it. */
export async function accountIds(client: TunnelsClient) {
  const ids = async (items: AsyncIterable<{ id: string }>) => (await all(items)).map((o) => o.id).sort();
  return {
    edges: await ids(client.httpsEdges.list()),
    ipPolicies: await ids(client.ipPolicies.list()),
    eventDestinations: await ids(client.eventDestinations.list()),
    apiKeys: await ids(client.apiKeys.list()),
  };
}

/**
 * What `up` of the program leaves: the key's token a secret output, no tunnel online (`getTunnels`), the edge and
 * its route in the account with the route's modules and the policy module's rule. Resolves with the edge's id.
 */
export async function expectDeployed(client: TunnelsClient, outputs: Outputs): Promise<string> {
  expect(outputs.keyToken.secret).toBe(true);
  expect(outputs.keyToken.value).toEqual(expect.any(String));
  expect(outputs.tunnelCount).toEqual({ value: 0, secret: false });
  const siteId = String(outputs.siteId.value);
  const edge = await client.httpsEdges.get(siteId);
  expect(edge.description).toBe("Public site");
  const route = await client.httpsEdgeRoutes.get(siteId, String(outputs.routeId.value));
  expect(route).toMatchObject({ match: "/app", match_type: "path_prefix" });
  expect(JSON.stringify(route)).toMatch(/"error_threshold_percentage":0\.5/);
  expect(JSON.stringify(route)).toMatch(/sqlmap/);
  return siteId;
}

/**
 * The SDK test every language runs (test/sdks/README.md): `up`; a refreshing preview right after changes
 * nothing; an edge changed through the API shows as one update, `up --refresh` puts it back; no secret in clear
 * in the exported state; `destroy` leaves nothing in the account.
 */
export function itRunsTheProgram(language: string, local: LocalServer, driver: () => Promise<Driver>): void {
  it(`${language}: up, no change on refresh, drift shown and put back, no secret in state, destroy`, async () => {
    const stack = SdkStack.create(await driver(), { url: local.server.url, token: local.server.rootToken });
    const { client } = local;
    const before = await accountIds(client);

    const up = await stack.run("up");
    // The resources and the stack itself.
    expect(changed(up.changes)).toEqual({ create: RESOURCES + 1 });
    const outputs = up.outputs ?? {};
    const siteId = await expectDeployed(client, outputs);

    expect(changed((await stack.run("preview-refresh")).changes)).toEqual({});

    await client.httpsEdges.update(siteId, { description: "changed by hand" });
    expect(changed((await stack.run("preview-refresh")).changes)).toEqual({ update: 1 });
    expect(changed((await stack.run("up-refresh")).changes)).toEqual({ update: 1 });
    expect((await client.httpsEdges.get(siteId)).description).toBe("Public site");
    expect(changed((await stack.run("preview-refresh")).changes)).toEqual({});

    const state = await stack.exportedState();
    expect(state).toContain("ciphertext");
    for (const secret of [String(outputs.keyToken.value), local.server.rootToken, ...LITERAL_SECRETS])
      expect(state).not.toContain(secret);

    expect(changed((await stack.run("destroy")).changes)).toEqual({ delete: RESOURCES + 1 });
    expect(await accountIds(client)).toEqual(before);
  });
}
