import { load } from "js-yaml";
import { expect } from "vitest";
import { camelCase, resourceList } from "../../catalog";
import type { TunnelsClient } from "../../client";
import { nameOfToken } from "../../provider/model";
import { counts, inventory, type LocalServer, leftovers, REPO_ROOT, type StackCommands } from "../../harness";
import { declaredObjects } from "../../scripts/examples/declared";
import { JOINED_PROJECT, joinedProgram } from "../../scripts/examples/joined";
import { EXAMPLES, outputNames, projectName, secretConfigKeys } from "../../scripts/examples/sources";

/**
 * What one stack of a language's joined examples must hold (docs/development/examples.md): every example's YAML program
 * joined into one (scripts/examples/joined.ts), the joined project the examples' config is read under, and a
 * value for each secret config key.
 */
export function joinedFacts(language: string) {
  const yaml = joinedProgram(REPO_ROOT, EXAMPLES);
  const secrets = Object.fromEntries(
    secretConfigKeys(yaml).map((k) => [k, `${k.split(":")[1]}-s3cr3t-${language}`]),
  );
  return { yaml, project: JOINED_PROJECT, secrets };
}

interface YamlResource {
  type: string;
  properties: Record<string, unknown>;
}

/**
 * Each route policy of the YAML program is in the account as written, its free JSON (an action's `config`, whose
 * lists both the Go and the Java generator get wrong) included: found by its route's `match` and description.
 */
export async function expectPoliciesAsWritten(client: TunnelsClient, yaml: string): Promise<void> {
  const { resources } = load(yaml) as { resources: Record<string, YamlResource> };
  const routes = (await inventory(client)).routes as {
    match: string;
    description?: string;
    policy?: unknown;
  }[];
  for (const r of Object.values(resources).filter((x) => x.type.endsWith(":HttpsEdgeRoutePolicy"))) {
    const { inbound, outbound, routeId } = r.properties as Record<string, unknown>;
    const routeName = /^\$\{(.+)\.id\}$/.exec(String(routeId))?.[1] ?? "";
    // Two examples' routes may share a match on edges of their own: a route is told by its description too.
    const { match, description } = resources[routeName]?.properties ?? {};
    const route = routes.find((x) => x.match === match && x.description === description);
    expect(route?.policy, `the policy of the route ${match}`).toMatchObject({
      ...(inbound ? { inbound } : {}),
      ...(outbound ? { outbound } : {}),
    });
  }
}

/** What a YAML program adopts: each resource whose `adoptId` is a config key, by resource name. */
function adopting(yaml: string) {
  const { resources } = load(yaml) as { resources: Record<string, YamlResource> };
  const byName = Object.entries(resources).flatMap(([name, r]) => {
    const key = /^\$\{(\w+)\}$/.exec(String(r.properties?.adoptId ?? ""))?.[1];
    return key ? [{ name, key, resource: r }] : [];
  });
  return byName;
}

/**
 * The objects a YAML program adopts (`adoptId: ${<config key>}`), made outside Pulumi as its README says, with
 * the client against the local server: each with the program's literal members (a reserved address's region,
 * a route's match), its parents the objects made before it (a route's `edgeId: ${site.id}`), and a description
 * of its own, which `up` must replace. Returns the stack config that names them, `<project>:<key>`: id.
 */
export async function makeObjectsToAdopt(
  client: TunnelsClient,
  yaml: string,
): Promise<Record<string, string>> {
  const made: Record<string, string> = {};
  const config: Record<string, string> = {};
  for (const { name, key, resource } of adopting(yaml)) {
    const def = resourceList.find((r) => r.className === nameOfToken(resource.type));
    if (!def) throw new Error(`${name}: ${resource.type} is no resource of the catalog`);
    const parents = def.parents.map((wire) => {
      const ref = /^\$\{([\w-]+)\.id\}$/.exec(String(resource.properties[camelCase(wire)]))?.[1] ?? "";
      if (!made[ref]) throw new Error(`${name}: its ${camelCase(wire)} is no adopted object made before it`);
      return made[ref];
    });
    const literal = Object.entries(resource.properties).filter(
      ([k, v]) =>
        k !== "adoptId" && !def.parents.map(camelCase).includes(k) && !JSON.stringify(v).includes("${"),
    );
    const body = Object.fromEntries(
      [
        ...literal.filter(([, v]) => typeof v !== "object" || Array.isArray(v)),
        ["description", "made by hand"],
      ].map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), v]),
    );
    const client_ = client as unknown as Record<string, { create(...a: unknown[]): Promise<{ id: string }> }>;
    made[name] = (await client_[def.clientName].create(...parents, body)).id;
    config[`${projectName(yaml)}:${key}`] = made[name];
  }
  return config;
}

/**
 * After `up`, the stack as `pulumi stack export` prints it holds exactly the objects made before it (adopted, not new ones), each with the
 * program's description.
 */
export async function expectAdopted(
  exported: string,
  client: TunnelsClient,
  yaml: string,
  config: Record<string, string>,
): Promise<void> {
  const state = JSON.parse(exported) as {
    deployment: { resources?: { urn: string; id?: string }[] };
  };
  for (const { name, key, resource } of adopting(yaml)) {
    const id = config[`${projectName(yaml)}:${key}`];
    const inState = (state.deployment.resources ?? []).find((r) => r.urn.endsWith(`::${name}`));
    expect(inState?.id, `${name} in the stack`).toBe(id);
    const def = resourceList.find((r) => r.className === nameOfToken(resource.type));
    const listed = (await inventory(client)) as Record<string, { id: string; description?: string }[]>;
    const objects = listed[def?.parents.length ? "routes" : (def?.clientName ?? "")] ?? [];
    expect(objects.find((o) => o.id === id)?.description, `${name}'s description`).toBe(
      resource.properties.description,
    );
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
  example: {
    yaml: string;
    secrets: Record<string, string>;
    rootToken: string;
    /** The stack config naming the objects it adopts (makeObjectsToAdopt), if it adopts any. */
    adopted?: Record<string, string>;
  },
): Promise<void> {
  const up = await stack.run(["up", "--yes", "--skip-preview"]);
  expect(counts(await inventory(client))).toMatchObject(declaredObjects(example.yaml));
  await expectPoliciesAsWritten(client, example.yaml);
  const exportedAfterUp = (await stack.run(["stack", "export"])).stdout;
  await expectAdopted(exportedAfterUp, client, example.yaml, example.adopted ?? {});
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

/** What a runner gives the stack it makes: the joined project, and its plain and secret config. */
export interface JoinedStackSettings {
  project: string;
  config: Record<string, string>;
  secretConfig: Record<string, string>;
}

/**
 * A language's examples, joined, as one stack through the real CLI: the objects they adopt made first, the stack
 * made by `create` (the language's runner) with the joined project and config, then cliExampleStages.
 */
export async function deployJoinedExamples(
  language: string,
  local: LocalServer,
  /** Makes the stack; `yaml` is the joined program, which the YAML runner deploys as it is. */
  create: (settings: JoinedStackSettings, yaml: string) => Promise<StackCommands>,
): Promise<void> {
  const { yaml, project, secrets } = joinedFacts(language);
  const adopted = await makeObjectsToAdopt(local.client, yaml);
  const stack = await create(
    {
      project,
      config: { "tunnels:apiUrl": local.server.url, ...adopted },
      secretConfig: { "tunnels:apiKey": local.server.rootToken, ...secrets },
    },
    yaml,
  );
  await cliExampleStages(stack, local.client, { yaml, secrets, rootToken: local.server.rootToken, adopted });
}
