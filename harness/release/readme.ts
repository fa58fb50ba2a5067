import { readFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "../../drivers";

/**
 * The code block (```lang) that follows the README heading `### <heading>` inside `## Install`, with `<version>`
 * and the other placeholders replaced: what a user copies.
 */
export function readmeBlock(heading: string, lang: string, replace: Record<string, string> = {}): string {
  const readme = readFileSync(path.join(REPO_ROOT, "README.md"), "utf8");
  const install = readme.slice(readme.indexOf("\n## Install\n"), readme.indexOf("\n## Set up\n"));
  const section = install.slice(install.indexOf(`\n### ${heading}\n`));
  const block = new RegExp("```" + lang + "\\n([\\s\\S]*?)```").exec(section);
  if (!block) throw new Error(`README.md has no \`\`\`${lang} block under "### ${heading}" in "## Install"`);
  let text = block[1];
  for (const [placeholder, value] of Object.entries(replace)) text = text.split(placeholder).join(value);
  return text;
}

/**
 * The cells of the table row under the README heading `## <section>` whose first cell starts with `first`,
 * as written (code spans keep their backticks).
 */
export function readmeRow(section: string, first: string): string[] {
  const readme = readFileSync(path.join(REPO_ROOT, "README.md"), "utf8");
  const start = readme.indexOf(`\n## ${section}\n`);
  if (start < 0) throw new Error(`README.md has no "## ${section}"`);
  const body = readme.slice(start + 1, readme.indexOf("\n## ", start + 1));
  const cells = (line: string) =>
    line
      .replace(/^\|/, "")
      .replace(/\|$/, "")
      .split("|")
      .map((c) => c.trim());
  const row = body
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .map(cells)
    .find((c) => c[0].startsWith(first));
  if (!row) throw new Error(`README.md "## ${section}" has no table row starting "${first}"`);
  return row;
}

/** The code spans of a README text, in order: the commands a row prints. */
export const codeSpans = (text: string): string[] => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
