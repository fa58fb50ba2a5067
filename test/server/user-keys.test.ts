import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Client, expectError, startClient } from "./helpers";

/**
 * The server judges the keys of user maps and free JSON by the catalog's rules (the provider's check() uses
 * the same): `__proto__`, `constructor` and `prototype` are refused in any letter case, before lower-casing,
 * free JSON nests at most 32 levels, and every error names the full JSON path in details.field.
 */

let c: Client;
let edge: { id: string };
let route: { id: string };
beforeAll(async () => {
  c = await startClient();
});
afterAll(() => c.server.close());
beforeEach(async () => {
  await c.reset();
  edge = (await c.call("POST", "/edges/https", {})).body;
  route = (await c.call("POST", `/edges/https/${edge.id}/routes`, { match_type: "path_prefix", match: "/" }))
    .body;
});

const routePath = () => `/edges/https/${edge.id}/routes/${route.id}`;
const nested = (levels: number): unknown => (levels === 1 ? { a: 1 } : { a: nested(levels - 1) });
const withConfig = (config: unknown) => ({ inbound: [{ actions: [{ type: "log", config }] }] });

describe("forbidden keys, in any case, before lower-casing", () => {
  it("refuses __PROTO__ and CONSTRUCTOR header names and stores nothing", async () => {
    const r = await c.call(
      "PUT",
      `${routePath()}/request_headers`,
      '{"add":{"__PROTO__":"x","CONSTRUCTOR":"y"}}',
    );
    const e = expectError(r, 400, 400, "add.__PROTO__");
    expect(e.msg).toMatch(/^add\.__PROTO__ .*__proto__, constructor and prototype.*rename/);
    expectError(await c.call("GET", `${routePath()}/request_headers`), 404, 222);
  });

  it("refuses a __proto__ label instead of dropping it, and a constructor label", async () => {
    const proto = await c.call("POST", "/backends/tunnel_group", '{"labels":{"__proto__":"x","team":"a"}}');
    expectError(proto, 400, 400, "labels.__proto__");
    const ctor = await c.call("POST", "/backends/tunnel_group", { labels: { Constructor: "x" } });
    expectError(ctor, 400, 400, "labels.Constructor");
    expect((await c.call("GET", "/backends/tunnel_group")).body.tunnel_group_backends).toEqual([]);
  });

  it("refuses header names that are one name once lower-cased", async () => {
    const r = await c.call("PUT", `${routePath()}/response_headers`, { add: { "X-A": "1", "x-a": "2" } });
    expect(expectError(r, 400, 400, "add.x-a").msg).toContain("X-A");
  });

  it("keeps every other key, Object's own member names included", async () => {
    const add = { tostring: "a", hasownproperty: "b", "x-ok": "c" };
    const r = await c.call("PUT", `${routePath()}/request_headers`, {
      add: { ToString: "a", hasOwnProperty: "b", "X-Ok": "c" },
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body.add).toEqual(add);
    expect((await c.call("GET", routePath())).body.request_headers.add).toEqual(add);
  });
});

describe("details.field is the full JSON path", () => {
  it("of a forbidden member name inside a module", async () => {
    const tls = (await c.call("POST", "/edges/tls", {})).body;
    const r = await c.call("PATCH", `/edges/tls/${tls.id}`, { tls_termination: { constructor: "x" } });
    expectError(r, 400, 400, "tls_termination.constructor");
    const proto = await c.call(
      "PATCH",
      `/edges/tls/${tls.id}`,
      '{"tls_termination":{"__proto__":{"enabled":false}}}',
    );
    expectError(proto, 400, 400, "tls_termination.__proto__");
  });

  it("of a module PUT in its wrapper form, from the wrapper", async () => {
    const wrapped = { edge_id: edge.id, id: route.id, module: { add: { Constructor: "x" } } };
    const r = await c.call("PUT", `${routePath()}/request_headers`, wrapped);
    expectError(r, 400, 400, "module.add.Constructor");
    const stranger = await c.call("PUT", `${routePath()}/request_headers`, { ...wrapped, constructor: 1 });
    expect(expectError(stranger, 400, 400, "constructor").msg).toContain(
      "not a member of the module wrapper",
    );
  });

  it("of a forbidden key deep in free JSON", async () => {
    const r = await c.call(
      "PUT",
      `${routePath()}/policy`,
      JSON.stringify(withConfig({ a: [{ prototype: 1 }] })),
    );
    expectError(r, 400, 400, "inbound.0.actions.0.config.a.0.prototype");
  });

  it("of free JSON nested deeper than 32 levels, in a module PUT and in a route create", async () => {
    expect((await c.call("PUT", `${routePath()}/policy`, withConfig(nested(32)))).status).toBe(200);
    const put = await c.call("PUT", `${routePath()}/policy`, withConfig(nested(33)));
    expect(expectError(put, 400, 400, "inbound.0.actions.0.config").msg).toMatch(
      /deeper than 32 levels; flatten it/,
    );
    const create = await c.call("POST", `/edges/https/${edge.id}/routes`, {
      match_type: "path_prefix",
      match: "/deep",
      policy: withConfig(nested(33)),
    });
    expectError(create, 400, 400, "policy.inbound.0.actions.0.config");
  });

  it("of a hostile nesting under an unknown member", async () => {
    const deep = `{"description":"d","a":${'{"a":'.repeat(100_000)}1${"}".repeat(100_000)}}`;
    expectError(await c.call("POST", "/ip_policies", deep), 400, 400, "a");
  });
});
