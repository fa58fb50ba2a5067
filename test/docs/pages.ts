import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "../../harness";

/**
 * The pages the executed-docs test runs: README.md and every Markdown page under docs/, found on disk (a new
 * page runs with nothing to register), less those left out here, each with why.
 */
export const LEFT_OUT: Record<string, string> = {
  "docs/reference/":
    "generated from the catalog (scripts/gen-reference.ts); the examples it shows are compiled by " +
    "test/sdks/class-examples-compile.test.ts",
  "docs/development/":
    "contributor pages: their commands run in a clone (npm ci, npm test, npm run …), which .ci/run itself runs",
  "CONTRIBUTING.md": "the contributor page: its commands run in a clone, which .ci/run itself runs",
};

/** Pages that run no block, each with why: every other page with blocks must run at least one. */
export const NOTHING_TO_RUN: Record<string, string> = {
  "docs/_index.md":
    "the registry's overview page: one program in four languages, shown without its project or stack",
};

function markdownUnder(dir: string): string[] {
  return readdirSync(path.join(REPO_ROOT, dir)).flatMap((name) => {
    const file = path.posix.join(dir, name);
    if (statSync(path.join(REPO_ROOT, file)).isDirectory()) return markdownUnder(file);
    return name.endsWith(".md") ? [file] : [];
  });
}

/** The reason a page is left out, if it is. */
export const leftOutBecause = (page: string) =>
  Object.entries(LEFT_OUT).find(([prefix]) => page === prefix || page.startsWith(prefix))?.[1];

/** Every user page, README.md first, then docs/ in order of their paths. */
export const USER_PAGES = ["README.md", ...markdownUnder("docs").sort()].filter((p) => !leftOutBecause(p));
