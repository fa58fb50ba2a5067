import { afterAll, describe, expect, it } from "vitest";
import { type CountedStack, countedStack, counts, inventory } from "../../harness";
import { program } from "./program-path";

let stack: CountedStack | undefined;
afterAll(async () => stack?.close());

describe("a deploy against a rate limit that sends no Retry-After", () => {
  it("finishes with every resource created once, meeting 429 only before the pace is known", async () => {
    // 41 creates against 30 calls a minute, 429s without Retry-After: the provider host learns the pace
    // from the first 429 and the calls it still had in flight; none of the calls sent after meets one.
    stack = await countedStack(program("many.js"), { rateLimit: 30, rateLimitRetryAfter: false });
    const up = await stack.engine({ "scenario:count": "27" }).up();
    expect(up.errors).toEqual([]);
    expect(up.summary.create).toBe(42);
    const creates = stack.counted.calls.filter((c) => c.method === "POST");
    const refused = creates.filter((c) => c.status === 429);
    expect(creates.filter((c) => c.status === 201)).toHaveLength(41);
    // Each 429 went to a create beyond the limit that was already on its way; none was refused twice.
    // (Without the pace, backoff alone met 196 of them: checked by breaking Pace.limit.)
    expect(refused.length).toBeLessThanOrEqual(41 - 30);
    expect(refused.length).toBeGreaterThan(0);

    await stack.counted.clearFaults();
    const inv = await inventory(stack.direct);
    expect(counts(inv)).toMatchObject({ ipPolicies: 27, ipPolicyRules: 14 });
    expect(new Set(inv.ipPolicies.map((p) => p.description)).size).toBe(27);
  }, 600_000);
});
