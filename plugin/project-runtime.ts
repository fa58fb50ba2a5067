/**
 * The runtime of the program the plugin serves, so that its messages name members as that program's language
 * writes them (provider/base/user-names.ts). The engine starts the plugin in the project's folder; the project
 * file's `runtime` (a name, or `{name, options}`) says the language. A plugin started elsewhere (`pulumi package
 * get-schema`, a test) finds no project file, and its messages speak the schema's names.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { load } from "js-yaml";

/** The project file names Pulumi looks for, in its order; JSON is YAML too. */
const PROJECT_FILES = ["Pulumi.yaml", "Pulumi.yml", "Pulumi.json"];

/** The project file of `dir` or of the nearest folder above it (a program in a subfolder, `main:`). */
function projectFile(dir: string): string | undefined {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const found = PROJECT_FILES.map((name) => path.join(at, name)).find((file) => existsSync(file));
    if (found || path.dirname(at) === at) return found;
  }
}

/** The project's `runtime` name, or undefined when there is no project file or it cannot be read. */
export function projectRuntime(dir = process.cwd()): string | undefined {
  const file = projectFile(dir);
  if (!file) return undefined;
  try {
    const project = load(readFileSync(file, "utf8")) as { runtime?: unknown } | undefined;
    const runtime = project?.runtime;
    if (typeof runtime === "string") return runtime;
    const name = (runtime as { name?: unknown } | undefined)?.name;
    return typeof name === "string" ? name : undefined;
  } catch {
    // A project file the CLI itself could read but we cannot changes only the names messages use.
    return undefined;
  }
}
