import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Client, expectError, startClient } from "./helpers";

let c: Client;
beforeAll(async () => {
  c = await startClient();
});
afterAll(() => c.server.close());
beforeEach(() => c.reset());

const as = (token: string) => ({ authorization: `Bearer ${token}` });

describe("API keys and users", () => {
  it("a key's token works once created, is shown only at create, and stops at once when deleted", async () => {
    const key = (await c.call("POST", "/api_keys", { description: "ci", metadata: "m" })).body;
    expect(key.token).toMatch(/^tk_[A-Za-z0-9_-]{43}$/);
    expect(key.owner_id).toBe(c.server.adminUserId);
    const got = (await c.call("GET", `/api_keys/${key.id}`)).body;
    expect(got.token).toBeNull();
    expect((await c.call("GET", "/api_keys")).body.keys[0].token).toBeNull();
    expect((await c.call("PATCH", `/api_keys/${key.id}`, { description: "ci2" })).body.token).toBeNull();
    expect((await c.call("GET", "/api_keys", undefined, as(key.token))).status).toBe(200);
    expect((await c.call("DELETE", `/api_keys/${key.id}`)).status).toBe(204);
    expectError(await c.call("GET", "/api_keys", undefined, as(key.token)), 401, 401);
  });

  it("the root token is not a key: never listed, and keeps working", async () => {
    expect((await c.call("GET", "/api_keys")).body.keys).toEqual([]);
    expect((await c.call("GET", "/api_keys")).status).toBe(200);
  });

  it("owner_id: a non-admin may not name another owner (403); an admin naming an unknown one gets 400", async () => {
    const user = (await c.local("POST", "/_local/users", { admin: false })).body;
    expect(user).toMatchObject({ admin: false, bot: false });
    expect(user.id).toMatch(/^usr_/);
    const bot = (await c.local("POST", "/_local/users", { bot: true })).body;
    expect(bot.id).toMatch(/^bot_/);
    const userKey = (await c.call("POST", "/api_keys", { owner_id: user.id })).body;
    expect(userKey.owner_id).toBe(user.id);
    const t = as(userKey.token);
    const own = await c.call("POST", "/api_keys", { description: "mine" }, t);
    expect(own.status).toBe(201);
    expect(own.body.owner_id).toBe(user.id);
    expect((await c.call("POST", "/api_keys", { owner_id: user.id }, t)).status).toBe(201);
    const e = expectError(await c.call("POST", "/api_keys", { owner_id: bot.id }, t), 403, 403, "owner_id");
    expect(e.msg).toContain("admin");
    expectError(await c.call("POST", "/api_keys", { owner_id: "usr_nobody" }), 400, 223, "owner_id");
    expectError(await c.call("PATCH", `/api_keys/${userKey.id}`, { owner_id: bot.id }), 400, 400, "owner_id");
    // A bot made admin may set owners too.
    const adminBot = (await c.local("POST", "/_local/users", { admin: true, bot: true })).body;
    const adminKey = (await c.call("POST", "/api_keys", { owner_id: adminBot.id })).body;
    expect((await c.call("POST", "/api_keys", { owner_id: user.id }, as(adminKey.token))).status).toBe(201);
    expect((await c.call("GET", "/api_keys")).body.keys).toHaveLength(5);
  });

  it("reset empties the resources and revokes every key, but not the root token", async () => {
    const key = (await c.call("POST", "/api_keys", {})).body;
    await c.call("POST", "/ip_policies", {});
    await c.reset();
    expectError(await c.call("GET", "/ip_policies", undefined, as(key.token)), 401, 401);
    expect((await c.call("GET", "/ip_policies")).body.ip_policies).toEqual([]);
  });
});

describe("tunnels through the control API", () => {
  it("POST /_local/tunnels brings a tunnel online as GET /tunnels shows it; DELETE takes it offline", async () => {
    const r = await c.local("POST", "/_local/tunnels", {
      proto: "https",
      labels: { app: "web", env: "prod" },
      forwards_to: "localhost:8080",
    });
    expect(r.status, r.text).toBe(201);
    const t = r.body;
    expect(t.id).toMatch(/^tn_/);
    expect(t.region).toBe("us");
    expect(t.public_url).toMatch(/^https:\/\//);
    expect(t.tunnel_session.id).toMatch(/^ts_/);
    expect(t.endpoint.id).toMatch(/^ep_/);
    expect(t.started_at).toMatch(/Z$/);
    expect(t.backends).toEqual([]);
    expect((await c.call("GET", `/tunnels/${t.id}`)).body).toEqual(t);
    expect((await c.call("GET", "/tunnels")).body.tunnels).toEqual([t]);
    expectError(await c.local("POST", "/_local/tunnels", { region: "eu" }), 400, 400, "proto");
    expectError(await c.local("POST", "/_local/tunnels", { proto: "udp" }), 400, 400, "proto");
    expect((await c.local("DELETE", `/_local/tunnels/${t.id}`)).status).toBe(204);
    expectError(await c.call("GET", `/tunnels/${t.id}`), 404, 222);
    expect((await c.call("GET", "/tunnels")).body.tunnels).toEqual([]);
  });

  it("tunnel-group backends list the online tunnels whose labels match, and tunnels list their backends", async () => {
    const backend = (await c.call("POST", "/backends/tunnel_group", { labels: { app: "web" } })).body;
    const other = (await c.call("POST", "/backends/tunnel_group", { labels: { app: "web", env: "dev" } }))
      .body;
    const match = (
      await c.local("POST", "/_local/tunnels", { proto: "http", labels: { app: "web", env: "prod" } })
    ).body;
    await c.local("POST", "/_local/tunnels", { proto: "http", labels: { app: "api" } });
    await c.local("POST", "/_local/tunnels", { proto: "tcp" });
    const b = (await c.call("GET", `/backends/tunnel_group/${backend.id}`)).body;
    expect(b.tunnels).toEqual([{ id: match.id, uri: `${c.server.url}/tunnels/${match.id}` }]);
    expect((await c.call("GET", `/backends/tunnel_group/${other.id}`)).body.tunnels).toEqual([]);
    expect((await c.call("GET", `/tunnels/${match.id}`)).body.backends).toEqual([
      { id: backend.id, uri: `${c.server.url}/backends/tunnel_group/${backend.id}` },
    ]);
    await c.local("DELETE", `/_local/tunnels/${match.id}`);
    expect((await c.call("GET", `/backends/tunnel_group/${backend.id}`)).body.tunnels).toEqual([]);
  });

  it("the control API needs the root token, not a key, and rejects bad bodies", async () => {
    const key = (await c.call("POST", "/api_keys", {})).body;
    const r = await fetch(`${c.server.url}/_local/users`, { method: "POST", headers: as(key.token) });
    expect(r.status).toBe(401);
    expectError(await c.local("POST", "/_local/users", { admin: "yes" }), 400, 400, "admin");
    expectError(await c.local("PUT", "/_local/faults", { fail_rate: 2 }), 400, 400, "fail_rate");
    expectError(await c.local("GET", "/_local/nothing"), 404, 404);
  });
});
