import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, it } from "vitest";
import { REPO_ROOT, useLocalServer } from "../../harness";
import { EXAMPLES } from "../../scripts/examples/sources";
import { deployJoinedExamples } from "./example-stages";
import { nodejsSdkProject, packedNodejsSdk } from "./nodejs-project";

/**
 * The TypeScript examples rendered from the YAML programs (examples/<name>/typescript/index.ts), unmodified:
 * every example at once, as one stack (one up, one refreshing preview, one destroy). Each example's file is a
 * module of one program, `<name>.ts`, beside an `index.ts` that re-exports them all in the examples' order
 * (modules run in import order; the stack's outputs are every example's, and `tsc` refuses an output name two
 * examples export). Compiled with `tsc --strict` against the Node.js SDK's tarball and run by the real CLI
 * (nodejs-project.ts), it goes through example-stages.ts against the examples' YAML programs joined: every
 * object they declare (adopting those examples/adopt names, made first), no change with a refresh, no secret in
 * clear, nothing left.
 */
const local = useLocalServer({ beforeAll, afterAll });

/** The program: each example's rendered file as a module of its own, and the `index.ts` that imports them. */
function joinedTypeScript(): Record<string, string> {
  const modules = EXAMPLES.map((e) => ({
    module: e.name,
    source: readFileSync(path.join(REPO_ROOT, e.out, "typescript", "index.ts"), "utf8"),
  }));
  return {
    "index.ts": modules.map((m) => `export * from "./${m.module}";\n`).join(""),
    ...Object.fromEntries(modules.map((m) => [`${m.module}.ts`, m.source])),
  };
}

describe("the TypeScript SDK examples through the real CLI", { timeout: 900_000 }, () => {
  it("all as one stack: compiles, up, no changes with a refresh, no secret in clear, destroy leaves nothing", async () => {
    await deployJoinedExamples("ts", local, (settings) =>
      nodejsSdkProject({ tarballs: [packedNodejsSdk()], source: joinedTypeScript(), ...settings }),
    );
  });
});
