/**
 * Moving a stack from the TypeScript classes (dynamic resources) to the Node.js SDK (the plugin's resources)
 * without touching an object: the two state steps of the README's procedure, each a pure function of what
 * `pulumi stack export` prints.
 *
 * 1. `importFile`: for each dynamic resource, the `pulumi import --file` entry of its plugin twin: the type
 *    `tunnels:index:<Class>`, the same name and parent, the id the plugin imports it by (a route's
 *    `<edgeId>/<id>`), and this package's version (the SDK of the same version registers its resources with
 *    the provider of that version). The import reads each object: its outputs, as the plugin has them.
 * 2. `migratedState`, once the import has read the twins: each twin takes its dynamic resource's inputs, what
 *    the program declared (an import's inputs are every member the object holds, so a route would hold the
 *    modules other resources manage, and clear them at the next `up`: Pulumi 3.248's import file `properties`
 *    does not narrow them), and its secret members, as they are (ciphertext of the same stack), since they are
 *    what no read returns: an API key's token (shown once, at its creation), an event destination's
 *    credentials, a route's client secrets. The dynamic resources then leave the state (a `pulumi state delete`
 *    of each, and of their provider once nothing uses it), every reference to one moving to its twin.
 */
import { VERSION } from "../../client/version";
import { DECLARED_KEY, PROVIDER_KEY } from "../dynamic-keys";
import { namesParents } from "../ids";
import { nameOfDynamicType, token } from "../model";
import { specOf } from "../specs";

type Props = Record<string, unknown>;

/** A resource of `pulumi stack export`, with the fields read or rewritten here. */
export interface ExportedResource {
  urn: string;
  type: string;
  custom?: boolean;
  id?: string;
  parent?: string;
  provider?: string;
  delete?: boolean;
  inputs?: Props;
  outputs?: Props;
  dependencies?: string[];
  propertyDependencies?: Record<string, string[]>;
  deletedWith?: string;
  [other: string]: unknown;
}

export interface StackExport {
  version: number;
  deployment: { resources?: ExportedResource[]; [other: string]: unknown };
}

export interface ImportEntry {
  type: string;
  name: string;
  id: string;
  version: string;
  parent?: string;
}

export interface ImportFile {
  nameTable: Record<string, string>;
  resources: ImportEntry[];
}

/** Pulumi's mark of a secret value in a state file. */
const SECRET_SIG = "4dabf18193072939515e22adb298388d";
const isSecret = (v: unknown) =>
  typeof v === "object" && v !== null && (v as Props)[SECRET_SIG] === "1b47061264138c4ac30d75fd1eb44270";

/** The name part of a URN: what follows its last `::`. */
const nameOf = (urn: string) => urn.slice(urn.lastIndexOf("::") + 2);
/** A URN with another type: `urn:pulumi:<stack>::<project>::<parent types$>type::name`. */
const withType = (urn: string, from: string, to: string) =>
  urn.replace(`${from}::${nameOf(urn)}`, `${to}::${nameOf(urn)}`);

const dynamicOf = (r: ExportedResource) => (r.delete ? undefined : nameOfDynamicType(r.type));

function resourcesOf(state: StackExport): ExportedResource[] {
  const resources = state?.deployment?.resources;
  if (!Array.isArray(resources))
    throw new Error("this is not what `pulumi stack export` prints: no deployment.resources");
  return resources;
}

/** The id the plugin imports an object by: its own id, with its parents' ids first where it needs them. */
function importId(className: string, r: ExportedResource): string {
  const spec = specOf(className);
  const id = String(r.id ?? "");
  if (namesParents(spec, id)) return id;
  const values = { ...r.inputs, ...r.outputs };
  return [...spec.parents.map((p) => String(values[p.pulumi] ?? "")), id].join("/");
}

/** Step 1: the import file of every dynamic resource's plugin twin. */
export function importFile(state: StackExport): ImportFile {
  const resources = resourcesOf(state);
  const byUrn = new Map(resources.map((r) => [r.urn, r]));
  const file: ImportFile = { nameTable: {}, resources: [] };
  for (const r of resources) {
    const className = dynamicOf(r);
    if (!className) continue;
    const entry: ImportEntry = {
      type: token(className),
      name: nameOf(r.urn),
      id: importId(className, r),
      version: VERSION,
    };
    const parent = r.parent ? byUrn.get(r.parent) : undefined;
    if (parent && parent.type !== "pulumi:pulumi:Stack") {
      // A component the program declared: the import names it through the name table.
      const name = `${nameOf(parent.urn)}Parent`;
      file.nameTable[name] = parent.urn;
      entry.parent = name;
    }
    file.resources.push(entry);
  }
  if (!file.resources.length) throw new Error("the stack holds no resource of the pulumi-tunnels classes");
  return file;
}

/** Step 2: the state with each dynamic resource's secrets on its imported twin, and the dynamic ones gone. */
export function migratedState(state: StackExport): StackExport {
  const resources = resourcesOf(state);
  const twinOf = new Map<string, string>();
  const byUrn = new Map(resources.map((r) => [r.urn, r]));
  for (const r of resources) {
    const className = dynamicOf(r);
    if (!className) continue;
    const twinUrn = withType(r.urn, r.type, token(className));
    const twin = byUrn.get(twinUrn);
    if (!twin)
      throw new Error(
        `${r.urn} has no imported twin ${twinUrn}: run pulumi import --file with tunnels-migrate imports' file first`,
      );
    twinOf.set(r.urn, twinUrn);
    const { [PROVIDER_KEY]: _provider, ...declared } = r.inputs ?? {};
    twin.inputs = declared;
    for (const [key, value] of Object.entries(r.outputs ?? {}))
      if (key !== DECLARED_KEY && isSecret(value)) twin.outputs = { ...twin.outputs, [key]: value };
  }
  const kept = resources.filter((r) => !twinOf.has(r.urn));
  const moved = (urn: string) => twinOf.get(urn) ?? urn;
  for (const r of kept) {
    if (r.parent) r.parent = moved(r.parent);
    if (r.deletedWith) r.deletedWith = moved(r.deletedWith);
    if (r.dependencies) r.dependencies = r.dependencies.map(moved);
    if (r.propertyDependencies)
      r.propertyDependencies = Object.fromEntries(
        Object.entries(r.propertyDependencies).map(([k, urns]) => [k, urns.map(moved)]),
      );
  }
  // The dynamic resources' provider, once no resource left uses it.
  const used = new Set(kept.map((r) => r.provider?.slice(0, r.provider.lastIndexOf("::"))));
  const unused = (r: ExportedResource) => r.type === "pulumi:providers:pulumi-nodejs" && !used.has(r.urn);
  return {
    ...state,
    deployment: { ...state.deployment, resources: kept.filter((r) => !unused(r)) },
  };
}
