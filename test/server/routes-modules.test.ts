import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { moduleList } from "../../catalog";
import { type Client, expectError, startClient, VALID_MODULES } from "./helpers";

let c: Client;
let edge: { id: string };
let modules: ReturnType<typeof VALID_MODULES>;
let ids: { backendId: string; ipPolicyId: string };

beforeAll(async () => {
  c = await startClient();
});
afterAll(() => c.server.close());
beforeEach(async () => {
  await c.reset();
  edge = (await c.call("POST", "/edges/https", { hostports: ["app.example.com:443"] })).body;
  ids = {
    backendId: (await c.call("POST", "/backends/tunnel_group", { labels: { app: "web" } })).body.id,
    ipPolicyId: (await c.call("POST", "/ip_policies", {})).body.id,
  };
  modules = VALID_MODULES(ids);
});

const routes = () => `/edges/https/${edge.id}/routes`;

describe("HTTPS edge routes", () => {
  it("create with every module: defaults, lower-casing, Refs, secrets returned as stored", async () => {
    const r = await c.call("POST", routes(), { match_type: "path_prefix", match: "/", ...modules });
    expect(r.status, r.text).toBe(201);
    const route = r.body;
    expect(route.edge_id).toBe(edge.id);
    expect(route.uri).toBe(`${c.server.url}/edges/https/${edge.id}/routes/${route.id}`);
    expect(route.backend).toEqual({
      enabled: true,
      backend: { id: ids.backendId, uri: `${c.server.url}/backends/tunnel_group/${ids.backendId}` },
    });
    expect(route.ip_restriction.ip_policies[0].id).toBe(ids.ipPolicyId);
    expect(route.circuit_breaker).toEqual({
      enabled: true,
      tripped_duration: 10,
      rolling_window: 10,
      num_buckets: 64,
      volume_threshold: 20,
      error_threshold_percentage: 0.5,
    });
    expect(route.request_headers).toEqual({
      enabled: true,
      add: { "x-added": "yes" },
      remove: ["x-secret-header"],
    });
    expect(route.response_headers.enabled).toBe(false);
    expect(route.webhook_verification).toEqual({
      enabled: true,
      provider: "github",
      secret: "whsec-very-secret",
    });
    expect(route.oauth.cookie_prefix).toBe("edge.");
    expect(route.oauth.provider.google.client_secret).toBe("csecret-1");
    expect(route.oauth.provider.github).toBeNull();
    expect(route.oidc.client_secret).toBe("oidc-secret-2");
    expect(route.saml.nameid_format).toBe("urn:oasis:names:tc:SAML:2.0:nameid-format:persistent");
    expect(route.saml.entity_id).toMatch(/^https:\/\/app\.example\.com\//);
    expect(route.saml.assertion_consumer_service_url).toContain(route.id);
    expect(route.policy.inbound[0].actions[0]).toEqual({ type: "deny", config: { status_code: 403 } });
    expect(route.compression).toEqual({ enabled: true });
    // The same route through GET of the route and inside its edge.
    expect((await c.call("GET", `${routes()}/${route.id}`)).body).toEqual(route);
    expect((await c.call("GET", `/edges/https/${edge.id}`)).body.routes).toEqual([route]);
  });

  it("rejects each module's constraint violations, naming the member", async () => {
    const base = { match_type: "exact_path", match: "/x" };
    const bad: [object, string, number?][] = [
      [{ circuit_breaker: { num_buckets: 129 } }, "circuit_breaker.num_buckets"],
      [{ circuit_breaker: { error_threshold_percentage: 50 } }, "circuit_breaker.error_threshold_percentage"],
      [{ circuit_breaker: { tripped_duration: 4294967296 } }, "circuit_breaker.tripped_duration"],
      [{ oauth: { provider: { google: { client_id: "a" } } } }, "oauth.provider.google.client_secret"],
      [{ oauth: { provider: { google: { scopes: ["x"] } } } }, "oauth.provider.google.scopes"],
      [{ oauth: { provider: { google: {}, github: {} } } }, "oauth.provider"],
      [{ webhook_verification: { provider: "sns", secret: "s" } }, "webhook_verification.secret"],
      [{ webhook_verification: { provider: "stripe" } }, "webhook_verification.secret"],
      [{ webhook_verification: { provider: "nobody", secret: "s" } }, "webhook_verification.provider"],
      [{ saml: {} }, "saml.idp_metadata"],
      [{ oidc: { issuer: "i", client_id: "c" } }, "oidc.client_secret"],
      [{ policy: { inbound: [{ actions: [{ type: "explode" }] }] } }, "policy.inbound.0.actions.0.type"],
      [{ backend: { backend_id: "bkdtg_nope" } }, "backend.backend_id", 223],
      [{ ip_restriction: { ip_policy_ids: ["ipp_nope"] } }, "ip_restriction.ip_policy_ids", 223],
      [{ backend: null }, "backend"],
      [{ compression: { enabled: true, level: 9 } }, "compression.level"],
    ];
    for (const [body, field, code] of bad) {
      const r = await c.call("POST", routes(), { ...base, ...body });
      const e = expectError(r, 400, code ?? 400, field);
      expect(e.msg).not.toMatch(/whsec|csecret|secret-2/);
    }
    expectError(await c.call("POST", routes(), { match: "/" }), 400, 400, "match_type");
    expectError(await c.call("POST", "/edges/https/edghts_missing/routes", base), 404, 222);
    expect((await c.call("GET", `/edges/https/${edge.id}`)).body.routes).toEqual([]);
  });

  it("PATCH: members left out stay, a sent module replaces whole, null module is 400, edge_id must match", async () => {
    const route = (
      await c.call("POST", routes(), {
        match_type: "path_prefix",
        match: "/a",
        description: "d",
        circuit_breaker: { num_buckets: 5, rolling_window: 30 },
      })
    ).body;
    const r = await c.call("PATCH", `${routes()}/${route.id}`, {
      match: "/b",
      circuit_breaker: { volume_threshold: 7 },
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body.match).toBe("/b");
    expect(r.body.match_type).toBe("path_prefix");
    expect(r.body.description).toBe("d");
    // Replaced whole: rolling_window and num_buckets are back to their defaults.
    expect(r.body.circuit_breaker).toMatchObject({
      volume_threshold: 7,
      rolling_window: 10,
      num_buckets: 10,
    });
    expectError(
      await c.call("PATCH", `${routes()}/${route.id}`, { circuit_breaker: null }),
      400,
      400,
      "circuit_breaker",
    );
    expect(
      (await c.call("PATCH", `${routes()}/${route.id}`, { edge_id: edge.id, id: route.id, description: "" }))
        .body.description,
    ).toBe("");
    expectError(
      await c.call("PATCH", `${routes()}/${route.id}`, { edge_id: "edghts_other" }),
      400,
      400,
      "edge_id",
    );
    const other = (await c.call("POST", "/edges/https", {})).body;
    expectError(await c.call("GET", `/edges/https/${other.id}/routes/${route.id}`), 404, 222);
  });

  it("deleting an edge deletes its routes", async () => {
    const route = (await c.call("POST", routes(), { match_type: "path_prefix", match: "/" })).body;
    expect((await c.call("DELETE", `/edges/https/${edge.id}`)).status).toBe(204);
    expectError(await c.call("GET", `${routes()}/${route.id}`), 404, 222);
  });

  it("HTTPS edges: tls_termination default 1.2 at the edge; PATCH keeps hostports", async () => {
    const e = (
      await c.call("POST", "/edges/https", { hostports: ["a.example.com:443"], tls_termination: {} })
    ).body;
    expect(e.tls_termination).toEqual({ enabled: true, min_version: "1.2", terminate_at: "edge" });
    const p = (await c.call("PATCH", `/edges/https/${e.id}`, { description: "x" })).body;
    expect(p.hostports).toEqual(["a.example.com:443"]);
    expectError(
      await c.call("PATCH", `/edges/https/${e.id}`, { tls_termination: { terminate_at: "upstream" } }),
      400,
      400,
      "tls_termination.terminate_at",
    );
  });
});

describe("module endpoints", () => {
  it("every module of the catalog: PUT replaces whole, GET reads, DELETE removes, GET then 404", async () => {
    const route = (await c.call("POST", routes(), { match_type: "path_prefix", match: "/" })).body;
    const tlsEdge = (await c.call("POST", "/edges/tls", {})).body;
    const bodies: Record<string, Record<string, unknown>> = {
      ...modules,
      tls_termination: { min_version: "1.3" },
    };
    for (const def of moduleList) {
      const ownerPath =
        def.owner === "HttpsEdgeRoute"
          ? `${routes()}/${route.id}`
          : def.owner === "HttpsEdge"
            ? `/edges/https/${edge.id}`
            : `/edges/tls/${tlsEdge.id}`;
      const path = `${ownerPath}/${def.module}`;
      expectError(await c.call("GET", path), 404, 222);
      const put = await c.call("PUT", path, bodies[def.module]);
      expect(put.status, `${def.className}: ${put.text}`).toBe(200);
      expect(put.body.enabled, def.className).toBeDefined();
      expect((await c.call("GET", path)).body, def.className).toEqual(put.body);
      // The owner shows the same module.
      expect((await c.call("GET", ownerPath)).body[def.module], def.className).toEqual(put.body);
      // PUT replaces whole: a minimal body drops what the first one set.
      if (def.module === "request_headers") {
        const again = await c.call("PUT", path, { remove: ["A"] });
        expect(again.body).toEqual({ enabled: true, remove: ["a"] });
      }
      expectError(await c.call("PUT", path, { not_a_member: 1 }), 400, 400, "not_a_member");
      expect((await c.call("DELETE", path)).status).toBe(204);
      expect((await c.call("DELETE", path)).status).toBe(204);
      expectError(await c.call("GET", path), 404, 222);
      expect((await c.call("GET", ownerPath)).body[def.module], def.className).toBeNull();
    }
  });

  it("accepts the OpenAPI wrapper with matching ids and refuses different ones", async () => {
    const route = (await c.call("POST", routes(), { match_type: "path_prefix", match: "/" })).body;
    const path = `${routes()}/${route.id}/compression`;
    const ok = await c.call("PUT", path, { edge_id: edge.id, id: route.id, module: { enabled: false } });
    expect(ok.body).toEqual({ enabled: false });
    expectError(
      await c.call("PUT", path, { edge_id: edge.id, id: "edghtsrt_x", module: { enabled: true } }),
      400,
      400,
      "id",
    );
    expect((await c.call("GET", path)).body).toEqual({ enabled: false });
  });

  it("ip_restriction PUT answers Refs, refuses unknown policies with 223; TLS termination upstream rules", async () => {
    const route = (await c.call("POST", routes(), { match_type: "path_prefix", match: "/" })).body;
    const path = `${routes()}/${route.id}/ip_restriction`;
    const put = await c.call("PUT", path, { ip_policy_ids: [ids.ipPolicyId] });
    expect(put.body).toEqual({
      enabled: true,
      ip_policies: [{ id: ids.ipPolicyId, uri: `${c.server.url}/ip_policies/${ids.ipPolicyId}` }],
    });
    expectError(await c.call("PUT", path, { ip_policy_ids: ["ipp_gone"] }), 400, 223, "ip_policy_ids");
    expect((await c.call("GET", path)).body).toEqual(put.body);
    const tls = (await c.call("POST", "/edges/tls", {})).body;
    const tpath = `/edges/tls/${tls.id}/tls_termination`;
    expect((await c.call("PUT", tpath, { terminate_at: "upstream" })).body).toEqual({
      enabled: true,
      terminate_at: "upstream",
    });
    expectError(
      await c.call("PUT", tpath, { terminate_at: "upstream", min_version: "1.2" }),
      400,
      400,
      "min_version",
    );
    expectError(await c.call("PUT", tpath, { min_version: "2.0" }), 400, 219, "min_version");
    expectError(
      await c.call("PUT", `/edges/https/${edge.id}/tls_termination`, { terminate_at: "edge" }),
      400,
      400,
      "terminate_at",
    );
    expectError(await c.call("PUT", `${routes()}/edghtsrt_missing/compression`, {}), 404, 222);
  });
});
