import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classSpecs } from "../../provider/base/specs";
import type { TunnelsClient } from "../../client";
import {
  CliProject,
  counts,
  inventory,
  packedPackage,
  type ScenarioStack,
  scenarioStack,
  useLocalServer,
} from "../../harness";
import { type CliPreview, cliRefreshChanges, cliSteps, engineRefreshChanges, engineSteps } from "./steps";

/**
 * Every class of the package through the real Pulumi CLI, in stages (create, no-op, refresh, update, drift,
 * recreate, replace, destroy), one `pulumi` command per stage. Beside it the test engine runs the same
 * program with the same out-of-band changes against a server of its own, and each stage's steps must be
 * the same in both: where they differ, the CLI is right.
 */
const PROGRAM_PATH = path.join(__dirname, "..", "scenarios", "programs", "every-class.js");
const PROGRAM = readFileSync(PROGRAM_PATH, "utf8");
const ALL_CLASSES = Object.keys(classSpecs);

const local = useLocalServer({ beforeAll, afterAll });
let cli: CliProject;
let engine: ScenarioStack;

beforeAll(async () => {
  [cli, engine] = await Promise.all([
    CliProject.create({
      programSource: PROGRAM,
      tarballs: [await packedPackage()],
      config: { "tunnels:apiUrl": local.server.url, "scenario:phase": "1" },
      secretConfig: { "tunnels:apiKey": local.server.rootToken },
    }),
    scenarioStack(PROGRAM_PATH),
  ]);
});
afterAll(async () => {
  await engine?.close();
});

/** `pulumi preview --json` (extra flags allowed): its steps, and what it hides of them. */
async function preview(...flags: string[]): Promise<CliPreview & { code: number }> {
  const r = await cli.pulumi(["preview", "--json", ...flags]);
  return { code: r.code, ...cliSteps(r.stdout) };
}

/** The main route of an inventory (the program's other route is "/other"). */
const mainRoute = (inv: Awaited<ReturnType<typeof inventory>>) =>
  inv.routes.find((r) => r.match !== "/other")!;

/** The same out-of-band changes on both servers. */
async function onBoth(change: (c: TunnelsClient) => Promise<void>) {
  await Promise.all([change(local.client), change(engine.client)]);
}

// Each stage runs the CLI several times; on two busy cores one command can take half a minute.
describe("every class through the real Pulumi CLI", { timeout: 600_000 }, () => {
  it("preview lists a create for every class, and matches the test engine", async () => {
    const { code, steps, hidden } = await preview();
    expect(code).toBe(0);
    const types = new Set(Object.keys(steps));
    expect(types.size).toBe(ALL_CLASSES.length + 1); // every class, and a second route
    expect(new Set(Object.values(steps).map(([op]) => op))).toEqual(new Set(["create"]));
    expect(steps).toEqual(engineSteps(await engine.engine({ "scenario:phase": "1" }).preview(), hidden));
    expect(counts(await inventory(local.client)).httpsEdges).toBe(0);
  });

  it("up creates every object once; right after, neither preview nor preview --refresh sees a change", async () => {
    await cli.run(["up", "--yes", "--skip-preview"]);
    await engine.engine({ "scenario:phase": "1" }).up();
    const inv = await inventory(local.client);
    expect(counts(inv)).toEqual(counts(await inventory(engine.client)));
    expect(counts(inv)).toMatchObject({ httpsEdges: 1, tlsEdges: 1, routes: 2, eventSubscriptions: 1 });
    expect((await cli.pulumi(["preview", "--expect-no-changes"])).code).toBe(0);
    expect((await cli.pulumi(["preview", "--refresh", "--expect-no-changes"])).code).toBe(0);
    expect((await cli.pulumi(["refresh", "--yes", "--expect-no-changes"])).code).toBe(0);
  });

  it("a changed member updates in place, for every class, as the engine says", async () => {
    await cli.setConfig("scenario:phase", "2");
    const { steps, hidden } = await preview();
    for (const [name, [op]] of Object.entries(steps)) expect(op, name).toBe("update");
    expect(steps.route).toEqual(["update", ["description", "match"]]);
    expect(steps.rule).toEqual(["update", ["cidr"]]);
    const viaEngine = engine.engine({ "scenario:phase": "2" });
    // The webhook's secret and the OAuth provider (it holds a client secret) changed too, hidden by the CLI.
    expect(hidden).toMatchObject({ "m-webhook": ["secret"], "m-oauth": ["provider"] });
    expect(steps).toEqual(engineSteps(await viaEngine.preview(), hidden));
    await cli.run(["up", "--yes", "--skip-preview"]);
    await viaEngine.up();
    const inv = await inventory(local.client);
    expect(mainRoute(inv)).toMatchObject({ match: "/api/v2", compression: { enabled: false } });
    expect(inv.tunnelGroupBackends[0].labels).toEqual({ app: "web", tier: "1" });
  });

  it("drift made out of band: preview --refresh exits 7 and names exactly the changed members", async () => {
    await onBoth(async (c) => {
      const inv = await inventory(c);
      const route = mainRoute(inv);
      await c.reservedAddrs.update(inv.reservedAddrs[0].id, { description: "changed by hand" });
      await c.httpsEdgeRoutes.update(inv.httpsEdges[0].id, route.id, { match: "/hijacked" });
      await c.httpsEdgeRouteCompression.replace(inv.httpsEdges[0].id, route.id, { enabled: true });
    });
    expect((await cli.pulumi(["preview", "--expect-no-changes"])).code).toBe(0); // no refresh, no drift seen
    expect((await cli.pulumi(["preview", "--refresh", "--expect-no-changes"])).code).toBe(7);
    const { steps, hidden } = await preview("--refresh");
    expect(steps).toEqual({
      addr: ["update", ["description"]],
      route: ["update", ["match"]],
      "m-compression": ["update", ["enabled"]],
    });
    const viaEngine = engine.engine({ "scenario:phase": "2" });
    expect(engineSteps(await viaEngine.preview({ refresh: true }), hidden)).toEqual(steps);

    await cli.run(["up", "--refresh", "--yes"]);
    await viaEngine.up({ refresh: true });
    const after = await inventory(local.client);
    expect(after.reservedAddrs[0].description).toBe("bastion 2");
    expect(mainRoute(after)).toMatchObject({ match: "/api/v2", compression: { enabled: false } });
    expect((await cli.pulumi(["preview", "--refresh", "--expect-no-changes"])).code).toBe(0);
  });

  it("refresh: drift is what the provider's Diff says, not any changed output", async () => {
    await onBoth(async (c) => {
      const inv = await inventory(c);
      // A module managed as its own resource: drift of the module, not of its route.
      await c.httpsEdgeRouteCompression.replace(inv.httpsEdges[0].id, mainRoute(inv).id, { enabled: true });
      // A member the program never declared: the service's business, so no drift, though an output changed.
      await c.reservedAddrs.update(inv.reservedAddrs[0].id, { metadata: "set by hand" });
    });
    const refresh = await cli.run(["refresh", "--yes", "--json"]);
    expect(cliRefreshChanges(refresh.stdout)).toEqual({ "m-compression": "update" });
    const viaEngine = engine.engine({ "scenario:phase": "2" });
    expect(engineRefreshChanges(await viaEngine.refresh())).toEqual(cliRefreshChanges(refresh.stdout));
    await cli.run(["up", "--yes", "--skip-preview"]);
    await viaEngine.up();
    expect(mainRoute(await inventory(local.client)).compression).toMatchObject({ enabled: false });
  });

  it("an object deleted out of band is created again by up --refresh", async () => {
    const before = await inventory(local.client);
    await onBoth(async (c) => {
      const inv = await inventory(c);
      await c.ipPolicyRules.delete(inv.ipPolicyRules[0].id);
      await c.httpsEdgeRouteSaml.delete(inv.httpsEdges[0].id, mainRoute(inv).id);
    });
    const { steps, hidden } = await preview("--refresh");
    expect(steps).toEqual({ rule: ["create", []], "m-saml": ["create", []] });
    const viaEngine = engine.engine({ "scenario:phase": "2" });
    expect(engineSteps(await viaEngine.preview({ refresh: true }), hidden)).toEqual(steps);
    await cli.run(["up", "--refresh", "--yes"]);
    await viaEngine.up({ refresh: true });
    const after = await inventory(local.client);
    expect(after.ipPolicyRules).toHaveLength(1);
    expect(after.ipPolicyRules[0].id).not.toBe(before.ipPolicyRules[0].id);
    expect(mainRoute(after).saml).toMatchObject({ force_authn: true });
  });

  it("a create-only change replaces the object, as the engine says", async () => {
    const before = await inventory(local.client);
    await cli.setConfig("scenario:phase", "3");
    const { steps, hidden } = await preview();
    const replaced = Object.fromEntries(Object.entries(steps).filter(([, [op]]) => op === "replace"));
    expect(Object.keys(replaced).sort()).toEqual(["addr", "ca", "m-compression", "rule"]);
    expect(steps).toEqual(engineSteps(await engine.engine({ "scenario:phase": "3" }).preview(), hidden));
    await cli.run(["up", "--yes", "--skip-preview"]);
    const after = await inventory(local.client);
    expect(after.reservedAddrs.map((r) => r.region)).toEqual(["au"]);
    expect(after.reservedAddrs[0].id).not.toBe(before.reservedAddrs[0].id);
    expect(after.sshCertificateAuthorities[0].key_type).toBe("ed25519");
    expect(after.ipPolicyRules.map((r) => r.action)).toEqual(["deny"]);
    expect(mainRoute(after).compression ?? null).toBeNull();
    expect(after.routes.find((r) => r.match === "/other")?.compression).toMatchObject({ enabled: false });
    expect((await cli.pulumi(["preview", "--refresh", "--expect-no-changes"])).code).toBe(0);
  });

  it("destroy leaves nothing of the stack on the server", async () => {
    await cli.run(["destroy", "--yes", "--skip-preview"]);
    expect(Object.values(counts(await inventory(local.client))).every((n) => n === 0)).toBe(true);
  });
});
