import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { functionList, moduleList, resourceList } from "../../catalog";

/**
 * Every fact about a resource is a flag on its catalog entry, and every consumer reads the flag: a special
 * case written as `className === "ApiKey"` or `store.all("reserved_addr")` is a second place to edit that
 * nothing makes anyone edit. So no string literal of the code under these folders may be a class name or a
 * service kind (or one of its event types), except in the catalog file that defines that class.
 */
const ROOT = join(__dirname, "../..");
const FOLDERS = ["catalog", "client", "provider", "server", "plugin", "scripts"];
/** Generated or built code, which is regenerated from the catalog and checked against it by its own test. */
const SKIPPED = ["provider/program/generated", "server/dist", "server/node_modules"];
/**
 * Literals allowed outside their own file, each with the reason. Keep it short: a new entry needs a
 * reason that no flag could replace.
 */
const ALLOWED: { file: string; literal: string; why: string }[] = [];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (SKIPPED.some((s) => relative(ROOT, path) === s)) return [];
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith(".ts") && !e.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The text of every string literal and template without substitutions in a file, with its line. */
function literalsOf(text: string): { literal: string; line: number }[] {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, text);
  // Tokens come in order: count the line breaks since the previous one.
  let line = 1;
  let counted = 0;
  const lineAt = (pos: number) => {
    for (; counted < pos; counted++) if (text.charCodeAt(counted) === 10) line++;
    return line;
  };
  const found: { literal: string; line: number }[] = [];
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    // A `}` may close a template substitution: let the scanner read on as a template, as the parser would.
    if (token === ts.SyntaxKind.CloseBraceToken) token = scanner.reScanTemplateToken(false);
    if (
      token === ts.SyntaxKind.StringLiteral ||
      token === ts.SyntaxKind.NoSubstitutionTemplateLiteral ||
      token === ts.SyntaxKind.TemplateHead ||
      token === ts.SyntaxKind.TemplateMiddle ||
      token === ts.SyntaxKind.TemplateTail
    )
      found.push({
        literal: scanner.getTokenValue(),
        line: lineAt(scanner.getTokenStart()),
      });
  }
  return found;
}

/** Class names and service kinds (with their event types), each with the name of the class it belongs to. */
const owned = new Map<string, string>();
for (const r of resourceList) {
  owned.set(r.className, r.className);
  owned.set(r.kind, r.className);
  for (const event of ["created", "updated", "deleted"]) owned.set(`${r.kind}_${event}.v0`, r.className);
}
for (const m of moduleList) owned.set(m.className, m.className);

const files = FOLDERS.flatMap((f) => sourceFiles(join(ROOT, f)));
const texts = new Map(files.map((f) => [f, readFileSync(f, "utf8")]));
/** The file that defines a class: where its `className` is written. */
const homeOf = (className: string) =>
  files.filter((f) => texts.get(f)!.includes(`className: "${className}"`)).map((f) => relative(ROOT, f));

describe("class names and service kinds", () => {
  it("each class's catalog file is found (the check below would otherwise allow nothing)", () => {
    for (const r of resourceList)
      expect(homeOf(r.className), r.className).toEqual([expect.stringMatching(/^catalog\/resources\//)]);
  });

  it("every definition in catalog/resources/ is one of the catalog's resources", () => {
    const classes = new Set(resourceList.map((r) => r.className));
    for (const file of files.filter((f) => relative(ROOT, f).startsWith("catalog/resources/")))
      for (const [, className] of texts.get(file)!.matchAll(/className: "([A-Za-z]+)"/g))
        expect(
          classes.has(className),
          `${relative(ROOT, file)} defines ${className}, which is not in the catalog: add it to resourcesExceptSubscriptions in catalog/index.ts`,
        ).toBe(true);
  });

  it("every definition in catalog/functions/ is one of the catalog's functions", () => {
    const names = new Set(functionList.map((f) => f.name));
    const defining = files.filter((f) => relative(ROOT, f).startsWith("catalog/functions/"));
    expect(defining.length).toBeGreaterThan(0);
    for (const file of defining)
      for (const [, name] of texts.get(file)!.matchAll(/defineFunction\(\{\s*name: "(\w+)"/g))
        expect(
          names.has(name),
          `${relative(ROOT, file)} defines ${name}, which is not in the catalog: add it to functions in catalog/index.ts`,
        ).toBe(true);
  });

  it("appear as literals only in the catalog file of their class", () => {
    expect(files.length).toBeGreaterThan(50);
    const stray: string[] = [];
    for (const file of files) {
      const rel = relative(ROOT, file);
      for (const { literal, line } of literalsOf(texts.get(file)!)) {
        const className = owned.get(literal);
        if (!className || homeOf(className).includes(rel)) continue;
        if (ALLOWED.some((a) => a.file === rel && a.literal === literal)) continue;
        stray.push(`${rel}:${line} "${literal}" (of ${className})`);
      }
    }
    expect(
      stray,
      "read the fact from the catalog instead (resources.x.kind, .className, or a flag on the member), " +
        "or add a flag to catalog/flags.ts that says it",
    ).toEqual([]);
  });

  it("the scanner finds literals, templates included", () => {
    const text = ["const a = 'ApiKey';", "const b = `x$", "{y}api_key`;", "const c = `api_key`;"].join("");
    expect(literalsOf(text).map((l) => l.literal)).toEqual(["ApiKey", "x", "api_key", "api_key"]);
    expect(literalsOf("\n\n'x'")[0].line).toBe(3);
  });
});
