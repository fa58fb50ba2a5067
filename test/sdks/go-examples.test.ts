import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, it } from "vitest";
import { CliProject, requirePlugin, useLocalServer } from "../../harness";
import { EXAMPLES } from "../../scripts/examples/sources";
import { cliExampleStages, exampleFacts, makeObjectsToAdopt } from "./example-stages";
import { goExamplesModule } from "./go-examples-module";
import { goCommand } from "./toolchain";

/**
 * The Go examples rendered from the YAML programs (examples/<name>/go/main.go, with the corrections of
 * scripts/examples/correct-go.ts), unmodified: built into one binary each, in one `go build`, in a module with the
 * test module's go.mod and go.sum (the SDK replaced by sdk/go), and run by the real CLI through
 * harness/cli/binary-host.js, which starts a binary as the Go language host does. Each goes through
 * example-stages.ts: every object its YAML program declares, no change with a refresh, no secret in clear,
 * nothing left. One stack per example, one after the other (the examples share resource names and a hostname).
 */
const local = useLocalServer({ beforeAll, afterAll });
let bin = "";

beforeAll(async () => {
  const module = goExamplesModule(EXAMPLES);
  bin = path.join(module, "bin");
  await goCommand(
    ["build", "-trimpath", "-o", `${bin}/`, ...EXAMPLES.map((e) => `./examples/${e.name}`)],
    module,
  );
}, 900_000);

describe("the Go examples through the real CLI", { timeout: 900_000 }, () => {
  for (const example of EXAMPLES)
    it(`${example.name}: up, no changes with a refresh, no secret in clear, destroy leaves nothing`, async () => {
      const { yaml, project, secrets } = exampleFacts(example, "go");
      const adopted = await makeObjectsToAdopt(local.client, yaml);
      const stack = await CliProject.create({
        programSource: "",
        tarballs: [],
        project,
        binary: path.join(bin, example.name),
        config: { "tunnels:apiUrl": local.server.url, ...adopted },
        secretConfig: { "tunnels:apiKey": local.server.rootToken, ...secrets },
      });
      writeFileSync(
        path.join(stack.dir, "Pulumi.yaml"),
        `name: ${project}\nruntime: go\nplugins:\n  providers:\n    - name: tunnels\n      path: ${requirePlugin()}\n`,
      );
      await cliExampleStages(stack, local.client, {
        yaml,
        secrets,
        rootToken: local.server.rootToken,
        adopted,
      });
    });
});
