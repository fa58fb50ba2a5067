import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { token } from "../../provider/model";
import { closingBracket, topLevelArguments } from "./brackets";
import { type Correction, inputsOf, type ProgramFacts, referenced, type SchemaProperty } from "./model-facts";

/**
 * The corrections of the Java programs written by pulumi-java 1.22.0's program generator (`codegen/java`
 * GenerateProgram, the one release the Go module proxy serves), applied by render.ts after it (corrections.ts
 * says how they are kept honest). The generator writes each arguments object as a chain of builder calls,
 * `IpPolicyRuleArgs.builder().action(…)…build()`: a member's type is read from the schema by the class of the
 * builder it is called on.
 */

/** The Java package of the SDK's classes: `<basePackage>.<package>`. */
const sdkPackage = ({ schema }: ProgramFacts) => `${schema.language.java.basePackage}.${schema.name}`;

/**
 * For a package with a `basePackage` (the schema's `language.java`), the resources are imported from
 * `<basePackage>.<package>` but the object types (`.inputs.`) and the functions (`<Package>Functions`) from
 * `com.pulumi.<package>`, which does not exist. Corrected to the package the resources are imported from.
 */
const basePackageImports: Correction = {
  bug: "pulumi-java 1.22.0 imports object types and functions from `com.pulumi.<package>`, ignoring `basePackage`; corrected to `<basePackage>.<package>`",
  correct: (text, facts) =>
    text.replaceAll(`\nimport com.pulumi.${facts.schema.name}.`, `\nimport ${sdkPackage(facts)}.`),
};

/** The class whose builder a member call at `at` is made on (`IpPolicyRule` for `IpPolicyRuleArgs.builder()`). */
function builderAt(text: string, at: number): string | undefined {
  const open: string[] = [];
  for (const m of text.slice(0, at).matchAll(/(\w+)Args\.builder\(\)|\.build\(\)/g))
    if (m[1]) open.push(m[1]);
    else open.pop();
  return open[open.length - 1];
}

/** Every call `.member(…)` in a builder chain, with the schema property of that member, last first. */
function memberCalls(text: string, facts: ProgramFacts) {
  return [...text.matchAll(/\n\s+\.(\w+)\(/g)].reverse().flatMap((m) => {
    const owner = builderAt(text, m.index);
    const property = owner ? inputsOf(facts.schema, owner)?.[m[1]] : undefined;
    const open = m.index + m[0].length - 1;
    return property ? [{ member: m[1], property, open, args: topLevelArguments(text, open) }] : [];
  });
}

/** `import <name>;` added after the last import of the SDK's package, unless it is there. */
function withImport(text: string, facts: ProgramFacts, name: string): string {
  if (text.includes(`\nimport ${name};\n`)) return text;
  const sdk = [
    ...text.matchAll(new RegExp(`^import ${sdkPackage(facts).replace(/\./g, "\\.")}\\..*$`, "gm")),
  ];
  const after = sdk.length ? sdk[sdk.length - 1] : /^import .*$/m.exec(text);
  if (!after) throw new Error("the Java program has no import to add one after");
  const end = after.index + after[0].length;
  return `${text.slice(0, end)}\nimport ${name};${text.slice(end)}`;
}

/** The SDK's Java constant of an enum value: the generated `enums/<Enum>.java` names it (`PathPrefix("path_prefix")`). */
function enumConstant(facts: ProgramFacts, enumName: string, literal: string): string {
  const file = join(facts.root, "sdk", "java", "src", "main", "java", ...sdkPackage(facts).split("."));
  const path = join(file, "enums", `${enumName}.java`);
  if (!existsSync(path))
    throw new Error(`the Java SDK has no enum ${enumName} (${path}): run npm run gen-sdks`);
  // A value's old spelling stays as a deprecated constant of the same value (toolchain/pulumi-java): not that one.
  const constants = [...readFileSync(path, "utf8").matchAll(/^(\s+@Deprecated.*\n)?\s+(\w+)\((.+)\)[,;]$/gm)];
  const found = constants.find((c) => c[3] === literal && !c[1]);
  if (!found) throw new Error(`${enumName} has no value ${literal}`);
  return found[2];
}

/**
 * No enums: an enum member gets its value as a string, `.action("allow")`, where the builder takes
 * `IpPolicyRuleAction`. Corrected to the SDK's constant, `IpPolicyRuleAction.Allow`, imported from `enums`.
 */
const enumValues: Correction = {
  bug: "pulumi-java 1.22.0 writes an enum member's value as a string literal, which no builder method takes; corrected to the SDK's enum constant",
  correct(text, facts) {
    const used = new Set<string>();
    for (const call of memberCalls(text, facts)) {
      const enumType = referenced(facts.schema, call.property);
      // A literal only: a value read from config is a string the program must convert itself.
      if (!enumType?.type.enum || call.args.length !== 1 || !/^("|\d)/.test(call.args[0])) continue;
      const value = `${enumType.name}.${enumConstant(facts, enumType.name, call.args[0])}`;
      text = replaceArguments(text, call.open, value);
      used.add(enumType.name);
    }
    // Last: an import moves every index after it.
    for (const name of [...used].sort()) text = withImport(text, facts, `${sdkPackage(facts)}.enums.${name}`);
    return text;
  },
};

/** Replaces everything between the bracket at `open` and its closing one. */
const replaceArguments = (text: string, open: number, args: string) =>
  `${text.slice(0, open + 1)}${args}${text.slice(closingBracket(text, open))}`;

/** A resource's output read in a program (`office.id()`, `audit.id()`). */
const OUTPUT = /^\w+\.\w+\(\)$/;

/**
 * A list of Outputs is passed as those Outputs, `.ipPolicyIds(office.id(), blocked.id())`: the builder takes
 * `Output<List<String>>`, `List<String>` or `String...`, not `Output<String>...`. Corrected to the list as one
 * Output, `Output.all(office.id(), blocked.id())`, for a member the schema says is a list.
 */
const outputLists: Correction = {
  bug: "pulumi-java 1.22.0 passes a list of Outputs as the Outputs themselves, which no builder method takes; corrected to `Output.all(…)`",
  correct(text, facts) {
    for (const call of memberCalls(text, facts))
      if (call.property.type === "array" && call.args.length && call.args.every((a) => OUTPUT.test(a)))
        text = replaceArguments(text, call.open, `Output.all(${call.args.join(", ")})`);
    return text;
  },
};

/**
 * The type of a list's items inside a list (`HttpsEdgeRoutePolicyRuleActionsArgs`, the actions of a policy's
 * rules) is used and never imported. Corrected by importing every arguments class used: a resource's from the
 * SDK's package, an object type's or a function's from its `inputs`.
 */
const nestedImports: Correction = {
  bug: "pulumi-java 1.22.0 imports no arguments class of a list's items inside a list; corrected by importing it",
  correct(text, facts) {
    for (const [, name] of new Set(text.matchAll(/\b(\w+)Args\.builder\(\)/g))) {
      const where = facts.schema.resources[token(name)] ? "" : ".inputs";
      if (!new RegExp(`^import [\\w.]+\\.${name}Args;$`, "m").test(text))
        text = withImport(text, facts, `${sdkPackage(facts)}${where}.${name}Args`);
    }
    return text;
  },
};

/** Whether a schema property holds free JSON: `pulumi.json#/Any`, or a map of it. */
const isFreeJson = (p: SchemaProperty | undefined) =>
  p?.$ref === "pulumi.json#/Any" || p?.additionalProperties?.$ref === "pulumi.json#/Any";

/** The keys that hold a list anywhere inside a value. */
function listKeys(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const v of value) listKeys(v, into);
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) {
      if (Array.isArray(v)) into.add(k);
      listKeys(v, into);
    }
  return into;
}

/** The keys holding a list inside the free JSON of the YAML program's resources (`bucket_key`, `headers`). */
function freeJsonListKeys(facts: ProgramFacts): Set<string> {
  const keys = new Set<string>();
  const walk = (value: unknown, props: Record<string, SchemaProperty> | undefined) => {
    if (!value || typeof value !== "object" || !props) return;
    for (const [k, v] of Object.entries(value)) {
      const p = props[k];
      const item = p?.type === "array" ? p.items : p;
      const typeName = referenced(facts.schema, item)?.name;
      if (isFreeJson(item)) listKeys(v, keys);
      else if (typeName)
        for (const x of Array.isArray(v) ? v : [v]) walk(x, inputsOf(facts.schema, typeName));
    }
  };
  for (const r of Object.values(facts.source.resources ?? {}))
    walk(r.properties, inputsOf(facts.schema, r.type.split(":")[2]));
  return keys;
}

/**
 * A list inside free JSON (a traffic policy action's `config`) loses its brackets: `Map.entry("bucket_key",
 * "conn.client_ip")` sends a string where the YAML program has a list (and several items do not compile).
 * Corrected to `List.of(…)` for each key the YAML program gives a list inside free JSON.
 */
const freeJsonLists: Correction = {
  bug: "pulumi-java 1.22.0 writes a list inside free JSON as its bare items (one item becomes a string); corrected to `List.of(…)`",
  correct(text, facts) {
    const keys = freeJsonListKeys(facts);
    const entries = [...text.matchAll(/Map\.(?:entry|of)\(/g)].reverse();
    for (const m of entries) {
      const open = m.index + m[0].length - 1;
      const [key, ...items] = topLevelArguments(text, open);
      const listed = items.length === 1 && items[0].startsWith("List.of(");
      if (!key.startsWith('"') || !keys.has(JSON.parse(key)) || items.length === 0 || listed) continue;
      text = replaceArguments(text, open, `${key}, List.of(${items.join(", ")})`);
    }
    return text;
  },
};

/**
 * A resource is named after its Java variable, `new IpPolicyRule("officeV4", …)`, not by the PCL's
 * `__logicalName`, the YAML program's name (`office-v4`) that every other generator keeps: the same program's
 * state would then differ by language, and a stack moved from YAML to Java would replace those resources.
 * Corrected to the YAML program's name, for each resource whose name is not already a Java identifier.
 */
const logicalNames: Correction = {
  bug: "pulumi-java 1.22.0 names a resource after its Java variable (`officeV4`), not its logical name (`office-v4`); corrected to the YAML program's name",
  correct(text, facts) {
    for (const [name, resource] of Object.entries(facts.source.resources ?? {})) {
      const variable = name.replace(/[-_.]+(\w)/g, (_, c: string) => c.toUpperCase());
      if (variable === name) continue;
      const className = resource.type.split(":")[2];
      text = text.replaceAll(`new ${className}("${variable}",`, `new ${className}("${name}",`);
    }
    return text;
  },
};

export const JAVA_CORRECTIONS: Correction[] = [
  basePackageImports,
  enumValues,
  outputLists,
  nestedImports,
  freeJsonLists,
  logicalNames,
];
