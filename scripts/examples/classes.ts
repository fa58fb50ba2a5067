import { classModels } from "../../provider/model";
import type { ExampleSource } from "./sources";

/**
 * One small YAML program per class of the package model, `examples/classes/<Class>/Pulumi.yaml`: the class and
 * only what it needs (a module's edge and route, a backend's tunnel group). They are rendered into the other
 * languages beside it, `examples/classes/<Class>/<language>/`, by the same pipeline as the examples
 * (render.ts), and scripts/schema/examples.ts puts them into each resource's description as its
 * `{{% examples %}}` block, so every SDK's doc comments and the reference show them. They are not deployed as
 * the examples are: each is checked by the converter binding it against the schema, and each rendered program
 * by its language's compiler against its SDK (test/sdks/class-examples-compile.test.ts).
 */
export const CLASS_EXAMPLES_DIR = "examples/classes";

export const classExampleOf = (className: string): ExampleSource => ({
  name: `class-${className}`,
  source: `${CLASS_EXAMPLES_DIR}/${className}`,
  out: `${CLASS_EXAMPLES_DIR}/${className}`,
});

/** Every class's example, in the model's order (resources, then modules). */
export const CLASS_EXAMPLES: ExampleSource[] = classModels().map((c) => classExampleOf(c.className));
