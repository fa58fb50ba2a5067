import { describe, expect, it } from "vitest";
import {
  EVENT_SOURCE_TYPES,
  MATCH_TYPES,
  POLICY_ACTION_TYPES,
  REGIONS,
  SAML_NAMEID_FORMATS,
  TLS_VERSIONS,
  TUNNEL_PROTOS,
  type VisitedMember,
} from "../../catalog";
import { expectAccepted, expectRejected } from "./expect-issues";
import { ABSENT, buildWith, membersWhere, requestSchemas } from "./samples";

/** Closed sets and formats: every listed value passes, near misses fail, on every schema with the member. */

interface ValueSet {
  name: string;
  pick: (m: VisitedMember) => boolean;
  ok: readonly unknown[];
  bad: readonly unknown[];
}

const named = (wire: string, parent?: string) => (m: VisitedMember) =>
  m.wireName === wire && (parent === undefined || m.wirePath.at(-2) === parent);

const SETS: ValueSet[] = [
  { name: "region", pick: named("region"), ok: REGIONS, bad: ["xx", "", "europe", 1] },
  { name: "match_type", pick: named("match_type"), ok: MATCH_TYPES, bad: ["prefix", "regex", ""] },
  {
    name: "SAML nameid_format",
    pick: named("nameid_format"),
    ok: SAML_NAMEID_FORMATS,
    bad: ["urn:oasis:names:tc:SAML:2.0:nameid-format:kerberos", "persistent", ""],
  },
  {
    name: "policy action type",
    pick: named("type", "actions"),
    ok: POLICY_ACTION_TYPES,
    bad: ["allow", "add_headers", "Deny", ""],
  },
  {
    name: "event subscription source type",
    pick: named("type", "sources"),
    ok: EVENT_SOURCE_TYPES,
    bad: ["api_key_created.v1", "tunnel_created.v0", "http_request_complete", ""],
  },
  {
    name: "CIDR (v4 up to /32, v6 up to /128)",
    pick: named("cidr"),
    ok: ["10.0.0.0/32", "0.0.0.0/0", "192.168.1.0/24", "2001:db8::/128", "::/0", "2001:DB8::/32"],
    bad: ["10.0.0.0/33", "2001:db8::/129", "10.0.0.0", "10.0.0.0/8/8", "300.0.0.0/8", "10.0.0.0/-1", "x/8"],
  },
  { name: "TLS min_version", pick: named("min_version"), ok: TLS_VERSIONS, bad: ["1.4", "TLS1.2", 1.2] },
  { name: "terminate_at", pick: named("terminate_at"), ok: ["edge", "upstream"], bad: ["origin", "EDGE"] },
  { name: "event destination format", pick: named("format"), ok: ["json", "JSON", "Json"], bad: ["xml", ""] },
  { name: "IP policy rule action", pick: named("action"), ok: ["allow", "deny"], bad: ["block", "ALLOW"] },
  { name: "tunnel proto", pick: named("proto"), ok: TUNNEL_PROTOS, bad: ["udp", "HTTP"] },
  {
    name: "host:port",
    pick: (m) => m.wireName === "hostports",
    ok: [["example.com:443"], ["a.b-c.example:1"], ["example.com:65535"]],
    bad: [
      ["example.com"],
      ["example.com:port"],
      ["https://example.com:443"],
      ["example.com:0"],
      ["example.com:65536"],
    ],
  },
];

const cases = SETS.flatMap((set) =>
  requestSchemas.flatMap(({ name, schema }) =>
    membersWhere(schema, set.pick).map((member) => ({
      title: `${set.name}: ${name} ${member.wirePath.join(".")}`,
      set,
      schema,
      member,
    })),
  ),
);

describe.each(cases)("$title", ({ set, schema, member }) => {
  it("accepts every listed value", () => {
    for (const value of set.ok)
      expectAccepted(
        schema,
        buildWith(schema, member.wirePath, () => value),
      );
  });
  it.each(set.bad.map((v) => [v]))("rejects %j, naming the member", (value) => {
    const built = buildWith(schema, member.wirePath, () => value);
    // hostports: a bad item is reported at its index
    const path = member.shape === "list" ? [...built.issuePath, 0] : built.issuePath;
    expectRejected(schema, built, {
      path,
      secretText: member.flags.secret && typeof value === "string" ? value : undefined,
    });
  });
});

describe("set coverage", () => {
  it("finds every set on at least one request schema", () => {
    for (const set of SETS) expect(cases.filter((c) => c.set === set).length, set.name).toBeGreaterThan(0);
  });
});

const required = requestSchemas.flatMap(({ name, schema }) =>
  membersWhere(schema, (m) => !m.optional).map((member) => ({
    title: `${name} ${member.wirePath.join(".")}`,
    schema,
    member,
  })),
);

describe("required members", () => {
  it.each(required)("$title is required", ({ schema, member }) => {
    expectRejected(
      schema,
      buildWith(schema, member.wirePath, () => ABSENT),
    );
  });

  it.each([
    ["HttpsEdgeRouteOidc request", ["client_id", "client_secret", "issuer"]],
    ["HttpsEdgeRouteSaml request", ["idp_metadata"]],
    ["HttpsEdgeRoute create", ["match", "match_type"]],
    ["HttpsEdgeRoute update", []],
    ["HttpsEdgeRouteWebhookVerification request", ["provider"]],
    ["EventDestination create", ["target"]],
    ["IpPolicyRule create", ["action", "cidr", "ip_policy_id"]],
  ])("%s requires exactly %j at the top", (name, members) => {
    const schema = requestSchemas.find((s) => s.name === name)!.schema;
    const top = membersWhere(schema, (m) => !m.optional && m.wirePath.length === 1).map((m) => m.wireName);
    expect(top.sort()).toEqual(members);
  });
});
