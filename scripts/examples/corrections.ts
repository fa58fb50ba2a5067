import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { GO_CORRECTIONS } from "./correct-go";
import { JAVA_CORRECTIONS } from "./correct-java";
import { type Correction, programFacts } from "./model-facts";
import type { ExampleSource } from "./sources";

/**
 * The corrections applied to every rendered program after its generator wrote it (render.ts): each one undoes one
 * known bug of one generator release, so that the examples compile and run unmodified (test/sdks/go-examples,
 * java-examples). Each says the bug and the release and corrects it reading type facts from the package model
 * (plugin/schema.json, the generated SDK) and the example's YAML program, never from a class name written here;
 * test/examples/rendered.test.ts checks that each still changes some raw program, so that the day a generator
 * is fixed its correction is dropped. TypeScript and Python need none.
 */

/** Where each language's generator writes the program, under the example's rendered folder. */
export const PROGRAM_FILES = {
  go: join("go", "main.go"),
  java: join("java", "src", "main", "java", "generated_program", "App.java"),
} as const;

export const CORRECTIONS: Record<keyof typeof PROGRAM_FILES, Correction[]> = {
  go: GO_CORRECTIONS,
  java: JAVA_CORRECTIONS,
};

/** Applies every correction of each language to the example's rendered program in `out`, in place. */
export function correctPrograms(root: string, example: ExampleSource, out: string): void {
  const facts = programFacts(root, example);
  for (const [language, file] of Object.entries(PROGRAM_FILES)) {
    const path = join(out, file);
    const raw = readFileSync(path, "utf8");
    const corrected = CORRECTIONS[language as keyof typeof PROGRAM_FILES].reduce(
      (text, c) => c.correct(text, facts),
      raw,
    );
    if (corrected !== raw) writeFileSync(path, corrected);
  }
}
