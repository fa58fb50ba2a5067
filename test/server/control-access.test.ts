import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { serviceCatalog } from "../../server/catalog-view";
import type { ServerContext } from "../../server/context";
import { Faults } from "../../server/faults";
import { routeTable } from "../../server/routes";
import { Store } from "../../server/store";
import { type Client, expectError, startClient } from "./helpers";
import { rawRequest } from "./raw-http";

/**
 * Issue 8, item 1: the control API takes the root token whatever spelling of its path reaches it.
 * The router decodes percent-encoding, so every spelling it dispatches to a control route must meet
 * the root-token check, and every other spelling must find nothing.
 */
let c: Client;
let tunnelId: string;
let policyId: string;
let keys: Record<string, string>;

beforeAll(async () => {
  c = await startClient();
  tunnelId = (await c.local("POST", "/_local/tunnels", { proto: "http" })).body.id;
  policyId = (await c.call("POST", "/ip_policies", { description: "must survive" })).body.id;
  keys = {};
  for (const admin of [false, true]) {
    const user = (await c.local("POST", "/_local/users", { admin })).body;
    keys[admin ? "an admin user's key" : "an ordinary user's key"] = (
      await c.call("POST", "/api_keys", { owner_id: user.id })
    ).body.token;
  }
});
afterAll(() => c.server.close());

/** What each control route would do if it acted, keyed `METHOD pattern` as the route table names it. */
const probes: Record<string, { rest: () => string; body?: unknown }> = {
  "POST /_local/tunnels": { rest: () => "/tunnels", body: { proto: "http" } },
  "DELETE /_local/tunnels/{id}": { rest: () => `/tunnels/${tunnelId}` },
  "POST /_local/users": { rest: () => "/users", body: { admin: true } },
  "GET /_local/faults": { rest: () => "/faults" },
  "PUT /_local/faults": { rest: () => "/faults", body: { fail_rate: 1, latency_ms: 60000 } },
  "POST /_local/reset": { rest: () => "/reset" },
};

/** `/_local` with each of its characters percent-encoded, in upper- and lower-case hex, and all at once. */
function spellings(): string[] {
  const plain = "/_local";
  const hex = (ch: string) => ch.charCodeAt(0).toString(16).padStart(2, "0");
  const out = new Set<string>();
  for (const upper of [true, false]) {
    const enc = (ch: string) => `%${upper ? hex(ch).toUpperCase() : hex(ch)}`;
    for (let i = 0; i < plain.length; i++) out.add(plain.slice(0, i) + enc(plain[i]) + plain.slice(i + 1));
    out.add(`/${[...plain.slice(1)].map(enc).join("")}`);
  }
  return [...out];
}

function attackPaths(rest: string): string[] {
  const paths = spellings().flatMap((p) => [p + rest, `${p + rest}/`]);
  // The slash after `_local`, encoded; double slashes; a trailing slash on the plain path.
  paths.push(`/_local%2F${rest.slice(1)}`, `/_local%2f${rest.slice(1)}`);
  paths.push(`/${"/_local"}${rest}`, `/_local/${rest}`, `/_local${rest}/`, `/_local${rest}//`);
  return paths;
}

describe("the control API's root-only check follows the route, not the raw URL", () => {
  it("every control route has a probe here, and every /_local path is a control route", () => {
    // Handlers are only closed over when the table is built, so the catalog is all the context it needs.
    const table = routeTable({ catalog: serviceCatalog } as ServerContext);
    const control = table
      .filter((e) => e.control)
      .flatMap((e) => Object.keys(e.methods).map((m) => `${m} ${e.pattern}`));
    expect(control.sort()).toEqual(Object.keys(probes).sort());
    for (const e of table) expect(e.control, e.pattern).toBe(e.pattern.startsWith("/_local"));
  });

  it("no spelling of a control path lets a key other than the root token act", async () => {
    const faultsBefore = (await c.local("GET", "/_local/faults")).body;
    const tunnelsBefore = (await c.call("GET", "/tunnels")).body.tunnels.length;
    const acting = [
      vi.spyOn(Store.prototype, "reset"),
      vi.spyOn(Store.prototype, "insertUser"),
      vi.spyOn(Store.prototype, "insert"),
      vi.spyOn(Store.prototype, "delete"),
      vi.spyOn(Faults.prototype, "merge"),
    ];
    const notRefused: string[] = [];
    let tried = 0;
    try {
      for (const [who, token] of Object.entries(keys)) {
        for (const [route, probe] of Object.entries(probes)) {
          const method = route.split(" ")[0];
          for (const path of attackPaths(probe.rest())) {
            const headers: Record<string, string> = {
              authorization: `Bearer ${token}`,
              "service-version": "2",
            };
            let body: string | undefined;
            if (probe.body !== undefined) {
              body = JSON.stringify(probe.body);
              headers["content-type"] = "application/json";
            }
            const r = await rawRequest(c.server.url, method, path, headers, body);
            tried++;
            // `%2F_local/…` is no path at all (no leading slash): the HTTP parser refuses it with a 400.
            const refusals = path.startsWith("/") ? [401, 403, 404] : [400];
            if (!refusals.includes(r.status))
              notRefused.push(`${who}: ${method} ${path} → ${r.status} ${r.text.slice(0, 80)}`);
          }
        }
      }
      expect(notRefused).toEqual([]);
      for (const spy of acting) expect(spy, spy.getMockName()).not.toHaveBeenCalled();
    } finally {
      for (const spy of acting) spy.mockRestore();
    }
    expect(tried).toBeGreaterThan(2 * 6 * 30);

    // Nothing changed: faults, tunnels, the policy, and the keys (a reset would have revoked them).
    expect((await c.local("GET", "/_local/faults")).body).toEqual(faultsBefore);
    expect((await c.call("GET", "/tunnels")).body.tunnels.length).toBe(tunnelsBefore);
    expect((await c.call("GET", `/tunnels/${tunnelId}`)).status).toBe(200);
    expect((await c.call("GET", `/ip_policies/${policyId}`)).status).toBe(200);
    for (const token of Object.values(keys))
      expect(
        (await c.call("GET", "/ip_policies", undefined, { authorization: `Bearer ${token}` })).status,
      ).toBe(200);
  });

  it("a key on the plain control path gets 401 with WWW-Authenticate, and so does no token", async () => {
    for (const token of [...Object.values(keys), undefined]) {
      const r = await rawRequest(
        c.server.url,
        "POST",
        "/_local/reset",
        token ? { authorization: `Bearer ${token}` } : {},
      );
      expect(expectError(r, 401, 401).msg).toContain("root token");
      expect(r.headers.get("www-authenticate")).toBe("Bearer");
    }
    // An unknown path under /_local/ takes the root token too before it is found missing.
    expectError(await rawRequest(c.server.url, "GET", "/_local/nothing"), 401, 401);
    expectError(await c.local("GET", "/_local/nothing"), 404, 404);
  });

  it("the root token still works on every control route, and on a spelling the router decodes", async () => {
    const tunnel = await c.local("POST", "/_local/tunnels", { proto: "tcp" });
    expect(tunnel.status).toBe(201);
    expect((await c.local("DELETE", `/_local/tunnels/${tunnel.body.id}`)).status).toBe(204);
    const user = await c.local("POST", "/_local/users", { bot: true });
    expect(user.status).toBe(201);
    expect(user.body.id).toMatch(/^bot_/);
    expect((await c.local("PUT", "/_local/faults", { latency_ms: 1 })).body.latency_ms).toBe(1);
    expect((await c.local("GET", "/_local/faults")).body.latency_ms).toBe(1);
    const root = { authorization: `Bearer ${c.server.rootToken}` };
    // Access follows the route the router dispatches to: the same route, the same (root) rule.
    const decoded = await rawRequest(c.server.url, "GET", "/%5flocal/faults", root);
    expect(decoded.status).toBe(200);
    expect(decoded.body.latency_ms).toBe(1);
    expect((await c.local("PUT", "/_local/faults", { latency_ms: 0 })).body.latency_ms).toBeNull();
    expect((await rawRequest(c.server.url, "POST", "/_local/reset", root)).status).toBe(204);
    expect((await c.call("GET", `/ip_policies/${policyId}`)).status).toBe(404);
  });
});
