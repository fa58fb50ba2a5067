import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  cycleIn,
  type Edge,
  edgesOf,
  folderGraph,
  type Layering,
  offences,
  packageSources,
  REPO,
  sourcesUnder,
} from "./layer-rules";

/**
 * Code in layers (provider/README.md "Layers"). In provider/: the base every part shares, the package model,
 * the two processes' code (program/ runs in the user's program, host/ in the provider host), the plugin's
 * commands, and the entries on top; a folder imports only folders of lower layers. In the repository: the
 * one-way chain catalog → client and server → provider → plugin. Each offence names the import and the rule.
 */
const PROVIDER: Layering = {
  name: "provider/",
  layers: [
    { name: "base", folders: ["base"] },
    { name: "model", folders: ["model"] },
    { name: "rules", folders: ["policy"] },
    { name: "processes", folders: ["host", "program"] },
    { name: "commands", folders: ["adopt", "recover", "drift-report", "crossguard"] },
    { name: "entries", folders: ["."] },
  ],
};

const REPOSITORY: Layering = {
  name: "the repository's production code",
  layers: [
    { name: "catalog", folders: ["catalog"] },
    { name: "client and server", folders: ["client", "server"] },
    { name: "provider", folders: ["provider"] },
    { name: "plugin", folders: ["plugin"] },
  ],
};

/** Imports against the layering on purpose, each with why. */
const EXCEPTIONS = {
  "provider/base/shim.ts → provider/impl.ts":
    "the serialized provider in users' state requires the package's entry by name, from the user's program, " +
    "in the provider host: a call up that no import in our tree makes (provider/README.md, the shim)",
};

const packages = packageSources();
/** provider/'s folder of a file (`.` for the entries at its root); outside provider/, undefined. */
const providerFolder = (file: string) =>
  file.startsWith("provider/") ? (file.split("/").length === 2 ? "." : file.split("/")[1]) : "outside";
const providerEdges: Edge[] = edgesOf(sourcesUnder("provider"), providerFolder, packages).filter(
  (e) => e.toFolder !== "outside",
);
const PRODUCTION = REPOSITORY.layers.flatMap((l) => l.folders);
const repositoryEdges: Edge[] = edgesOf(
  PRODUCTION.flatMap((folder) => sourcesUnder(folder)),
  (file) => file.split("/")[0],
  packages,
).filter((e) => PRODUCTION.includes(e.toFolder));

describe("provider/ in layers", () => {
  it("finds every folder's files, and each import form", () => {
    const folders = new Set(providerEdges.map((e) => e.fromFolder));
    expect([...folders].sort()).toEqual(PROVIDER.layers.flatMap((l) => l.folders).sort());
    expect(providerEdges).toContainEqual(
      expect.objectContaining({ from: "provider/impl.ts", to: "provider/host/native.ts" }),
    );
    expect(packages["pulumi-tunnels/provider-impl"]).toBe("provider/impl.ts");
  });

  it("gives every folder of provider/ a layer", () => {
    const onDisk = readdirSync(path.join(REPO, "provider"), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    const layered = PROVIDER.layers.flatMap((l) => l.folders);
    expect(onDisk.filter((f) => !layered.includes(f)).map((f) => `provider/${f}/ has no layer`)).toEqual([]);
    expect(layered.filter((f) => f !== "." && !onDisk.includes(f))).toEqual([]);
  });

  it("no folder imports one above it or beside it", () => {
    expect(offences(providerEdges, PROVIDER, EXCEPTIONS)).toEqual([]);
  });

  it("the import graph of its folders has no cycle", () => {
    const graph = folderGraph(providerEdges.filter((e) => !(`${e.from} → ${e.to}` in EXCEPTIONS)));
    expect(Object.keys(graph).sort()).toEqual(PROVIDER.layers.flatMap((l) => l.folders).sort());
    expect(cycleIn(graph)).toBeUndefined();
  });

  it("each exception is still an import", () => {
    for (const key of Object.keys(EXCEPTIONS))
      expect(providerEdges.map((e) => `${e.from} → ${e.to}`)).toContain(key);
  });
});

describe("the repository's one-way chain: catalog → client and server → provider → plugin", () => {
  it("finds each folder's imports, by path and by package name", () => {
    expect(repositoryEdges).toContainEqual(
      expect.objectContaining({
        from: "server/context.ts",
        toFolder: "catalog",
        packageName: "pulumi-tunnels/catalog",
      }),
    );
    expect(repositoryEdges.some((e) => e.fromFolder === "plugin" && e.toFolder === "provider")).toBe(true);
    expect(repositoryEdges.some((e) => e.fromFolder === "provider" && e.toFolder === "client")).toBe(true);
  });

  it("no folder imports one above it or beside it", () => {
    expect(offences(repositoryEdges, REPOSITORY)).toEqual([]);
  });
});

/**
 * The program's code and the host's, apart, file by file: what the program loads must not pull in the host's
 * code even through a file of a lower layer (base/, model/), nor the host's the program's.
 */
const root = path.join(REPO, "provider");

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
    expect(inFolder("program").map(rel)).toContain("program/invoke.ts");
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
