import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classSpecs } from "../../provider/base/specs";
import { counts, inventory, type RunResult, type ScenarioStack, scenarioStack } from "../../harness";
import { program } from "./program-path";

/**
 * Every class of the package, the way Pulumi runs it: the program runner, the provider host, the
 * serialized shim and the package installed from its tarball, against the local server.
 */
const SECRETS = ["dd-api-key-s3cr3t", "wh-1", "wh-2", "oidc-s3cr3t"];
const ALL_CLASSES = Object.keys(classSpecs);
const byName = (r: RunResult) =>
  Object.fromEntries(r.steps.filter((s) => s.type !== "pulumi:pulumi:Stack").map((s) => [s.name, s]));
const ops = (r: RunResult) => Object.fromEntries(Object.entries(byName(r)).map(([n, s]) => [n, s.op]));

/** The route every module resource sits on (the program's other route is "/other"). */
const mainRoute = (inv: Awaited<ReturnType<typeof inventory>>) =>
  inv.routes.find((r) => r.match !== "/other")!;

let stack: ScenarioStack;
beforeAll(async () => {
  stack = await scenarioStack(program("every-class.js"));
});
afterAll(async () => stack?.close());

describe("every class through the engine", () => {
  let first: RunResult;

  it("preview shows a create for every class and changes nothing", async () => {
    const preview = await stack.engine({ "scenario:phase": "1" }).preview();
    const types = new Set(preview.steps.map((s) => s.type.split(":").pop()));
    for (const c of ALL_CLASSES)
      expect(
        types,
        `${c} is not declared in test/scenarios/programs/every-class.js: add one of it`,
      ).toContain(c);
    expect(new Set(Object.values(ops(preview)))).toEqual(new Set(["create"]));
    expect(counts(await inventory(stack.client))).toMatchObject({
      apiKeys: 0,
      httpsEdges: 0,
      reservedAddrs: 0,
    });
  });

  it("up creates every object once; a second up is a no-op", async () => {
    first = await stack.engine({ "scenario:phase": "1" }).up();
    expect(first.errors).toEqual([]);
    expect(first.summary.create).toBe(ALL_CLASSES.length + 2); // two routes, and the stack
    const inv = await inventory(stack.client);
    // One object of every listed resource, and two routes (the program's main one and "/other").
    expect(counts(inv)).toEqual({ ...Object.fromEntries(Object.keys(inv).map((k) => [k, 1])), routes: 2 });
    const route = mainRoute(inv);
    // Every route module resource landed on the one route.
    for (const m of [
      "backend",
      "ip_restriction",
      "circuit_breaker",
      "compression",
      "request_headers",
      "response_headers",
      "webhook_verification",
      "oauth",
      "saml",
      "oidc",
      "websocket_tcp_converter",
      "user_agent_filter",
      "policy",
    ] as const)
      expect(route[m], m).not.toBeNull();
    expect(inv.tlsEdges[0].backend?.backend.id).toBe(inv.tunnelGroupBackends[0].id);

    const again = await stack.engine({ "scenario:phase": "1" }).up();
    expect(new Set(Object.values(ops(again)))).toEqual(new Set(["same"]));
  });

  it("keeps secrets out of the state file and the logs; the token is a secret output", async () => {
    const engine = stack.engine({ "scenario:phase": "1" });
    const text = readFileSync(engine.stateFile, "utf8");
    const token = String(first.outputs.keyToken);
    expect(token).toMatch(/.{20,}/);
    expect(first.secretOutputs).toContain("keyToken");
    for (const secret of [...SECRETS, token, stack.server.rootToken]) {
      expect(text, secret).not.toContain(secret);
      expect(first.logs.join("\n"), secret).not.toContain(secret);
      expect(first.report, secret).not.toContain(secret);
    }
  });

  it("a changed member updates in place, for every class", async () => {
    const engine = stack.engine({ "scenario:phase": "2" });
    const preview = await engine.preview();
    const steps = byName(preview);
    for (const [name, step] of Object.entries(steps)) expect(step.op, name).toBe("update");
    expect(steps.route.diffs).toEqual(["description", "match"]);
    expect(steps.rule.diffs).toEqual(["cidr"]);
    expect(steps["m-compression"].diffs).toEqual(["enabled"]);
    const up = await engine.up();
    expect(up.errors).toEqual([]);
    const inv = await inventory(stack.client);
    expect(mainRoute(inv)).toMatchObject({
      match: "/api/v2",
      compression: { enabled: false },
      circuit_breaker: { num_buckets: 30 },
    });
    expect(inv.ipPolicyRules[0].cidr).toBe("10.1.0.0/16");
    expect(inv.tunnelGroupBackends[0].labels).toEqual({ app: "web", tier: "1" });
  });

  it("drift made out of band shows in preview --refresh as the exact members, and up --refresh puts it back", async () => {
    const inv = await inventory(stack.client);
    const edgeId = inv.httpsEdges[0].id;
    const route = mainRoute(inv);
    await stack.client.reservedAddrs.update(inv.reservedAddrs[0].id, { description: "changed by hand" });
    await stack.client.httpsEdgeRoutes.update(edgeId, route.id, { match: "/hijacked" });
    await stack.client.httpsEdgeRouteCompression.replace(edgeId, route.id, { enabled: true });

    const engine = stack.engine({ "scenario:phase": "2" });
    const plain = await engine.preview();
    expect(new Set(Object.values(ops(plain)))).toEqual(new Set(["same"])); // without refresh, nothing is seen

    const preview = await engine.preview({ refresh: true });
    const drifted = Object.entries(byName(preview)).filter(([, s]) => s.op !== "same");
    expect(Object.fromEntries(drifted.map(([n, s]) => [n, [s.op, s.diffs]]))).toEqual({
      addr: ["update", ["description"]],
      route: ["update", ["match"]],
      "m-compression": ["update", ["enabled"]],
    });
    const up = await engine.up({ refresh: true });
    expect(up.errors).toEqual([]);
    const after = await inventory(stack.client);
    expect(after.reservedAddrs[0].description).toBe("bastion 2");
    expect(mainRoute(after)).toMatchObject({ match: "/api/v2", compression: { enabled: false } });
  });

  it("an object deleted out of band is recreated by the next up after a refresh", async () => {
    const inv = await inventory(stack.client);
    await stack.client.ipPolicyRules.delete(inv.ipPolicyRules[0].id);
    await stack.client.httpsEdgeRouteSaml.delete(inv.httpsEdges[0].id, mainRoute(inv).id);
    const up = await stack.engine({ "scenario:phase": "2" }).up({ refresh: true });
    expect(up.errors).toEqual([]);
    const steps = byName(up);
    expect(steps.rule.op).toBe("create");
    expect(steps["m-saml"].op).toBe("create");
    const after = await inventory(stack.client);
    expect(after.ipPolicyRules).toHaveLength(1);
    expect(after.ipPolicyRules[0].id).not.toBe(inv.ipPolicyRules[0].id);
    expect(mainRoute(after).saml).toMatchObject({ force_authn: true });
  });

  it("a create-only change replaces the object", async () => {
    const before = await inventory(stack.client);
    const engine = stack.engine({ "scenario:phase": "3" });
    const preview = await engine.preview();
    const replaced = Object.entries(byName(preview)).filter(([, s]) => s.op === "replace");
    expect(Object.fromEntries(replaced.map(([n, s]) => [n, s.replaces]))).toEqual({
      addr: ["region"],
      ca: ["ellipticCurve", "privateKeyType"],
      rule: ["action"],
      "m-compression": ["routeId"],
    });
    expect(byName(preview)["m-compression"].deleteBeforeReplace).toBe(true);
    const up = await engine.up();
    expect(up.errors).toEqual([]);
    const after = await inventory(stack.client);
    expect(after.reservedAddrs.map((r) => r.region)).toEqual(["au"]);
    expect(after.reservedAddrs[0].id).not.toBe(before.reservedAddrs[0].id);
    expect(after.sshCertificateAuthorities[0].key_type).toBe("ed25519");
    expect(after.ipPolicyRules.map((r) => r.action)).toEqual(["deny"]);
    // The module left its old route and sits on the other one.
    expect(mainRoute(after).compression ?? null).toBeNull();
    expect(after.routes.find((r) => r.match === "/other")?.compression).toMatchObject({ enabled: false });
  });

  it("destroy leaves nothing of the stack on the server", async () => {
    const destroy = await stack.engine({ "scenario:phase": "3" }).destroy();
    expect(destroy.errors).toEqual([]);
    expect(Object.values(counts(await inventory(stack.client))).every((n) => n === 0)).toBe(true);
  });
});
