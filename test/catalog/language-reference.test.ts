import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { classModels, functionModels } from "../../provider/model";
import { referenceDir } from "../../scripts/reference/file";
import { LANGUAGES, type Language } from "../../scripts/reference/languages";
import { referencePages } from "../../scripts/reference/pages";
import { inputTypes } from "../../scripts/reference/sdk-page";
import type { PackageSpec, PropertySpec } from "../../scripts/schema/spec";

/**
 * The reference's pages per language (docs/reference/<language>.md) are current, and say what the generated
 * SDKs say: every input of every class, function argument and object type member under the Go field name
 * and plain Go type of the SDK's plain structs, and the Java name and type of its `Output<T>` fields.
 */
const root = join(__dirname, "../..");
const pages = referencePages(__dirname);
const schema = JSON.parse(readFileSync(join(root, "plugin/schema.json"), "utf8")) as PackageSpec;
const enums = new Set(
  Object.entries(schema.types)
    .filter(([, t]) => "enum" in t)
    .map(([t]) => t.split(":")[2]),
);
const lang = (file: string) => LANGUAGES.find((l) => l.file === file) as Language;

/** Every struct of the Go SDK: struct name → pulumi name → [field name, type]. */
function goStructs(): Map<string, Map<string, [string, string]>> {
  const dir = join(root, "sdk/go/tunnels");
  const text = readdirSync(dir)
    .filter((f) => f.endsWith(".go"))
    .map((f) => readFileSync(join(dir, f), "utf8"))
    .join("\n");
  const structs = new Map<string, Map<string, [string, string]>>();
  for (const [, name, body] of text.matchAll(/^type (\w+) struct \{\n([\s\S]*?)^\}/gm))
    structs.set(
      name,
      new Map([...body.matchAll(/^\t(\w+) +(\S+) +`pulumi:"(\w+)"`/gm)].map((m) => [m[3], [m[1], m[2]]])),
    );
  return structs;
}

/** Every Java class of the SDK with `Output<T>` fields: class name → field name → T. */
function javaFields(): Map<string, Map<string, string>> {
  const base = join(root, "sdk/java/src/main/java/com/pulumitunnels/tunnels");
  const out = new Map<string, Map<string, string>>();
  for (const dir of [base, join(base, "inputs")])
    for (const f of readdirSync(dir).filter((f) => f.endsWith(".java"))) {
      const text = readFileSync(join(dir, f), "utf8");
      const fields = [...text.matchAll(/^ {4}private (?:@Nullable )?Output<(.+)> (\w+);$/gm)];
      out.set(f.replace(/\.java$/, ""), new Map(fields.map((m) => [m[2], m[1]])));
    }
  return out;
}

/** What a page must agree with: (owner in the SDK, properties, required) for every input side of the schema. */
function inputSides(argsName: (name: string, kind: "resource" | "type" | "function") => string) {
  const sides: [string, Record<string, PropertySpec>, string[]][] = [];
  for (const [t, r] of Object.entries(schema.resources))
    sides.push([argsName(t.split(":")[2], "resource"), r.inputProperties, r.requiredInputs ?? []]);
  const given = inputTypes(schema);
  for (const [t, ty] of Object.entries(schema.types))
    if ("properties" in ty && given.has(t))
      sides.push([argsName(t.split(":")[2], "type"), ty.properties, ty.required ?? []]);
  for (const [t, f] of Object.entries(schema.functions))
    if (f.inputs)
      sides.push([argsName(t.split(":")[2], "function"), f.inputs.properties, f.inputs.required ?? []]);
  return sides;
}

describe("the reference's page per language", () => {
  it("is up to date with the package model (regenerate with `npm run docs`)", () => {
    expect([...pages.keys()].sort()).toEqual(["README.md", ...LANGUAGES.map((l) => l.file)].sort());
    for (const [file, text] of pages)
      expect(
        readFileSync(join(referenceDir(__dirname), file), "utf8") === text,
        `docs/reference/${file} is stale: run \`npm run docs\` and commit it`,
      ).toBe(true);
  });

  it("has every class with its token and every function on every page, linked from every other page", () => {
    for (const l of LANGUAGES) {
      const page = pages.get(l.file) as string;
      for (const m of classModels())
        expect(page).toContain(`### ${m.className}\n\nType token: \`${m.token}\``);
      for (const f of functionModels()) expect(page).toContain(`Function token: \`${f.token}\``);
      for (const other of [...pages.keys()].filter((f) => f !== l.file))
        expect(page).toContain(`](${other})`);
    }
    expect(pages.get("README.md")).toContain("(python.md)");
  });

  it("gives each Go input the field name and plain type of the Go SDK's structs", () => {
    const go = lang("go.md");
    const structs = goStructs();
    const lc = (n: string) => n.charAt(0).toLowerCase() + n.slice(1);
    const sides = inputSides((n, kind) =>
      kind === "resource"
        ? `${lc(n)}Args`
        : kind === "function"
          ? `${n.charAt(0).toUpperCase()}${n.slice(1)}Args`
          : n,
    );
    expect(sides.length).toBeGreaterThan(40);
    for (const [struct, props, required] of sides) {
      const fields = structs.get(struct);
      expect(fields, `the Go SDK has no struct ${struct}`).toBeDefined();
      for (const [name, p] of Object.entries(props))
        expect([struct, name, fields?.get(name)]).toEqual([
          struct,
          name,
          [go.member(name), go.type(p, "input", !required.includes(name), enums)],
        ]);
    }
  });

  it("gives each Java input the name and type of the Java SDK's Args fields", () => {
    const java = lang("java.md");
    const classes = javaFields();
    const sides = inputSides(
      (n, kind) => `${kind === "function" ? n.charAt(0).toUpperCase() + n.slice(1) : n}Args`,
    );
    for (const [cls, props] of sides) {
      const fields = classes.get(cls);
      expect(fields, `the Java SDK has no class ${cls}`).toBeDefined();
      for (const [name, p] of Object.entries(props))
        expect([cls, name, fields?.get(java.member(name))]).toEqual([
          cls,
          name,
          java.type(p, "input", false, enums),
        ]);
    }
  });
});
