import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { classSpecs } from "../../provider/specs";
import { resourceList, walk } from "../../catalog";
import { anchor } from "../../scripts/reference/markdown";

/**
 * The reference is generated (docs/reference/, `npm run docs`, reference.test.ts); the README is written by
 * hand, and where it enumerates resources or names classes by a fact, it is checked against the flags here.
 */
const ROOT = join(__dirname, "../..");
const README = readFileSync(join(ROOT, "README.md"), "utf8");
/** Every Markdown file of the repository, outside dependencies and builds. */
const markdownFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (["node_modules", "dist", ".git", ".tmp"].includes(e.name)) return [];
    const path = join(dir, e.name);
    if (e.isDirectory()) return markdownFiles(path);
    return e.name.endsWith(".md") ? [path] : [];
  });
const PROSE = README.replace(/\s+/g, " ");
/** The noun a resource's description starts with: "A reserved address: …" → "address". */
const noun = (description: string) => /^An? ([^:,]+)/.exec(description)![1].split(" ").pop()!;
const plural = (word: string) =>
  /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : word.endsWith("s") ? `${word}es` : `${word}s`;

describe("the README's prose", () => {
  it("names every kind of resource in its first paragraph", () => {
    const intro = PROSE.slice(0, PROSE.indexOf("## "));
    for (const r of resourceList) {
      const word = plural(noun(r.description));
      expect(intro, `README.md's first paragraph must name ${word} (${r.className})`).toContain(word);
    }
  });

  it("says which classes cannot be adopted, in every doc that lists them: those with a member shown once", () => {
    const notAdoptable = Object.values(classSpecs)
      .filter((s) => s.def.is === "resource" && !s.adoptable)
      .map((s) => s.className)
      .sort();
    const docs = markdownFiles(ROOT).filter((f) => /every class except/.test(readFileSync(f, "utf8")));
    expect(docs.map((f) => relative(ROOT, f))).toContain("README.md");
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
        expect(PROSE, `README.md's Secrets paragraph must name ${name} among the secret outputs`).toContain(
          name,
        );
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
