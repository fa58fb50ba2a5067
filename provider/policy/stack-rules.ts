/**
 * The rules that need the whole stack (the CLI's `AnalyzeStack`): a route's guard may be a module declared as its
 * own resource, joined to the route by its route id or the engine's property dependencies, and two routes of one
 * edge are compared with each other. They read catalog flags only: `guards`, `selects`, the classes' parents.
 */
import { membersOf, quoteValue } from "../../catalog";
import type { ClassSpec } from "../base/specs";
import { classOf, isOn, isUnknownItself, isUnknownValue, moduleOf, ownFlags, plainOf, shown } from "./facts";
import { ownerIdMember, ownerKeys, ownKeys } from "./links";
import type { PolicyResource, StackFinding, StackRule } from "./types";

type Guard = "identity" | "source" | "sender";

/** The members of a class that are guard modules (a module is a direct member of its route or edge). */
const guardMembers = (spec: ClassSpec) =>
  membersOf(spec.input)
    .filter((m) => m.flags.guards !== undefined)
    .map((m) => ({ name: m.pulumiName, guards: m.flags.guards as Guard }));

/** The guards module resources give their owners, by the owners' keys; and guards whose owner is unknown. */
interface GuardIndex {
  byOwner: Map<string, Set<Guard>>;
  unplaced: Set<Guard>;
}

function guardIndex(resources: readonly PolicyResource[]): GuardIndex {
  const index: GuardIndex = { byOwner: new Map(), unplaced: new Set() };
  for (const r of resources) {
    const spec = classOf(r);
    const guard = spec && moduleOf(spec) ? ownFlags(spec).guards : undefined;
    if (!spec || !guard || !isOn(r.props)) continue;
    const idMember = ownerIdMember(spec);
    const keys = idMember ? ownerKeys(r, idMember) : undefined;
    if (!keys) index.unplaced.add(guard);
    for (const key of keys ?? []) index.byOwner.set(key, (index.byOwner.get(key) ?? new Set()).add(guard));
  }
  return index;
}

/** Whether one of `wanted` guards the resource: inline, or as a module resource pointing at it. */
function guarded(
  r: PolicyResource,
  spec: ClassSpec,
  wanted: Guard[],
  index: GuardIndex,
): boolean | "unknown" {
  let unknown = false;
  for (const m of guardMembers(spec).filter((g) => wanted.includes(g.guards))) {
    const value = r.props[m.name];
    if (value === undefined || value === null) continue;
    // A module is there when its value is: only the whole module, or whether it is on, can be unknown for this.
    const enabled = plainOf(value) as Record<string, unknown> | undefined;
    if (isUnknownItself(value) || isUnknownItself(enabled?.enabled)) unknown = true;
    else if (isOn(value)) return true;
  }
  if (ownKeys(r).some((k) => wanted.some((g) => index.byOwner.get(k)?.has(g)))) return true;
  return unknown || wanted.some((g) => index.unplaced.has(g)) ? "unknown" : false;
}

const cannotTell = (resource: PolicyResource, what: string): StackFinding => ({
  resource,
  undecided: true,
  message: `cannot check ${what} until deploy: a module's route or a value is not known during preview.`,
});

/** Resources of tunnels classes that are not modules of their own, with their class. */
function owners(resources: readonly PolicyResource[]) {
  return resources.flatMap((r) => {
    const spec = classOf(r);
    return spec && !moduleOf(spec) ? [{ r, spec }] : [];
  });
}

const names = (spec: ClassSpec, kinds: Guard[]) =>
  guardMembers(spec)
    .filter((g) => kinds.includes(g.guards))
    .map((g) => g.name)
    .join(", ");

export const ingressRequiresAuth: StackRule = {
  kind: "stack",
  name: "ingress-requires-auth",
  description:
    "A route of an HTTPS edge has a sign-in module (OAuth, OIDC or SAML) or an IP restriction, and a TLS edge an " +
    "IP restriction, inline or as its own resource, unless the security team lists it in publicResources.",
  remediation:
    "Add oauth, oidc or saml (with who may pass), or ipRestriction naming IP policies; or, if it must be open to " +
    "everyone, ask the security team to add its name to this rule's publicResources.",
  enforcementLevel: "mandatory",
  severity: "critical",
  configSchema: {
    properties: {
      publicResources: {
        type: "array",
        items: { type: "string" },
        default: [],
        description: "Names of routes and TLS edges (as the program writes them) that are public on purpose.",
      },
    },
  },
  checkStack(resources, settings) {
    const open = new Set(settings.publicResources as string[]);
    const index = guardIndex(resources);
    const wanted: Guard[] = ["identity", "source"];
    return owners(resources).flatMap(({ r, spec }) => {
      if (open.has(r.name) || !guardMembers(spec).some((g) => wanted.includes(g.guards))) return [];
      const verdict = guarded(r, spec, wanted, index);
      if (verdict === "unknown") return [cannotTell(r, "its sign-in and IP restriction")];
      if (verdict) return [];
      return [
        {
          resource: r,
          message: `Anyone on the internet reaches it: it has none of ${names(spec, wanted)}, inline or as its own resource.`,
        },
      ];
    });
  },
};

/** The member whose value selects a route's requests, and the one that says how. */
const selector = (spec: ClassSpec, kind: "mode" | "value") =>
  membersOf(spec.input).find((m) => m.flags.selects === kind)?.pulumiName;

export const webhookVerified: StackRule = {
  kind: "stack",
  name: "webhook-verified",
  description:
    "A route that receives webhooks (its match fits webhookPaths) verifies the sender's signature, inline or " +
    "as its own resource.",
  remediation: "Add webhookVerification with the sender (provider) and its signing secret.",
  enforcementLevel: "mandatory",
  severity: "high",
  configSchema: {
    properties: {
      webhookPaths: {
        type: "array",
        items: { type: "string" },
        default: ["/(web)?hooks?(/|$)"],
        description:
          "Regular expressions (JavaScript syntax): a route whose match fits one receives webhooks.",
      },
    },
  },
  checkSettings(settings) {
    for (const p of settings.webhookPaths as string[])
      try {
        new RegExp(p, "i");
      } catch {
        throw new Error(`webhook-verified.webhookPaths: ${quoteValue(p)} is not a regular expression`);
      }
  },
  checkStack(resources, settings) {
    const patterns = (settings.webhookPaths as string[]).map((p) => new RegExp(p, "i"));
    const index = guardIndex(resources);
    return owners(resources).flatMap(({ r, spec }) => {
      const match = selector(spec, "value");
      if (!match || !guardMembers(spec).some((g) => g.guards === "sender")) return [];
      const value = r.props[match];
      if (isUnknownValue(value)) return [cannotTell(r, match)];
      const path = plainOf(value);
      if (typeof path !== "string" || !patterns.some((p) => p.test(path))) return [];
      const verdict = guarded(r, spec, ["sender"], index);
      if (verdict === "unknown") return [cannotTell(r, "its webhook verification")];
      if (verdict) return [];
      const member = names(spec, ["sender"]);
      return [
        {
          resource: r,
          message: `It receives webhooks (${match} ${shown({ value, secret: false })}) without ${member}.`,
        },
      ];
    });
  },
};

export const uniqueRouteMatch: StackRule = {
  kind: "stack",
  name: "unique-route-match",
  description: "No two routes of one edge match the same path the same way: the service would use only one.",
  remediation: "Give each route of the edge its own match, or merge the routes into one.",
  enforcementLevel: "mandatory",
  severity: "medium",
  checkStack(resources) {
    // Routes by edge key and selector; a route known by two keys (id and URN) is counted once per group.
    const groups = new Map<string, Set<PolicyResource>>();
    const out: StackFinding[] = [];
    const described = new Map<PolicyResource, string>();
    for (const { r, spec } of owners(resources)) {
      const [mode, value, owner] = [selector(spec, "mode"), selector(spec, "value"), ownerIdMember(spec)];
      if (!mode || !value || !owner) continue;
      const keys = ownerKeys(r, owner);
      const selected = [plainOf(r.props[mode]), plainOf(r.props[value])];
      if (!keys || selected.some(isUnknownValue)) {
        out.push(cannotTell(r, `its ${owner} and ${value}`));
        continue;
      }
      const [how, what] = [mode, value].map((m) => shown({ value: r.props[m], secret: false }));
      described.set(r, `${value} ${what} (${mode} ${how})`);
      const signature = JSON.stringify(selected.map((s) => (typeof s === "string" ? s.trim() : s)));
      for (const k of keys)
        groups.set(`${k} ${signature}`, (groups.get(`${k} ${signature}`) ?? new Set()).add(r));
    }
    // Every route of a clash is named (the engine registers routes in no fixed order): either may change.
    const others = new Map<PolicyResource, Set<string>>();
    for (const group of groups.values())
      for (const r of group)
        for (const other of group)
          if (other !== r) others.set(r, (others.get(r) ?? new Set()).add(other.name));
    for (const [r, names] of others) {
      const list = [...names]
        .sort()
        .map((n) => `"${n}"`)
        .join(", ");
      out.push({ resource: r, message: `Its ${described.get(r)} is also ${list}'s, on the same edge.` });
    }
    return out;
  },
};

export const STACK_RULES: StackRule[] = [ingressRequiresAuth, webhookVerified, uniqueRouteMatch];
