import type { ClassSpec } from "../../provider/specs";
import { REGIONS, resources, TUNNEL_PROTOS } from "../../sdk/catalog";
import { TYPE_TOKEN_PREFIX } from "../../provider/program/resource-class";
import { docComment, memberDoc } from "./doc";
import { idForm } from "./id-form";
import type { Level, TypeMember } from "./members";
import { isOptional, membersFor, propertyText, type Side, valueText, withNull } from "./type-text";

/**
 * The generated TypeScript source of the public surface: one file per class of the catalog, the Tunnel
 * type the functions answer with, and an index. Pure, like the README's reference: the same catalog gives
 * the same text, so test/catalog/generated-classes.test.ts can tell when the checked-in files are stale.
 */

const HEADER =
  "// Generated from the catalog (sdk/catalog) by `npm run gen-classes`: do not edit by hand.\n" +
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

interface Extra {
  name: string;
  doc: string;
  optional: boolean;
}

/** Parent ids and adoptId: members the provider adds to the catalog's. */
function extras(spec: ClassSpec): Extra[] {
  return [
    ...spec.parents.map((p) => ({
      name: p.pulumi,
      doc: `${PARENT_DOCS[p.pulumi] ?? `Id of the owning object (${p.pulumi}).`} Create-only: changing it replaces the object.`,
      optional: false,
    })),
    ...(spec.adoptable ? [{ name: "adoptId", doc: ADOPT_DOC, optional: true }] : []),
  ];
}

const levelOf = (spec: ClassSpec): Level => ({
  request: spec.input,
  response: spec.response,
  skip: ["id", ...spec.parents.map((p) => p.wire)],
});

function interfaceText(name: string, doc: string, spec: ClassSpec, side: Exclude<Side, "output">): string {
  const extraProps = extras(spec).map(
    (e) =>
      `${docComment([e.doc], "  ")}\n  ${e.name}${side === "state" || e.optional ? "?" : ""}: pulumi.Input<string>;`,
  );
  const props = membersFor(levelOf(spec), side).map((m) =>
    propertyText(m, side, "  ", side === "state" || isOptional(m, side)),
  );
  return `${docComment([doc], "")}\nexport interface ${name} {\n${[...extraProps, ...props].join("\n")}\n}\n`;
}

function outputText(m: TypeMember): string {
  const type = withNull(m, "output", valueText(m, "output", "  "));
  return `declare public readonly ${m.name}: pulumi.Output<${type}${isOptional(m, "output") ? " | undefined" : ""}>;`;
}

export function renderClass(spec: ClassSpec): string {
  const c = spec.className;
  const def = spec.def.kind === "resource" ? spec.def.resource : spec.def.module;
  const owner =
    spec.def.kind === "module"
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
      (m) => `${docComment(memberDoc(m), "  ")}\n  ${outputText(m)}`,
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
  return `${HEADER}import * as pulumi from "@pulumi/pulumi";
import { isClassInstance, registration } from "../resource-class";

${classDoc}
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

${interfaceText(`${c}Args`, `The members a program declares for ${a(c)}.`, spec, "input")}
${interfaceText(`${c}State`, `What is known of an existing ${c}, for \`${c}.get\`: every member optional.`, spec, "state")}`;
}

/** The Tunnel type the functions answer with (a tunnel's members, all set by the service), and their closed sets. */
function renderTunnel(): string {
  const props = membersFor({ request: undefined, response: resources.tunnels.response }, "output").map((m) =>
    propertyText(m, "output", "  ", isOptional(m, "output")),
  );
  const union = (values: readonly string[]) => values.map((v) => JSON.stringify(v)).join(" | ");
  return `${HEADER}
/** A region of the service. */
export type Region = ${union(REGIONS)};

/** A tunnel's protocol. */
export type TunnelProto = ${union(TUNNEL_PROTOS)};

${docComment([resources.tunnels.description], "")}
export interface Tunnel {
${props.join("\n")}
}
`;
}

/** Every generated file by name: one per class, tunnel.ts and index.ts. */
export function renderGenerated(specs: ClassSpec[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const spec of specs) files.set(`${fileOf(spec.className)}.ts`, renderClass(spec));
  files.set("tunnel.ts", renderTunnel());
  const lines = [...files.keys()].sort().map((f) => `export * from "./${f.replace(/\.ts$/, "")}";`);
  files.set("index.ts", `${HEADER}${lines.join("\n")}\n`);
  return files;
}
