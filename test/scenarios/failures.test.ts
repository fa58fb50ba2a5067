import { afterAll, describe, expect, it } from "vitest";
import { counts, expectFailure, inventory, type ScenarioStack, scenarioStack } from "../../harness";
import { program } from "./program-path";

const stacks: ScenarioStack[] = [];
afterAll(async () => {
  for (const s of stacks) await s.close();
});

describe("bad input in a program", () => {
  it("fails check with the member path and the fix, and creates nothing", async () => {
    const stack = await scenarioStack(program("bad-input.js"));
    stacks.push(stack);
    const { message } = await expectFailure(stack.engine().up());
    expect(message).toMatch(/numBuckets[^\n]*must be at most 128/);
    expect(message).toMatch(/descripton[^\n]*did you mean description\?/);
    expect(Object.values(counts(await inventory(stack.client))).every((n) => n === 0)).toBe(true);
  });
});

describe("a large stack against a failing, rate-limited server", () => {
  it("finishes with every resource created exactly once", async () => {
    // 80 policies and 40 rules: 120 resources, with 20% of requests failing with 503 and 600 requests a minute.
    const stack = await scenarioStack(program("many.js"), { failRate: 0.2, rateLimit: 600 });
    stacks.push(stack);
    const up = await stack.engine({ "scenario:count": "80" }).up();
    expect(up.errors).toEqual([]);
    expect(up.summary.create).toBe(121);
    await fetch(`${stack.server.url}/_local/faults`, {
      method: "PUT",
      headers: { authorization: `Bearer ${stack.server.rootToken}`, "content-type": "application/json" },
      body: JSON.stringify({ fail_rate: 0, rate_limit: 0 }),
    });
    const inv = await inventory(stack.client);
    expect(counts(inv)).toMatchObject({ ipPolicies: 80, ipPolicyRules: 40 });
    // No duplicates: every description once.
    expect(new Set(inv.ipPolicies.map((p) => p.description)).size).toBe(80);
  }, 600_000);
});

describe("a stack larger than the rate limit allows in a minute", () => {
  it("waits out the 429s (Retry-After) instead of failing, and creates each resource once", async () => {
    // 41 creates against 30 requests a minute: without honouring 429 the deployment would fail.
    const stack = await scenarioStack(program("many.js"), { rateLimit: 30 });
    stacks.push(stack);
    const up = await stack.engine({ "scenario:count": "27" }).up();
    expect(up.errors).toEqual([]);
    expect(up.summary.create).toBe(42);
    await fetch(`${stack.server.url}/_local/faults`, {
      method: "PUT",
      headers: { authorization: `Bearer ${stack.server.rootToken}`, "content-type": "application/json" },
      body: JSON.stringify({ rate_limit: 0 }),
    });
    expect(counts(await inventory(stack.client))).toMatchObject({ ipPolicies: 27, ipPolicyRules: 14 });
  }, 600_000);
});
