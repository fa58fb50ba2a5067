import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { classSpecs } from "../../provider/base/specs";
import { resourceList, walk } from "../../catalog";
import { anchor } from "../../scripts/reference/markdown";

/**
 * The reference is generated (docs/reference/, `npm run docs`, reference.test.ts); the README and the guide in
 * docs/ are written by hand, and where they enumerate resources or name classes by a fact, they are checked
 * against the flags here: the registry's landing page (docs/_index.md) names every kind, the guide's page on
 * adopting names the classes that cannot be adopted, and its page on how resources behave every secret output.
 */
const ROOT = join(__dirname, "../..");
const README = readFileSync(join(ROOT, "README.md"), "utf8");
const read = (file: string) => readFileSync(join(ROOT, file), "utf8");
/** The registry's landing page: its first paragraph, after the front matter and the logo, lists what it manages. */
const LANDING = "docs/_index.md";
const ADOPTING = "docs/adopting-and-importing.md";
const BEHAVIOUR = "docs/how-resources-behave.md";
/** Every Markdown file of the repository, outside dependencies and builds. */
const markdownFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (["node_modules", "dist", ".git", ".tmp"].includes(e.name)) return [];
    const path = join(dir, e.name);
    if (e.isDirectory()) return markdownFiles(path);
    return e.name.endsWith(".md") ? [path] : [];
  });
/** A page's "## <heading>" section as one line of prose. */
const sectionOf = (file: string, heading: string) => {
  const text = read(file);
  const start = text.indexOf(`\n## ${heading}\n`);
  return start < 0 ? "" : text.slice(start, text.indexOf("\n## ", start + 1)).replace(/\s+/g, " ");
};
/** The noun a resource's description starts with: "A reserved address: …" → "address". */
const noun = (description: string) => /^An? ([^:,]+)/.exec(description)![1].split(" ").pop()!;
const plural = (word: string) =>
  /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : word.endsWith("s") ? `${word}es` : `${word}s`;

describe("the docs' prose", () => {
  it("names every kind of resource in the registry page's first paragraph", () => {
    const text = read(LANDING);
    const body = text.slice(text.indexOf("\n---\n", 4) + 5);
    const intro = body.slice(0, body.indexOf("\n## ")).replace(/\s+/g, " ");
    for (const r of resourceList) {
      const word = plural(noun(r.description));
      expect(intro, `${LANDING}'s first paragraph must name ${word} (${r.className})`).toContain(word);
    }
  });

  it("says which classes cannot be adopted, in every doc that lists them: those with a member shown once", () => {
    const notAdoptable = Object.values(classSpecs)
      .filter((s) => s.def.is === "resource" && !s.adoptable)
      .map((s) => s.className)
      .sort();
    const docs = markdownFiles(ROOT).filter((f) => /every class except/.test(readFileSync(f, "utf8")));
    expect(docs.map((f) => relative(ROOT, f))).toContain(ADOPTING);
    for (const doc of docs) {
      const text = readFileSync(doc, "utf8").replace(/\s+/g, " ");
      for (const [, list] of text.matchAll(/every class except (.*?) takes `adoptId`/g)) {
        const named = [...list.matchAll(/`([A-Za-z]+)`/g)].map((m) => m[1]).sort();
        expect(
          named,
          `${relative(ROOT, doc)}: "every class except …" must list every class that cannot be adopted`,
        ).toEqual(notAdoptable);
      }
    }
  });

  it("names every output shown only once as a secret output", () => {
    for (const r of resourceList)
      walk(r.response, (m) => {
        if (!m.flags.shownOnce) return;
        const name = `\`${r.className}.${m.pulumiPath.join(".")}\``;
        expect(
          sectionOf(BEHAVIOUR, "Secrets"),
          `${BEHAVIOUR}'s Secrets section must name ${name} among the secret outputs`,
        ).toContain(name);
      });
  });
});

describe("the README's contents list", () => {
  it("links every section and subsection, in order, by its anchor", () => {
    const headings = [...README.matchAll(/^(##|###) (.+)$/gm)].filter(([, , title]) => title !== "Contents");
    const start = README.indexOf("## Contents");
    const list = README.slice(start, README.indexOf("\n## ", start + 1));
    const links = [...list.matchAll(/^( *)- \[(.+?)\]\(#([^)]+)\)/gm)].map(([, indent, title, target]) => ({
      level: indent ? "###" : "##",
      title,
      target,
    }));
    expect(
      links,
      "README.md's contents list must link every ## and ### heading, in order: add the new section to it",
    ).toEqual(headings.map(([, level, title]) => ({ level, title, target: anchor(title) })));
  });
});
