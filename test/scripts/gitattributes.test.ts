import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CLASS_EXAMPLES } from "../../scripts/examples/classes";
import { EXAMPLES, RENDERED } from "../../scripts/examples/sources";

/**
 * `.gitattributes` marks what the generators write `linguist-generated`, and nothing written by hand, so GitHub
 * folds generated files in reviews and leaves them out of the language statistics (issue 42). The generated
 * files are found from the generators' own outputs: the rendered examples' folders, the SDK folders, the
 * schema, the reference, and every file whose first line says it is generated.
 */
const repo = path.resolve(__dirname, "../..");
const git = (args: string[], input?: string) =>
  execFileSync("git", args, { cwd: repo, encoding: "utf8", input, maxBuffer: 64 * 1024 * 1024 });

/** Folders and files every file under which a generator writes. */
const GENERATED = [
  ...[...EXAMPLES, ...CLASS_EXAMPLES].flatMap((e) => RENDERED.map((language) => `${e.out}/${language}/`)),
  ...readdirSync(path.join(repo, "sdk")).map((language) => `sdk/${language}/`),
  "plugin/schema.json",
  "docs/reference/",
];
/** Written by hand inside a generated folder (scripts/gen-sdks.sh keeps it). */
const HAND_WRITTEN = ["sdk/go/README.md"];
const HEADER = /^\/\/ Generated .*: do not edit by hand\./;

/** Each tracked file (and each new one git would track) with whether .gitattributes marks it generated. */
function marked(): Map<string, boolean> {
  const files = git(["ls-files", "--cached", "--others", "--exclude-standard"]).split("\n").filter(Boolean);
  const out = new Map<string, boolean>();
  for (const line of git(["check-attr", "--stdin", "linguist-generated"], files.join("\n")).split("\n")) {
    const m = /^(.*): linguist-generated: (\S+)$/.exec(line);
    if (m) out.set(m[1], m[2] === "set");
  }
  return out;
}

describe(".gitattributes", () => {
  const files = marked();
  const generated = (f: string) =>
    !HAND_WRITTEN.includes(f) &&
    (GENERATED.some((p) => (p.endsWith("/") ? f.startsWith(p) : f === p)) ||
      (/\.(ts|js)$/.test(f) && HEADER.test(readFileSync(path.join(repo, f), "utf8"))));

  it("marks every file a generator writes linguist-generated", () => {
    const unmarked = [...files].filter(([f, set]) => generated(f) && !set).map(([f]) => f);
    expect(
      unmarked,
      "generated files .gitattributes leaves unmarked: add their path with linguist-generated",
    ).toEqual([]);
    expect([...files].filter(([, set]) => set).length).toBeGreaterThan(400);
  });

  it("marks no file written by hand", () => {
    const wrong = [...files].filter(([f, set]) => set && !generated(f)).map(([f]) => f);
    expect(wrong, "hand-written files marked linguist-generated: narrow the pattern that marks them").toEqual(
      [],
    );
  });
});
