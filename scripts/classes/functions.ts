import type { z } from "zod";
import { elementOf, flagsOf, membersOf, type Member } from "../../catalog";
import { type FunctionModel, membersAt, memberDoc } from "../../provider/model";
import { docComment } from "./doc-comment";
import { fileOf } from "./files";
import type { NamedTypes } from "./named-types";
import { isOptional, type Place, propertyText, scalarText } from "./type-text";

/**
 * TypeScript for the package's functions, from their definitions (provider/model/functions.ts): in
 * provider/program/generated/, one file per object type they answer with (`tunnel.ts`: `Tunnel`, and the
 * closed sets their arguments name, `Region` and `TunnelProto`); and functions.ts beside them, each
 * function with its Output form and their argument and result types, calling the one implementation
 * (provider/program/invoke.ts).
 */

/** The first lines of provider/program/generated/functions.ts. */
export const FUNCTIONS_HEADER =
  "// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.\n" +
  "// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.\n";

/** The closed sets the functions' arguments name (`typeName`), each with its doc: name → [schema, doc]. */
function namedSets(
  functions: FunctionModel[],
): Map<string, { schema: z.ZodType; doc: string; item: string }> {
  const sets = new Map<string, { schema: z.ZodType; doc: string; item: string }>();
  for (const fn of functions)
    for (const m of membersOf(fn.def.args)) {
      const schema = m.shape === "scalar" ? m.schema : m.shape === "list" ? elementOf(m.schema) : undefined;
      const name = schema && flagsOf(schema).typeName;
      if (!schema || !name || sets.has(name)) continue;
      const doc = functions.map((f) => f.def.namedSets?.[name]).find(Boolean);
      if (!doc)
        throw new Error(
          `${fn.name}.${m.pulumiName} names the closed set ${name}: give its doc in namedSets of ${fn.name}'s definition`,
        );
      sets.set(name, { schema, doc, item: fn.def.itemType });
    }
  return sets;
}

/** Every name the functions export: their object types, closed sets, arguments and results. */
export function functionTypeNames(functions: FunctionModel[]): string[] {
  return [
    ...new Set([
      ...functions.map((f) => f.def.itemType),
      ...namedSets(functions).keys(),
      ...functions.flatMap((f) => [f.programTypes.args, f.programTypes.outputArgs, f.programTypes.result]),
    ]),
  ];
}

/** The files of generated/ the functions' types take: one per object type, with its closed sets first. */
export function functionTypeFiles(
  functions: FunctionModel[],
  types: NamedTypes,
  header: string,
): Map<string, string> {
  const files = new Map<string, string>();
  const sets = namedSets(functions);
  for (const item of new Set(functions.map((f) => f.def.itemType))) {
    const reads = functions.find((f) => f.def.itemType === item)!.def.reads;
    const place: Place = { types, scope: { owner: item, path: [], base: item } };
    const props = membersAt({ request: undefined, response: reads.response }).map((m) =>
      propertyText(m, "output", place, isOptional(m, "output")),
    );
    const named = [...sets]
      .filter(([, s]) => s.item === item)
      .map(([name, s]) => `${docComment([s.doc], "")}\nexport type ${name} = ${scalarText(s.schema)};\n\n`);
    const text = props.join("\n");
    const imports = /\btypes\.[A-Z]/.test(text) ? 'import type * as types from "./types";\n' : "";
    files.set(
      `${fileOf(item)}.ts`,
      `${header}${imports}\n${named.join("")}${docComment([reads.description], "")}\nexport interface ${item} {\n${text}\n}\n`,
    );
  }
  return files;
}

type ArgSide = "plain" | "output";

/** An argument's type: a named closed set by its name, maps and lists of scalars; Inputs at every level. */
function argumentText(m: Member, side: ArgSide, sets: ReadonlySet<string>): string {
  const input = (t: string) => (side === "output" ? `pulumi.Input<${t}>` : t);
  const scalar = (schema: z.ZodType) => {
    const name = flagsOf(schema).typeName;
    return name && sets.has(name) ? name : scalarText(schema);
  };
  if (m.shape === "scalar") return input(scalar(m.schema));
  if (m.shape === "map") return input(`{ [key: string]: ${input(scalar(elementOf(m.schema)))} }`);
  if (m.shape === "list") return input(`${input(scalar(elementOf(m.schema)))}[]`);
  throw new Error(
    `${m.pulumiName}: a function argument of shape ${m.shape}; teach scripts/classes/functions.ts`,
  );
}

function argsInterface(fn: FunctionModel, side: ArgSide, sets: ReadonlySet<string>): string {
  const name = side === "plain" ? fn.programTypes.args : fn.programTypes.outputArgs;
  const doc =
    side === "plain"
      ? `The arguments of \`${fn.name}\`.`
      : `The arguments of \`${fn.name}Output\`: each may be an Output of another resource, at every level.`;
  const docs = new Map(
    membersAt({ request: fn.def.args, response: undefined }).map((m) => [m.name, memberDoc(m)]),
  );
  const props = membersOf(fn.def.args).map(
    (m) =>
      `${docComment(docs.get(m.pulumiName)!, "  ")}\n  ${m.pulumiName}${m.optional ? "?" : ""}: ${argumentText(m, side, sets)};`,
  );
  return `${docComment([doc], "")}\nexport interface ${name} {\n${props.join("\n")}\n}\n`;
}

/** What a list function answers: an object with the list of matches (a get function answers its item type). */
function resultInterface(fn: FunctionModel): string {
  const props = membersAt({ request: undefined, response: fn.def.result }).map((m) => {
    const type = m.shape === "list" ? `${fn.def.itemType}[]` : fn.def.itemType;
    return `${docComment(memberDoc(m), "  ")}\n  ${m.name}${m.optionalOut ? "?" : ""}: ${type};`;
  });
  return `${docComment([`What \`${fn.name}\` answers.`], "")}\nexport interface ${fn.programTypes.result} {\n${props.join("\n")}\n}\n`;
}

/** The function and its Output form, both calling the one implementation with the function's name. */
function functionText(fn: FunctionModel): string {
  const { args, outputArgs, result } = fn.programTypes;
  const optional = fn.argsRequired ? "" : "?";
  const doc = [
    fn.def.description,
    "It calls the service from the program, with the settings of its stack config (a dynamic provider has\n" +
      "no invokes); `opts` changes nothing: it is taken for the shape Pulumi's functions share.",
  ];
  return `${docComment(doc, "")}
export function ${fn.name}(args${optional}: ${args}, opts?: pulumi.InvokeOptions): Promise<${result}> {
  return invoke<${result}>("${fn.name}", args, opts);
}

${docComment([`\`${fn.name}\` taking Outputs of other resources; \`opts.dependsOn\` makes the call wait for those resources.`], "")}
export function ${fn.name}Output(
  args${optional}: ${outputArgs},
  opts?: pulumi.InvokeOutputOptions,
): pulumi.Output<${result}> {
  return invokeOutput<${result}>("${fn.name}", args, opts);
}
`;
}

/** provider/program/generated/functions.ts: every function, its Output form and their types. */
export function renderFunctions(functions: FunctionModel[]): string {
  const sets = new Set(namedSets(functions).keys());
  const blocks = functions.flatMap((fn) => [
    argsInterface(fn, "plain", sets),
    argsInterface(fn, "output", sets),
    ...(fn.def.answers === "list" ? [resultInterface(fn)] : []),
    functionText(fn),
  ]);
  const text = blocks.join("\n");
  const used = [...new Set([...functions.map((f) => f.def.itemType), ...sets])]
    .filter((name) => new RegExp(`\\b${name}\\b`).test(text))
    .sort();
  const imports = [
    'import type * as pulumi from "@pulumi/pulumi";',
    ...(used.length ? [`import type { ${used.join(", ")} } from "./index";`] : []),
    'import { invoke, invokeOutput } from "../invoke";',
  ];
  return `${FUNCTIONS_HEADER}${imports.join("\n")}\n\n${text}`;
}
