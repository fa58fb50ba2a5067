import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CountedStack, countedStack, counts, inventory, type TestEngine } from "../../harness";
import { program } from "./program-path";

/**
 * The same stack refreshed with coalesced reads and with one GET per read, through the program runner and
 * the provider host: the same steps either way, and the service's calls counted for each.
 */
let stack: CountedStack;
const engine = (config: Record<string, string> = {}) => stack.engine({ "scenario:count": "30", ...config });

beforeAll(async () => {
  stack = await countedStack(program("many.js"));
  const up = await engine().up();
  expect(up.errors).toEqual([]);
});
afterAll(async () => stack?.close());

const steps = (r: Awaited<ReturnType<TestEngine["preview"]>>) =>
  Object.fromEntries(
    r.steps.filter((x) => x.type !== "pulumi:pulumi:Stack").map((x) => [x.name, [x.op, x.diffs ?? []]]),
  );

describe("preview --refresh, coalesced and not", () => {
  it("shows the same drift and the same gone objects either way, for far fewer calls coalesced", async () => {
    const inv = await inventory(stack.direct);
    expect(counts(inv)).toMatchObject({ ipPolicies: 30, ipPolicyRules: 15 });
    const policy = inv.ipPolicies.find((p) => p.description === "policy 7")!;
    await stack.direct.ipPolicies.update(policy.id, { description: "changed by hand" });
    await stack.direct.ipPolicyRules.delete(inv.ipPolicyRules.find((r) => r.cidr === "10.4.0.0/16")!.id);

    const run = async (config: Record<string, string>) => {
      const before = stack.counted.calls.length;
      const result = await engine(config).preview({ refresh: true });
      expect(result.errors).toEqual([]);
      return { steps: steps(result), calls: stack.counted.calls.length - before };
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
