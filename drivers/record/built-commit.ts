/**
 * The repository as it was at a commit, built: `git archive <commit>` unpacked, its dependencies installed and
 * `npm run build` run, in a folder of the per-user cache keyed by the commit and the way it was installed
 * (`~/.cache/pulumi-tunnels/commit-<sha>-<install>/`, as scripts/lib/cached-tool.sh keeps the toolchains), so a
 * commit is built once per user. The one builder of old releases: the upgrade test packs 0.1.0 with it, the
 * recorder (recorder.ts) runs 0.3.0's package, plugin and local server from it.
 */
import { execFile } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { REPO_ROOT } from "../engine/pack";

const run = promisify(execFile);

/**
 * How the commit's dependencies are installed:
 * - `ci`: `npm ci` from the commit's own lockfile, as its users installed it. Its plugin and its local server
 *   then run with their own dependencies and the commit's own code (the plugin finds `pulumi-tunnels` in the
 *   commit's workspace, not in this repository). About a minute or more on a cold npm cache.
 * - `link`: this repository's `node_modules`, linked for the build and removed after: enough to compile and
 *   pack the TypeScript package of a commit whose dependencies are today's, in seconds. Its plugin and server
 *   would load today's code through that link, so only its tarball is for use.
 */
export type Install = "ci" | "link";

export interface BuiltCommit {
  /** The full commit id. */
  commit: string;
  /** The package's version at that commit (its package.json). */
  version: string;
  /** The built tree. */
  dir: string;
  install: Install;
}

/** The per-user cache folder of pulumi-tunnels (`$XDG_CACHE_HOME` or `~/.cache`). */
export const cacheRoot = () =>
  path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), ".cache"), "pulumi-tunnels");

/** The full id of `commit` (a hash, a short hash or a ref) in this repository's history. */
export async function resolveCommit(commit: string): Promise<string> {
  const { stdout } = await run("git", ["-C", REPO_ROOT, "rev-parse", "--verify", `${commit}^{commit}`]);
  return stdout.trim();
}

export async function builtAt(commit: string, options: { install: Install }): Promise<BuiltCommit> {
  const sha = await resolveCommit(commit);
  const dir = path.join(cacheRoot(), `commit-${sha.slice(0, 12)}-${options.install}`);
  if (!existsSync(path.join(dir, ".complete"))) await build(sha, dir, options.install);
  const version = (JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as { version: string })
    .version;
  return { commit: sha, version, dir, install: options.install };
}

/**
 * Builds in a new folder beside `dir` and renames it into place once complete, so a half-built folder is never
 * taken for a build; when another process finished first, its folder is as good and this one is dropped.
 */
async function build(sha: string, dir: string, install: Install): Promise<void> {
  mkdirSync(path.dirname(dir), { recursive: true });
  const staging = mkdtempSync(path.join(path.dirname(dir), `.building-${path.basename(dir)}-`));
  try {
    await run("sh", ["-c", `git -C "${REPO_ROOT}" archive "${sha}" | tar -x -C "${staging}"`], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const npm = (args: string[]) =>
      run("npm", args, { cwd: staging, timeout: 1_200_000, maxBuffer: 64 * 1024 * 1024 }).catch((e) => {
        throw new Error(`npm ${args.join(" ")} at ${sha.slice(0, 7)} failed:\n${e.stdout}\n${e.stderr}`);
      });
    if (install === "ci") {
      await npm(["ci", "--no-audit", "--no-fund"]);
      // `npm ci` runs the package's `prepare`, the build, when the commit has one.
      if (!existsSync(path.join(staging, "dist"))) await npm(["run", "build"]);
    } else {
      const link = path.join(staging, "node_modules");
      symlinkSync(path.join(REPO_ROOT, "node_modules"), link, "dir");
      try {
        await npm(["run", "build"]);
      } finally {
        rmSync(link);
      }
    }
    writeFileSync(path.join(staging, ".complete"), `${sha} ${install}\n`);
    if (!existsSync(path.join(dir, ".complete"))) {
      rmSync(dir, { recursive: true, force: true });
      renameSync(staging, dir);
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
