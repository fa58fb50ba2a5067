import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { TunnelsClient } from "../../sdk/client";
import { makeProgramDir } from "../engine/pack";
import { TestEngine } from "../engine/test-engine";
import { type CountedServer, countedServer } from "../provider/counting-proxy";
import { counts, inventory, packedPackage } from "./stack";

let s: CountedServer | undefined;
let engine: TestEngine | undefined;
afterAll(async () => {
  await engine?.close();
  await s?.close();
});

describe("a deploy against a rate limit that sends no Retry-After", () => {
  it("finishes with every resource created once, meeting 429 only before the pace is known", async () => {
    // 41 creates against 30 calls a minute, 429s without Retry-After: the provider host learns the pace
    // from the first 429 and the calls it still had in flight; none of the calls sent after meets one.
    s = await countedServer({ rateLimit: 30, rateLimitRetryAfter: false });
    const { dir } = await makeProgramDir({
      tarballs: [await packedPackage()],
      programSource: readFileSync(path.join(__dirname, "programs", "many.js"), "utf8"),
      project: "scenario",
    });
    engine = new TestEngine({
      programDir: dir,
      stack: "dev",
      config: { "tunnels:apiUrl": s.url, "scenario:count": "27" },
      secretConfig: { "tunnels:apiKey": s.server.rootToken },
      passphrase: "scenario passphrase",
      timeoutMs: 300_000,
    });
    const up = await engine.up();
    expect(up.errors).toEqual([]);
    expect(up.summary.create).toBe(42);
    const creates = s.calls.filter((c) => c.method === "POST");
    const refused = creates.filter((c) => c.status === 429);
    expect(creates.filter((c) => c.status === 201)).toHaveLength(41);
    // Each 429 went to a create beyond the limit that was already on its way; none was refused twice.
    expect(refused.length).toBeLessThanOrEqual(41 - 30);
    expect(refused.length).toBeGreaterThan(0);

    const direct = new TunnelsClient({ baseUrl: s.server.url, apiKey: s.server.rootToken });
    await fetch(`${s.server.url}/_local/faults`, {
      method: "PUT",
      headers: { authorization: `Bearer ${s.server.rootToken}`, "content-type": "application/json" },
      body: JSON.stringify({ rate_limit: 0 }),
    });
    const inv = await inventory(direct);
    await direct.close();
    expect(counts(inv)).toMatchObject({ ipPolicies: 27, ipPolicyRules: 14 });
    expect(new Set(inv.ipPolicies.map((p) => p.description)).size).toBe(27);
  }, 600_000);
});
