import { goName, PACKAGE, pythonName, token } from "../../provider/model";
import type { Fence } from "../examples/snippets";
import type { TypeSpec } from "../schema/spec";

/**
 * How each language that uses the plugin (through its generated SDK, or YAML) spells the package: class and
 * member names, types, a declaration, a function call. The pages of docs/reference/ other than README.md are
 * rendered from the package schema with these (scripts/reference/sdk-page.ts); test/catalog/
 * language-reference.test.ts holds the names and types to the generated SDKs' own files.
 */

/** Whether a type is what a program gives (an input, an `...Args` type) or what it reads back. */
export type Side = "input" | "output";

/** A type of the schema, resolved: a primitive, a list, a map, free JSON, or a named object or enum type. */
export type Resolved =
  | { kind: "string" | "integer" | "number" | "boolean" | "json" }
  | { kind: "list" | "map"; of: TypeSpec }
  | { kind: "object" | "enum"; name: string };

export function resolve(spec: TypeSpec): Resolved {
  if (spec.$ref === "pulumi.json#/Any") return { kind: "json" };
  if (spec.$ref) return { kind: "object", name: spec.$ref.slice(spec.$ref.lastIndexOf(":") + 1) };
  if (spec.type === "array") return { kind: "list", of: spec.items as TypeSpec };
  if (spec.type === "object") return { kind: "map", of: spec.additionalProperties as TypeSpec };
  if (!spec.type) throw new Error("resolve: a type with neither `type` nor `$ref`");
  return { kind: spec.type as "string" };
}

export interface Language {
  /** The page's file in docs/reference/, and its title. */
  file: string;
  title: string;
  /** The code fence of its examples in the schema's descriptions (scripts/schema/examples.ts). */
  fence: Fence;
  /** What the page says first: how to install and import the package, how inputs wrap the types below. */
  intro: string[];
  member: (camel: string) => string;
  /** A function's name (`getTunnels` in the schema). */
  fn: (camel: string) => string;
  /** A type as the language writes it; `optional` where the language marks it (Go's pointers). */
  type: (spec: TypeSpec, side: Side, optional: boolean, enums: ReadonlySet<string>) => string;
  /** How a program declares one of the class (one line, members left out). */
  declare: (className: string) => string;
  /** How a program calls a function. */
  call: (camel: string) => string;
}

const pascal = (camel: string) => camel.charAt(0).toUpperCase() + camel.slice(1);

/** A named type: an enum keeps its name; an object's input type ends in `Args` where the SDK's does. */
const named = (name: string, side: Side, enums: ReadonlySet<string>, args: string) =>
  enums.has(name) ? name : side === "input" ? `${name}${args}` : name;

type Render = (spec: TypeSpec, side: Side, enums: ReadonlySet<string>) => string;

/** A renderer from a table of primitives and the language's list, map and named-type forms. */
function renderer(
  words: Record<"string" | "integer" | "number" | "boolean" | "json", string>,
  list: (item: string) => string,
  map: (value: string) => string,
  name: (name: string, side: Side, enums: ReadonlySet<string>) => string,
): Render {
  const render: Render = (spec, side, enums) => {
    const r = resolve(spec);
    if (r.kind === "list") return list(render(r.of, side, enums));
    if (r.kind === "map") return map(render(r.of, side, enums));
    if (r.kind === "object" || r.kind === "enum") return name(r.name, side, enums);
    return words[r.kind];
  };
  return render;
}

const tsType = renderer(
  { string: "string", integer: "number", number: "number", boolean: "boolean", json: "any" },
  (item) => `${item}[]`,
  (value) => `{[key: string]: ${value}}`,
  (name, side, enums) =>
    enums.has(name) ? `enums.${name}` : side === "input" ? `inputs.${name}Args` : `outputs.${name}`,
);

const pythonType = renderer(
  { string: "str", integer: "int", number: "float", boolean: "bool", json: "Any" },
  (item) => `Sequence[${item}]`,
  (value) => `Mapping[str, ${value}]`,
  (name, side, enums) => (enums.has(name) ? name : side === "input" ? `${name}Args` : `outputs.${name}`),
);

const goPlain = renderer(
  { string: "string", integer: "int", number: "float64", boolean: "bool", json: "interface{}" },
  (item) => `[]${item}`,
  (value) => `map[string]${value}`,
  (name) => name,
);

const javaType = renderer(
  { string: "String", integer: "Integer", number: "Double", boolean: "Boolean", json: "Object" },
  (item) => `List<${item}>`,
  (value) => `Map<String,${value}>`,
  (name, side, enums) => named(name, side, enums, "Args"),
);

const yamlType = renderer(
  { string: "string", integer: "integer", number: "number", boolean: "boolean", json: "any (free JSON)" },
  (item) => `list of ${item}`,
  (value) => `map of ${value}`,
  (name, _side, enums) => (enums.has(name) ? `${name} (one of its values)` : `${name} (a mapping)`),
);

const INPUTS_NOTE = (how: string) =>
  `Types are the plain ones; every input also takes ${how}, and every output of a resource is an Output of its type.`;

export const LANGUAGES: Language[] = [
  {
    file: "typescript-sdk.md",
    fence: "typescript",
    title: "TypeScript and JavaScript (the Node.js SDK)",
    intro: [
      "Install: `npm install @pulumi-tunnels/tunnels` (the SDK generated from the schema; the CLI installs the",
      'plugin). Import: `import * as tunnels from "@pulumi-tunnels/tunnels";`.',
      INPUTS_NOTE("a `pulumi.Input<T>` (an Output, or a promise)"),
      "Object types are `inputs.XArgs` on the input side and `outputs.X` on the output side; enums are",
      "`enums.X`, and the plain string values are taken too.",
    ],
    member: (c) => c,
    fn: (c) => c,
    type: (spec, side, _optional, enums) => tsType(spec, side, enums),
    declare: (c) => `new tunnels.${c}("name", { ... })`,
    call: (c) => `tunnels.${c}({ ... }) or tunnels.${c}Output({ ... })`,
  },
  {
    file: "python.md",
    fence: "python",
    title: "Python",
    intro: [
      "Install: `pip install pulumi_tunnels` (the CLI installs the plugin). Import: `import pulumi_tunnels as tunnels`.",
      INPUTS_NOTE("a `pulumi.Input[T]` (an Output, or an awaitable)"),
      "Members are keyword arguments in snake_case. Object types are `XArgs` classes on the input side (a dict",
      "with the same snake_case keys is taken too) and `outputs.X` on the output side; enums are `X`, and the",
      "plain string values are taken too.",
    ],
    member: pythonName,
    fn: pythonName,
    type: (spec, side, _optional, enums) => pythonType(spec, side, enums),
    declare: (c) => `tunnels.${c}("name", ...)`,
    call: (c) => `tunnels.${pythonName(c)}(...) or tunnels.${pythonName(c)}_output(...)`,
  },
  {
    file: "go.md",
    fence: "go",
    title: "Go",
    intro: [
      "Install: `go get github.com/pulumi-tunnels/pulumi-tunnels/sdk/go@v<version>` (the CLI installs the plugin).",
      'Import: `"github.com/pulumi-tunnels/pulumi-tunnels/sdk/go/tunnels"`.',
      "Types are the plain ones, as the SDK's plain structs hold them (a pointer where a member may be left out);",
      '`XArgs` fields take the matching Input (`pulumi.String("…")`, `pulumi.StringPtr(…)`, `tunnels.XArgs{…}`,',
      "`tunnels.XArray{…}`), and a resource's fields are Outputs (`pulumi.StringOutput`, `XOutput`).",
    ],
    member: goName,
    fn: goName,
    type: (spec, _side, optional, enums) => {
      const plain = goPlain(spec, "output", enums);
      const kind = resolve(spec).kind;
      return optional && kind !== "list" && kind !== "map" && kind !== "json" ? `*${plain}` : plain;
    },
    declare: (c) => `tunnels.New${c}(ctx, "name", &tunnels.${c}Args{ ... })`,
    call: (c) =>
      `tunnels.${pascal(c)}(ctx, &tunnels.${pascal(c)}Args{ ... }) or tunnels.${pascal(c)}Output(ctx, ...)`,
  },
  {
    file: "java.md",
    fence: "java",
    title: "Java",
    intro: [
      "Install: the Maven artifact `com.pulumitunnels:tunnels`, from a release's jars (not Maven Central: the",
      "README's Java section); the CLI installs the plugin. Import: `com.pulumitunnels.tunnels.*` (object types in `.inputs` and",
      "`.outputs`, enums in `.enums`).",
      INPUTS_NOTE("an `Output<T>` (each builder method has both forms)"),
      "Members are builder methods and getters of the same camelCase name. Object types are `XArgs` (built",
      "with `XArgs.builder()`) on the input side and `X` on the output side.",
    ],
    member: (c) => c,
    fn: (c) => c,
    type: (spec, side, _optional, enums) => javaType(spec, side, enums),
    declare: (c) => `new ${c}("name", ${c}Args.builder()....build())`,
    call: (c) => `TunnelsFunctions.${c}(${pascal(c)}Args.builder()....build())`,
  },
  {
    file: "yaml.md",
    fence: "yaml",
    title: "YAML",
    intro: [
      "Install: nothing but the CLI and its YAML language host; the CLI installs the plugin. A resource's",
      `\`type:\` is its token, \`${token("X")}\` (or \`${PACKAGE}:X\`).`,
      "Members are the schema's camelCase names; an object type is a mapping of its members, an enum one of its",
      "values. Outputs are read with `$" + "{resource.member}`.",
    ],
    member: (c) => c,
    fn: (c) => c,
    type: (spec, side, _optional, enums) => yamlType(spec, side, enums),
    declare: (c) => `type: ${token(c)}`,
    call: (c) => `fn::invoke: { function: ${token(c)}, arguments: { ... } }`,
  },
];
