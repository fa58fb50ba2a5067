/**
 * The npm tarballs of a release carry no script npm runs when it installs them. The root package's `prepare`
 * (`npm run build`) is for a Git install, whose clone has no `dist/` (docs/getting-started/typescript-classes.md); a tarball
 * has `dist/` already, and npm never runs a tarball's `prepare`, but npm 11 still lists it after every install
 * ("1 package has install scripts not yet covered by allowScripts: pulumi-tunnels (prepare: npm run build)"),
 * asking users to approve a build that never runs. So the release takes it out of the packed package.json.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { create as createTar, extract as extractTar, list as listTar } from "tar";

/** The scripts npm runs when it installs a package (`prepare` only for a Git or folder source, but listed for any). */
export const INSTALL_SCRIPTS = ["preinstall", "install", "postinstall", "prepare"] as const;

/** The time `npm pack` gives every entry, so that a tarball rewritten here stays as reproducible as npm's. */
const NPM_PACK_TIME = new Date("1985-10-26T08:15:00.000Z");

/** The packed package.json's scripts, read from the tarball. */
export function packedScripts(tarball: string): Record<string, string> {
  let text = "";
  listTar({
    file: tarball,
    sync: true,
    filter: (p) => p === "package/package.json",
    onReadEntry: (entry) => {
      entry.on("data", (chunk: Buffer) => {
        text += chunk.toString("utf8");
      });
    },
  });
  return (JSON.parse(text) as { scripts?: Record<string, string> }).scripts ?? {};
}

/** Rewrites `tarball` without the install scripts of its package.json (nothing when it has none). */
export function dropInstallScripts(tarball: string): string[] {
  const dropped = INSTALL_SCRIPTS.filter((s) => s in packedScripts(tarball));
  if (!dropped.length) return [];
  const work = mkdtempSync(path.join(tmpdir(), "tunnels-npm-pack-"));
  try {
    // The entries in npm's order, files only, as `npm pack` writes them.
    const entries: string[] = [];
    listTar({ file: tarball, sync: true, onReadEntry: (e) => entries.push(e.path) });
    extractTar({ file: tarball, cwd: work, sync: true });
    const manifestFile = path.join(work, "package", "package.json");
    const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as { scripts: Record<string, string> };
    for (const s of dropped) delete manifest.scripts[s];
    writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    createTar(
      { gzip: true, file: tarball, cwd: work, portable: true, mtime: NPM_PACK_TIME, sync: true },
      entries,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return dropped;
}
