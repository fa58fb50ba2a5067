import { cpSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/**
 * A scratch copy of part of the repository, for a test that must run other tests on an edited tree (CONTRIBUTING's
 * trial, a catalog edit seen without a build): the TypeScript files some roots import, followed import by import so
 * that a file that moves is still found. Under `<repo>/.tmp/`, packages resolve from the repository's node_modules.
 */

const IMPORT = /(?:from|import|require\()\s*["']([^"']+)["']/g;

/** The repository file a specifier names: the catalog's package name, or a relative path to a TypeScript file. */
function resolveImport(repo: string, specifier: string, from: string): string | undefined {
  if (specifier === "pulumi-tunnels/catalog") return join(repo, "catalog/index.ts");
  if (!specifier.startsWith(".")) return undefined;
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, join(base, "index.ts")].find((p) => p.endsWith(".ts") && existsSync(p));
}

/** Every repository file the roots import, themselves included, as paths relative to the repository. */
export function importClosure(repo: string, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const rel = relative(repo, file);
    if (seen.has(rel)) return;
    seen.add(rel);
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = resolveImport(repo, specifier, file);
      if (target) visit(target);
    }
  };
  for (const root of roots) visit(join(repo, root));
  return seen;
}

/** Copies files and folders (paths relative to the repository) into `dir`, keeping their paths. */
export function copyInto(repo: string, dir: string, paths: Iterable<string>): void {
  for (const file of paths) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(repo, file), join(dir, file), { recursive: true });
  }
}
