import { describe, expect, it } from "vitest";
import { checkInputs } from "../../provider/host/check";
import { specOf } from "../../provider/base/specs";
import { UNKNOWN } from "../../provider/base/values";

const route = specOf("HttpsEdgeRoute");
const base = { edgeId: "edghts_1", matchType: "path_prefix", match: "/" };

describe("check", () => {
  it("names the member path and the fix, in Pulumi names", () => {
    const { failures } = checkInputs(route, { ...base, circuitBreaker: { numBuckets: 129 } });
    expect(failures).toHaveLength(1);
    expect(failures[0].path).toBe("circuitBreaker.numBuckets");
    expect(failures[0].reason).toMatch(/must be at most 128/);
  });

  it("names list items and cross-member rules at depth", () => {
    const { failures } = checkInputs(route, {
      ...base,
      oauth: { provider: { github: { clientId: "id" } } },
      policy: { inbound: [{ actions: [{ type: "nope" }] }] },
    });
    expect(failures.map((f) => f.path).sort()).toEqual([
      "oauth.provider.github.clientSecret",
      "policy.inbound[0].actions[0].type",
    ]);
  });

  it("rejects a member that does not exist and suggests the closest one", () => {
    const { failures } = checkInputs(specOf("ReservedAddr"), { descripton: "x" });
    expect(failures).toHaveLength(1);
    expect(failures[0].property).toBe("descripton");
    expect(failures[0].reason).toMatch(/did you mean description\?/);
  });

  it("requires the parent ids and refuses adoptId where adoption makes no sense", () => {
    expect(
      checkInputs(route, { matchType: "exact_path", match: "/" }).failures.map((f) => f.property),
    ).toEqual(["edgeId"]);
    expect(checkInputs(specOf("ApiKey"), { adoptId: "ak_1" }).failures.map((f) => f.property)).toEqual([
      "adoptId",
    ]);
  });

  it("does not judge unknown values (preview), at any depth", () => {
    const unknowns = checkInputs(route, {
      edgeId: UNKNOWN,
      matchType: "path_prefix",
      match: UNKNOWN,
      circuitBreaker: { numBuckets: UNKNOWN },
      backend: UNKNOWN,
      ipRestriction: { ipPolicyIds: [UNKNOWN] },
    });
    expect(unknowns.failures).toEqual([]);
    const target = checkInputs(specOf("EventDestination"), { target: { kinesis: UNKNOWN } });
    expect(target.failures).toEqual([]);
    // A known bad value beside an unknown one is still reported.
    const mixed = checkInputs(route, {
      ...base,
      match: UNKNOWN,
      circuitBreaker: { numBuckets: 0, rollingWindow: UNKNOWN },
    });
    expect(mixed.failures.map((f) => f.path)).toEqual(["circuitBreaker.numBuckets"]);
  });

  it("normalizes what the service lower-cases, and leaves user maps and parents alone", () => {
    const { inputs, failures } = checkInputs(route, {
      ...base,
      requestHeaders: { add: { "X-Trace": "On" }, remove: ["Cookie"] },
      webhookVerification: { provider: "GitHub", secret: "Sh" },
    });
    expect(failures).toEqual([]);
    expect(inputs.requestHeaders).toEqual({ add: { "x-trace": "On" }, remove: ["cookie"] });
    expect(inputs.webhookVerification).toEqual({ provider: "github", secret: "Sh" });
    expect(inputs.edgeId).toBe("edghts_1");
    const backend = checkInputs(specOf("TunnelGroupBackend"), { labels: { Env: "Prod" } });
    expect(backend.inputs.labels).toEqual({ Env: "Prod" });
  });

  it("never echoes a secret value in a failure", () => {
    const { failures } = checkInputs(specOf("HttpsEdgeRouteOidc"), {
      edgeId: "e",
      routeId: "r",
      issuer: "https://id",
      clientId: "c",
      clientSecret: 987654321,
    });
    expect(failures.map((f) => f.path)).toEqual(["clientSecret"]);
    expect(JSON.stringify(failures)).not.toContain("987654321");
    // The CLI prints `inputs[property]`: a secret member is reported without a property, so it prints none.
    expect(failures.map((f) => f.property)).toEqual([""]);
  });
});

describe("check of a long value", () => {
  const big = "a".repeat(102_400);

  it("quotes at most about 100 characters and the length, once, and leaves the CLI nothing to print whole", () => {
    const { failures } = checkInputs(route, { ...base, description: big });
    expect(failures).toHaveLength(1);
    // The CLI would print `inputs[property]` whole, in its progress line and again under Diagnostics.
    expect(failures[0].property).toBe("");
    expect(failures[0].path).toBe("description");
    expect(failures[0].reason).toMatch(
      /^description \(given "a{100}…" \(102,400 characters\)\) must be at most 255 bytes of UTF-8 text; shorten it\./,
    );
    expect(JSON.stringify(failures).length).toBeLessThan(500);
  });

  it("a nested member under a long top-level value: its path and its own value, cut", () => {
    const { failures } = checkInputs(route, { ...base, circuitBreaker: { numBuckets: big } });
    expect(failures).toHaveLength(1);
    expect(failures[0].property).toBe("");
    expect(failures[0].reason).toMatch(
      /^circuitBreaker\.numBuckets \(given "a{100}…" \(102,400 characters\)\) invalid input: expected number/,
    );
    expect(JSON.stringify(failures).length).toBeLessThan(500);
  });

  it("a long name of a member that does not exist is cut where the reason names it", () => {
    const { failures } = checkInputs(specOf("ReservedAddr"), { [`x${big}`]: 1 });
    expect(failures).toHaveLength(1);
    expect(failures[0].property).toBe("");
    expect(failures[0].reason).toMatch(/^"xa{99}…" \(102,401 characters\) is not a member here/);
    // What reaches the engine: the property and the reason (the path stays in the provider).
    expect(failures[0].reason.length).toBeLessThan(500);
  });

  it("a value just over the limit is cut too; a short one is left to the CLI to print, not repeated", () => {
    const { failures } = checkInputs(route, { ...base, description: "b".repeat(300) });
    expect(failures[0].reason).toMatch(/^description \(given "b{100}…" \(300 characters\)\)/);
    const short = checkInputs(specOf("HttpsEdgeRouteCircuitBreaker"), {
      edgeId: "e",
      routeId: "r",
      numBuckets: 500,
    });
    expect(short.failures[0]).toMatchObject({ property: "numBuckets", path: "numBuckets" });
    expect(short.failures[0].reason).toMatch(/^numBuckets must be at most 128\./);
  });
});

describe("check of null members", () => {
  it("treats a member given as null as left out, but keeps nulls inside free JSON", () => {
    const { inputs, failures } = checkInputs(specOf("SshCertificateAuthority"), {
      privateKeyType: "ed25519",
      ellipticCurve: null,
    });
    expect(failures).toEqual([]);
    expect(inputs).toEqual({ privateKeyType: "ed25519" });
    const policy = checkInputs(specOf("HttpsEdgeRoutePolicy"), {
      edgeId: "e",
      routeId: "r",
      inbound: [{ actions: [{ type: "log", config: { keep: null } }] }],
    });
    expect(policy.failures).toEqual([]);
    expect(policy.inputs.inbound).toEqual([{ actions: [{ type: "log", config: { keep: null } }] }]);
  });
});
