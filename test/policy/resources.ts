/**
 * Resources as the engine gives them to a policy, for the rule tests: both providers' type tokens, secrets wrapped
 * as the engine marks them, the unknown sentinel, and the links of a module declared as its own resource.
 */
import type { PolicyResource } from "../../provider/policy/types";
import { UNKNOWN } from "../../provider/base/values";

export { UNKNOWN };

export const secret = (value: unknown) => ({
  "4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270",
  value,
});

const plugin = (cls: string) => `tunnels:index:${cls}`;
const dynamic = (cls: string) => `pulumi-nodejs:dynamic/tunnels:${cls}`;
const urn = (cls: string, name: string) => `urn:pulumi:dev::policy::${plugin(cls)}::${name}`;

/** A resource of the plugin (YAML, Python, Go, Java), or of the TypeScript classes with `ts: true`. */
export function res(
  cls: string,
  name: string,
  props: Record<string, unknown>,
  more: Partial<PolicyResource> & { ts?: boolean } = {},
): PolicyResource {
  const { ts, ...rest } = more;
  return { type: ts ? dynamic(cls) : plugin(cls), name, urn: urn(cls, name), props, ...rest };
}

export const edgeUrn = (name: string) => urn("HttpsEdge", name);
export const routeUrn = (name: string) => urn("HttpsEdgeRoute", name);

/** A route of the edge `edge`, linked as a YAML preview links it (unknown id, the edge's URN as dependency). */
export const route = (name: string, props: Record<string, unknown>, edge = "web", ts = false) =>
  res(
    "HttpsEdgeRoute",
    name,
    { edgeId: UNKNOWN, matchType: "path_prefix", ...props },
    { ts, propertyDependencies: { edgeId: [edgeUrn(edge)] } },
  );

export const backend = { backendId: "bkdtg_1" };
export const oauth = (narrow: Record<string, unknown> = { emailDomains: ["example.com"] }) => ({
  provider: { google: narrow },
});
