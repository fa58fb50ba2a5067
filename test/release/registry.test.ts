import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import semver from "semver";
import { afterAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../harness";

/**
 * What the Pulumi Registry checks of a package before it lists it, checked on the repository as it is and on
 * doctored copies: docs/_index.md and docs/installation-configuration.md each open with front matter holding
 * `title`, `meta_desc` and `layout: package`; the schema has a `name`, a semver `version`, a `publisher`, exactly one
 * `category/…` keyword (one of the registry's categories), and a `logoUrl` at a logo the repository holds.
 */
const DOCS = ["_index.md", "installation-configuration.md"];
const CATEGORIES = [
  "cloud",
  "database",
  "infrastructure",
  "monitoring",
  "network",
  "utility",
  "versioncontrol",
];

/** The front matter of a Markdown file: the `key: value` lines between its first two `---` lines. */
function frontMatter(text: string): Record<string, string> | undefined {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!match) return undefined;
  return Object.fromEntries(
    match[1]
      .split("\n")
      .map((line) => /^([\w-]+):\s*(.*)$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1], m[2].trim()]),
  );
}

/** Every way `repo` (a folder with docs/ and plugin/schema.json) falls short of the registry's checks. */
function registryProblems(repo: string): string[] {
  const problems: string[] = [];
  for (const doc of DOCS) {
    const file = path.join(repo, "docs", doc);
    if (!existsSync(file)) {
      problems.push(`docs/${doc} is missing`);
      continue;
    }
    const front = frontMatter(readFileSync(file, "utf8"));
    if (!front) {
      problems.push(`docs/${doc} does not open with front matter`);
      continue;
    }
    for (const key of ["title", "meta_desc"]) if (!front[key]) problems.push(`docs/${doc} has no ${key}`);
    if (front.layout !== "package") problems.push(`docs/${doc}: layout is ${front.layout}, not package`);
  }
  const schema = JSON.parse(readFileSync(path.join(repo, "plugin", "schema.json"), "utf8"));
  if (!/^[a-z][a-z0-9-]*$/.test(schema.name ?? ""))
    problems.push(`schema name ${schema.name} is not a package name`);
  if (!semver.valid(schema.version ?? "")) problems.push(`schema version ${schema.version} is not semver`);
  if (!schema.publisher) problems.push("schema has no publisher");
  const categories = (schema.keywords ?? []).filter((k: string) => k.startsWith("category/"));
  if (categories.length !== 1) problems.push(`schema has ${categories.length} category/ keywords, not one`);
  else if (!CATEGORIES.includes(categories[0].slice("category/".length)))
    problems.push(`schema keyword ${categories[0]} is not a registry category`);
  const logo = /^https:\/\/raw\.githubusercontent\.com\/[^/]+\/[^/]+\/main\/(.+)$/.exec(schema.logoUrl ?? "");
  if (!logo) problems.push(`schema logoUrl ${schema.logoUrl} is not a file of the repository's main branch`);
  else if (!existsSync(path.join(repo, logo[1])))
    problems.push(`schema logoUrl names ${logo[1]}, which is missing`);
  return problems;
}

const scratch = mkdtempSync(path.join(tmpdir(), "tunnels-registry-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of docs/ and plugin/schema.json with `doctor` applied to it. */
function doctored(name: string, doctor: (dir: string) => void): string {
  const dir = path.join(scratch, name);
  cpSync(path.join(REPO_ROOT, "docs"), path.join(dir, "docs"), { recursive: true });
  cpSync(path.join(REPO_ROOT, "plugin", "schema.json"), path.join(dir, "plugin", "schema.json"));
  doctor(dir);
  return dir;
}
const editFile = (file: string, edit: (text: string) => string) =>
  writeFileSync(file, edit(readFileSync(file, "utf8")));
const editSchema = (dir: string, edit: (schema: Record<string, unknown>) => void) =>
  editFile(path.join(dir, "plugin", "schema.json"), (text) => {
    const schema = JSON.parse(text);
    edit(schema);
    return JSON.stringify(schema);
  });

describe("the registry's checks", () => {
  it("the repository passes them, with the docs' titles and the schema's category as written", () => {
    expect(registryProblems(REPO_ROOT)).toEqual([]);
    expect(frontMatter(readFileSync(path.join(REPO_ROOT, "docs", "_index.md"), "utf8"))?.title).toBe(
      "Tunnels",
    );
    const schema = JSON.parse(readFileSync(path.join(REPO_ROOT, "plugin", "schema.json"), "utf8"));
    expect(schema.logoUrl).toBe(
      "https://raw.githubusercontent.com/pulumi-tunnels/pulumi-tunnels/main/docs/logo.svg",
    );
    expect(readFileSync(path.join(REPO_ROOT, "docs", "logo.svg"), "utf8")).toMatch(/^<svg /);
  });

  it.each<[string, (dir: string) => void, string]>([
    ["no _index.md", (d) => rmSync(path.join(d, "docs", "_index.md")), "docs/_index.md is missing"],
    [
      "no front matter",
      (d) =>
        editFile(path.join(d, "docs", "installation-configuration.md"), (t) =>
          t.replace(/^---\n[\s\S]*?\n---\n/, ""),
        ),
      "docs/installation-configuration.md does not open with front matter",
    ],
    [
      "another layout",
      (d) =>
        editFile(path.join(d, "docs", "_index.md"), (t) => t.replace("layout: package", "layout: overview")),
      "docs/_index.md: layout is overview, not package",
    ],
    [
      "no meta_desc",
      (d) => editFile(path.join(d, "docs", "_index.md"), (t) => t.replace(/^meta_desc: .*\n/m, "")),
      "docs/_index.md has no meta_desc",
    ],
    [
      "a version that is not semver",
      (d) => editSchema(d, (s) => (s.version = "0.4")),
      "schema version 0.4 is not semver",
    ],
    ["no publisher", (d) => editSchema(d, (s) => delete s.publisher), "schema has no publisher"],
    [
      "two categories",
      (d) => editSchema(d, (s) => (s.keywords = [...(s.keywords as string[]), "category/cloud"])),
      "schema has 2 category/ keywords, not one",
    ],
    [
      "a name with capitals",
      (d) => editSchema(d, (s) => (s.name = "Tunnels")),
      "schema name Tunnels is not a package name",
    ],
    [
      "no logo file",
      (d) => rmSync(path.join(d, "docs", "logo.svg")),
      "schema logoUrl names docs/logo.svg, which is missing",
    ],
  ])("a copy with %s fails them", (name, doctor, problem) => {
    expect(registryProblems(doctored(name.replace(/\W+/g, "-"), doctor))).toEqual([problem]);
  });
});
