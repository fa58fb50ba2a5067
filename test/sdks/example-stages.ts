import { readFileSync } from "node:fs";
import path from "node:path";
import { load } from "js-yaml";
import { expect } from "vitest";
import type { TunnelsClient } from "../../client";
import { counts, inventory, leftovers, REPO_ROOT, type StackCommands } from "../../harness";
import { declaredObjects } from "../../scripts/examples/declared";
import {
  type ExampleSource,
  outputNames,
  projectName,
  secretConfigKeys,
} from "../../scripts/examples/sources";

/** A rendered example's YAML program, the facts the checks read from it, and a value for each secret key. */
export function exampleFacts(example: ExampleSource, language: string) {
  const yaml = readFileSync(path.join(REPO_ROOT, example.source, "Pulumi.yaml"), "utf8");
  const secrets = Object.fromEntries(
    secretConfigKeys(yaml).map((k) => [k, `${k.split(":")[1]}-s3cr3t-${language}`]),
  );
  return { yaml, project: projectName(yaml), secrets };
}

interface YamlResource {
  type: string;
  properties: Record<string, unknown>;
}

/**
 * Each route policy of the YAML program is in the account as written, its free JSON (an action's `config`, whose
 * lists both the Go and the Java generator get wrong) included: found by its route's `match`.
 */
export async function expectPoliciesAsWritten(client: TunnelsClient, yaml: string): Promise<void> {
  const { resources } = load(yaml) as { resources: Record<string, YamlResource> };
  const routes = (await inventory(client)).routes as { match: string; policy?: unknown }[];
  for (const r of Object.values(resources).filter((x) => x.type.endsWith(":HttpsEdgeRoutePolicy"))) {
    const { inbound, outbound, routeId } = r.properties as Record<string, unknown>;
    const routeName = /^\$\{(.+)\.id\}$/.exec(String(routeId))?.[1] ?? "";
    const match = resources[routeName]?.properties.match;
    const route = routes.find((x) => x.match === match);
    expect(route?.policy, `the policy of the route ${match}`).toMatchObject({
      ...(inbound ? { inbound } : {}),
      ...(outbound ? { outbound } : {}),
    });
  }
}

/**
 * A rendered example through the real CLI, whatever runs its program: `up` makes every object the YAML program
 * declares (its route policies as written) and its outputs; a refreshing preview shows no change; the state as
 * `pulumi stack export` prints it holds no secret config nor the server's token in clear; `destroy` leaves
 * nothing; no command prints a secret config value.
 */
export async function cliExampleStages(
  stack: StackCommands,
  client: TunnelsClient,
  example: { yaml: string; secrets: Record<string, string>; rootToken: string },
): Promise<void> {
  const up = await stack.run(["up", "--yes", "--skip-preview"]);
  expect(counts(await inventory(client))).toMatchObject(declaredObjects(example.yaml));
  await expectPoliciesAsWritten(client, example.yaml);
  const outputs = JSON.parse((await stack.run(["stack", "output", "--json"])).stdout);
  expect(Object.keys(outputs).sort()).toEqual(outputNames(example.yaml).sort());

  const refreshed = await stack.pulumi(["preview", "--refresh", "--expect-no-changes"]);
  expect(refreshed.code, refreshed.stdout + refreshed.stderr).toBe(0);
  const exported = (await stack.run(["stack", "export"])).stdout;
  for (const secret of [...Object.values(example.secrets), example.rootToken])
    expect(exported).not.toContain(secret);

  const destroyed = await stack.run(["destroy", "--yes", "--skip-preview"]);
  expect(await leftovers(client)).toEqual({});
  const printed = [up, refreshed, destroyed].map((r) => r.stdout + r.stderr).join("\n");
  for (const secret of Object.values(example.secrets)) expect(printed).not.toContain(secret);
}
