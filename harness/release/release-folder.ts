/**
 * The release folder the tests install from, written by the release command itself (`dist/scripts/release.js`,
 * what `npm run release` runs after its build) into `.tmp/release-<key>/`, once for every test file of a run:
 * the key is a hash of everything the release reads (the compiled code, the schema, the SDKs, the manifests and
 * the pinned toolchains), the first file to ask builds it under a lock, the others wait for it, and a later run
 * of the same sources reuses it. `test/release/README.md` says which tests use it.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { extract } from "tar";
import { REPO_ROOT, TMP_ROOT } from "../../drivers";

const run = promisify(execFile);

export const VERSION = (
  JSON.parse(readFileSync(path.join(REPO_ROOT, "package.json"), "utf8")) as { version: string }
).version;

/** What the release reads, beside node_modules (which package-lock.json stands for); not the compiled tests. */
const INPUTS = [
  ...["catalog", "client", "provider", "plugin", "server", "scripts"].map((d) => `dist/${d}`),
  "plugin/dist",
  "server/dist",
  "plugin/schema.json",
  "sdk",
  "package.json",
  "package-lock.json",
  "server/package.json",
  "plugin/package.json",
  "README.md",
  "toolchain/node",
  "toolchain/python-build",
  "toolchain/pulumi-codegen",
  "scripts",
];

function hashTree(hash: ReturnType<typeof createHash>, file: string): void {
  if (!existsSync(file)) return;
  if (statSync(file).isDirectory()) {
    for (const entry of readdirSync(file).sort()) hashTree(hash, path.join(file, entry));
    return;
  }
  hash.update(path.relative(REPO_ROOT, file)).update("\0").update(readFileSync(file));
}

function releaseKey(): string {
  const hash = createHash("sha256");
  for (const input of INPUTS) hashTree(hash, path.join(REPO_ROOT, input));
  return hash.digest("hex").slice(0, 16);
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the release command into a staging folder and renames it into `dir`; the older folders go. */
async function build(dir: string): Promise<void> {
  const staging = `${dir}.building`;
  rmSync(staging, { recursive: true, force: true });
  try {
    const { stdout } = await run(
      process.execPath,
      [path.join(REPO_ROOT, "dist", "scripts", "release.js"), "--out", staging],
      {
        cwd: REPO_ROOT,
        maxBuffer: 64 * 1024 * 1024,
        timeout: 1_200_000,
      },
    );
    writeFileSync(path.join(`${dir}.log`), stdout);
  } catch (e) {
    const failed = e as { stdout?: string; stderr?: string; message: string };
    rmSync(staging, { recursive: true, force: true });
    throw new Error(`npm run release failed:\n${failed.stdout ?? ""}${failed.stderr ?? failed.message}`);
  }
  renameSync(staging, dir);
  for (const old of readdirSync(TMP_ROOT).filter((f) => /^release-[0-9a-f]{16}/.test(f)))
    if (!old.startsWith(path.basename(dir)))
      rmSync(path.join(TMP_ROOT, old), { recursive: true, force: true });
}

let cached: Promise<string> | undefined;

/** The release folder of the sources as they are: built once, shared by every test file of the run. */
export function releaseFolder(): Promise<string> {
  cached ??= (async () => {
    mkdirSync(TMP_ROOT, { recursive: true });
    const dir = path.join(TMP_ROOT, `release-${releaseKey()}`);
    const lock = `${dir}.lock`;
    for (;;) {
      if (existsSync(dir)) return dir;
      try {
        mkdirSync(lock);
      } catch {
        // Another test file is building it, unless its process died: then the lock is stale.
        const pidFile = path.join(lock, "pid");
        const holder = existsSync(pidFile) ? Number(readFileSync(pidFile, "utf8")) : 0;
        const orphaned = holder ? !isAlive(holder) : Date.now() - statSync(lock).mtimeMs > 60_000;
        if (orphaned) rmSync(lock, { recursive: true, force: true });
        await sleep(1000);
        continue;
      }
      try {
        writeFileSync(path.join(lock, "pid"), String(process.pid));
        if (!existsSync(dir)) await build(dir);
      } finally {
        rmSync(lock, { recursive: true, force: true });
      }
    }
  })();
  return cached;
}

/** The executable of `platform` unpacked from its archive (beside the folder, so the folder stays the release). */
export async function unpackedExecutable(platform = "linux-amd64"): Promise<string> {
  const folder = await releaseFolder();
  const dir = `${folder}.unpacked/${platform}`;
  const file = path.join(dir, "pulumi-resource-tunnels");
  if (existsSync(file)) return file;
  const staging = `${dir}.${process.pid}`;
  mkdirSync(staging, { recursive: true });
  await extract({
    file: path.join(folder, `pulumi-resource-tunnels-v${VERSION}-${platform}.tar.gz`),
    cwd: staging,
  });
  try {
    renameSync(staging, dir);
  } catch {
    // Another test file unpacked it first.
    rmSync(staging, { recursive: true, force: true });
  }
  return file;
}
