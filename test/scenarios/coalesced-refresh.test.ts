import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TunnelsClient } from "../../sdk/client";
import { makeProgramDir } from "../engine/pack";
import { TestEngine } from "../engine/test-engine";
import { type CountedServer, countedServer } from "../provider/counting-proxy";
import { counts, inventory, packedPackage } from "./stack";

/**
 * The same stack refreshed with coalesced reads and with one GET per read, through the program runner and
 * the provider host: the same steps either way, and the service's calls counted for each.
 */
let s: CountedServer;
let direct: TunnelsClient;
let programDir: string;
const engines: TestEngine[] = [];

function engine(config: Record<string, string> = {}) {
  const e = new TestEngine({
    programDir,
    stack: "dev",
    config: { "tunnels:apiUrl": s.url, "scenario:count": "30", ...config },
    secretConfig: { "tunnels:apiKey": s.server.rootToken },
    passphrase: "scenario passphrase",
    timeoutMs: 300_000,
  });
  engines.push(e);
  return e;
}

beforeAll(async () => {
  s = await countedServer();
  direct = new TunnelsClient({ baseUrl: s.server.url, apiKey: s.server.rootToken });
  const { dir } = await makeProgramDir({
    tarballs: [await packedPackage()],
    programSource: readFileSync(path.join(__dirname, "programs", "many.js"), "utf8"),
    project: "scenario",
  });
  programDir = dir;
  const up = await engine().up();
  expect(up.errors).toEqual([]);
});
afterAll(async () => {
  for (const e of engines) await e.close();
  await direct?.close();
  await s?.close();
});

const steps = (r: Awaited<ReturnType<TestEngine["preview"]>>) =>
  Object.fromEntries(
    r.steps.filter((x) => x.type !== "pulumi:pulumi:Stack").map((x) => [x.name, [x.op, x.diffs ?? []]]),
  );

describe("preview --refresh, coalesced and not", () => {
  it("shows the same drift and the same gone objects either way, for far fewer calls coalesced", async () => {
    const inv = await inventory(direct);
    expect(counts(inv)).toMatchObject({ ipPolicies: 30, ipPolicyRules: 15 });
    const policy = inv.ipPolicies.find((p) => p.description === "policy 7")!;
    await direct.ipPolicies.update(policy.id, { description: "changed by hand" });
    await direct.ipPolicyRules.delete(inv.ipPolicyRules.find((r) => r.cidr === "10.4.0.0/16")!.id);

    const run = async (config: Record<string, string>) => {
      const before = s.calls.length;
      const result = await engine(config).preview({ refresh: true });
      expect(result.errors).toEqual([]);
      return { steps: steps(result), calls: s.calls.length - before };
    };
    const plain = await run({ "tunnels:coalesceReads": "false" });
    const coalesced = await run({});
    expect(coalesced.steps).toEqual(plain.steps);
    expect(plain.steps["policy-7"]).toEqual(["update", ["description"]]);
    expect(plain.steps["rule-4"][0]).toBe("create");
    // 45 reads: one GET each; coalesced, a page per collection and the GET that confirms the gone rule.
    expect(plain.calls).toBe(45);
    expect(coalesced.calls).toBeLessThanOrEqual(3);
  });
});
