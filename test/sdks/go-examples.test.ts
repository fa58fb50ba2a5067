import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, it } from "vitest";
import { CliProject, localPluginSection, useLocalServer } from "../../harness";
import { EXAMPLES } from "../../scripts/examples/sources";
import { deployJoinedExamples } from "./example-stages";
import { goJoinedModule } from "./go-examples-module";
import { goCommand } from "./toolchain";

/**
 * The Go examples rendered from the YAML programs (examples/<name>/go/main.go, with the corrections of
 * scripts/examples/correct-go.ts), every one at once, as one stack (one up, one refreshing preview, one
 * destroy): linked into one binary, in one `go build`, in a module with the test module's go.mod and go.sum (the
 * SDK replaced by sdk/go), and run by the real CLI through drivers/cli/binary-host.js, which starts a binary as
 * the Go language host does. A rendered example is a whole program, `package main` calling `pulumi.Run`, which
 * no other program can call: goJoinedModule copies each into a package of its own with three textual rewrites,
 * each asserted to occur once (so a changed generator fails here), and its main.go runs every example's program
 * in one `pulumi.Run`; the statements each example runs are its own, unmodified. The stack goes through
 * example-stages.ts with the examples' YAML programs joined (scripts/examples/joined.ts): every object they
 * declare, no change with a refresh, no secret in clear, nothing left.
 */
const local = useLocalServer({ beforeAll, afterAll });
let binary = "";

beforeAll(async () => {
  const module = goJoinedModule(EXAMPLES);
  binary = path.join(module, "bin", "examples");
  await goCommand(["build", "-trimpath", "-o", binary, "."], module);
}, 900_000);

describe("the Go examples through the real CLI", { timeout: 900_000 }, () => {
  it("all in one binary, one stack: up, no changes with a refresh, no secret in clear, destroy leaves nothing", async () => {
    await deployJoinedExamples("go", local, async (settings) => {
      const stack = await CliProject.create({ programSource: "", tarballs: [], binary, ...settings });
      writeFileSync(
        path.join(stack.dir, "Pulumi.yaml"),
        `name: ${settings.project}\nruntime: go\n${localPluginSection()}`,
      );
      return stack;
    });
  });
});
