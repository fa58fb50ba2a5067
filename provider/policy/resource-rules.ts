/**
 * The rules that judge one resource at a time (the CLI's `Analyze`). Each reads catalog flags only: the member
 * that holds a TLS minimum, a network and the action that grants it, a credential, where data is delivered, long-
 * lived keys, the lists that narrow a sign-in. A module declared inline or as its own resource is judged alike.
 */
import type { z } from "zod";
import { flagsOf, isPlainObject, membersOf, resourceList, walk } from "../../catalog";
import { closedSet } from "../model/closed-sets";
import { classOf, findMembers, isOn, isUnknownValue, ownFlags, pathText, plainOf, shown } from "./facts";
import type { Finding, PolicyResource, ResourceRule } from "./types";

const undecided = (what: string): Finding => ({
  message: `cannot check ${what} until deploy: its value is not known during preview.`,
  undecided: true,
});

/** The TLS versions, lowest first, from the member flagged `tlsMinimum` (one closed set for every edge). */
const TLS_ORDER: string[] = (() => {
  for (const r of resourceList) {
    let set: (string | number)[] | undefined;
    walk(r.create, (m) => {
      if (m.flags.tlsMinimum) set = closedSet(m.schema);
    });
    if (set) return set.map(String);
  }
  throw new Error("the catalog flags no member tlsMinimum");
})();

export const tlsMinVersion: ResourceRule = {
  kind: "resource",
  name: "tls-min-version",
  description: "TLS termination accepts no TLS version older than the minimum (1.2 by default).",
  remediation:
    'Set the TLS termination\'s minVersion to "1.2" or "1.3", or leave it out (the service uses 1.2).',
  enforcementLevel: "mandatory",
  severity: "high",
  configSchema: {
    properties: {
      minVersion: {
        type: "string",
        enum: TLS_ORDER,
        default: "1.2",
        description: "The oldest TLS version a TLS termination may accept.",
      },
    },
  },
  check(resource, settings) {
    const spec = classOf(resource);
    if (!spec) return [];
    const least = TLS_ORDER.indexOf(String(settings.minVersion));
    return findMembers(spec.input, resource.props, (f) => f.tlsMinimum === true).flatMap((found) => {
      if (isUnknownValue(found.value)) return [undecided(pathText(found.path))];
      if (TLS_ORDER.indexOf(String(plainOf(found.value))) >= least) return [];
      return [
        {
          message: `${pathText(found.path)} is ${shown(found)}: TLS older than ${settings.minVersion} is accepted.`,
        },
      ];
    });
  },
};

/** The prefix length and family of a CIDR, or undefined when it is not one. */
function prefixOf(cidr: unknown): { bits: number; v6: boolean } | undefined {
  if (typeof cidr !== "string") return undefined;
  const [addr, bits] = cidr.split("/");
  if (bits === undefined || !/^\d{1,3}$/.test(bits)) return undefined;
  return { bits: Number(bits), v6: addr.includes(":") };
}

/** Each network member whose sibling grants it (an allow rule), with its prefix; undecided ones apart. */
function grantedNetworks(resource: PolicyResource) {
  const spec = classOf(resource);
  if (!spec) return [];
  return findMembers(spec.input, resource.props, (f) => f.network === true).flatMap((found) => {
    const grant = membersOf(found.holder.schema).find((m) => m.flags.grantsWhen !== undefined);
    if (!grant) return [];
    const action = found.holder.value[grant.pulumiName];
    if (isUnknownValue(action) || isUnknownValue(found.value))
      return [{ found, prefix: undefined, unknown: true }];
    if (plainOf(action) !== grant.flags.grantsWhen) return [];
    return [{ found, prefix: prefixOf(plainOf(found.value)), unknown: false }];
  });
}

export const ipRuleNotWorld: ResourceRule = {
  kind: "resource",
  name: "ip-rule-not-whole-internet",
  description: "An IP policy rule that allows traffic does not allow the whole internet (0.0.0.0/0 or ::/0).",
  remediation: "Narrow the rule's cidr to the networks that need access, or make it a deny rule.",
  enforcementLevel: "mandatory",
  severity: "critical",
  check(resource) {
    return grantedNetworks(resource).flatMap(({ found, prefix, unknown }) => {
      if (unknown) return [undecided(pathText(found.path))];
      if (prefix?.bits !== 0) return [];
      return [{ message: `${pathText(found.path)} ${shown(found)} allows every address of the internet.` }];
    });
  },
};

export const ipRuleMinPrefix: ResourceRule = {
  kind: "resource",
  name: "ip-rule-min-prefix",
  description: "An IP policy rule that allows traffic allows no network broader than the minimum prefix.",
  remediation: "Split the rule into the narrower networks that need access.",
  enforcementLevel: "advisory",
  severity: "medium",
  configSchema: {
    properties: {
      minPrefixV4: {
        type: "integer",
        minimum: 1,
        maximum: 32,
        default: 8,
        description: "The shortest IPv4 prefix an allow rule may have (8 allows a /8, not a /7).",
      },
      minPrefixV6: {
        type: "integer",
        minimum: 1,
        maximum: 128,
        default: 32,
        description: "The shortest IPv6 prefix an allow rule may have.",
      },
    },
  },
  check(resource, settings) {
    return grantedNetworks(resource).flatMap(({ found, prefix }) => {
      if (!prefix || prefix.bits === 0) return [];
      const least = Number(prefix.v6 ? settings.minPrefixV6 : settings.minPrefixV4);
      if (prefix.bits >= least) return [];
      return [
        { message: `${pathText(found.path)} ${shown(found)} allows a network broader than /${least}.` },
      ];
    });
  },
};

/** Whether a class issues a credential: its response has a member flagged `credential`. */
const issuesCredential = (response: z.ZodType) => {
  let found = false;
  walk(response, (m) => {
    if (m.flags.credential) found = true;
  });
  return found;
};

export const credentialDescribed: ResourceRule = {
  kind: "resource",
  name: "credential-has-description",
  description: "An API key (any credential the service issues) has a description: who owns it and what for.",
  remediation: "Set the API key's description, for example the team and the system that uses it.",
  enforcementLevel: "mandatory",
  severity: "low",
  check(resource) {
    const spec = classOf(resource);
    if (!spec || !issuesCredential(spec.response)) return [];
    const purpose = membersOf(spec.input).find((m) => m.flags.purpose);
    if (!purpose) return [];
    const value = resource.props[purpose.pulumiName];
    if (isUnknownValue(value)) return [undecided(purpose.pulumiName)];
    const text = plainOf(value);
    if (typeof text === "string" && text.trim() !== "") return [];
    return [{ message: `${purpose.pulumiName} is empty: nobody can tell who owns this credential.` }];
  },
};

/** The kinds a `deliversTo` member may hold: its members' names, the same for every class. */
export const DELIVERY_KINDS: string[] = (() => {
  for (const r of resourceList)
    for (const m of membersOf(r.create))
      if (m.flags.deliversTo) return membersOf(m.schema).map((k) => k.pulumiName);
  throw new Error("the catalog flags no member deliversTo");
})();

export const deliveryTargetAllowed: ResourceRule = {
  kind: "resource",
  name: "event-target-allowed",
  description: "An event destination delivers only to a target kind the security team allows.",
  remediation:
    "Deliver to one of the allowed kinds, or ask the security team to add the kind to allowedTargets.",
  enforcementLevel: "mandatory",
  severity: "high",
  configSchema: {
    properties: {
      allowedTargets: {
        type: "array",
        items: { type: "string", enum: DELIVERY_KINDS },
        default: DELIVERY_KINDS,
        description: "The target kinds event destinations may deliver to.",
      },
    },
  },
  check(resource, settings) {
    const spec = classOf(resource);
    if (!spec) return [];
    const allowed = new Set(settings.allowedTargets as string[]);
    return findMembers(spec.input, resource.props, (f) => f.deliversTo === true).flatMap((found) => {
      if (isUnknownValue(found.value)) return [undecided(pathText(found.path))];
      const target = plainOf(found.value);
      if (!isPlainObject(target)) return [];
      const kinds = Object.keys(target).filter((k) => target[k] !== null && target[k] !== undefined);
      return kinds
        .filter((k) => !allowed.has(k))
        .map((k) => ({
          message: `${pathText(found.path)} delivers to ${k}, which is not an allowed target (allowed: ${[...allowed].join(", ") || "none"}).`,
        }));
    });
  },
};

export const noLongLivedKeys: ResourceRule = {
  kind: "resource",
  name: "no-long-lived-cloud-keys",
  description: "An event destination authenticates to the cloud with a role, not long-lived access keys.",
  remediation: "Replace auth.creds with auth.role: a role the service assumes, whose trust you can revoke.",
  enforcementLevel: "advisory",
  severity: "medium",
  check(resource) {
    const spec = classOf(resource);
    if (!spec) return [];
    return findMembers(spec.input, resource.props, (f) => f.longLived === true).map((found) => ({
      message: `${pathText(found.path)} gives the service long-lived access keys.`,
    }));
  },
};

/** The sign-in modules of a resource: its own schema (a module resource) or its flagged members, when on. */
function signIns(resource: PolicyResource): { path: string; schema: z.ZodType; value: unknown }[] {
  const spec = classOf(resource);
  if (!spec) return [];
  if (ownFlags(spec).guards === "identity") return [{ path: "", schema: spec.input, value: resource.props }];
  return findMembers(spec.input, resource.props, (f) => f.guards === "identity").map((f) => ({
    path: pathText(f.path),
    schema: f.schema,
    value: f.value,
  }));
}

export const signInRestrictsUsers: ResourceRule = {
  kind: "resource",
  name: "sign-in-restricts-users",
  description:
    "An OAuth or SAML module names who may pass (emails, domains, teams, organizations or groups): " +
    "signing in alone lets anyone with an account in.",
  remediation:
    "Set emailDomains, emailAddresses, teams or organizations (OAuth), or authorizedGroups (SAML).",
  enforcementLevel: "mandatory",
  severity: "high",
  check(resource) {
    return signIns(resource).flatMap(({ path, schema, value }) => {
      if (!isOn(value) || !hasNarrowing(schema)) return [];
      if (isUnknownValue(value)) return [undecided(path || "the module")];
      const lists = findMembers(schema, value, (f) => f.narrowsAccess === true);
      if (lists.some((l) => isUnknownValue(l.value))) return [undecided(path || "the module")];
      if (lists.some((l) => (plainOf(l.value) as unknown[]).length > 0)) return [];
      const where = path ? `${path} lets` : "This module lets";
      return [{ message: `${where} anyone who can sign in through its identity provider pass.` }];
    });
  },
};

const hasNarrowing = (schema: z.ZodType) => {
  let found = false;
  walk(schema, (m) => {
    if (flagsOf(m.schema).narrowsAccess) found = true;
  });
  return found;
};

export const RESOURCE_RULES: ResourceRule[] = [
  tlsMinVersion,
  ipRuleNotWorld,
  ipRuleMinPrefix,
  credentialDescribed,
  deliveryTargetAllowed,
  noLongLivedKeys,
  signInRestrictsUsers,
];
