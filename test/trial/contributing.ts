import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * CONTRIBUTING.md's tables as data, so the trial follows them: the files each step of adding a resource or a
 * function touches, and, for each step left out, the test that fails and the message it fails with.
 */

/** The text of each code span of a Markdown cell (`a`, ``a `b` c``). */
export function codeSpans(cell: string): string[] {
  const spans: string[] = [];
  for (let i = 0; i < cell.length; ) {
    const run = /^`+/.exec(cell.slice(i));
    if (!run) {
      i++;
      continue;
    }
    const fence = run[0];
    const end = cell.indexOf(fence, i + fence.length);
    if (end < 0) break;
    const inner = cell.slice(i + fence.length, end);
    spans.push(/^ .* $/.test(inner) ? inner.slice(1, -1) : inner);
    i = end + fence.length;
  }
  return spans;
}

/** The rows of the first table after a heading, as cells. */
function tableAfter(markdown: string, heading: string): string[][] {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`CONTRIBUTING.md has no heading "${heading}"`);
  const lines = markdown.slice(start).split("\n");
  const first = lines.findIndex((l) => l.startsWith("|"));
  const rows: string[][] = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith("|")) break;
    rows.push(
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((c) => c.trim()),
    );
  }
  return rows;
}

export interface Step {
  step: string;
  /** Paths: a file, a folder (ending in /), or a pattern with `<name>`. */
  files: string[];
  /** Written "only when …": the step may change nothing. */
  conditional: boolean;
}

export interface Omission {
  row: string;
  tests: string[];
  messages: string[];
}

export function contributing(root: string) {
  const markdown = readFileSync(join(root, "CONTRIBUTING.md"), "utf8");
  const steps = (heading: string, prefix: string): Step[] =>
    tableAfter(markdown, heading).map(([step, files, what]) => ({
      step: `${prefix} ${step}`,
      files: codeSpans(files),
      conditional: /^only when/.test(what),
    }));
  const omissions: Omission[] = tableAfter(markdown, "## Leaving a step out").map(
    ([row, fails, withText]) => ({
      row,
      // The tests in parentheses are named for the reader; the first ones fail fast.
      tests: codeSpans(fails.replace(/\s*\([^()]*\)/g, "")).filter((t) => t.endsWith(".test.ts")),
      messages: codeSpans(withText),
    }),
  );
  return {
    steps: [...steps("## Adding a resource", "resource"), ...steps("## Adding a function", "function")],
    omissions,
  };
}

/** Whether a changed file is one a step's path names. */
export const names = (path: string, file: string) =>
  path.endsWith("/")
    ? file.startsWith(path)
    : path.includes("<name>")
      ? new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace("<name>", "[^/]+")}$`).test(file)
      : file === path;
