import { readFileSync } from "node:fs";
import type { ExampleSource } from "../../scripts/examples/sources";

/**
 * What go-examples and java-examples need to run every rendered example in one program (one stack per language,
 * docs/development/examples.md): the generators write each example as a whole program of the same name (Go's `package
 * main`, Java's `generated_program.App`), which no other program can call, so each is copied into a package of
 * its own with the fewest textual rewrites. Each rewrite must occur exactly once in the file: a generator that
 * writes the program otherwise fails here, naming the file and the text, rather than running something else.
 */
export interface JoinedSource {
  example: ExampleSource;
  /** The example's own package: its name as an identifier both Go and Java accept (`https-edge` → `https_edge`). */
  pkg: string;
  /** The rendered program with its rewrites made. */
  source: string;
}

export const packageOf = (example: ExampleSource) => example.name.replace(/\W/g, "_");

/** `from` replaced by `to` in `source`, which must hold it exactly once (`file` names it in the error). */
export function rewriteOnce(source: string, file: string, [from, to]: [string, string]): string {
  const times = source.split(from).length - 1;
  if (times !== 1)
    throw new Error(
      `${file} holds \`${from}\` ${times} times, not once: the generator changed, so the rewrite that joins the examples must too`,
    );
  return source.replace(from, () => to);
}

/** Each example's rendered program (`programOf`) with `rewrites(pkg)` made, each once. */
export function joinedSources(
  examples: ExampleSource[],
  programOf: (example: ExampleSource) => string,
  rewrites: (pkg: string) => [from: string, to: string][],
): JoinedSource[] {
  return examples.map((example) => {
    const file = programOf(example);
    const pkg = packageOf(example);
    const source = rewrites(pkg).reduce((s, r) => rewriteOnce(s, file, r), readFileSync(file, "utf8"));
    return { example, pkg, source };
  });
}
