import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * The rule checker of the layers test (layers.test.ts): folders in layers, bottom first; an import may go down
 * any number of layers, never up and never to a sibling folder of its own layer. Its own test
 * (layer-rules.test.ts) runs it on a made-up graph.
 */
export interface Layering {
  /** What the folders are folders of, as the messages name them: "provider/", "the repository". */
  name: string;
  /** Each layer's name and folders, the bottom layer first. */
  layers: Array<{ name: string; folders: string[] }>;
}

/** One import: the file that makes it, the file it names (a package's entry: its source), the folder of each. */
export interface Edge {
  from: string;
  to: string;
  fromFolder: string;
  toFolder: string;
  /** The specifier as written, when it names a package rather than a path. */
  packageName?: string;
}

/** Imports allowed against the rule, each with why: the key is `from → to` as the edge names them. */
export type Exceptions = Record<string, string>;

const layerOf = (layering: Layering, folder: string) =>
  layering.layers.findIndex((l) => l.folders.includes(folder));

/** Every edge that breaks the layering, as a message naming the import and the rule it breaks. */
export function offences(edges: Edge[], layering: Layering, exceptions: Exceptions = {}): string[] {
  const found = new Set<string>();
  for (const edge of edges) {
    if (edge.fromFolder === edge.toFolder || `${edge.from} → ${edge.to}` in exceptions) continue;
    const [from, to] = [layerOf(layering, edge.fromFolder), layerOf(layering, edge.toFolder)];
    const where = (folder: string, layer: number) =>
      layer < 0 ? `${folder} (in no layer)` : `${folder} (${layering.layers[layer].name})`;
    const named = edge.packageName ? ` ("${edge.packageName}")` : "";
    const what = `${edge.from} → ${edge.to}${named}: ${where(edge.fromFolder, from)} imports ${where(edge.toFolder, to)}`;
    if (from < 0 || to < 0)
      found.add(
        `${what}; every folder of ${layering.name} has a layer: add it to the layering in layers.test.ts`,
      );
    else if (to > from) found.add(`${what}, a layer above it; no folder imports one above it`);
    else if (to === from)
      found.add(`${what}, beside it in one layer; folders of one layer do not import each other`);
  }
  return [...found];
}

/** The folders each folder imports (itself left out), sorted: the import graph as the messages show it. */
export function folderGraph(edges: Edge[]): Record<string, string[]> {
  const graph: Record<string, Set<string>> = {};
  for (const { fromFolder, toFolder } of edges) {
    graph[fromFolder] ??= new Set();
    graph[toFolder] ??= new Set();
    if (fromFolder !== toFolder) graph[fromFolder].add(toFolder);
  }
  return Object.fromEntries(
    Object.keys(graph)
      .sort()
      .map((f) => [f, [...graph[f]].sort()]),
  );
}

/** A cycle of the graph, as its folders in order with the first again at the end; none: undefined. */
export function cycleIn(graph: Record<string, string[]>): string[] | undefined {
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (node: string): string[] | undefined => {
    if (state.get(node) === "done") return undefined;
    if (state.get(node) === "open") return [...stack.slice(stack.indexOf(node)), node];
    state.set(node, "open");
    stack.push(node);
    for (const next of graph[node] ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(node, "done");
    return undefined;
  };
  for (const node of Object.keys(graph)) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return undefined;
}

// ---- Reading the repository's imports ----

export const REPO = path.resolve(__dirname, "../..");
const rel = (p: string) => path.relative(REPO, p).split(path.sep).join("/");

/** The TypeScript sources under `dir` (repository-relative) that git tracks or would: no build, no install. */
export function sourcesUnder(dir: string): string[] {
  const listed = execFileSync(
    "git",
    ["ls-files", "--cached", "--others", "--exclude-standard", "-z", "--", dir],
    {
      cwd: REPO,
      encoding: "utf8",
    },
  );
  return listed
    .split("\0")
    .filter((f) => /\.(ts|mts)$/.test(f) && !f.endsWith(".d.ts") && existsSync(path.join(REPO, f)));
}

/** Every module specifier a source imports, re-exports or requires, dynamic `import()` and types included. */
export function specifiersIn(text: string): string[] {
  return [...text.matchAll(/(?:from|import|require\()\s*\(?\s*["']([^"']+)["']/g)].map((m) => m[1]);
}

const isFile = (p: string) => existsSync(p) && statSync(p).isFile();

/** The repository file a relative specifier of `from` names, or undefined (a made-up path in sample text). */
export function resolveRelative(from: string, specifier: string): string | undefined {
  const base = path.resolve(REPO, path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.js`, path.join(base, "index.ts")];
  const found = candidates.find(isFile);
  return found && rel(found);
}

/**
 * This repository's packages by the names their users import, each mapped to its source: the package's exports
 * (`pulumi-tunnels/provider-impl` → `provider/impl.ts`) and the workspaces' `main` (`pulumi-tunnels-server`).
 */
export function packageSources(): Record<string, string> {
  const read = (file: string) => JSON.parse(readFileSync(path.join(REPO, file), "utf8"));
  const source = (dist: string) =>
    dist
      .replace(/^\.\/dist\//, "")
      .replace(/^dist\//, "")
      .replace(/\.js$/, ".ts");
  const root = read("package.json") as { name: string; exports: Record<string, string> };
  const named: Record<string, string> = {};
  for (const [key, target] of Object.entries(root.exports))
    if (target.endsWith(".js"))
      named[key === "." ? root.name : `${root.name}/${key.slice(2)}`] = source(target);
  for (const workspace of ["server", "plugin"]) {
    const pkg = read(`${workspace}/package.json`) as { name: string; main: string };
    named[pkg.name] = `${workspace}/${source(pkg.main)}`;
  }
  return named;
}

/** Each import of `files` that names a repository file or a package `packages` maps to a file. */
export function edgesOf(
  files: string[],
  folderOf: (file: string) => string,
  packages: Record<string, string> = {},
): Edge[] {
  return files.flatMap((from) =>
    specifiersIn(readFileSync(path.join(REPO, from), "utf8")).flatMap((specifier) => {
      const relative = specifier.startsWith(".");
      const to = relative ? resolveRelative(from, specifier) : packages[specifier];
      if (!to) return [];
      const edge: Edge = { from, to, fromFolder: folderOf(from), toFolder: folderOf(to) };
      return [relative ? edge : { ...edge, packageName: specifier }];
    }),
  );
}
