import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, expectError, request, startClient } from "./helpers";

let c: Client;
beforeAll(async () => {
  c = await startClient();
});
afterAll(() => c.server.close());

describe("auth, version and the order of checks", () => {
  it("answers 401 with WWW-Authenticate for a missing, malformed or unknown token", async () => {
    for (const authorization of [undefined, "Basic abc", "Bearer", "Bearer not-a-real-token"]) {
      const r = await c.call("GET", "/api_keys", undefined, { authorization });
      expectError(r, 401, 401);
      expect(r.headers.get("www-authenticate")).toBe("Bearer");
    }
  });

  it("answers 400 code 218 without Service-Version and 217 for another version", async () => {
    expectError(await c.call("GET", "/api_keys", undefined, { "service-version": undefined }), 400, 218);
    const r = await c.call("GET", "/api_keys", undefined, { "service-version": "1" });
    expect(expectError(r, 400, 217).msg).toContain("Service-Version: 2");
  });

  it("checks auth before the version, and both before the path", async () => {
    expectError(
      await c.call("GET", "/nowhere", undefined, { authorization: undefined, "service-version": undefined }),
      401,
      401,
    );
    expectError(await c.call("GET", "/nowhere", undefined, { "service-version": undefined }), 400, 218);
    expectError(await c.call("GET", "/nowhere"), 404, 404);
  });

  it("answers 413 for a body over 1 MiB before it looks at auth", async () => {
    const big = JSON.stringify({ description: "x".repeat(1024 * 1024 + 10) });
    expectError(await c.call("POST", "/ip_policies", big, { authorization: undefined }), 413, 413);
    expect((await c.call("GET", "/ip_policies")).body.ip_policies).toEqual([]);
  });

  it("answers 404 for unknown paths and 405 with Allow for a known path and another method", async () => {
    expectError(await c.call("GET", "/api_keyz"), 404, 404);
    const r = await c.call("PUT", "/api_keys");
    expectError(r, 405, 405);
    expect(r.headers.get("allow")).toBe("POST, GET");
    expectError(await c.call("POST", "/tunnels", {}), 405, 405);
    expectError(await c.call("PATCH", "/tunnels/tn_abc", {}), 405, 405);
  });

  it("puts the operation id on successes too", async () => {
    const r = await c.call("GET", "/api_keys");
    expect(r.status).toBe(200);
    expect(r.headers.get("operation-id")).toMatch(/^op_[0-9a-z]{26}$/);
  });
});

describe("bodies", () => {
  it("rejects malformed JSON, a wrong content type, non-objects and deep nesting with 400", async () => {
    expect(expectError(await c.call("POST", "/ip_policies", "{nope"), 400, 400).msg).toContain(
      "not valid JSON",
    );
    expectError(await c.call("POST", "/ip_policies", "{}", { "content-type": "text/plain" }), 400, 400);
    expectError(await c.call("POST", "/ip_policies", "[]"), 400, 400);
    expectError(await c.call("POST", "/ip_policies", "3"), 400, 400);
    const deep = `${'{"a":'.repeat(5000)}1${"}".repeat(5000)}`;
    expectError(await c.call("POST", "/ip_policies", deep), 400, 400);
    expect((await c.call("GET", "/ip_policies")).body.ip_policies).toEqual([]);
  });

  it("rejects an unknown member, naming it", async () => {
    const r = await c.call("POST", "/ip_policies", { descripton: "typo" });
    const e = expectError(r, 400, 400, "descripton");
    expect(e.msg).toContain("descripton");
    expect(e.msg).toContain("description");
  });

  it("counts description and metadata in UTF-8 bytes", async () => {
    // 128 two-byte characters are 256 bytes: one over the limit.
    expectError(
      await c.call("POST", "/reserved_addrs", { description: "é".repeat(128) }),
      400,
      400,
      "description",
    );
    expect((await c.call("POST", "/reserved_addrs", { description: "é".repeat(127) })).status).toBe(201);
    expectError(await c.call("POST", "/ip_policies", { metadata: "x".repeat(4097) }), 400, 400, "metadata");
  });

  it("accepts id in a PATCH body when it equals the path id, 400 when it differs", async () => {
    const p = (await c.call("POST", "/ip_policies", { description: "a" })).body;
    const ok = await c.call("PATCH", `/ip_policies/${p.id}`, { id: p.id, description: "b" });
    expect(ok.status).toBe(200);
    expect(ok.body.description).toBe("b");
    expectError(
      await c.call("PATCH", `/ip_policies/${p.id}`, { id: "ipp_other", description: "c" }),
      400,
      400,
      "id",
    );
    expect((await c.call("GET", `/ip_policies/${p.id}`)).body.description).toBe("b");
  });

  it("answers 404 code 222 for unknown and hostile ids", async () => {
    for (const id of [
      "ipp_doesnotexist",
      "..%2F..%2Fetc",
      "%00",
      "x".repeat(300),
      "ipp_'; DROP TABLE objects;--",
    ]) {
      expectError(await c.call("GET", `/ip_policies/${id}`), 404, 222);
    }
    expect((await c.call("GET", "/ip_policies")).status).toBe(200);
  });

  it("rejects query members other than limit and before_id, and bad limits (233)", async () => {
    expectError(await c.call("GET", "/ip_policies?sort=asc"), 400, 400, "sort");
    for (const limit of ["0", "101", "-1", "abc", "1.5"])
      expectError(await c.call("GET", `/ip_policies?limit=${limit}`), 400, 233, "limit");
    expectError(await c.call("GET", "/ip_policies?limit=1&limit=2"), 400, 233, "limit");
  });

  it("answers a malformed URL with our 400, not a crash", async () => {
    expectError(await c.call("GET", "/ip_policies/%E0%A4%A"), 400, 400);
  });

  it("never answers with a version-less public request on the control API and vice versa", async () => {
    const r = await request(`${c.server.url}/_local/faults`, "GET", undefined, {});
    expectError(r, 401, 401);
    expect((await c.local("GET", "/_local/faults")).status).toBe(200);
  });
});
