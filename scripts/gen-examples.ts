import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { CLASS_EXAMPLES } from "./examples/classes";
import { renderExamples } from "./examples/render";
import { EXAMPLES, RENDERED } from "./examples/sources";
import { packageRoot } from "./package-root";

/**
 * Writes every example's languages from its YAML program (scripts/examples/): `examples/<name>/<language>/`,
 * and every class's, `examples/classes/<Class>/<language>/` (`npm run gen-schema` then puts those into the
 * schema's descriptions).
 */
const root = packageRoot(__dirname);
const all = [...EXAMPLES, ...CLASS_EXAMPLES];
const missing = all.filter((e) => !existsSync(join(root, e.source, "Pulumi.yaml")));
if (missing.length)
  throw new Error(
    `no YAML program at ${missing.map((e) => `${e.source}/Pulumi.yaml`).join(", ")}: every class needs its ` +
      "example, a YAML program declaring it and only what it needs (examples/classes/README.md)",
  );
for (const example of all)
  for (const language of RENDERED)
    rmSync(join(root, example.out, language), { recursive: true, force: true });
renderExamples(root, root, all);
console.log(
  `rendered ${EXAMPLES.length} examples and ${CLASS_EXAMPLES.length} class examples in ${RENDERED.join(", ")}`,
);
