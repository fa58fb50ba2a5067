/**
 * `npm run release -- --out <dir> [--platform <os>-<arch> …] [--plugin-only]` writes a release into one folder, every file at the
 * root package.json's version:
 *   pulumi-resource-tunnels-v<version>-<os>-<arch>.tar.gz   the plugin executable of each platform built (and run) here
 *   pulumi-analyzer-policy-tunnels-v<version>-<os>-<arch>.tar.gz   the same executable as the policy pack's analyzer
 *   pulumi-resource-tunnels-v<version>-checksums.txt        their SHA-256 sums (`sha256sum -c`)
 *   tunnels-policy/                                         the policy pack's folder (`pulumi preview --policy-pack`)
 *   pulumi-tunnels-<version>.tgz, pulumi-tunnels-server-<version>.tgz   the npm packages
 *   pulumi-tunnels-tunnels-<version>.tgz                    the Node.js SDK, `@pulumi-tunnels/tunnels` (npm)
 *   pulumi_tunnels-<version>-py3-none-any.whl, pulumi_tunnels-<version>.tar.gz   the Python SDK
 *   go-proxy/                                               the Go SDK as v<version> of a module proxy on disk
 *   tunnels-<version>.jar, …-sources.jar, ….pom             the Java SDK (Maven)
 *   schema.json                                             the package schema
 * Without --platform it builds every platform this machine runs: on Linux linux-amd64 and linux-arm64 (under
 * QEMU). darwin is built on macOS. --plugin-only writes the archives and their sums alone: what each platform's
 * runner of .github/workflows/release.yml builds, the SDKs being built once, on Linux. The publishing itself (GitHub release, npm, PyPI, the Go tag) is not done here.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { writeNodejsSdkTarball } from "./nodejs-sdk";
import { packageRoot } from "./package-root";
import { checksumsName, writeChecksums, writePluginArchives } from "./release/plugin-archives";
import { defaultPlatforms, platformNamed } from "./release/platforms";
import { writePolicyPack } from "./release/policy-pack";
import {
  writeGoModuleProxy,
  writeJavaArtifacts,
  writeNpmTarballs,
  writePythonDistributions,
} from "./release/sdk-packages";
import { releaseVersion } from "./release/versions";

const USAGE = "usage: npm run release -- --out <dir> [--platform <os>-<arch> …] [--plugin-only]";

/** The commit's time, so that two builds of one commit write the same archives; now outside a Git clone. */
function releaseTime(repo: string): Date {
  try {
    return new Date(
      execFileSync("git", ["log", "-1", "--format=%cI"], { cwd: repo, encoding: "utf8" }).trim(),
    );
  } catch {
    return new Date();
  }
}

const megabytes = (file: string) => `${(statSync(file).size / 1e6).toFixed(1)} MB`;

async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      out: { type: "string" },
      platform: { type: "string", multiple: true },
      "plugin-only": { type: "boolean" },
    },
    strict: true,
  });
  if (!values.out) throw new Error(`release: --out <dir> is required\n${USAGE}`);
  const repo = packageRoot(__dirname);
  const version = releaseVersion(repo);
  const platforms = values.platform?.length ? values.platform.map(platformNamed) : defaultPlatforms();
  const outDir = path.resolve(values.out);
  mkdirSync(outDir, { recursive: true });
  const time = releaseTime(repo);
  const schemaFile = path.join(repo, "plugin", "schema.json");
  const schema = readFileSync(schemaFile, "utf8");

  const built = await writePluginArchives(repo, outDir, platforms, { version, schema }, time);
  for (const b of built)
    console.log(
      `${path.basename(b.archive)}: ${megabytes(b.archive)}; ran here, GetPluginInfo ${Math.round(b.check.startToInfoMs)} ms after its start`,
    );
  writeChecksums(outDir, version);
  if (values["plugin-only"]) {
    console.log(`release ${version}: the plugin archives and ${checksumsName(version)} written to ${outDir}`);
    return;
  }
  writePolicyPack(outDir, version);
  const npm = [...writeNpmTarballs(repo, outDir), writeNodejsSdkTarball(repo, outDir)];
  writePythonDistributions(repo, outDir);
  writeGoModuleProxy(repo, path.join(outDir, "go-proxy"), version, time);
  writeJavaArtifacts(repo, outDir);
  copyFileSync(schemaFile, path.join(outDir, "schema.json"));
  console.log(
    [
      `${checksumsName(version)}, ${npm.map((f) => path.basename(f)).join(", ")}`,
      `pulumi_tunnels-${version}-py3-none-any.whl, pulumi_tunnels-${version}.tar.gz, go-proxy/, tunnels-${version}.jar (with its sources and pom), schema.json`,
      `release ${version} written to ${outDir}; its tags: v${version} (the plugin's GitHub release) and sdk/go/v${version} (the Go SDK)`,
    ].join("\n"),
  );
}

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
