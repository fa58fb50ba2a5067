import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classSpecs } from "../../provider/base/specs";
import { counts, inventory, leftovers, requirePlugin, useLocalServer, YamlProject } from "../../harness";
import { cliSteps } from "./steps";
import { type DetailedStep, detailedSteps, EVERY_CLASS_OUTPUTS, everyClassResources } from "./yaml-stages";

/**
 * Every class through the native plugin, from a YAML program run by the real CLI and the real YAML host, in the
 * stages of the dynamic suite (every-class.test.ts) and from the same stage table (every-class.js at phases
 * 1, 2 and 3): create, no-op, refresh, update, drift, recreate, replace, destroy, with few CLI runs. What the
 * dynamic suite cannot show, the native one must: each change's members in the step's `detailedDiff`, in the
 * program's names.
 */
const ALL_CLASSES = Object.keys(classSpecs);
const local = useLocalServer({ beforeAll, afterAll });
let project: YamlProject;

const program = (phase: number) => ({ resources: everyClassResources(phase), outputs: EVERY_CLASS_OUTPUTS });

beforeAll(async () => {
  project = await YamlProject.create({
    program: program(1),
    pluginDir: requirePlugin(),
    config: { "tunnels:apiUrl": local.server.url },
    secretConfig: { "tunnels:apiKey": local.server.rootToken },
  });
});

async function previewJson(...flags: string[]) {
  const r = await project.pulumi(["preview", "--json", ...flags]);
  expect(r.code, r.stderr).toBe(0);
  return { ...cliSteps(r.stdout), detailed: detailedSteps(r.stdout) };
}

const mainRoute = (inv: Awaited<ReturnType<typeof inventory>>) =>
  inv.routes.find((r) => r.match !== "/other")!;
const detailedKeys = (step: DetailedStep | undefined) => Object.keys(step?.detailedDiff ?? {}).sort();
/** A step's detailed diff as path → kind. */
const kinds = (step: DetailedStep | undefined) =>
  Object.fromEntries(Object.entries(step?.detailedDiff ?? {}).map(([p, d]) => [p, d.kind]));

describe("every class through the plugin, from YAML, in stages", { timeout: 900_000 }, () => {
  it("the YAML program declares one resource of every class (and a second route)", () => {
    const types = Object.values(program(1).resources).map((r) => r.type);
    expect(new Set(types)).toEqual(new Set(ALL_CLASSES.map((c) => `tunnels:index:${c}`)));
    expect(types).toHaveLength(ALL_CLASSES.length + 1);
  });

  it("create: preview lists a create of every class; up makes every object; no change after, refreshed or not", async () => {
    const { steps } = await previewJson();
    expect(Object.keys(steps)).toHaveLength(ALL_CLASSES.length + 1);
    expect(new Set(Object.values(steps).map(([op]) => op))).toEqual(new Set(["create"]));

    await project.run(["up", "--yes", "--skip-preview"]);
    expect(counts(await inventory(local.client))).toMatchObject({
      httpsEdges: 1,
      tlsEdges: 1,
      routes: 2,
      eventSubscriptions: 1,
    });
    expect((await project.pulumi(["preview", "--expect-no-changes"])).code).toBe(0);
    const refreshed = await project.pulumi(["preview", "--refresh", "--expect-no-changes"]);
    expect(refreshed.code, refreshed.stdout + refreshed.stderr).toBe(0);
  });

  it("update: a changed member of every class updates in place, each named in its detailed diff", async () => {
    project.writeProgram(program(2));
    const { steps, detailed } = await previewJson();
    for (const [name, [op]] of Object.entries(steps)) expect(op, name).toBe("update");
    expect(Object.keys(steps)).toHaveLength(ALL_CLASSES.length + 1);
    expect(steps.route).toEqual(["update", ["description", "match"]]);
    expect(steps.rule).toEqual(["update", ["cidr"]]);
    expect(detailedKeys(detailed.route)).toEqual(["description", "match"]);
    expect(detailedKeys(detailed.rule)).toEqual(["cidr"]);
    // Paths inside a member, in the program's names.
    expect(detailedKeys(detailed["m-oauth"])).toEqual(["provider.google.emailDomains[0]"]);
    expect(kinds(detailed["m-cb"])).toEqual({ numBuckets: "update" });
    for (const [name, step] of Object.entries(detailed))
      expect(detailedKeys(step).length, name).toBeGreaterThan(0);

    await project.run(["up", "--yes", "--skip-preview"]);
    const inv = await inventory(local.client);
    expect(mainRoute(inv)).toMatchObject({ match: "/api/v2", compression: { enabled: false } });
    expect(inv.tunnelGroupBackends[0].labels).toEqual({ app: "web", tier: "1" });
    expect((await project.pulumi(["preview", "--expect-no-changes"])).code).toBe(0);
  });

  it("drift: a change through the API exits 7 with --refresh, shows both values, is in detailedDiff, and up --refresh puts it back", async () => {
    const inv = await inventory(local.client);
    // `metadata` is a member the program never declared: the service's business, so no drift (as in the dynamic suite).
    await local.client.reservedAddrs.update(inv.reservedAddrs[0].id, {
      description: "changed by hand",
      metadata: "set by hand",
    });
    await local.client.httpsEdgeRoutes.update(inv.httpsEdges[0].id, mainRoute(inv).id, {
      match: "/hijacked",
    });

    expect((await project.pulumi(["preview", "--expect-no-changes"])).code).toBe(0); // no refresh, no drift seen
    expect((await project.pulumi(["preview", "--refresh", "--expect-no-changes"])).code).toBe(7);

    const diff = await project.run(["preview", "--refresh", "--diff"]);
    expect(diff.stdout).toMatch(/description\s*:\s*"changed by hand"\s*=>\s*"bastion 2"/);
    expect(diff.stdout).toMatch(/match\s*:\s*"\/hijacked"\s*=>\s*"\/api\/v2"/);

    const { steps, detailed } = await previewJson("--refresh");
    expect(steps).toEqual({ addr: ["update", ["description"]], route: ["update", ["match"]] });
    expect(kinds(detailed.addr)).toEqual({ description: "update" });
    expect(kinds(detailed.route)).toEqual({ match: "update" });

    await project.run(["up", "--refresh", "--yes", "--skip-preview"]);
    const after = await inventory(local.client);
    expect(after.reservedAddrs[0].description).toBe("bastion 2");
    expect(mainRoute(after).match).toBe("/api/v2");
    expect((await project.pulumi(["preview", "--refresh", "--expect-no-changes"])).code).toBe(0);
  });

  it("recreate: objects deleted through the API are created again by up --refresh", async () => {
    const inv = await inventory(local.client);
    await local.client.ipPolicyRules.delete(inv.ipPolicyRules[0].id);
    await local.client.httpsEdgeRouteSaml.delete(inv.httpsEdges[0].id, mainRoute(inv).id);
    const { steps } = await previewJson("--refresh");
    expect(steps).toEqual({ rule: ["create", []], "m-saml": ["create", []] });
    await project.run(["up", "--refresh", "--yes", "--skip-preview"]);
    const after = await inventory(local.client);
    expect(after.ipPolicyRules.map((r) => r.id)).not.toEqual(inv.ipPolicyRules.map((r) => r.id));
    expect(mainRoute(after).saml).toMatchObject({ force_authn: true });
  });

  it("replace: a create-only change replaces the object, with a …-replace kind in its detailed diff", async () => {
    const before = await inventory(local.client);
    project.writeProgram(program(3));
    const { steps, detailed } = await previewJson();
    const replaced = Object.entries(steps).filter(([, [op]]) => op === "replace");
    expect(replaced.map(([name]) => name).sort()).toEqual(["addr", "ca", "m-compression", "rule"]);
    // The same replace reasons as the test engine's (test/scenarios/every-class.test.ts), now from the CLI.
    const reasons = Object.fromEntries(
      replaced.map(([name]) => [name, detailed[name].replaceReasons?.sort()]),
    );
    expect(reasons).toEqual({
      addr: ["region"],
      ca: ["ellipticCurve", "privateKeyType"],
      rule: ["action"],
      "m-compression": ["routeId"],
    });
    expect(kinds(detailed.addr)).toMatchObject({ region: "update-replace" });
    expect(kinds(detailed.ca)).toMatchObject({ privateKeyType: "update-replace" });

    await project.run(["up", "--yes", "--skip-preview"]);
    const after = await inventory(local.client);
    expect({
      addr: after.reservedAddrs.map((r) => [r.region, r.id === before.reservedAddrs[0].id]),
      caKeyType: after.sshCertificateAuthorities.map((c) => c.key_type),
      ruleActions: after.ipPolicyRules.map((r) => r.action),
      compressionOn: after.routes.filter((r) => r.compression).map((r) => r.match),
    }).toEqual({
      addr: [["au", false]],
      caKeyType: ["ed25519"],
      ruleActions: ["deny"],
      compressionOn: ["/other"],
    });
    expect((await project.pulumi(["preview", "--refresh", "--expect-no-changes"])).code).toBe(0);
  });

  it("destroy leaves nothing of the stack on the server", async () => {
    await project.run(["destroy", "--yes", "--skip-preview"]);
    expect(await leftovers(local.client)).toEqual({});
  });
});
