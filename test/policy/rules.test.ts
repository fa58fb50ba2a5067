import { describe, expect, it } from "vitest";
import { analyzeAll, analyzeResource, analyzeStack, packConfig, RULES } from "../../provider/policy-pack";
import type { PolicyResource } from "../../provider/policy/types";
import { backend, oauth, res, route, routeUrn, secret, UNKNOWN } from "./resources";

/**
 * Each rule of the tunnels policy pack on a violating resource and its compliant twin, for both providers'
 * tokens where the rule reads a member the TypeScript classes mark secret as a whole.
 */
const config = packConfig({ all: "mandatory" });
const rulesOf = (resource: PolicyResource) => analyzeResource(resource, config).map((d) => d.rule);
const stackRules = (resources: PolicyResource[]) =>
  analyzeStack(resources, config).map(
    (d) => `${d.rule} ${d.resource.name}${d.undecided ? " (undecided)" : ""}`,
  );

describe("the rules of one resource", () => {
  it("tls-min-version: an edge's or a module's minVersion below 1.2 violates, 1.2 and left out pass", () => {
    expect(rulesOf(res("HttpsEdge", "old", { tlsTermination: { minVersion: "1.1" } }))).toEqual([
      "tls-min-version",
    ]);
    expect(rulesOf(res("TlsEdgeTlsTermination", "old", { edgeId: "e", minVersion: "1.0" }))).toEqual([
      "tls-min-version",
    ]);
    expect(rulesOf(res("HttpsEdge", "ok", { tlsTermination: { minVersion: "1.2" } }))).toEqual([]);
    expect(rulesOf(res("HttpsEdge", "default", { tlsTermination: {} }))).toEqual([]);
    const strict = packConfig({ "tls-min-version": { minVersion: "1.3" } });
    const d = analyzeResource(res("HttpsEdge", "ok", { tlsTermination: { minVersion: "1.2" } }), strict);
    expect(d.map((x) => x.message)).toEqual([
      expect.stringMatching(
        /^tlsTermination\.minVersion is "1\.2": TLS older than 1\.3 is accepted\. Remediation: /,
      ),
    ]);
  });

  it("ip-rule-not-whole-internet: an allow rule of /0 (v4 or v6, any spelling) violates; deny and narrow pass", () => {
    for (const cidr of ["0.0.0.0/0", "::/0", "0::0/0"])
      expect(rulesOf(res("IpPolicyRule", "world", { cidr, action: "allow", ipPolicyId: "ipp_1" }))).toContain(
        "ip-rule-not-whole-internet",
      );
    expect(
      rulesOf(res("IpPolicyRule", "deny", { cidr: "0.0.0.0/0", action: "deny", ipPolicyId: "ipp_1" })),
    ).toEqual([]);
    expect(
      rulesOf(res("IpPolicyRule", "office", { cidr: "203.0.113.0/24", action: "allow", ipPolicyId: "p" })),
    ).toEqual([]);
  });

  it("ip-rule-min-prefix: an allow rule broader than the minimum violates (not /0, which has its own rule)", () => {
    expect(
      rulesOf(res("IpPolicyRule", "wide", { cidr: "10.0.0.0/7", action: "allow", ipPolicyId: "p" })),
    ).toEqual(["ip-rule-min-prefix"]);
    expect(
      rulesOf(res("IpPolicyRule", "v6", { cidr: "2001:db8::/16", action: "allow", ipPolicyId: "p" })),
    ).toEqual(["ip-rule-min-prefix"]);
    expect(
      rulesOf(res("IpPolicyRule", "ok", { cidr: "10.0.0.0/8", action: "allow", ipPolicyId: "p" })),
    ).toEqual([]);
  });

  it("credential-has-description: an API key without one (or blank) violates", () => {
    expect(rulesOf(res("ApiKey", "nobody", {}))).toEqual(["credential-has-description"]);
    expect(rulesOf(res("ApiKey", "blank", { description: "  " }))).toEqual(["credential-has-description"]);
    expect(rulesOf(res("ApiKey", "ci", { description: "CI deploys, team platform" }))).toEqual([]);
    expect(rulesOf(res("IpPolicy", "no-description", {}))).toEqual([]);
  });

  it("event-target-allowed: a kind outside allowedTargets violates; by default every kind is allowed", () => {
    const datadog = res("EventDestination", "dd", { target: { datadog: { apiKey: secret("k") } } });
    const onlyAws = packConfig({
      "event-target-allowed": { allowedTargets: ["firehose", "kinesis", "cloudwatchLogs"] },
    });
    expect(analyzeResource(datadog, onlyAws).map((d) => d.rule)).toEqual(["event-target-allowed"]);
    expect(analyzeResource(datadog, packConfig()).map((d) => d.rule)).toEqual([]);
    const role = { role: { roleArn: "arn:aws:iam::1:role/r" } };
    const kinesis = res("EventDestination", "k", { target: { kinesis: { auth: role, streamArn: "arn:s" } } });
    expect(analyzeResource(kinesis, onlyAws)).toEqual([]);
    // The TypeScript classes send a member that holds a secret as one secret: the rule looks inside.
    const tsDatadog = res(
      "EventDestination",
      "dd",
      { target: secret({ datadog: { apiKey: "k" } }) },
      { ts: true },
    );
    expect(analyzeResource(tsDatadog, onlyAws).map((d) => d.rule)).toEqual(["event-target-allowed"]);
  });

  it("no-long-lived-cloud-keys: creds violate, a role passes; the secret key is never quoted", () => {
    const creds = { creds: { awsAccessKeyId: "AKIA1", awsSecretAccessKey: secret("sk-very-secret") } };
    const d = analyzeResource(
      res("EventDestination", "c", { target: { firehose: { auth: creds, deliveryStreamArn: "a" } } }),
      config,
    );
    expect(d.map((x) => x.rule)).toEqual(["no-long-lived-cloud-keys"]);
    expect(JSON.stringify(d.map((x) => x.message))).not.toContain("sk-very-secret");
    const role = { role: { roleArn: "arn:aws:iam::1:role/r" } };
    expect(
      rulesOf(res("EventDestination", "r", { target: { firehose: { auth: role, deliveryStreamArn: "a" } } })),
    ).toEqual([]);
  });

  it("sign-in-restricts-users: OAuth or SAML naming nobody violates, inline and as its own resource", () => {
    expect(rulesOf(route("open-oauth", { match: "/a", backend, oauth: oauth({}) }))).toEqual([
      "sign-in-restricts-users",
    ]);
    expect(
      rulesOf(
        route("gh", { match: "/a", backend, oauth: { provider: { github: { organizations: ["acme"] } } } }),
      ),
    ).toEqual([]);
    expect(
      rulesOf(res("HttpsEdgeRouteSaml", "saml", { edgeId: "e", routeId: "r", idpMetadata: "<x/>" })),
    ).toEqual(["sign-in-restricts-users"]);
    expect(
      rulesOf(
        res("HttpsEdgeRouteSaml", "saml", {
          edgeId: "e",
          routeId: "r",
          idpMetadata: "<x/>",
          authorizedGroups: ["ops"],
        }),
      ),
    ).toEqual([]);
    // OIDC has no list of its own to narrow with: the rule does not apply.
    const oidc = { issuer: "https://id", clientId: "c", clientSecret: secret("s") };
    expect(rulesOf(route("oidc", { match: "/a", backend, oidc }))).toEqual([]);
    // A module turned off guards nothing and is not judged.
    expect(rulesOf(route("off", { match: "/a", backend, oauth: { ...oauth({}), enabled: false } }))).toEqual(
      [],
    );
  });

  it("an unknown value is advisory 'cannot check until deploy', never a mandatory violation", () => {
    const d = analyzeResource(
      res("IpPolicyRule", "later", { cidr: UNKNOWN, action: "allow", ipPolicyId: "p" }),
      config,
    );
    expect(d.map((x) => [x.rule, x.level, x.undecided])).toEqual([
      ["ip-rule-not-whole-internet", "advisory", true],
    ]);
    expect(d[0].message).toMatch(/^cannot check cidr until deploy/);
  });
});

describe("the stack rules", () => {
  it("ingress-requires-auth: a route with no sign-in and no IP restriction violates, unless listed public", () => {
    const resources = [
      route("open", { match: "/open", backend }),
      route("signed", { match: "/in", backend, oauth: oauth() }),
      route("office", { match: "/office", backend, ipRestriction: { ipPolicyIds: [UNKNOWN] } }),
      route("landing", { match: "/", backend }),
    ];
    expect(stackRules(resources)).toEqual(["ingress-requires-auth open", "ingress-requires-auth landing"]);
    const pub = packConfig({ all: "mandatory", "ingress-requires-auth": { publicResources: ["landing"] } });
    expect(analyzeStack(resources, pub).map((d) => d.resource.name)).toEqual(["open"]);
  });

  it("ingress-requires-auth: a module declared as its own resource guards its route, by id or by URN", () => {
    const byUrn = res(
      "HttpsEdgeRouteIpRestriction",
      "office-ips",
      { edgeId: UNKNOWN, routeId: UNKNOWN, ipPolicyIds: [UNKNOWN] },
      { propertyDependencies: { routeId: [routeUrn("by-urn")] } },
    );
    const byId = res("HttpsEdgeRouteOidc", "sso", {
      edgeId: "e",
      routeId: "edghtsrt_2",
      issuer: "i",
      clientId: "c",
    });
    const resources = [
      route("by-urn", { match: "/a", backend }),
      { ...route("by-id", { match: "/b", backend }), id: "edghtsrt_2" },
      byUrn,
      byId,
      route("alone", { match: "/c", backend }),
    ];
    expect(stackRules(resources)).toEqual(["ingress-requires-auth alone"]);
    // A TLS edge is guarded only by an IP restriction.
    expect(stackRules([res("TlsEdge", "raw", { backend })])).toEqual(["ingress-requires-auth raw"]);
    expect(
      stackRules([res("TlsEdge", "raw", { backend, ipRestriction: { ipPolicyIds: ["ipp_1"] } })]),
    ).toEqual([]);
  });

  it("ingress-requires-auth: a module whose route cannot be told makes it advisory, not a violation", () => {
    const lost = res("HttpsEdgeRouteOauth", "lost", { edgeId: UNKNOWN, routeId: UNKNOWN, ...oauth() });
    const d = analyzeStack([route("r", { match: "/a", backend }), lost], config);
    expect(d.map((x) => [x.rule, x.level, x.undecided])).toEqual([
      ["ingress-requires-auth", "advisory", true],
    ]);
  });

  it("webhook-verified: a webhook path without verification violates; inline or own-resource verification passes", () => {
    const verification = { provider: "github", secret: secret("whsec") };
    const own = res(
      "HttpsEdgeRouteWebhookVerification",
      "gh-verify",
      { edgeId: UNKNOWN, routeId: UNKNOWN, ...verification },
      { propertyDependencies: { routeId: [routeUrn("hooks-own")] } },
    );
    const resources = [
      route("hooks", { match: "/webhooks/github", backend, ipRestriction: { ipPolicyIds: ["p"] } }),
      route("hooks-inline", { match: "/hook", backend, webhookVerification: verification }),
      route("hooks-own", { match: "/hooks/x", backend }),
      own,
      route("app", { match: "/app", backend, oauth: oauth() }),
    ];
    const only = packConfig({ all: "disabled", "webhook-verified": "mandatory" });
    expect(analyzeStack(resources, only).map((d) => d.resource.name)).toEqual(["hooks"]);
    const custom = packConfig({
      all: "disabled",
      "webhook-verified": { enforcementLevel: "mandatory", webhookPaths: ["^/app"] },
    });
    expect(analyzeStack(resources, custom).map((d) => d.resource.name)).toEqual(["app"]);
    // The TypeScript classes send a member holding a secret as one secret: still found.
    const ts = route(
      "ts-hooks",
      { match: "/webhook", backend, webhookVerification: secret(verification) },
      "web",
      true,
    );
    expect(analyzeStack([ts], only)).toEqual([]);
    expect(JSON.stringify(analyzeStack(resources, only))).not.toContain("whsec");
  });

  it("unique-route-match: two routes of one edge with the same match both violate; another edge or type passes", () => {
    const resources = [
      route("first", { match: "/api", oauth: oauth() }),
      route("second", { match: "/api", oauth: oauth() }),
      route("exact", { match: "/api", matchType: "exact_path", oauth: oauth() }),
      route("other-edge", { match: "/api", oauth: oauth() }, "admin"),
    ];
    const only = packConfig({ all: "disabled", "unique-route-match": "mandatory" });
    const d = analyzeStack(resources, only);
    expect(d.map((x) => x.resource.name)).toEqual(["first", "second"]);
    expect(d[1].message).toContain('is also "first"\'s');
  });

  it("a match marked secret is never quoted, a long one is cut", () => {
    const only = packConfig({
      all: "disabled",
      "webhook-verified": "mandatory",
      "unique-route-match": "mandatory",
    });
    const hidden = secret("/hooks/hidden-s3cr3t");
    const d = analyzeStack([route("a", { match: hidden }), route("b", { match: hidden })], only);
    expect(d.map((x) => x.rule).sort()).toEqual([
      "unique-route-match",
      "unique-route-match",
      "webhook-verified",
      "webhook-verified",
    ]);
    expect(JSON.stringify(d.map((x) => x.message))).not.toContain("hidden-s3cr3t");
    const long = `/hooks/${"x".repeat(5000)}`;
    const [message] = analyzeStack([route("c", { match: long })], only).map((x) => x.message);
    expect(message).toContain("(5,007 characters)");
    expect(message.length).toBeLessThan(600);
  });

  it("analyzeAll gives each resource's and the stack's diagnostics; disabled rules say nothing", () => {
    const resources = [res("ApiKey", "k", {}), route("open", { match: "/o", backend })];
    expect(analyzeAll(resources, config).map((d) => d.rule)).toEqual([
      "credential-has-description",
      "ingress-requires-auth",
    ]);
    expect(analyzeAll(resources, packConfig({ all: "disabled" }))).toEqual([]);
  });
});

describe("the pack's config", () => {
  it("every rule has a kebab-case name, a description, a remediation and a level", () => {
    for (const r of RULES) {
      expect(r.name).toMatch(/^[a-z]+(-[a-z0-9]+)*$/);
      expect(r.description.length).toBeGreaterThan(20);
      expect(r.remediation.length).toBeGreaterThan(20);
    }
    expect(new Set(RULES.map((r) => r.name)).size).toBe(RULES.length);
  });

  it("refuses unknown rules, unknown settings, wrong values and remediate, naming them", () => {
    expect(() => packConfig({ "tls-minimum": "mandatory" })).toThrow(
      /has no rule tls-minimum; its rules are tls-min-version, /,
    );
    expect(() => packConfig({ "tls-min-version": { min: "1.2" } })).toThrow(
      /tls-min-version has no setting min; its settings are minVersion/,
    );
    expect(() => packConfig({ "unique-route-match": { x: 1 } })).toThrow(/it has no settings/);
    expect(() => packConfig({ "tls-min-version": { minVersion: "1.5" } })).toThrow(
      /must be one of 1\.0, 1\.1, 1\.2, 1\.3/,
    );
    expect(() => packConfig({ "event-target-allowed": { allowedTargets: ["sqs"] } })).toThrow(
      /has sqs: each must be one of/,
    );
    expect(() => packConfig({ all: "remediate" })).toThrow(/use mandatory/);
    expect(() => packConfig({ "webhook-verified": { webhookPaths: ["(["] } })).toThrow(
      /is not a regular expression/,
    );
  });

  it("takes levels from all, then each rule; settings default from the schema", () => {
    const c = packConfig({ all: "advisory", "tls-min-version": { enforcementLevel: "disabled" } });
    expect(c["tls-min-version"].enforcementLevel).toBe("disabled");
    expect(c["unique-route-match"].enforcementLevel).toBe("advisory");
    expect(packConfig()["ip-rule-min-prefix"]).toEqual({
      enforcementLevel: "advisory",
      settings: { minPrefixV4: 8, minPrefixV6: 32 },
    });
  });
});
