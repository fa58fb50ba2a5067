/**
 * The plugin archives of a release: for each platform asked for, its executable (executable.ts), run here
 * (run-check.ts), then packed alone as `pulumi-resource-tunnels` in `pulumi-resource-tunnels-v<version>-<os>-<arch>.tar.gz`,
 * the asset the CLI downloads, and as `pulumi-analyzer-policy-tunnels` in the policy pack's analyzer archive
 * (policy-pack.ts); and the SHA-256 sums of every archive of the version in the folder, in the format
 * `sha256sum -c` reads.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { create as createTar } from "tar";
import { bundlePlugin, seaBlob, writeExecutable } from "./executable";
import { ANALYZER, writeAnalyzerArchive } from "./policy-pack";
import { type Platform, runnerFor } from "./platforms";
import { type RunCheck, runCheck } from "./run-check";

/** The executable's name in every archive: the CLI runs `pulumi-resource-<name>` from the archive's top. */
export const EXECUTABLE = "pulumi-resource-tunnels";

export const archiveName = (version: string, platform: string) =>
  `${EXECUTABLE}-v${version}-${platform}.tar.gz`;

export const checksumsName = (version: string) => `${EXECUTABLE}-v${version}-checksums.txt`;

export interface Built {
  platform: string;
  archive: string;
  check: RunCheck;
}

/**
 * Builds, runs and packs each platform's executable into `outDir`. Every platform's runner is looked up before
 * anything is built, so a platform this machine cannot run fails the release at once.
 */
export async function writePluginArchives(
  repo: string,
  outDir: string,
  platforms: Platform[],
  expected: { version: string; schema: string },
  mtime: Date,
): Promise<Built[]> {
  const runners = platforms.map((p) => runnerFor(p));
  const work = mkdtempSync(path.join(tmpdir(), "tunnels-release-"));
  try {
    const bundle = path.join(work, "bundle.js");
    bundlePlugin(repo, bundle);
    const built: Built[] = [];
    for (const [i, platform] of platforms.entries()) {
      const dir = path.join(work, platform.name);
      const blob = seaBlob(repo, platform, runners[i], bundle, work);
      writeExecutable(repo, platform, blob, path.join(dir, EXECUTABLE));
      const check = await runCheck(path.join(dir, EXECUTABLE), runners[i], expected);
      const archive = path.join(outDir, archiveName(expected.version, platform.name));
      // One entry, executable, with no owner or time of this machine in it.
      await createTar({ gzip: true, file: archive, cwd: dir, portable: true, mtime }, [EXECUTABLE]);
      // The same executable is the policy pack's analyzer, started under that name (plugin/analyzer-args.ts).
      await writeAnalyzerArchive(path.join(dir, EXECUTABLE), outDir, expected.version, platform.name, mtime);
      built.push({ platform: platform.name, archive, check });
    }
    return built;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Writes the sums file of `version` over every archive of that version in `outDir` (so archives built on other
 * machines and copied in are summed too); returns its path.
 */
export function writeChecksums(outDir: string, version: string): string {
  const archives = readdirSync(outDir)
    .filter(
      (f) =>
        (f.startsWith(`${EXECUTABLE}-v${version}-`) || f.startsWith(`${ANALYZER}-v${version}-`)) &&
        f.endsWith(".tar.gz"),
    )
    .sort();
  const lines = archives.map((f) => {
    const sum = createHash("sha256")
      .update(readFileSync(path.join(outDir, f)))
      .digest("hex");
    return `${sum}  ${f}\n`;
  });
  const file = path.join(outDir, checksumsName(version));
  writeFileSync(file, lines.join(""));
  return file;
}
