import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, expectError, request, startClient } from "./helpers";
import { startCli } from "../../harness";

let c: Client;
beforeAll(async () => {
  c = await startClient({ rateLimit: 3 });
});
afterAll(() => c.server.close());

const count = async () => {
  await c.local("PUT", "/_local/faults", { rate_limit: 0, fail_rate: 0 });
  return (await c.call("GET", "/ip_policies")).body.ip_policies.length as number;
};

describe("faults on demand", () => {
  it("the start option limits requests per sliding minute: 429, code 226, Retry-After, no effect", async () => {
    expect((await c.local("GET", "/_local/faults")).body).toEqual({
      rate_limit: 3,
      fail_rate: null,
      latency_ms: null,
    });
    for (let i = 0; i < 3; i++) expect((await c.call("GET", "/ip_policies")).status).toBe(200);
    const r = await c.call("POST", "/ip_policies", { description: "over the limit" });
    expectError(r, 429, 226);
    const retry = Number(r.headers.get("retry-after"));
    expect(Number.isInteger(retry) && retry >= 1 && retry <= 60).toBe(true);
    // The control API is never limited.
    expect((await c.local("GET", "/_local/faults")).status).toBe(200);
    expect(await count()).toBe(0);
  });

  it("fail_rate 1 answers 503 code 503 before doing any work; PUT merges and 0 or null turns off", async () => {
    const set = await c.local("PUT", "/_local/faults", { fail_rate: 1 });
    expect(set.body).toEqual({ rate_limit: null, fail_rate: 1, latency_ms: null });
    for (let i = 0; i < 5; i++) expectError(await c.call("POST", "/ip_policies", {}), 503, 503);
    expect((await c.local("PUT", "/_local/faults", { latency_ms: 5 })).body).toEqual({
      rate_limit: null,
      fail_rate: 1,
      latency_ms: 5,
    });
    expect((await c.local("POST", "/_local/tunnels", { proto: "tcp" })).status).toBe(201);
    expect((await c.local("PUT", "/_local/faults", { fail_rate: null })).body).toEqual({
      rate_limit: null,
      fail_rate: null,
      latency_ms: 5,
    });
    expect((await c.call("POST", "/ip_policies", {})).status).toBe(201);
    expect(await count()).toBe(1);
    expect((await c.local("PUT", "/_local/faults", { latency_ms: 0 })).body.latency_ms).toBeNull();
  });

  it("a rate limit set at run time applies, and auth failures are answered before it", async () => {
    await c.local("PUT", "/_local/faults", { rate_limit: 2 });
    await c.call("GET", "/tunnels");
    await c.call("GET", "/tunnels");
    expectError(await c.call("GET", "/tunnels", undefined, { authorization: "Bearer wrong" }), 401, 401);
    expectError(await c.call("GET", "/tunnels"), 429, 226);
    await c.local("PUT", "/_local/faults", { rate_limit: null });
    expect((await c.call("GET", "/tunnels")).status).toBe(200);
  });
});

describe("a rate limit without Retry-After", () => {
  it("--no-retry-after answers 429 code 226 with no Retry-After header, from the CLI too", async () => {
    const srv = await startCli([
      "--port",
      "0",
      "--root-token",
      "root-nra",
      "--rate-limit",
      "1",
      "--no-retry-after",
    ]);
    try {
      const h = { authorization: "Bearer root-nra", "service-version": "2" };
      expect((await request(`${srv.url}/tunnels`, "GET", undefined, h)).status).toBe(200);
      const r = await request(`${srv.url}/tunnels`, "GET", undefined, h);
      expectError(r, 429, 226);
      expect(r.headers.get("retry-after")).toBeNull();
    } finally {
      srv.proc.kill("SIGTERM");
      await srv.exited;
    }
  });
});

describe("logging", () => {
  it("--log never writes the Authorization header, tokens or bodies", async () => {
    const root = "root-token-that-must-not-be-logged";
    const srv = await startCli(["--port", "0", "--root-token", root, "--log"]);
    let out = "";
    srv.proc.stdout!.on("data", (d) => {
      out += d;
    });
    const h = { authorization: `Bearer ${root}`, "service-version": "2" };
    const key = (
      await request(`${srv.url}/api_keys`, "POST", { description: "body-text-must-not-be-logged" }, h)
    ).body;
    await request(`${srv.url}/api_keys`, "GET", undefined, { ...h, authorization: `Bearer ${key.token}` });
    await request(`${srv.url}/api_keys`, "POST", { description: 5, secret: "another-secret" }, h);
    srv.proc.kill("SIGTERM");
    expect(await srv.exited).toBe(0);
    expect(out).toContain("[redacted]");
    expect(out).toContain("/api_keys");
    for (const secret of [root, key.token, "body-text-must-not-be-logged", "another-secret"])
      expect(out).not.toContain(secret);
  });
});
