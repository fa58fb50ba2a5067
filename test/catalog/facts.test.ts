import { describe, expect, it } from "vitest";
import { EVENT_SOURCE_TYPES, membersOf, moduleList, resourceList, walk } from "../../catalog";

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
  // Which kinds emit events is the contract's (docs/contract.md §2): test/catalog/contract-doc.test.ts.
  it("subscriptions accept the three events of each emitting kind, and the two traffic events", () => {
    for (const r of resourceList)
      for (const event of ["created", "updated", "deleted"])
        expect(EVENT_SOURCE_TYPES.includes(`${r.kind}_${event}.v0`), `${r.kind}_${event}.v0`).toBe(
          r.emitsEvents,
        );
    expect(EVENT_SOURCE_TYPES).toContain("tcp_connection_closed.v0");
    expect(EVENT_SOURCE_TYPES).toContain("http_request_complete.v0");
  });

  it("are built once, complete, and cannot be changed by an importer", () => {
    expect(Object.isFrozen(EVENT_SOURCE_TYPES)).toBe(true);
    const subscriptionTypes = resourceList.find((r) => r.clientName === "eventSubscriptions")!;
    const ok = { sources: [{ type: EVENT_SOURCE_TYPES[0] }] };
    expect(subscriptionTypes.create.safeParse(ok).success).toBe(true);
    expect(subscriptionTypes.create.safeParse({ sources: [{ type: "nothing_created.v0" }] }).success).toBe(
      false,
    );
  });
});

describe("module facts", () => {
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
