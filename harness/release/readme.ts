import { readFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "../../drivers";

/**
 * The text under the heading `## <heading>` or `### <heading>` of a Markdown page of the repository (README.md,
 * docs/<page>.md), up to the next heading of the same level or above: where a test reads what the docs print.
 */
function section(file: string, heading: string): string {
  const text = readFileSync(path.join(REPO_ROOT, file), "utf8");
  const found = new RegExp(`^(#{2,3}) ${heading.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\n`, "m").exec(text);
  if (!found) throw new Error(`${file} has no "## ${heading}" or "### ${heading}"`);
  const body = text.slice(found.index + found[0].length);
  const next = new RegExp(`^#{2,${found[1].length}} `, "m").exec(body);
  return next ? body.slice(0, next.index) : body;
}

/**
 * The first code block (```lang) under the heading `heading` of `file`, with `<version>` and the other
 * placeholders replaced: what a user copies.
 */
export function docBlock(
  file: string,
  heading: string,
  lang: string,
  replace: Record<string, string> = {},
): string {
  const block = new RegExp("```" + lang + "\\n([\\s\\S]*?)```").exec(section(file, heading));
  if (!block) throw new Error(`${file} has no \`\`\`${lang} block under "${heading}"`);
  let text = block[1];
  for (const [placeholder, value] of Object.entries(replace)) text = text.split(placeholder).join(value);
  return text;
}

/**
 * The cells of the table row under the heading `heading` of `file` whose first cell starts with `first`, as
 * written (code spans keep their backticks).
 */
export function docRow(file: string, heading: string, first: string): string[] {
  const cells = (line: string) =>
    line
      .replace(/^\|/, "")
      .replace(/\|$/, "")
      .split("|")
      .map((c) => c.trim());
  const row = section(file, heading)
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .map(cells)
    .find((c) => c[0].startsWith(first));
  if (!row) throw new Error(`${file} "${heading}" has no table row starting "${first}"`);
  return row;
}

/** The code spans of a Markdown text, in order: the commands a row prints. */
export const codeSpans = (text: string): string[] => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
