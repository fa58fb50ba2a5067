import type { ClassExample, Fence } from "../examples/snippets";
import { FENCES } from "../examples/snippets";

/**
 * A class's example in its resource description, as Pulumi's `{{% examples %}}` / `{{% example %}}` block with
 * one fenced code block per language. Each SDK generator keeps only its own language's block
 * (pkg/v3 `codegen.FilterExamples`: `typescript` for Node.js, `python`, `go`, and pulumi-java's `java`), so each
 * SDK's doc comment shows the example in its own language; the registry's pages show every one.
 */

const OPEN = "{{% examples %}}";
const CLOSE = "{{% /examples %}}";

const fenced = (fence: Fence, code: string) => `\`\`\`${fence}\n${code.trimEnd()}\n\`\`\``;

export function examplesBlock(example: ClassExample): string {
  return [
    OPEN,
    "## Example Usage",
    "",
    "{{% example %}}",
    `### ${example.title}`,
    "",
    ...FENCES.map((f) => fenced(f, example.code[f])),
    "{{% /example %}}",
    CLOSE,
  ].join("\n");
}

/** A description less its examples block (the reference shows the example of its own language apart). */
export const withoutExamples = (description: string) => description.split(`\n\n${OPEN}`)[0];

/** The example of one language in a description's block: its title and code; `undefined` if there is none. */
export function exampleIn(description: string, fence: Fence): { title: string; code: string } | undefined {
  const block = description.split(`\n\n${OPEN}`)[1];
  const title = block && /^### (.+)$/m.exec(block)?.[1];
  const code = block && new RegExp(`^\`\`\`${fence}\\n([\\s\\S]*?)\\n\`\`\`$`, "m").exec(block)?.[1];
  return title && code !== undefined ? { title, code } : undefined;
}
