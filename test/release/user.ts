import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "vitest";
import { REPO_ROOT } from "../engine/pack";
import { installDir } from "../cli/yaml-project";
import type { AssetServer } from "./asset-server";

/**
 * A user with no clone: `PATH` holds only the Pulumi CLI and the YAML language host, hard-linked side by side as
 * an install lays them out (test/cli/yaml-project.ts), so there is no `node`; no plugin on PATH counts
 * (`PULUMI_IGNORE_AMBIENT_PLUGINS`); automatic plugin downloads are on, sent to the release folder's server.
 */
export function userEnv(assets: AssetServer): NodeJS.ProcessEnv {
  const env = {
    PATH: installDir(),
    PULUMI_IGNORE_AMBIENT_PLUGINS: "true",
    PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION: undefined,
    ...assets.override,
  };
  expect(
    readdirSync(env.PATH)
      .filter((f) => !f.startsWith("."))
      .sort(),
  ).toEqual(["pulumi", "pulumi-language-yaml"]);
  return env;
}

/** A folder outside the repository, so nothing of it (node_modules above, say) is within the program's reach. */
export const outsideRepo = (prefix: string) => mkdtempSync(path.join(tmpdir(), `tunnels-user-${prefix}-`));

/**
 * The plugins the CLI installed into `home` (`PULUMI_HOME`), each folder (`resource-tunnels-v<version>`) with its
 * files; the CLI's own files beside them (locks, a cached schema) are left out.
 */
export function installedPlugins(home: string): Record<string, string[]> {
  const plugins = path.join(home, "plugins");
  if (!existsSync(plugins)) return {};
  return Object.fromEntries(
    readdirSync(plugins, { withFileTypes: true })
      .filter((d) => d.isDirectory() && !d.name.endsWith(".partial"))
      .map((d) => [d.name, readdirSync(path.join(plugins, d.name)).filter((f) => !f.startsWith("."))]),
  );
}

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
