import { classModels, dynamicType, functionModels, token } from "../../provider/model";
import { exampleIn, withoutExamples } from "../schema/examples";
import type { ObjectTypeSpec, PackageSpec, PropertySpec, ResourceSpec, TypeSpec } from "../schema/spec";
import type { Language } from "./languages";
import { anchor, cell, table } from "./markdown";

/**
 * One page of docs/reference/ per language that uses the plugin (TypeScript SDK, Python, Go, Java, YAML),
 * rendered from the package schema, which is itself rendered from the package model and is what each SDK was
 * generated from: the type token each runtime sees (`tunnels:index:<Class>`), inputs and outputs in the
 * language's names and types, its object and enum types, its functions. Pure, as the TypeScript page is.
 */

const enumNames = (schema: PackageSpec) =>
  new Set(
    Object.entries(schema.types)
      .filter(([, t]) => "enum" in t)
      .map(([token]) => token.slice(token.lastIndexOf(":") + 1)),
  );

/** The object types a program gives (reached from an input): the others exist only as outputs (no `XArgs`). */
export function inputTypes(schema: PackageSpec): Set<string> {
  const found = new Set<string>();
  const visit = (spec: TypeSpec | undefined) => {
    if (!spec) return;
    if (spec.$ref?.startsWith("#/types/")) {
      const token = spec.$ref.slice("#/types/".length);
      if (found.has(token)) return;
      found.add(token);
      const t = schema.types[token];
      if (t && "properties" in t) for (const p of Object.values(t.properties)) visit(p);
    }
    visit(spec.items);
    visit(spec.additionalProperties);
  };
  for (const r of Object.values(schema.resources)) for (const p of Object.values(r.inputProperties)) visit(p);
  for (const f of Object.values(schema.functions))
    for (const p of Object.values(f.inputs?.properties ?? {})) visit(p);
  return found;
}

const flags = (p: PropertySpec) =>
  [p.replaceOnChanges ? "replaces" : "", p.secret ? "secret" : ""].filter(Boolean).join(", ");

const code = (text: string) => `\`${cell(text)}\``;

/** A members table: a property's name and type in the language, whether it is required, flags, its doc. */
function members(
  lang: Language,
  props: Record<string, PropertySpec>,
  required: readonly string[],
  side: "input" | "output",
  enums: ReadonlySet<string>,
  head: string,
): string {
  return table(
    [head, "Type", side === "output" ? "Set" : "Required", "Flags", "Description"],
    Object.entries(props).map(([name, p]) => {
      const optional = !required.includes(name);
      return [
        code(lang.member(name)),
        code(lang.type(p, side, optional, enums)),
        side === "output" ? (optional ? "may be unset" : "always") : optional ? "optional" : "required",
        flags(p),
        cell(p.description ?? ""),
      ];
    }),
  );
}

function resourceSection(lang: Language, token: string, r: ResourceSpec, enums: ReadonlySet<string>): string {
  const name = token.slice(token.lastIndexOf(":") + 1);
  const inputs = new Set(Object.keys(r.inputProperties));
  const outputs = Object.fromEntries(Object.entries(r.properties).filter(([k]) => !inputs.has(k)));
  const example = exampleIn(r.description ?? "", lang.fence);
  return [
    `### ${name}`,
    `Type token: \`${token}\`. Declared as \`${lang.declare(name)}\`.\n\n${withoutExamples(r.description ?? "")}`,
    ...(example ? [`Example: ${example.title}.\n\n\`\`\`${lang.fence}\n${example.code}\n\`\`\``] : []),
    members(lang, r.inputProperties, r.requiredInputs ?? [], "input", enums, "Input"),
    Object.keys(outputs).length
      ? `Outputs, besides every input and \`id\`:\n\n${members(lang, outputs, r.required ?? [], "output", enums, "Output")}`
      : "Outputs: every input, and `id`.",
  ].join("\n\n");
}

function typeSection(
  lang: Language,
  token: string,
  t: PackageSpec["types"][string],
  enums: ReadonlySet<string>,
  side: "input" | "output",
) {
  const name = token.slice(token.lastIndexOf(":") + 1);
  if ("enum" in t)
    return [
      `### ${name}`,
      `An enum: ${t.enum.map((v) => code(JSON.stringify(v.value))).join(", ")}. ${t.description ?? ""}`.trim(),
    ].join("\n\n");
  const obj = t as ObjectTypeSpec;
  return [
    `### ${name}`,
    side === "output"
      ? `${obj.description ?? ""} Only an output: programs read it, never give it.`.trim()
      : (obj.description ?? ""),
    members(lang, obj.properties, obj.required ?? [], side, enums, "Member"),
  ]
    .filter(Boolean)
    .join("\n\n");
}

function functionSection(
  lang: Language,
  token: string,
  f: PackageSpec["functions"][string],
  enums: ReadonlySet<string>,
) {
  const name = token.slice(token.lastIndexOf(":") + 1);
  const args = f.inputs?.properties ?? {};
  return [
    `### ${name}`,
    `Function token: \`${token}\`. Called as \`${lang.call(name)}\`.\n\n${f.description ?? ""}`,
    Object.keys(args).length
      ? members(lang, args, f.inputs?.required ?? [], "input", enums, "Argument")
      : "No arguments.",
    `Answers with:\n\n${members(lang, f.outputs.properties, f.outputs.required ?? [], "output", enums, "Member")}`,
  ].join("\n\n");
}

/** The other languages' pages, for the line at the top of each page. */
export function languageLinks(languages: Language[], current?: Language): string {
  const others = languages.filter((l) => l !== current).map((l) => `[${l.title}](${l.file})`);
  const classes = current ? "[TypeScript classes](README.md), " : "";
  return `${current ? "Other languages" : "Languages"}: ${classes}${others.join(", ")}.`;
}

export function renderLanguagePage(lang: Language, schema: PackageSpec, languages: Language[]): string {
  const enums = enumNames(schema);
  const given = inputTypes(schema);
  const tokens = (names: string[]) => names.map(token);
  const resourceTokens = tokens(
    classModels()
      .filter((m) => m.spec.def.is === "resource")
      .map((m) => m.className),
  );
  const moduleTokens = tokens(
    classModels()
      .filter((m) => m.spec.def.is === "module")
      .map((m) => m.className),
  );
  const fnTokens = tokens(functionModels().map((f) => f.name));
  const index = (list: string[]) =>
    list
      .map((t) => t.slice(t.lastIndexOf(":") + 1))
      .map((n) => `[${n}](#${anchor(n)})`)
      .join(", ");
  const section = (list: string[]) => list.map((t) => resourceSection(lang, t, schema.resources[t], enums));
  const parts = [
    `# pulumi-tunnels reference: ${lang.title}`,
    "Generated from the package model, through the package schema every SDK is generated from, by `npm run docs`:" +
      " do not edit by hand.",
    languageLinks(languages, lang),
    lang.intro.join("\n"),
    "Every class and function here has the same token in every language that uses the plugin (the TypeScript" +
      ` classes are dynamic resources, \`${dynamicType("<Class>")}\`). Settings are stack config,` +
      " the same in every language: [Configuration](README.md#configuration). **replaces**: a change replaces" +
      " the object; **secret**: a secret in state at its own path.",
    `Resources: ${index(resourceTokens)}.\n\nModules: ${index(moduleTokens)}.\n\nFunctions: ${index(fnTokens)}.`,
    "## Resources",
    ...section(resourceTokens),
    "## Modules",
    "A module of a route or an edge managed as its own resource (README.md, [Modules](README.md#modules)).",
    ...section(moduleTokens),
    "## Functions",
    ...fnTokens.map((t) => functionSection(lang, t, schema.functions[t], enums)),
    "## Types",
    "The object and enum types the members above hold.",
    ...Object.entries(schema.types).map(([t, spec]) =>
      typeSection(lang, t, spec, enums, given.has(t) ? "input" : "output"),
    ),
  ];
  return `${parts.join("\n\n")}\n`;
}
