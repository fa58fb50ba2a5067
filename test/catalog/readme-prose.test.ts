import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { classSpecs } from "../../provider/specs";
import { resourceList, walk } from "../../sdk/catalog";

/**
 * The README's reference is generated (`npm run docs`, reference.test.ts); the prose above it is written by
 * hand, and where it enumerates resources or names classes by a fact, it is checked against the flags here.
 */
const README = readFileSync(join(__dirname, "../../README.md"), "utf8");
const PROSE = README.slice(0, README.indexOf("## Reference")).replace(/\s+/g, " ");
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

  it("says which classes cannot be adopted: exactly those with a member shown once", () => {
    const adoption = /every class except (.*?) takes `adoptId`/.exec(PROSE);
    expect(
      adoption,
      "README.md's Adoption paragraph must say `every class except … takes `adoptId``",
    ).not.toBeNull();
    const named = [...adoption![1].matchAll(/`([A-Za-z]+)`/g)].map((m) => m[1]);
    const notAdoptable = Object.values(classSpecs)
      .filter((s) => s.def.kind === "resource" && !s.adoptable)
      .map((s) => s.className);
    expect(named.sort(), "README.md's Adoption paragraph: list every class that cannot be adopted").toEqual(
      notAdoptable.sort(),
    );
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
