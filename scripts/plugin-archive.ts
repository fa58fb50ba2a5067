/**
 * Writes `pulumi-resource-tunnels-v<version>-<os>-<arch>.tar.gz`, the plugin as
 * `pulumi plugin install resource tunnels <version> --file <archive>` installs it: an executable
 * `pulumi-resource-tunnels` at the archive's top, the plugin's code and every package it needs bundled into one
 * file beside it, and the schema GetSchema answers. Nothing else is needed on the machine but Node.js 20: no
 * `npm install`, and no `PulumiPlugin.yaml` (which would make the CLI install dependencies through the Node.js
 * language host).
 *
 * Run by the plugin workspace's `archive` script (`npm run build && npm run archive -w plugin`), never by the
 * root `prepare`, which every Git install of the package runs. `--out <dir>` says where (default `plugin/`).
 */
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildSync } from "esbuild";
import { create as createTar } from "tar";
import { packageRoot } from "./package-root";

/**
 * Pulumi's names for the platform, as its own plugin archives and `pulumi plugin install` spell them. No
 * Windows: the launcher is a POSIX shell script, and nothing here runs or tests the CLI on Windows.
 */
const OS: Record<string, string> = { linux: "linux", darwin: "darwin" };
const ARCH: Record<string, string> = { x64: "amd64", arm64: "arm64" };

/** Starts the bundle with the `node` on PATH, from wherever the CLI installed it. */
const LAUNCHER = `#!/bin/sh
# pulumi-resource-tunnels: the native Pulumi plugin of pulumi-tunnels (needs Node.js 20 or later on PATH).
exec node "$(dirname "$0")/pulumi-resource-tunnels.js" "$@"
`;

export function archiveName(version: string, platform = process.platform, arch = process.arch): string {
  const os = OS[platform];
  const cpu = ARCH[arch];
  if (!os || !cpu)
    throw new Error(
      `plugin-archive: archives are made for linux and darwin on amd64 or arm64, not ${platform}-${arch}; use the plugin from a clone (plugin/bin) there.`,
    );
  return `pulumi-resource-tunnels-v${version}-${os}-${cpu}.tar.gz`;
}

export async function writeArchive(outDir: string): Promise<string> {
  const repo = packageRoot(__dirname);
  const version = (require(path.join(repo, "package.json")) as { version: string }).version;
  const entry = path.join(repo, "plugin", "dist", "main.js");
  const staging = mkdtempSync(path.join(tmpdir(), "plugin-archive-"));
  try {
    buildSync({
      entryPoints: [entry],
      outfile: path.join(staging, "pulumi-resource-tunnels.js"),
      bundle: true,
      platform: "node",
      target: "node20",
      format: "cjs",
      // `pulumi-tunnels/*` resolves to this repository's compiled code, through its package.json exports.
      nodePaths: [path.join(repo, "node_modules")],
      logLevel: "warning",
      legalComments: "eof",
    });
    writeFileSync(path.join(staging, "pulumi-resource-tunnels"), LAUNCHER);
    chmodSync(path.join(staging, "pulumi-resource-tunnels"), 0o755);
    copyFileSync(path.join(repo, "plugin", "schema.json"), path.join(staging, "schema.json"));
    // How plugin-files.ts finds schema.json beside the running code: the nearest package.json with this name.
    writeFileSync(
      path.join(staging, "package.json"),
      `${JSON.stringify({ name: "pulumi-resource-tunnels", version, private: true }, null, 2)}\n`,
    );
    mkdirSync(outDir, { recursive: true });
    const file = path.join(outDir, archiveName(version));
    await createTar({ gzip: true, file, cwd: staging, portable: true }, [
      "pulumi-resource-tunnels",
      "pulumi-resource-tunnels.js",
      "schema.json",
      "package.json",
    ]);
    return file;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

if (require.main === module) {
  const at = process.argv.indexOf("--out");
  const outDir = at > 0 ? path.resolve(process.argv[at + 1]) : path.join(packageRoot(__dirname), "plugin");
  writeArchive(outDir).then(
    (file) => console.log(file),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : String(err));
      process.exit(1);
    },
  );
}
