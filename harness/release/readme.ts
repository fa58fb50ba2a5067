import { readFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "../engine/pack";

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
