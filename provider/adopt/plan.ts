/**
 * What `pulumi-resource-tunnels adopt` writes for a listed account (docs/adopting-and-importing.md): a readable
 * name for each object, the `pulumi import --file` entries (routes under their edge as parent), the YAML
 * program's resources with the inputs `pulumi import` itself would answer (host/imported.ts), every secret
 * member taken from a config key instead of its value (host/import-secrets.ts), ids of other adopted objects
 * written as references (`${edge.id}`), and the `pulumi config set --secret` line per secret.
 */
import { flagsOf, walk } from "../../catalog";
import { outputsFrom, records } from "../host/crud";
import { importedInputs } from "../host/imported";
import { dotted, secretConfigKey, withoutSecrets } from "../host/import-secrets";
import { token } from "../model";
import { specOf } from "../base/specs";
import { setPath } from "../base/values";
import type { AccountObject } from "./account";

type Props = Record<string, unknown>;

export interface AdoptedResource {
  name: string;
  className: string;
  /** The id `pulumi import` takes (`<edgeId>/<routeId>` for a route). */
  importId: string;
  /** The name of its parent resource (a route's edge). */
  parent?: string;
  /** Its YAML properties: no secret value, config references in their place. */
  properties: Props;
}

export interface SecretLine {
  resource: string;
  member: string;
  key: string;
  neverReturned: boolean;
}

export interface AdoptionPlanFiles {
  resources: AdoptedResource[];
  secrets: SecretLine[];
  /** What the user must know (an API key's token). */
  notes: string[];
}

/** Words of a text, for a name: letters and digits only. */
const words = (text: string) => text.split(/[^A-Za-z0-9]+/).filter(Boolean);

const camel = (parts: string[]) =>
  parts.map((w, i) => (i ? w.charAt(0).toUpperCase() + w.slice(1).toLowerCase() : w.toLowerCase())).join("");

/** A readable name: the class, then the object's description (`httpsEdgeWeb`), unique in the program. */
function namer() {
  const taken = new Map<string, number>();
  return (className: string, description: unknown): string => {
    const described = typeof description === "string" ? words(description).slice(0, 4) : [];
    const base = camel([...words(className.replace(/([a-z])([A-Z])/g, "$1 $2")), ...described]);
    const n = (taken.get(base) ?? 0) + 1;
    taken.set(base, n);
    return n === 1 ? base : `${base}${n}`;
  };
}

/** Every string at any depth of `value` replaced by `swap`'s answer. */
function mapStrings(value: unknown, swap: (s: string) => string): unknown {
  if (typeof value === "string") return swap(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, swap));
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, swap)]));
  return value;
}

/** Whether a class has a member shown only once (an API key's token): it cannot be recovered. */
const shownOnceMembers = (className: string) => {
  const out: string[] = [];
  walk(specOf(className).response, (m) => {
    if (flagsOf(m.schema).shownOnce) out.push(m.pulumiPath.join("."));
  });
  return out;
};

/** The files' contents for a listed account. */
export function planAdoption(objects: AccountObject[]): AdoptionPlanFiles {
  const name = namer();
  const nameOfId = new Map<string, string>();
  const named = objects.map((o) => {
    const n = name(o.className, o.body.description);
    nameOfId.set(String(o.body.id), n);
    return { ...o, name: n };
  });
  const resources: AdoptedResource[] = [];
  const secrets: SecretLine[] = [];
  const notes: string[] = [];
  for (const o of named) {
    const spec = specOf(o.className);
    const id = String(o.body.id);
    const outs = outputsFrom(spec, o.body, [], records(spec, o.parents, undefined));
    const { inputs, leftOut } = withoutSecrets(spec, importedInputs(spec, outs));
    // Ids of other adopted objects become references to them (the route's edgeId, a rule's ipPolicyId).
    const properties = mapStrings(inputs, (s) => {
      const other = nameOfId.get(s);
      return other && s !== id ? `\${${other}.id}` : s;
    }) as Props;
    for (const secret of leftOut) {
      const key = secretConfigKey(o.name, secret.path);
      setPath(properties, secret.path.map(String), `\${${key}}`);
      secrets.push({
        resource: o.name,
        member: dotted(secret.path),
        key,
        neverReturned: secret.neverReturned,
      });
    }
    for (const member of shownOnceMembers(o.className))
      notes.push(
        `${o.name} (${o.className} ${id}): its ${member} cannot be recovered: the service shows it only in the answer to its create. The stack's ${member} output stays empty; make a new one where you need the ${member}. Destroying the stack deletes it on the service: if it is the one Pulumi itself uses, leave it out of both files or give it retainOnDelete.`,
      );
    resources.push({
      name: o.name,
      className: o.className,
      importId: [...o.parents, id].join("/"),
      parent: o.parents.length ? nameOfId.get(o.parents[o.parents.length - 1]) : undefined,
      properties,
    });
  }
  return { resources, secrets, notes };
}

/** The `pulumi import --file` document: one entry per resource, parents by their names in the file. */
export function importDocument(plan: AdoptionPlanFiles) {
  return {
    resources: plan.resources.map((r) => ({
      type: token(r.className),
      name: r.name,
      id: r.importId,
      ...(r.parent ? { parent: r.parent } : {}),
    })),
  };
}

/** The YAML program's `resources:` as data (js-yaml writes it), each secret a config reference. */
export function programDocument(plan: AdoptionPlanFiles) {
  return {
    resources: Object.fromEntries(
      plan.resources.map((r) => [
        r.name,
        {
          type: token(r.className),
          properties: r.properties,
          ...(r.parent ? { options: { parent: `\${${r.parent}}` } } : {}),
        },
      ]),
    ),
  };
}
