import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { classExampleOf } from "./classes";
import { RENDERED } from "./sources";

/**
 * A class's example as the schema's descriptions and the reference show it (scripts/schema/examples.ts): its
 * YAML program's `description:` as the title, and its code in each language, the rendered files of
 * `examples/classes/<Class>/<language>/` (one file each) and the YAML program itself.
 */

/** The code fences of an example, in the order a block shows them: the rendered languages, then YAML. */
export const FENCES = [...RENDERED, "yaml"] as const;
export type Fence = (typeof FENCES)[number];

export interface ClassExample {
  title: string;
  code: Record<Fence, string>;
}

/**
 * A class's example, `undefined` where the class has no program under examples/classes/ (a test's own class) or
 * it is not rendered yet.
 */
export type ClassExamples = (className: string) => ClassExample | undefined;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

/** The one file the generator wrote for a language; a missing or doubled one names the fix. */
function renderedFile(dir: string, language: string): string {
  const found = existsSync(join(dir, language)) ? filesUnder(join(dir, language)) : [];
  if (found.length !== 1)
    throw new Error(
      `${dir}/${language}/ holds ${found.length} files, not the one rendered program: run \`npm run gen-examples\``,
    );
  return readFileSync(found[0], "utf8");
}

/** Reads the class examples of the repository at `root`. */
export const classExamplesIn =
  (root: string): ClassExamples =>
  (className) => {
    const dir = join(root, classExampleOf(className).source);
    const program = join(dir, "Pulumi.yaml");
    if (!existsSync(program)) return undefined;
    // Not rendered yet (a new class's program, before the first `npm run gen-examples`): no example so far.
    if (RENDERED.every((language) => !existsSync(join(dir, language)))) return undefined;
    const yaml = readFileSync(program, "utf8");
    const title = /^description: (.+)$/m.exec(yaml)?.[1];
    if (!title) throw new Error(`${program} has no \`description:\`: it is the example's title`);
    const code = Object.fromEntries(
      FENCES.map((f) => [f, f === "yaml" ? yaml : renderedFile(dir, f)]),
    ) as Record<Fence, string>;
    return { title, code };
  };
