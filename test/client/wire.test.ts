import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ValidationError } from "../../client/errors";
import { VERSION } from "../../client/version";
import { clientFor, failureOf, reply, reservedAddr, startServer, type TestServer, TOKEN } from "./harness";

let server: TestServer;
beforeAll(async () => {
  server = await startServer((seen, res) => {
    if (seen.method === "DELETE") return reply(res, 204);
    if (seen.url.includes("/routes/")) {
      return reply(res, 200, { enabled: true, backend: { id: "bkdtg_1", uri: "http://x/backends/bkdtg_1" } });
    }
    reply(res, seen.method === "POST" ? 201 : 200, reservedAddr("ra_1"));
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
});

const HOSTILE = ["../x", "a/b", "?q=1", "#f", "%2F", "ünï ☃", "../../api_keys?limit=1#x"];

describe("path segments", () => {
  it.each(HOSTILE)("sends the id %j as exactly one segment", async (id) => {
    const client = clientFor(server);
    await client.reservedAddrs.get(id);
    await client.reservedAddrs.delete(id);
    await client.close();
    for (const seen of server.seen) {
      expect(seen.url.startsWith("/reserved_addrs/")).toBe(true);
      const rest = seen.url.slice("/reserved_addrs/".length);
      expect(rest).not.toMatch(/[/?#]/);
      expect(decodeURIComponent(rest)).toBe(id);
    }
    expect(server.seen.map((s) => s.method)).toEqual(["GET", "DELETE"]);
  });

  it("encodes every parent of a module path, each as one segment", async () => {
    const client = clientFor(server);
    const backend = await client.httpsEdgeRouteBackend.replace("e/1", "r?2", { backend_id: "bkdtg_1" });
    await client.close();
    expect(backend.backend.id).toBe("bkdtg_1");
    expect(server.seen[0].url).toBe("/edges/https/e%2F1/routes/r%3F2/backend");
    expect(JSON.parse(server.seen[0].body)).toEqual({ backend_id: "bkdtg_1" });
  });

  it.each(["", ".", "..", 7, undefined])("refuses the id %j before sending", async (id) => {
    const client = clientFor(server);
    const err = await failureOf(client.reservedAddrs.get(id as string));
    const err2 = await failureOf(client.httpsEdgeRoutes.get(id as string, "edghtsrt_1"));
    await client.close();
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as ValidationError).issues[0].member).toBe("id");
    expect((err2 as ValidationError).issues[0].member).toBe("edgeId");
    expect(server.seen).toHaveLength(0);
  });

  it("keeps baseUrl's path prefix and tolerates a trailing slash", async () => {
    const client = clientFor({ url: `${server.url}/api/` });
    await client.reservedAddrs.get("ra_1");
    await client.close();
    expect(server.seen[0].url).toBe("/api/reserved_addrs/ra_1");
  });
});

describe("headers", () => {
  it("sends auth, version and user agent on every call, and a content type only with a body", async () => {
    const client = clientFor(server);
    await client.reservedAddrs.create({ region: "eu" });
    await client.reservedAddrs.get("ra_1");
    await client.close();
    const [post, get] = server.seen;
    for (const seen of [post, get]) {
      expect(seen.headers.authorization).toBe(`Bearer ${TOKEN}`);
      expect(seen.headers["service-version"]).toBe("2");
      expect(seen.headers["user-agent"]).toBe(`pulumi-tunnels/${VERSION}`);
    }
    expect(VERSION).toMatch(/^\d+\.\d+\.\d+/);
    expect(VERSION).not.toBe("0.0.0");
    expect(post.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(post.body)).toEqual({ region: "eu" });
    expect(get.headers["content-type"]).toBeUndefined();
    expect(get.body).toBe("");
  });

  it("uses a custom user agent", async () => {
    const client = clientFor(server, { userAgent: "my-tool/1" });
    await client.reservedAddrs.get("ra_1");
    await client.close();
    expect(server.seen[0].headers["user-agent"]).toBe("my-tool/1");
  });
});

describe("the low-level request", () => {
  it("shares the retry and error path, and refuses another origin", async () => {
    const client = clientFor(server);
    const body = await client.request<{ id: string }>("GET", "/reserved_addrs/ra_1");
    expect(body.id).toBe("ra_1");
    expect(await client.request("DELETE", "/reserved_addrs/ra_1")).toBeUndefined();
    const err = await failureOf(client.request("GET", "http://127.0.0.2:1/reserved_addrs"));
    await client.close();
    expect(err).toBeInstanceOf(ValidationError);
    expect(server.seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      "GET /reserved_addrs/ra_1",
      "DELETE /reserved_addrs/ra_1",
    ]);
  });
});
