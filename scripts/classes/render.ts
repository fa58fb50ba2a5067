import type { ClassSpec } from "../../provider/specs";
import { camelCase, REGIONS, resources, TUNNEL_PROTOS } from "../../catalog";
import { TYPE_TOKEN_PREFIX } from "../../provider/program/resource-class";
import { docComment, memberDoc } from "./doc";
import { idForm } from "./id-form";
import type { Level, TypeMember } from "./members";
import { NamedTypes } from "./named-types";
import {
  isOptional,
  membersFor,
  type Place,
  propertyText,
  type Scope,
  type Side,
  valueText,
  withNull,
} from "./type-text";

/**
 * The generated TypeScript source of the public surface: one file per class of the catalog, the Tunnel
 * type the functions answer with, types/ with every object type inside their members, written once
 * (named-types.ts), and an index. Pure, like the README's reference: the same catalog gives the same text,
 * so test/catalog/generated-classes.test.ts can tell when the checked-in files are stale.
 */

const HEADER =
  "// Generated from the catalog (catalog) by `npm run gen-classes`: do not edit by hand.\n" +
  "// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.\n";

/** kebab-case file name of a class: HttpsEdgeRouteSaml → https-edge-route-saml. */
export const fileOf = (className: string) => className.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();

const PARENT_DOCS: Record<string, string> = {
  edgeId: "Id of the edge this belongs to.",
  routeId: "Id of the route this module belongs to (the route's own id, as `route.id` gives it).",
};
const ADOPT_DOC =
  "Id of an existing object to take over at create, instead of creating one; read only at create. " +
  "Destroying the resource later deletes the adopted object (set `retainOnDelete` to keep it).";

/** The article before a class name: an ApiKey, a ReservedAddr. */
const a = (name: string) => `${/^[AEIOU]/.test(name) ? "an" : "a"} ${name}`;

export interface Extra {
  name: string;
  doc: string;
  optional: boolean;
  /** A parent id: changing it replaces the object. */
  createOnly: boolean;
}

/** Parent ids and adoptId: members the provider adds to the catalog's. */
export function extras(spec: ClassSpec): Extra[] {
  return [
    ...spec.parents.map((p) => ({
      name: p.pulumi,
      doc: `${PARENT_DOCS[p.pulumi] ?? `Id of the owning object (${p.pulumi}).`} Create-only: changing it replaces the object.`,
      optional: false,
      createOnly: true,
    })),
    ...(spec.adoptable ? [{ name: "adoptId", doc: ADOPT_DOC, optional: true, createOnly: false }] : []),
  ];
}

export const levelOf = (spec: ClassSpec): Level => ({
  request: spec.input,
  response: spec.response,
  skip: ["id", ...spec.parents.map((p) => p.wire)],
});

/**
 * What a class's nested types are named after: a resource's own name, with its module members named after
 * their module classes; a module class sits at its owner's member, so both name the same types.
 */
export function scopeOf(spec: ClassSpec): Scope {
  if (spec.def.is === "module") {
    const { owner, module } = spec.def.module;
    return { owner, path: [camelCase(module)], base: spec.className };
  }
  const modules = new Map([...spec.modules.values()].map((m) => [camelCase(m.module), m.className]));
  return { owner: spec.className, path: [], base: spec.className, modules };
}

/**
 * The named type of a module (its owner's member) that a module class's Args, or State, extend with the
 * parent ids: the class's members are the module's, which is checked here, not assumed.
 */
function moduleBase(spec: ClassSpec, side: Exclude<Side, "output">, types: NamedTypes): string | undefined {
  if (spec.def.is !== "module") return undefined;
  const whole = { request: spec.input, response: spec.response };
  const names = (level: Level) => membersFor(level, side).map((m) => m.name);
  if (names(whole).join() !== names(levelOf(spec)).join())
    throw new Error(
      `${spec.className}: the module's members are not the class's (${names(whole).join(", ")})`,
    );
  const { owner, module } = spec.def.module;
  return `types.${types.moduleName(spec.className, owner, camelCase(module), whole, side)}`;
}

/** The properties of Args or State: the parent ids and adoptId, then the catalog's members unless `own`. */
function propertiesOf(
  spec: ClassSpec,
  side: Exclude<Side, "output">,
  types: NamedTypes,
  { allOptional = side === "state", own = true } = {},
): string[] {
  const place: Place = { types, scope: scopeOf(spec) };
  const extraProps = extras(spec).map(
    (e) =>
      `${docComment([e.doc], "  ")}\n  ${e.name}${allOptional || e.optional ? "?" : ""}: pulumi.Input<string>;`,
  );
  const props = own
    ? membersFor(levelOf(spec), side).map((m) =>
        propertyText(m, side, place, allOptional || isOptional(m, side)),
      )
    : [];
  return [...extraProps, ...props];
}

const interfaceText = (name: string, doc: string, base: string | undefined, props: string[]) =>
  `${docComment([doc], "")}\nexport interface ${name}${base ? ` extends ${base}` : ""} {${props.length ? `\n${props.join("\n")}\n` : ""}}\n`;

function argsText(spec: ClassSpec, types: NamedTypes): string {
  const c = spec.className;
  const base = moduleBase(spec, "input", types);
  const props = propertiesOf(spec, "input", types, { own: !base });
  return interfaceText(`${c}Args`, `The members a program declares for ${a(c)}.`, base, props);
}

function stateText(spec: ClassSpec, types: NamedTypes): string {
  const c = spec.className;
  const doc = `What is known of an existing ${c}, for \`${c}.get\`: every member optional.`;
  // Where the state takes every member as the Args do, only optional, it is the Args made Partial.
  const state = propertiesOf(spec, "state", types);
  if (state.join("\n") === propertiesOf(spec, "input", types, { allOptional: true }).join("\n"))
    return interfaceText(`${c}State`, doc, `Partial<${c}Args>`, []);
  const base = moduleBase(spec, "state", types);
  return interfaceText(
    `${c}State`,
    doc,
    base && `Partial<${base}>`,
    base ? propertiesOf(spec, "state", types, { own: false }) : state,
  );
}

function outputText(m: TypeMember, place: Place): string {
  const type = withNull(m, "output", valueText(m, "output", place));
  return `declare public readonly ${m.name}: pulumi.Output<${type}${isOptional(m, "output") ? " | undefined" : ""}>;`;
}

/** The imports of a file; types/ only where the text names one of its types. */
function importsOf(text: string, own: string[]): string {
  const named = /\btypes\.[A-Z]/.test(text);
  return [...own, ...(named ? ['import type * as types from "./types";'] : [])].join("\n");
}

/**
 * One class's file. Its nested types are recorded in `types`, which renderGenerated shares between every
 * class and then writes out as types/.
 */
export function renderClass(spec: ClassSpec, types: NamedTypes = new NamedTypes()): string {
  const c = spec.className;
  const place: Place = { types, scope: scopeOf(spec) };
  const def = spec.def.is === "resource" ? spec.def.resource : spec.def.module;
  const owner =
    spec.def.is === "module"
      ? `A module of ${spec.def.module.owner} (its \`${spec.def.module.module}\` member, at \`${spec.def.module.path}\`) managed as a resource of its own: declare it here or inside its owner, never both.`
      : "";
  const argsRequired =
    spec.parents.length > 0 || membersFor(levelOf(spec), "input").some((m) => !m.optionalIn);
  const outputs = [
    ...extras(spec).map(
      (e) =>
        `${docComment([e.doc], "  ")}\n  declare public readonly ${e.name}: pulumi.Output<string${e.optional ? " | undefined" : ""}>;`,
    ),
    ...membersFor(levelOf(spec), "output").map(
      (m) => `${docComment(memberDoc(m), "  ")}\n  ${outputText(m, place)}`,
    ),
  ];
  const classDoc = docComment(
    [
      def.description,
      owner,
      `Type token: \`${TYPE_TOKEN_PREFIX}${c}\`. Id for \`${c}.get\`: ${idForm(spec)}.`,
    ],
    "",
  );
  const body = `${classDoc}
export class ${c} extends pulumi.dynamic.Resource {
${docComment([`Reads an existing ${c} into the program, by ${idForm(spec)}.`, "@param name The unique name of the resource in the program.\n@param id The id of the object to read.\n@param state What is known of it; it names the parents where the id does not.\n@param opts Options of the resource."], "  ")}
  public static get(
    name: string,
    id: pulumi.Input<pulumi.ID>,
    state?: ${c}State,
    opts?: pulumi.CustomResourceOptions,
  ): ${c} {
    return new ${c}(name, state as ${c}Args, { ...opts, id });
  }

${docComment([`Whether \`obj\` is ${a(c)}, even one made by another copy of this package.`], "  ")}
  public static override isInstance(obj: unknown): obj is ${c} {
    return isClassInstance(obj, "${c}");
  }

${outputs.join("\n\n")}

${docComment([`Creates ${a(c)}.`, "@param name The unique name of the resource in the program.\n@param args The members to declare.\n@param opts Options of the resource (`parent`, `dependsOn`, `protect`, `retainOnDelete`, …)."], "  ")}
  constructor(name: string, args${argsRequired ? "" : "?"}: ${c}Args, opts?: pulumi.CustomResourceOptions) {
    const r = registration("${c}", args, opts);
    super(r.provider, name, r.props, r.opts, "tunnels", "${c}");
  }
}

${argsText(spec, types)}
${stateText(spec, types)}`;
  const imports = importsOf(body, [
    'import * as pulumi from "@pulumi/pulumi";',
    'import { isClassInstance, registration } from "../resource-class";',
  ]);
  return `${HEADER}${imports}\n\n${body}`;
}

/** The Tunnel type the functions answer with (a tunnel's members, all set by the service), and their closed sets. */
function renderTunnel(types: NamedTypes): string {
  const tunnel = resources.tunnels.className;
  const place: Place = { types, scope: { owner: tunnel, path: [], base: tunnel } };
  const props = membersFor({ request: undefined, response: resources.tunnels.response }, "output").map((m) =>
    propertyText(m, "output", place, isOptional(m, "output")),
  );
  const union = (values: readonly string[]) => values.map((v) => JSON.stringify(v)).join(" | ");
  const imports = importsOf(props.join("\n"), []);
  return `${HEADER}${imports ? `${imports}\n` : ""}
/** A region of the service. */
export type Region = ${union(REGIONS)};

/** A tunnel's protocol. */
export type TunnelProto = ${union(TUNNEL_PROTOS)};

${docComment([resources.tunnels.description], "")}
export interface ${resources.tunnels.className} {
${props.join("\n")}
}
`;
}

/** The names the other generated files and the functions export, which no named type may take. */
function takenNames(specs: ClassSpec[]): Set<string> {
  const classes = specs.map((s) => s.className);
  return new Set([
    ...classes.flatMap((c) => [c, `${c}Args`, `${c}State`]),
    resources.tunnels.className,
    "Region",
    "TunnelProto",
  ]);
}

/** Every generated file by name: one per class, tunnel.ts, types/ (its files as `types/<file>`) and index.ts. */
export function renderGenerated(specs: ClassSpec[]): Map<string, string> {
  const files = new Map<string, string>();
  const types = new NamedTypes();
  for (const spec of specs) files.set(`${fileOf(spec.className)}.ts`, renderClass(spec, types));
  files.set("tunnel.ts", renderTunnel(types));
  const taken = takenNames(specs);
  const clashes = types.names().filter((n) => taken.has(n));
  if (clashes.length) throw new Error(`named types take names already exported: ${clashes.join(", ")}`);
  if (files.has("types.ts"))
    throw new Error("a class's file is named types.ts, beside the named types' folder");
  const lines = [...files.keys(), "types"].sort().map((f) => `export * from "./${f.replace(/\.ts$/, "")}";`);
  for (const [name, text] of types.render(HEADER, fileOf)) files.set(`types/${name}`, text);
  files.set("index.ts", `${HEADER}${lines.join("\n")}\n`);
  return files;
}
