import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ResponseValidationError, ValidationError } from "../../client/errors";
import { clientFor, failureOf, reply, reservedAddr, startServer, type TestServer } from "./harness";

let server: TestServer;
let answer: unknown;
beforeAll(async () => {
  server = await startServer((seen, res) => {
    if (typeof answer === "string") {
      res.writeHead(seen.method === "POST" ? 201 : 200, { "content-type": "application/json" });
      return res.end(answer);
    }
    reply(res, seen.method === "POST" ? 201 : 200, answer);
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
  answer = reservedAddr("ra_1");
});

const route = { match_type: "path_prefix", match: "/" } as const;

describe("request bodies are checked with the catalog before sending", () => {
  it("names a nested member and the reason", async () => {
    const client = clientFor(server);
    const err = (await failureOf(
      client.httpsEdgeRoutes.create("edghts_1", { ...route, circuit_breaker: { num_buckets: 500 } }),
    )) as ValidationError;
    await client.close();
    expect(err).toBeInstanceOf(ValidationError);
    expect(err.issues).toEqual([{ member: "circuit_breaker.num_buckets", reason: "must be at most 128" }]);
    expect(err.message).toContain("circuit_breaker.num_buckets must be at most 128");
    expect(err.message).toContain("POST /edges/https/edghts_1/routes");
    expect(server.seen).toHaveLength(0);
  });

  it("names unknown, missing and list members", async () => {
    const client = clientFor(server);
    const unknown = (await failureOf(
      client.reservedAddrs.create({ regoin: "eu" } as unknown as { region: "eu" }),
    )) as ValidationError;
    const missing = (await failureOf(
      client.httpsEdgeRoutes.create("edghts_1", { match_type: "exact_path" } as unknown as typeof route),
    )) as ValidationError;
    const listed = (await failureOf(
      client.httpsEdgeRoutes.update("edghts_1", "edghtsrt_1", {
        policy: { inbound: [{ actions: [{ type: "deny" }, { type: "explode" as "deny" }] }] },
      }),
    )) as ValidationError;
    await client.close();
    expect(unknown.issues).toEqual([{ member: "regoin", reason: expect.stringContaining("not a member") }]);
    expect(missing.issues).toEqual([{ member: "match", reason: "is required (string)" }]);
    expect(listed.issues.map((i) => i.member)).toEqual(["policy.inbound[0].actions[1].type"]);
    expect(server.seen).toHaveLength(0);
  });

  it("uses the update schema for update and the module request schema for replace", async () => {
    const client = clientFor(server);
    // region is create-only: not a member of the update body
    const update = (await failureOf(
      client.reservedAddrs.update("ra_1", { region: "eu" } as unknown as { description: string }),
    )) as ValidationError;
    const replace = (await failureOf(
      client.httpsEdgeRouteWebhookVerification.replace("edghts_1", "edghtsrt_1", { provider: "github" }),
    )) as ValidationError;
    const tls = (await failureOf(
      client.tlsEdgeTlsTermination.replace("edgtls_1", { terminate_at: "upstream", min_version: "1.2" }),
    )) as ValidationError;
    await client.close();
    expect(update.issues.map((i) => i.member)).toEqual(["region"]);
    expect(replace.issues).toEqual([
      { member: "secret", reason: "is required for every provider except sns" },
    ]);
    expect(tls.issues.map((i) => i.member)).toEqual(["min_version"]);
    expect(server.seen).toHaveLength(0);
  });

  it("sends a valid body as validated JSON", async () => {
    const client = clientFor(server);
    const updated = await client.reservedAddrs.update("ra_1", { description: "café", metadata: "{}" });
    await client.close();
    expect(updated.addr).toBe("1.tcp.eu.example:20000");
    expect(server.seen[0].method).toBe("PATCH");
    expect(JSON.parse(server.seen[0].body)).toEqual({ description: "café", metadata: "{}" });
  });
});

describe("answers are checked with the catalog's response schema", () => {
  it("names the member that does not fit", async () => {
    answer = reservedAddr("ra_1", { addr: undefined, region: 3 });
    const client = clientFor(server);
    const err = (await failureOf(client.reservedAddrs.get("ra_1"))) as ResponseValidationError;
    await client.close();
    expect(err).toBeInstanceOf(ResponseValidationError);
    expect(err.issues).toEqual([
      { member: "region", reason: "must be one of us, eu, ap, au, sa, jp, in" },
      { member: "addr", reason: "is required (string)" },
    ]);
    expect(err.message).toContain("addr is required");
  });

  it("checks module answers and refuses a body that is not JSON", async () => {
    answer = { enabled: true };
    const client = clientFor(server);
    const mod = (await failureOf(client.httpsEdgeRouteBackend.get("e", "r"))) as ResponseValidationError;
    answer = "<html>";
    const notJson = (await failureOf(client.reservedAddrs.create({}))) as ResponseValidationError;
    await client.close();
    expect(mod.issues.map((i) => i.member)).toEqual(["backend"]);
    expect(notJson).toBeInstanceOf(ResponseValidationError);
    expect(notJson.issues[0]).toEqual({ member: "(the body)", reason: "is not JSON" });
  });

  it("drops members the catalog does not know (responses may gain members)", async () => {
    answer = reservedAddr("ra_1", { added_in_v3: "x" });
    const client = clientFor(server);
    const ra = await client.reservedAddrs.get("ra_1");
    await client.close();
    expect(ra).toEqual(reservedAddr("ra_1"));
  });
});

describe("user maps: no key is dropped or changed silently", () => {
  const labels = JSON.parse('{"__proto__":"x","team":"a"}') as Record<string, string>;

  it("refuses the keys the service refuses, in any case, instead of sending the map without them", async () => {
    const client = clientFor(server);
    const proto = (await failureOf(client.tunnelGroupBackends.create({ labels }))) as ValidationError;
    const headers = (await failureOf(
      client.httpsEdgeRouteRequestHeaders.replace("edghts_1", "edghtsrt_1", {
        add: JSON.parse('{"__PROTO__":"x","Constructor":"y"}'),
      }),
    )) as ValidationError;
    await client.close();
    expect(proto).toBeInstanceOf(ValidationError);
    expect(proto.issues.map((i) => i.member)).toEqual(["labels.__proto__"]);
    expect(headers.issues.map((i) => i.member)).toEqual(["add.__PROTO__", "add.Constructor"]);
    expect(server.seen).toHaveLength(0);
  });

  it("keeps every key of an answer, and names one it cannot keep instead of dropping it", async () => {
    answer = '{"enabled":true,"add":{"tostring":"a","x-b":"b"},"remove":[]}';
    const client = clientFor(server);
    const kept = await client.httpsEdgeRouteRequestHeaders.get("e", "r");
    answer = '{"enabled":true,"add":{"__proto__":"a","x-b":"b"},"remove":[]}';
    const refused = (await failureOf(
      client.httpsEdgeRouteRequestHeaders.get("e", "r"),
    )) as ResponseValidationError;
    await client.close();
    expect(Object.getPrototypeOf(kept.add)).toBe(null);
    expect({ ...kept.add }).toEqual({ tostring: "a", "x-b": "b" });
    expect(refused).toBeInstanceOf(ResponseValidationError);
    expect(refused.issues.map((i) => i.member)).toEqual(["add.__proto__"]);
  });
});
