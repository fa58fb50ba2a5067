import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The provider runs in two processes: program/ in the user's Pulumi program, host/ in the provider host
 * (loaded through `pulumi-tunnels/provider-impl`). What the program loads must not pull in the host's code,
 * and the shared files beside both (base/: specs, endpoints, settings, ids, values, the shim; and the package
 * model in model/) import neither.
 */
const root = path.resolve(__dirname, "../../provider");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return e.name.endsWith(".ts") ? [full] : [];
  });
}

/** The provider files some source text imports (relative imports only; the sdk and packages are outside). */
function importsIn(text: string, file: string): string[] {
  const specifiers = [...text.matchAll(/(?:from|import|require\()\s*["'](\.[^"']+)["']/g)].map((m) => m[1]);
  // A folder import (`./generated`) means its index.ts.
  const fileOf = (p: string) =>
    p.endsWith(".ts") ? p : existsSync(`${p}.ts`) ? `${p}.ts` : path.join(p, "index.ts");
  return specifiers
    .map((s) => fileOf(path.resolve(path.dirname(file), s)))
    .filter((p) => p.startsWith(root + path.sep));
}

const importsOf = (file: string) => importsIn(readFileSync(file, "utf8"), file);

/** Every provider file reachable from `file`, itself included. */
function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const next of importsOf(file)) closure(next, seen);
  return seen;
}

const rel = (f: string) => path.relative(root, f).split(path.sep).join("/");
const all = sources(root);
const inFolder = (folder: string) => all.filter((f) => rel(f).startsWith(`${folder}/`));
const shared = [...all.filter((f) => !rel(f).includes("/")), ...inFolder("base"), ...inFolder("model")];
const entries = ["index.ts", "impl.ts", "commands.ts"];

describe("program and host apart", () => {
  it("finds both folders and the shared files", () => {
    expect(inFolder("program").map(rel)).toContain("program/functions.ts");
    expect(inFolder("host").map(rel)).toContain("host/crud.ts");
    expect(shared.map(rel)).toContain("base/specs.ts");
    expect(shared.map(rel)).toContain("model/index.ts");
  });

  it("program code never reaches host code, even through shared files", () => {
    for (const file of [...inFolder("program"), ...shared.filter((f) => rel(f) === "index.ts")]) {
      const reached = [...closure(file)].map(rel).filter((f) => f.startsWith("host/"));
      expect({ file: rel(file), reached }).toEqual({ file: rel(file), reached: [] });
    }
  });

  it("host code never imports program code", () => {
    for (const file of [...inFolder("host"), ...shared.filter((f) => rel(f) === "impl.ts")]) {
      const reached = [...closure(file)].map(rel).filter((f) => f.startsWith("program/"));
      expect({ file: rel(file), reached }).toEqual({ file: rel(file), reached: [] });
    }
  });

  it("shared files import neither side (the entry points excepted)", () => {
    for (const file of shared.filter((f) => !entries.includes(rel(f)))) {
      const sides = importsOf(file)
        .map(rel)
        .filter((f) => f.startsWith("host/") || f.startsWith("program/"));
      expect({ file: rel(file), sides }).toEqual({ file: rel(file), sides: [] });
    }
  });

  it("the scan finds an import of host code in program code, in each form", () => {
    const file = path.join(root, "program", "example.ts");
    const text =
      'import { create } from "../host/crud";\nimport type { X } from "../host/diff";\nrequire("../host/state");';
    expect(importsIn(text, file).map(rel)).toEqual(["host/crud.ts", "host/diff.ts", "host/state.ts"]);
  });
});
