/**
 * A violation and its compliant twin for every rule of the tunnels pack, as the engine sends them to an analyzer:
 * the plugin's type tokens (`tunnels:index:…`) with each secret wrapped at its own path, an id not known during
 * preview as the engine's sentinel with the owner's URN in the property dependencies. `asTypeScriptClasses` turns
 * a case into what the TypeScript classes send. The pack's config the cases assume is `CONFIG`.
 */
import type { PolicyResource } from "../../provider/policy/types";
import { UNKNOWN } from "../../provider/base/values";

export { UNKNOWN };

const SIG = "4dabf18193072939515e22adb298388d";
const SECRET = "1b47061264138c4ac30d75fd1eb44270";
export const wrapSecret = (value: unknown) => ({ [SIG]: SECRET, value });

/** Values marked secret in the cases: no message may quote one. */
export const SECRET_VALUES = [
  "whsec-twin-0001",
  "dd-api-key-twin-0002",
  "aws-secret-twin-0003",
  "oidc-twin-0004",
];

export interface Twin {
  rule: string;
  case: "violation" | "compliant";
  /** The resources sent (each to Analyze, all together to AnalyzeStack). */
  resources: PolicyResource[];
  /** The resources the rule must name in the violation (by name). */
  subjects: string[];
}

/** The pack's config of the cases: event destinations may deliver to the cloud kinds only. */
export const CONFIG = {
  "event-target-allowed": { allowedTargets: ["firehose", "kinesis", "cloudwatchLogs"] },
} as const;

const urnOf = (cls: string, name: string) => `urn:pulumi:ci::twins::tunnels:index:${cls}::${name}`;
const made = (
  cls: string,
  name: string,
  props: Record<string, unknown>,
  deps?: Record<string, string[]>,
) => ({
  type: `tunnels:index:${cls}`,
  name,
  urn: urnOf(cls, name),
  props,
  ...(deps ? { propertyDependencies: deps } : {}),
});

const EDGE = made("HttpsEdge", "site", { hostports: ["app.example.com:443"] });
const onEdge = (name: string, props: Record<string, unknown>) =>
  made(
    "HttpsEdgeRoute",
    name,
    { edgeId: UNKNOWN, matchType: "path_prefix", backend: { backendId: "bkdtg_twin" }, ...props },
    { edgeId: [EDGE.urn] },
  );
const OFFICE = { ipRestriction: { ipPolicyIds: [UNKNOWN] } };
const cloud = (auth: Record<string, unknown>) => ({
  kinesis: { streamArn: "arn:aws:kinesis:eu:1:stream/s", auth },
});
const ROLE = { role: { roleArn: "arn:aws:iam::1:role/events" } };
const CREDS = { creds: { awsAccessKeyId: "AKIATWIN", awsSecretAccessKey: wrapSecret(SECRET_VALUES[2]) } };

const pair = (
  rule: string,
  subject: string | string[],
  violation: PolicyResource[],
  compliant: PolicyResource[],
): Twin[] => {
  const subjects = typeof subject === "string" ? [subject] : subject;
  return [
    { rule, case: "violation", resources: violation, subjects },
    { rule, case: "compliant", resources: compliant, subjects },
  ];
};

export const TWINS: Twin[] = [
  ...pair(
    "tls-min-version",
    "site",
    [made("HttpsEdge", "site", { hostports: ["a.example.com:443"], tlsTermination: { minVersion: "1.0" } })],
    [made("HttpsEdge", "site", { hostports: ["a.example.com:443"], tlsTermination: { minVersion: "1.2" } })],
  ),
  ...pair(
    "tls-min-version",
    "edge-tls",
    [made("HttpsEdgeTlsTermination", "edge-tls", { edgeId: UNKNOWN, minVersion: "1.1" })],
    [made("HttpsEdgeTlsTermination", "edge-tls", { edgeId: UNKNOWN, minVersion: "1.3" })],
  ),
  ...pair(
    "ip-rule-not-whole-internet",
    "anyone",
    [made("IpPolicyRule", "anyone", { ipPolicyId: UNKNOWN, cidr: "::/0", action: "allow" })],
    [made("IpPolicyRule", "anyone", { ipPolicyId: UNKNOWN, cidr: "::/0", action: "deny" })],
  ),
  ...pair(
    "ip-rule-min-prefix",
    "wide",
    [made("IpPolicyRule", "wide", { ipPolicyId: UNKNOWN, cidr: "10.0.0.0/7", action: "allow" })],
    [made("IpPolicyRule", "wide", { ipPolicyId: UNKNOWN, cidr: "10.0.0.0/8", action: "allow" })],
  ),
  ...pair(
    "credential-has-description",
    "ci-key",
    [made("ApiKey", "ci-key", { description: "  " })],
    [made("ApiKey", "ci-key", { description: "CI deploys, platform team" })],
  ),
  ...pair(
    "event-target-allowed",
    "audit",
    [made("EventDestination", "audit", { target: { datadog: { apiKey: wrapSecret(SECRET_VALUES[1]) } } })],
    [made("EventDestination", "audit", { target: cloud(ROLE) })],
  ),
  ...pair(
    "no-long-lived-cloud-keys",
    "stream",
    [made("EventDestination", "stream", { target: cloud(CREDS) })],
    [made("EventDestination", "stream", { target: cloud(ROLE) })],
  ),
  ...pair(
    "sign-in-restricts-users",
    "portal",
    [EDGE, onEdge("portal", { match: "/app", oauth: { provider: { google: {} } } })],
    [
      EDGE,
      onEdge("portal", { match: "/app", oauth: { provider: { google: { emailDomains: ["example.com"] } } } }),
    ],
  ),
  ...pair(
    "ingress-requires-auth",
    "admin",
    [EDGE, onEdge("admin", { match: "/admin" })],
    [
      EDGE,
      onEdge("admin", { match: "/admin" }),
      made(
        "HttpsEdgeRouteIpRestriction",
        "admin-office",
        { edgeId: UNKNOWN, routeId: UNKNOWN, ipPolicyIds: [UNKNOWN] },
        { edgeId: [EDGE.urn], routeId: [urnOf("HttpsEdgeRoute", "admin")] },
      ),
    ],
  ),
  ...pair(
    "webhook-verified",
    "hooks",
    [EDGE, onEdge("hooks", { match: "/hooks/github", ...OFFICE })],
    [
      EDGE,
      onEdge("hooks", {
        match: "/hooks/github",
        ...OFFICE,
        webhookVerification: { provider: "github", secret: wrapSecret(SECRET_VALUES[0]) },
      }),
    ],
  ),
  ...pair(
    "unique-route-match",
    // Both routes of the clash are named.
    ["admin", "admin-again"],
    [
      EDGE,
      onEdge("admin", { match: "/admin", ...OFFICE }),
      onEdge("admin-again", { match: "/admin", ...OFFICE }),
    ],
    [
      EDGE,
      onEdge("admin", { match: "/admin", ...OFFICE }),
      onEdge("admin-again", { match: "/adm", ...OFFICE }),
    ],
  ),
];

/** An unknown value a rule needs: advisory "cannot check until deploy" on both sides, never mandatory. */
export const UNDECIDED: PolicyResource[] = [made("ApiKey", "later", { description: UNKNOWN })];

const isWrapped = (v: unknown): v is { value: unknown } =>
  typeof v === "object" && v !== null && (v as Record<string, unknown>)[SIG] === SECRET;
const holdsSecret = (v: unknown): boolean =>
  isWrapped(v) || (typeof v === "object" && v !== null && Object.values(v).some(holdsSecret));
export const unwrapped = (v: unknown): unknown =>
  isWrapped(v)
    ? unwrapped(v.value)
    : Array.isArray(v)
      ? v.map(unwrapped)
      : typeof v === "object" && v !== null
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, unwrapped(x)]))
        : v;

/**
 * The same resources as the TypeScript classes send them: the dynamic provider's type token, and a top-level
 * member that holds a secret secret as a whole (the dynamic protocol names top-level outputs only).
 */
export function asTypeScriptClasses(resources: readonly PolicyResource[]): PolicyResource[] {
  const dynamicOf = (s: string) => s.replaceAll("tunnels:index:", "pulumi-nodejs:dynamic/tunnels:");
  return resources.map((r) => ({
    ...r,
    type: dynamicOf(r.type),
    urn: dynamicOf(r.urn ?? ""),
    props: Object.fromEntries(
      Object.entries(r.props).map(([k, v]) => [k, holdsSecret(v) ? wrapSecret(unwrapped(v)) : v]),
    ),
    ...(r.propertyDependencies
      ? {
          propertyDependencies: Object.fromEntries(
            Object.entries(r.propertyDependencies).map(([k, urns]) => [k, urns.map(dynamicOf)]),
          ),
        }
      : {}),
  }));
}
