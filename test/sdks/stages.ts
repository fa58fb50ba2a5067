import { expect, it } from "vitest";
import type { TunnelsClient } from "../../client";
import type { CliResult, LocalServer, StackCommands } from "../../harness";
import { type Changes, type Driver, SdkStack } from "./sdk-stack";

/**
 * The programs' secret members, each written as a plain literal (python/, go/, java/, nodejs/): the route's OAuth
 * and OIDC client secrets and webhook secret, the Datadog key, the Firehose secret access key. Never in clear in
 * the state nor in any command's output.
 */
export const LITERAL_SECRETS = ["python", "go", "java", "nodejs"].flatMap((language) =>
  ["oauth", "oidc", "webhook", "dd", "aws"].map((secret) => `${secret}-${language}-s3cr3t`),
);

/** The program's resources: IP policy, edge, route, route policy module, API key, two event destinations. */
export const RESOURCES = 7;

/**
 * Where each program's secret members are, and a member beside each that is not secret: resource name, the
 * object that holds them, the secret member, the plain one and its value.
 */
const SECRET_BESIDE_PLAIN: [string, string, string, string, unknown][] = [
  ["app", "oauth.provider.github", "clientSecret", "emailDomains", ["example.com"]],
  ["app", "oidc", "clientSecret", "issuer", "https://id.example.com"],
  ["app", "webhookVerification", "secret", "provider", "github"],
  ["audit", "target.datadog", "apiKey", "service", "edge"],
  ["stream", "target.firehose.auth.creds", "awsSecretAccessKey", "awsAccessKeyId", "AKIAEXAMPLE"],
];

const isSecretValue = (v: unknown) => typeof v === "object" && v !== null && "ciphertext" in v;

/**
 * `pulumi stack export`'s resources keep each secret member secret at its own path, in inputs and outputs, and
 * the members beside it plain (the module holding it is not secret whole): a literal in the program is secret
 * because the plugin marks it, not because the SDK wrapped its module.
 */
export function expectSecretsAtOwnPath(exported: string): void {
  const { resources } = (
    JSON.parse(exported) as { deployment: { resources: { urn: string; [k: string]: unknown }[] } }
  ).deployment;
  for (const [name, holder, secret, plain, value] of SECRET_BESIDE_PLAIN) {
    const resource = resources.find((r) => r.urn.endsWith(`::${name}`));
    for (const side of ["inputs", "outputs"]) {
      let at: unknown = resource?.[side];
      for (const key of holder.split("."))
        at = isSecretValue(at) ? at : (at as Record<string, unknown>)?.[key];
      const where = `${name} ${side} ${holder}`;
      expect(isSecretValue(at), `${where} is not secret whole`).toBe(false);
      expect(isSecretValue((at as Record<string, unknown>)?.[secret]), `${where}.${secret} is secret`).toBe(
        true,
      );
      expect((at as Record<string, unknown>)?.[plain], `${where}.${plain} is plain`).toEqual(value);
    }
  }
}

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
 * description among them); a refreshing preview then finds no change. Answers both commands' results.
 */
export async function expectPutBack(
  project: StackCommands,
  client: TunnelsClient,
  siteId: string,
  updated: number,
): Promise<CliResult[]> {
  const putBack = await project.run(["up", "--refresh", "--yes", "--skip-preview"]);
  expect(putBack.stdout).toMatch(new RegExp(`~ ${updated} updated`));
  expect((await client.httpsEdges.get(siteId)).description).toBe("Public site");
  return [putBack, await refreshingPreview(project, 0)];
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
  it(`${language}: up, no change on refresh, drift shown and put back, secrets at their own path and never in clear, destroy`, async () => {
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
    expectSecretsAtOwnPath(state);

    expect(changed((await stack.run("destroy")).changes)).toEqual({ delete: RESOURCES + 1 });
    expect(await accountIds(client)).toEqual(before);
    // What every stage printed: the CLI's output through the Automation API, and the driver's own.
    for (const secret of LITERAL_SECRETS) expect(stack.printed(), "a command's output").not.toContain(secret);
  });
}
