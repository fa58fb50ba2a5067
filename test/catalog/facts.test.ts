import { describe, expect, it } from "vitest";
import { EVENT_SOURCE_TYPES, membersOf, moduleList, resourceList, walk } from "../../sdk/catalog";

/** Facts the server, the providers and the docs read from the catalog rather than from side tables. */
const kinds = new Set(resourceList.map((r) => r.kind));
const schemasOf = (r: (typeof resourceList)[number]) => [r.create, r.update, r.response];
const allSchemas = [
  ...resourceList.flatMap(schemasOf),
  ...moduleList.flatMap((m) => [m.request, m.response]),
];

describe("references", () => {
  const members = allSchemas.flatMap((schema) => {
    const found: { path: string; references?: string; requestAs?: string }[] = [];
    walk(schema, (m) => {
      if (m.flags.references || m.flags.requestAs) found.push({ path: m.wirePath.join("."), ...m.flags });
    });
    return found;
  });

  it("every member that names other objects says which kind, and that kind exists", () => {
    expect(members.length).toBeGreaterThan(8);
    for (const m of members)
      expect({ path: m.path, known: kinds.has(m.references ?? "") }).toEqual({
        path: m.path,
        known: true,
      });
  });

  it("the request members behind each response Ref reference the same kind", () => {
    const byName = new Map(members.filter((m) => !m.requestAs).map((m) => [m.path.split(".").pop(), m]));
    for (const ref of members.filter((m) => m.requestAs))
      expect([ref.path, byName.get(ref.requestAs)?.references]).toEqual([ref.path, ref.references]);
  });

  it("names the collections of the contract: backends, IP policies, event destinations", () => {
    expect([...new Set(members.map((m) => m.references))].sort()).toEqual([
      "event_destination",
      "ip_policy",
      "tunnel_group_backend",
    ]);
  });
});

describe("events", () => {
  it("exactly the ten kinds of docs/contract.md §2 emit events; tunnels and event subscriptions none", () => {
    expect(
      resourceList
        .filter((r) => r.emitsEvents)
        .map((r) => r.kind)
        .sort(),
    ).toEqual(
      [
        "api_key",
        "reserved_addr",
        "ssh_certificate_authority",
        "ip_policy",
        "ip_policy_rule",
        "https_edge",
        "https_edge_route",
        "tls_edge",
        "tunnel_group_backend",
        "event_destination",
      ].sort(),
    );
    expect(resourceList.filter((r) => !r.emitsEvents).map((r) => r.kind)).toEqual([
      "tunnel",
      "event_subscription",
    ]);
  });

  it("subscriptions accept the three events of each, and the two traffic events", () => {
    expect(EVENT_SOURCE_TYPES).toHaveLength(10 * 3 + 2);
    expect(EVENT_SOURCE_TYPES).toContain("https_edge_route_deleted.v0");
    expect(EVENT_SOURCE_TYPES).toContain("tcp_connection_closed.v0");
    expect(EVENT_SOURCE_TYPES).not.toContain("tunnel_created.v0");
    expect(EVENT_SOURCE_TYPES).not.toContain("event_subscription_created.v0");
  });
});

describe("lifecycle facts", () => {
  it("only the API key cannot be adopted (its token is only in the create answer)", () => {
    expect(resourceList.filter((r) => r.adoptable === false).map((r) => r.className)).toEqual(["ApiKey"]);
  });

  it("only tunnels have no public create", () => {
    expect(resourceList.filter((r) => !r.operations.includes("create")).map((r) => r.kind)).toEqual([
      "tunnel",
    ]);
  });

  it("the modules that carry traffic are the backends, one per owner that has one", () => {
    const traffic = moduleList.filter((m) => m.carriesTraffic);
    expect(traffic.map((m) => `${m.owner}.${m.module}`).sort()).toEqual([
      "HttpsEdgeRoute.backend",
      "TlsEdge.backend",
    ]);
  });
});

describe("module defaults", () => {
  /** module name → member → the default the service stores when a request leaves it out. */
  const defaults = new Map(
    moduleList.map((m) => [
      m.module,
      Object.fromEntries(
        membersOf(m.request)
          .filter((x) => x.flags.serviceDefault !== undefined)
          .map((x) => [x.wireName, x.flags.serviceDefault]),
      ),
    ]),
  );

  it("every module is enabled unless the request says otherwise", () => {
    for (const [name, d] of defaults) expect([name, d.enabled]).toEqual([name, true]);
  });

  it("are the values of docs/contract.md §2", () => {
    expect(defaults.get("circuit_breaker")).toEqual({
      enabled: true,
      tripped_duration: 10,
      rolling_window: 10,
      num_buckets: 10,
      volume_threshold: 20,
      error_threshold_percentage: 0.5,
    });
    for (const name of ["oauth", "oidc"])
      expect(defaults.get(name)).toEqual({ enabled: true, cookie_prefix: "edge." });
    expect(defaults.get("saml")).toEqual({
      enabled: true,
      cookie_prefix: "edge.",
      nameid_format: "urn:oasis:names:tc:SAML:2.0:nameid-format:persistent",
    });
    expect(defaults.get("compression")).toEqual({ enabled: true });
    expect(defaults.get("tls_termination")).toEqual({
      enabled: true,
      terminate_at: "edge",
      min_version: "1.2",
    });
  });

  it("each defaulted member says so in its description", () => {
    for (const schema of moduleList.map((m) => m.request))
      walk(schema, (m) => {
        if (m.flags.serviceDefault !== undefined)
          expect([m.wirePath.join("."), /default/.test(m.description ?? "")]).toEqual([
            m.wirePath.join("."),
            true,
          ]);
      });
  });
});
