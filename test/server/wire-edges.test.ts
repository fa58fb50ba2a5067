import { METHODS } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, expectError, request, startClient } from "./helpers";
import { rawRequest } from "./raw-http";

/** Issue 8, items 8 and 10: the order of checks for a streamed body, unusual methods, oversize headers. */
let c: Client;
let keyToken: string;
beforeAll(async () => {
  c = await startClient();
  keyToken = (await c.call("POST", "/api_keys", {})).body.token;
});
afterAll(() => c.server.close());

const MiB = 1024 * 1024;
/** A JSON body just over 1 MiB, in 64 KiB pieces: sent chunked, its size is known only once read. */
function chunkedOversize(): Buffer[] {
  const json = Buffer.from(JSON.stringify({ description: "x".repeat(MiB + 10) }));
  const chunks: Buffer[] = [];
  for (let at = 0; at < json.length; at += 64 * 1024) chunks.push(json.subarray(at, at + 64 * 1024));
  return chunks;
}
const json = { "content-type": "application/json" };
const v2 = { "service-version": "2" };

describe("a chunked body over 1 MiB", () => {
  it("gets 413 before auth, the version header or the path are looked at, and changes nothing", async () => {
    const cases: [string, string, Record<string, string>][] = [
      ["POST", "/ip_policies", { ...json }],
      ["POST", "/ip_policies", { ...json, authorization: "Bearer not-a-token" }],
      ["POST", "/ip_policies", { ...json, authorization: `Bearer ${keyToken}` }],
      ["PATCH", "/ip_policies/ipp_nope", { ...json }],
      ["PUT", "/_local/faults", { ...json, authorization: `Bearer ${keyToken}` }],
      ["POST", "/no/such/path", {}],
    ];
    for (const [method, path, headers] of cases) {
      const r = await rawRequest(c.server.url, method, path, headers, chunkedOversize());
      expect(expectError(r, 413, 413).msg).toContain("1 MiB");
    }
    expect((await c.call("GET", "/ip_policies")).body.ip_policies).toEqual([]);
    expect((await c.local("GET", "/_local/faults")).body.fail_rate).toBeNull();
  });

  it("a chunked body under the limit still meets auth, then the version, then the operation", async () => {
    const small = [Buffer.from('{"descr'), Buffer.from('iption":"chunked"}')];
    expectError(await rawRequest(c.server.url, "POST", "/ip_policies", { ...json }, small), 401, 401);
    const auth = { authorization: `Bearer ${keyToken}` };
    expectError(
      await rawRequest(c.server.url, "POST", "/ip_policies", { ...json, ...auth }, small),
      400,
      218,
    );
    const made = await rawRequest(c.server.url, "POST", "/ip_policies", { ...json, ...auth, ...v2 }, small);
    expect(made.status).toBe(201);
    expect(made.body.description).toBe("chunked");
    expect((await c.call("DELETE", `/ip_policies/${made.body.id}`)).status).toBe(204);
  });
});

describe("methods the route does not take", () => {
  // CONNECT is not a request for a path (its target is host:port), so it is left out.
  const unusual = METHODS.filter((m) => !["CONNECT", "GET", "POST", "HEAD"].includes(m));

  it("every method Node parses answers 405 with Allow on a known path, after auth", async () => {
    const root = { authorization: `Bearer ${c.server.rootToken}`, ...v2 };
    const wrong: string[] = [];
    for (const [path, allow] of [
      ["/api_keys", "POST, GET"],
      ["/api_keys/ak_nope", "GET, PATCH, DELETE"],
      ["/edges/https/edghts_nope/routes/edghtsrt_nope/backend", "PUT, GET, DELETE"],
      ["/_local/reset", "POST"],
    ]) {
      for (const method of unusual.filter((m) => !allow.split(", ").includes(m))) {
        const r = await rawRequest(c.server.url, method, path, root);
        try {
          expectError(r, 405, 405);
          expect(r.headers.get("allow")).toBe(allow);
        } catch {
          wrong.push(`${method} ${path} → ${r.status} ${r.text.slice(0, 60)}`);
        }
      }
      const head = await rawRequest(c.server.url, "HEAD", path, root);
      expect([head.status, head.headers.get("allow")]).toEqual([405, allow]);
    }
    expect(wrong).toEqual([]);
  });

  it("QUERY and a method sent with a body get 405 too, not a body error", async () => {
    const root = { authorization: `Bearer ${c.server.rootToken}`, ...v2 };
    expectError(await rawRequest(c.server.url, "QUERY", "/api_keys", root), 405, 405);
    expectError(await rawRequest(c.server.url, "QUERY", "/api_keys", { ...root, ...json }, "{}"), 405, 405);
    expectError(
      await rawRequest(c.server.url, "PROPFIND", "/api_keys", { ...root, ...json }, "{}"),
      405,
      405,
    );
    expectError(
      await rawRequest(c.server.url, "PROPFIND", "/api_keys", { ...root, "content-type": "nonsense" }, "x"),
      405,
      405,
    );
  });

  it("a Content-Type fastify cannot parse is judged after auth and version, as a 400", async () => {
    const bad = { "content-type": "nonsense" };
    expectError(await rawRequest(c.server.url, "POST", "/ip_policies", bad, "{}"), 401, 401);
    const key = { authorization: `Bearer ${keyToken}` };
    expectError(await rawRequest(c.server.url, "POST", "/ip_policies", { ...bad, ...key }, "{}"), 400, 218);
    const r = await rawRequest(c.server.url, "POST", "/ip_policies", { ...bad, ...key, ...v2 }, "{}");
    expectError(r, 400, 400);
    expect((await c.call("GET", "/ip_policies")).body.ip_policies).toEqual([]);
  });

  it("the checks before the method stay first: 401, then the version header; unknown paths are 404", async () => {
    for (const method of ["TRACE", "PROPFIND", "SEARCH", "MKCOL"]) {
      expectError(await rawRequest(c.server.url, method, "/api_keys"), 401, 401);
      const key = { authorization: `Bearer ${keyToken}` };
      expectError(await rawRequest(c.server.url, method, "/api_keys", key), 400, 218);
      expectError(await rawRequest(c.server.url, method, "/api_keyz", { ...key, ...v2 }), 404, 404);
      expectError(await rawRequest(c.server.url, method, "/_local/reset", key), 401, 401);
    }
  });
});

describe("requests the HTTP parser refuses", () => {
  it("a URL over 16 KB gets 431 with the service's error body and an Operation-Id", async () => {
    const r = await request(`${c.server.url}/api_keys?${"a=1&".repeat(5000)}`, "GET", undefined, {
      authorization: `Bearer ${c.server.rootToken}`,
      ...v2,
    });
    expect(expectError(r, 431, 400).msg).toContain("16 KB");
  });

  it("headers over 16 KB get the same 431, and the server keeps serving", async () => {
    const r = await request(`${c.server.url}/api_keys`, "GET", undefined, {
      authorization: `Bearer ${c.server.rootToken}`,
      ...v2,
      "x-padding": "p".repeat(17 * 1024),
    });
    expectError(r, 431, 400);
    expect((await c.call("GET", "/api_keys")).status).toBe(200);
  });

  it("a method the parser does not know gets the service's 400 body", async () => {
    expectError(await rawRequest(c.server.url, "BREW", "/api_keys"), 400, 400);
  });
});
