import { execFile } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { promisify } from "node:util";
import { build } from "esbuild";
import { copyInto, importClosure } from "../../harness";

/**
 * A scratch copy of the repository for the trial, holding only what it needs: the TypeScript files that the
 * generators and the named tests import (harness/scratch/import-closure.ts), and the data they read.
 */
export const REPO = resolve(__dirname, "../..");
const run = promisify(execFile);

/** Files and folders the generators and tests read that no import names. */
const DATA = [
  "package.json",
  "README.md",
  "CONTRIBUTING.md",
  "docs/",
  "plugin/schema.json",
  "sdk/",
  "scripts/gen-sdks.sh",
  "scripts/pulumi-codegen.sh",
  "scripts/pulumi-java.sh",
  "scripts/lib/",
  "toolchain/pulumi-codegen/",
  "toolchain/pulumi-java/",
  "test/scenarios/programs/every-class.js",
];

/** The generators `npm run gen-classes` runs after compiling, in its order (then scripts/gen-sdks.sh). */
export const GENERATORS = ["scripts/gen-classes.ts", "scripts/gen-schema.ts", "scripts/gen-reference.ts"];

/** A new scratch copy at `dir` of the files the roots import and the data. */
export function makeScratch(dir: string, roots: string[]): void {
  copyInto(REPO, dir, [...importClosure(REPO, roots), ...DATA]);
}

/** Every file under a folder, by its path relative to it, with its text. */
export function snapshot(dir: string, at = dir, out = new Map<string, string>()): Map<string, string> {
  for (const entry of readdirSync(at)) {
    if (entry === ".gen") continue;
    const path = join(at, entry);
    if (statSync(path).isDirectory()) snapshot(dir, path, out);
    else out.set(relative(dir, path), readFileSync(path, "utf8"));
  }
  return out;
}

/** Writes a snapshot's files over a copy, removing the files under `paths` that it does not have. */
export function restore(dir: string, from: Map<string, string>, paths: string[]): void {
  const under = (file: string) => paths.some((p) => (p.endsWith("/") ? file.startsWith(p) : file === p));
  for (const [file] of snapshot(dir)) if (under(file) && !from.has(file)) rmSync(join(dir, file));
  for (const [file, text] of from)
    if (under(file)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
}

/**
 * Runs the generators in a copy: those `npm run gen-classes` runs, compiled by esbuild instead of the whole
 * project's tsc (the same sources, a fraction of the time), then scripts/gen-sdks.sh.
 */
export async function generate(dir: string): Promise<void> {
  const out = join(dir, ".gen");
  await build({
    entryPoints: GENERATORS.map((g) => join(dir, g)),
    bundle: true,
    platform: "node",
    format: "cjs",
    packages: "external",
    outdir: out,
    logLevel: "error",
  });
  for (const g of GENERATORS)
    await run(process.execPath, [join(out, g.replace(/^scripts\//, "").replace(/\.ts$/, ".js"))]);
  await run("bash", [join(dir, "scripts/gen-sdks.sh")]);
  rmSync(out, { recursive: true });
}
