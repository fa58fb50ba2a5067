import { copyFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, it } from "vitest";
import { CliProject, localPluginSection, REPO_ROOT, useLocalServer } from "../../harness";
import { EXAMPLES } from "../../scripts/examples/sources";
import { deployJoinedExamples } from "./example-stages";
import { scriptOutput } from "./toolchain";

/**
 * The Python examples rendered from the YAML programs (examples/<name>/python/__main__.py), unmodified: every
 * example at once, as one stack (one up, one refreshing preview, one destroy), through the real CLI's commands,
 * whose program is served by the SDK's own language runtime server (drivers/cli/python-host.py, what
 * `pulumi.automation` starts for an inline program; the Python host cannot be built here), with the installed
 * SDK's interpreter. Its program, python/joined_examples.py, runs each example's file in turn. It goes through
 * example-stages.ts against the examples' YAML programs joined: every object they declare (adopting those
 * examples/adopt names, made first), no change with a refresh, no secret in clear, nothing left.
 */
const local = useLocalServer({ beforeAll, afterAll });
const PROGRAM = path.join(REPO_ROOT, "test", "sdks", "python", "joined_examples.py");
let venv = "";

beforeAll(async () => {
  venv = await scriptOutput("python-sdk-env.sh");
}, 900_000);

describe("the Python examples through the real CLI", { timeout: 900_000 }, () => {
  it("all as one stack: up, no changes with a refresh, no secret in clear, destroy leaves nothing", async () => {
    await deployJoinedExamples("py", local, async (settings) => {
      const stack = await CliProject.create({
        programSource: "",
        tarballs: [],
        python: { interpreter: path.join(venv, "bin", "python"), program: "joined_examples.py" },
        ...settings,
      });
      writeFileSync(
        path.join(stack.dir, "Pulumi.yaml"),
        `name: ${settings.project}\nruntime: python\n${localPluginSection()}`,
      );
      copyFileSync(PROGRAM, path.join(stack.dir, "joined_examples.py"));
      const mains = EXAMPLES.map((e) => path.join(REPO_ROOT, e.out, "python", "__main__.py"));
      writeFileSync(path.join(stack.dir, "examples.json"), JSON.stringify(mains));
      return stack;
    });
  });
});
