import {
  type ClassModel,
  classMembers,
  classModels,
  DYNAMIC_MODULE,
  type FunctionModel,
  functionModels,
  type Level,
  memberDoc,
  membersFor,
  type ModelMember,
  type Side,
} from "../../provider/model";
import { docComment } from "./doc-comment";
import { fileOf, HEADER } from "./files";
import { functionTypeFiles, functionTypeNames, renderFunctions } from "./functions";
import { NamedTypes } from "./named-types";
import { isOptional, type Place, propertyText, valueText, withNull } from "./type-text";

/**
 * The generated TypeScript source of the public surface: one file per class of the catalog, the types the
 * functions answer with (functions.ts), types/ with every object type inside their members, written once
 * (named-types.ts), and an index. Pure, like the reference: the same catalog gives the same text,
 * so test/catalog/generated-classes.test.ts can tell when the checked-in files are stale.
 */

/** The article before a class name: an ApiKey, a ReservedAddr. */
const a = (name: string) => `${/^[AEIOU]/.test(name) ? "an" : "a"} ${name}`;

/**
 * The named type of a module (its owner's member) that a module class's Args, or State, extend with the
 * parent ids: the class's members are the module's, which is checked here, not assumed.
 */
function moduleBase(model: ClassModel, side: Exclude<Side, "output">, types: NamedTypes): string | undefined {
  const { spec } = model;
  if (spec.def.is !== "module") return undefined;
  const whole = { request: spec.input, response: spec.response };
  const names = (level: Level) => membersFor(level, side).map((m) => m.name);
  if (names(whole).join() !== names(model.level).join())
    throw new Error(
      `${spec.className}: the module's members are not the class's (${names(whole).join(", ")})`,
    );
  return `types.${types.moduleName(spec.className, spec.def.module.owner, model.scope.path[0], whole, side)}`;
}

/** The properties of Args or State: the parent ids and adoptId, then the catalog's members unless `own`. */
function propertiesOf(
  model: ClassModel,
  side: Exclude<Side, "output">,
  types: NamedTypes,
  { allOptional = side === "state", own = true } = {},
): string[] {
  const place: Place = { types, scope: model.scope };
  const extraProps = model.extras.map(
    (e) =>
      `${docComment([e.doc], "  ")}\n  ${e.name}${allOptional || e.optional ? "?" : ""}: pulumi.Input<string>;`,
  );
  const props = own
    ? classMembers(model, side).map((m) => propertyText(m, side, place, allOptional || isOptional(m, side)))
    : [];
  return [...extraProps, ...props];
}

const interfaceText = (name: string, doc: string, base: string | undefined, props: string[]) =>
  `${docComment([doc], "")}\nexport interface ${name}${base ? ` extends ${base}` : ""} {${props.length ? `\n${props.join("\n")}\n` : ""}}\n`;

function argsText(model: ClassModel, types: NamedTypes): string {
  const c = model.className;
  const base = moduleBase(model, "input", types);
  const props = propertiesOf(model, "input", types, { own: !base });
  return interfaceText(`${c}Args`, `The members a program declares for ${a(c)}.`, base, props);
}

function stateText(model: ClassModel, types: NamedTypes): string {
  const c = model.className;
  const doc = `What is known of an existing ${c}, for \`${c}.get\`: every member optional.`;
  // Where the state takes every member as the Args do, only optional, it is the Args made Partial.
  const state = propertiesOf(model, "state", types);
  if (state.join("\n") === propertiesOf(model, "input", types, { allOptional: true }).join("\n"))
    return interfaceText(`${c}State`, doc, `Partial<${c}Args>`, []);
  const base = moduleBase(model, "state", types);
  return interfaceText(
    `${c}State`,
    doc,
    base && `Partial<${base}>`,
    base ? propertiesOf(model, "state", types, { own: false }) : state,
  );
}

function outputText(m: ModelMember, place: Place): string {
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
export function renderClass(model: ClassModel, types: NamedTypes = new NamedTypes()): string {
  const { spec } = model;
  const c = model.className;
  const place: Place = { types, scope: model.scope };
  const owner =
    spec.def.is === "module"
      ? `A module of ${spec.def.module.owner} (its \`${spec.def.module.module}\` member, at \`${spec.def.module.path}\`) managed as a resource of its own: declare it here or inside its owner, never both.`
      : "";
  const argsRequired = spec.parents.length > 0 || classMembers(model, "input").some((m) => !m.optionalIn);
  const outputs = [
    ...model.extras.map(
      (e) =>
        `${docComment([e.doc], "  ")}\n  declare public readonly ${e.name}: pulumi.Output<string${e.optional ? " | undefined" : ""}>;`,
    ),
    ...classMembers(model, "output").map(
      (m) => `${docComment(memberDoc(m), "  ")}\n  ${outputText(m, place)}`,
    ),
  ];
  const classDoc = docComment(
    [model.description, owner, `Type token: \`${model.dynamicType}\`. Id for \`${c}.get\`: ${model.idForm}.`],
    "",
  );
  const body = `${classDoc}
export class ${c} extends pulumi.dynamic.Resource {
${docComment([`Reads an existing ${c} into the program, by ${model.idForm}.`, "@param name The unique name of the resource in the program.\n@param id The id of the object to read.\n@param state What is known of it; it names the parents where the id does not.\n@param opts Options of the resource."], "  ")}
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
    super(r.provider, name, r.props, r.opts, "${DYNAMIC_MODULE}", "${c}");
  }
}

${argsText(model, types)}
${stateText(model, types)}`;
  const imports = importsOf(body, [
    'import * as pulumi from "@pulumi/pulumi";',
    'import { isClassInstance, registration } from "../resource-class";',
  ]);
  return `${HEADER}${imports}\n\n${body}`;
}

/** The names the classes and the functions export, which no named type may take. */
function takenNames(models: ClassModel[], functions: FunctionModel[]): Set<string> {
  return new Set([
    ...models.flatMap((m) => [m.className, `${m.className}Args`, `${m.className}State`]),
    ...functionTypeNames(functions),
  ]);
}

/**
 * Every generated file of provider/program/generated/ by name: one per class, one per object type the
 * functions answer with (tunnel.ts), types/ (its files as `types/<file>`) and index.ts.
 */
export function renderGenerated(
  models: ClassModel[] = classModels(),
  functions: FunctionModel[] = functionModels(),
): Map<string, string> {
  const files = new Map<string, string>();
  const types = new NamedTypes();
  for (const model of models) files.set(`${fileOf(model.className)}.ts`, renderClass(model, types));
  for (const [name, text] of functionTypeFiles(functions, types, HEADER)) {
    if (files.has(name)) throw new Error(`the functions' type file ${name} is also a class's file`);
    files.set(name, text);
  }
  // The functions themselves, beside the types they answer with.
  if (files.has("functions.ts")) throw new Error("a class's file is named functions.ts, the functions' file");
  files.set("functions.ts", renderFunctions(functions));
  const taken = takenNames(models, functions);
  const clashes = types.names().filter((n) => taken.has(n));
  if (clashes.length) throw new Error(`named types take names already exported: ${clashes.join(", ")}`);
  if (files.has("types.ts"))
    throw new Error("a class's file is named types.ts, beside the named types' folder");
  const lines = [...files.keys(), "types"].sort().map((f) => `export * from "./${f.replace(/\.ts$/, "")}";`);
  for (const [name, text] of types.render(HEADER, fileOf)) files.set(`types/${name}`, text);
  files.set("index.ts", `${HEADER}${lines.join("\n")}\n`);
  return files;
}
