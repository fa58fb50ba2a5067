/**
 * The tunnels policy pack in a release: the analyzer archive of each platform (the plugin executable under the name
 * the CLI runs for `runtime: tunnels`, `pulumi-analyzer-policy-tunnels`, alone in
 * `pulumi-analyzer-policy-tunnels-v<version>-<os>-<arch>.tar.gz`, which `pulumi plugin install analyzer policy-tunnels
 * <version> --server <url>` downloads), and the pack's folder `tunnels-policy/`: its PulumiPolicy.yaml, a README of
 * the rules and an example config, both written from the rules themselves (`pulumi-tunnels/policy`).
 */
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { create as createTar } from "tar";
import { packConfig, RULES } from "../../provider/policy-pack";

export const ANALYZER = "pulumi-analyzer-policy-tunnels";
export const POLICY_FOLDER = "tunnels-policy";

export const analyzerArchiveName = (version: string, platform: string) =>
  `${ANALYZER}-v${version}-${platform}.tar.gz`;

/** Packs `executable` (a platform's plugin executable) as the analyzer, alone, into `outDir`. */
export async function writeAnalyzerArchive(
  executable: string,
  outDir: string,
  version: string,
  platform: string,
  mtime: Date,
): Promise<string> {
  const dir = path.join(path.dirname(executable), "analyzer");
  mkdirSync(dir, { recursive: true });
  copyFileSync(executable, path.join(dir, ANALYZER));
  const archive = path.join(outDir, analyzerArchiveName(version, platform));
  await createTar({ gzip: true, file: archive, cwd: dir, portable: true, mtime }, [ANALYZER]);
  return archive;
}

/** Each rule in Markdown: what it checks, its level, its settings, and what to change. */
function readme(version: string): string {
  const rules = RULES.map((r) => {
    const settings = Object.entries(r.configSchema?.properties ?? {}).map(
      ([k, s]) => `  - \`${k}\` (default \`${JSON.stringify(s.default)}\`): ${s.description}`,
    );
    return [
      `### ${r.name}`,
      "",
      `${r.description}`,
      "",
      `- Default level: ${r.enforcementLevel}. Severity: ${r.severity}. Checked ${r.kind === "stack" ? "over the whole stack" : "per resource"}.`,
      ...(settings.length ? ["- Settings:", ...settings] : []),
      `- Remediation: ${r.remediation}`,
      "",
    ].join("\n");
  });
  return [
    `# The tunnels policy pack ${version}`,
    "",
    "Security rules for tunnels resources, run by the Pulumi CLI alone (no Node.js, no Python):",
    "",
    "```sh",
    `pulumi plugin install analyzer policy-tunnels ${version} --server <release URL>`,
    "pulumi preview --policy-pack <this folder> --policy-pack-config policy-config.json",
    "```",
    "",
    "`policy-config.example.json` lists every rule at its default level with its default settings.",
    "The user guide's page docs/policy.md says more.",
    "",
    "## The rules",
    "",
    ...rules,
  ].join("\n");
}

/** Every rule at its default level, with its default settings: a config file to start from. */
function exampleConfig(): string {
  const config = packConfig();
  const entries = RULES.map((r) => [
    r.name,
    { enforcementLevel: config[r.name].enforcementLevel, ...config[r.name].settings },
  ]);
  return `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`;
}

/** Writes the pack's folder into `outDir`; returns its path. */
export function writePolicyPack(outDir: string, version: string): string {
  const dir = path.join(outDir, POLICY_FOLDER);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, "PulumiPolicy.yaml"),
    `runtime: tunnels\ndescription: Security rules for tunnels edges, routes, IP policies, API keys and event destinations.\n`,
  );
  writeFileSync(path.join(dir, "README.md"), readme(version));
  writeFileSync(path.join(dir, "policy-config.example.json"), exampleConfig());
  return dir;
}
