/**
 * Installs a package into a program directory the way users get it: from the tarball `npm pack` makes,
 * not from a link to the source tree, so a mistake in `files` or `exports` fails the tests.
 *
 * Program directories live under `<repo>/.tmp/` (gitignored), so every other dependency (`@pulumi/pulumi`,
 * `zod`…) resolves from the repository's `node_modules` by walking up: the program and the provider host
 * share one copy of the SDK, as they must.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The repository root: the nearest folder above this file whose package.json is pulumi-tunnels (this
 * file runs from `drivers/engine/` under vitest and from `dist/drivers/engine/` in the demo and the scripts). */
export const REPO_ROOT = findRepoRoot(__dirname);

function findRepoRoot(from: string): string {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, "package.json");
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).name === "pulumi-tunnels")
      return dir;
  }
  throw new Error(`no pulumi-tunnels package.json above ${from}`);
}
/** Where program directories and tarballs go. */
export const TMP_ROOT = path.join(REPO_ROOT, ".tmp");

let tarball: Promise<string> | undefined;
/** This repository's package packed once per process, as its users install it. */
export const packedPackage = () => {
  tarball ??= packProject(REPO_ROOT);
  return tarball;
};

/**
 * Runs `npm pack` in `dir` and returns the absolute path of the tarball it made. Each call gets its own
 * destination directory, so test files packing the same package at once cannot clobber each other.
 */
export async function packProject(dir: string): Promise<string> {
  mkdirSync(TMP_ROOT, { recursive: true });
  const destination = mkdtempSync(path.join(TMP_ROOT, "pack-"));
  // --ignore-scripts: `prepare` would run the whole build again; the test command has just built dist/.
  const args = ["pack", "--json", "--ignore-scripts", "--pack-destination", destination];
  const { stdout } = await run("npm", args, {
    cwd: dir,
    timeout: 60_000,
    maxBuffer: 16 * 1024 * 1024,
  });
  // npm may print lifecycle-script output before the JSON array.
  const parsed = JSON.parse(stdout.slice(stdout.indexOf("["))) as Array<{ filename: string }>;
  if (parsed.length !== 1) throw new Error(`npm pack in ${dir} made ${parsed.length} tarballs, expected one`);
  return path.join(destination, path.basename(parsed[0].filename));
}

export interface ProgramDirOptions {
  /** Tarballs from `packProject`; each is extracted to `node_modules/<its package name>`. */
  tarballs: string[];
  /** The program, CommonJS JavaScript, written to `index.js`. */
  programSource: string;
  /** Project name (default "engine-test"), written to Pulumi.yaml and package.json. */
  project?: string;
  /** Default stack config for TestEngine (fully qualified keys), kept in `.pulumi-test/config.json`. */
  config?: Record<string, string>;
}

export interface ProgramDir {
  dir: string;
  project: string;
}

/** Makes a fresh program directory under `.tmp/` with the given tarballs installed. */
export async function makeProgramDir(options: ProgramDirOptions): Promise<ProgramDir> {
  const project = options.project ?? "engine-test";
  mkdirSync(TMP_ROOT, { recursive: true });
  const dir = mkdtempSync(path.join(TMP_ROOT, "program-"));
  for (const tarball of options.tarballs) await installTarball(dir, tarball);
  writeFileSync(path.join(dir, "Pulumi.yaml"), `name: ${project}\nruntime: nodejs\n`);
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: project, main: "index.js" }, null, 2));
  writeFileSync(path.join(dir, "index.js"), options.programSource);
  if (options.config) {
    mkdirSync(path.join(dir, ".pulumi-test"));
    writeFileSync(path.join(dir, ".pulumi-test", "config.json"), JSON.stringify(options.config, null, 2));
  }
  return { dir, project };
}

/** Installs a tarball into `<dir>/node_modules/<its name>`, replacing what was there (an upgrade). */
export async function installTarball(dir: string, tarball: string): Promise<void> {
  const target = path.join(dir, "node_modules", await packageNameOf(tarball));
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  // npm tarballs hold everything under `package/`.
  await run("tar", ["-xzf", tarball, "-C", target, "--strip-components=1"], { timeout: 60_000 });
}

/** Replaces the program of an existing program directory (the next run deploys the new one). */
export function writeProgram(programDir: string, programSource: string): void {
  writeFileSync(path.join(programDir, "index.js"), programSource);
}

/** Reads the default config `makeProgramDir` stored, or {} when none was given. */
export function readDefaultConfig(programDir: string): Record<string, string> {
  try {
    return JSON.parse(readFileSync(path.join(programDir, ".pulumi-test", "config.json"), "utf8"));
  } catch {
    return {};
  }
}

async function packageNameOf(tarball: string): Promise<string> {
  const { stdout } = await run("tar", ["-xzOf", tarball, "package/package.json"], { timeout: 60_000 });
  const name = (JSON.parse(stdout) as { name?: string }).name;
  if (!name) throw new Error(`${tarball} has no package name in package/package.json`);
  return name;
}
