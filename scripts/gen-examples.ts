import { rmSync } from "node:fs";
import { join } from "node:path";
import { renderExamples } from "./examples/render";
import { EXAMPLES, RENDERED } from "./examples/sources";
import { packageRoot } from "./package-root";

/** Writes every example's languages from its YAML program (scripts/examples/): `examples/<name>/<language>/`. */
const root = packageRoot(__dirname);
for (const example of EXAMPLES)
  for (const language of RENDERED)
    rmSync(join(root, example.out, language), { recursive: true, force: true });
renderExamples(root, root);
console.log(`rendered ${EXAMPLES.length} examples in ${RENDERED.join(", ")}`);
