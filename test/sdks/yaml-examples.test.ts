import { afterAll, beforeAll, describe, it } from "vitest";
import { requirePlugin, useLocalServer, YamlProject } from "../../harness";
import { deployJoinedExamples } from "./example-stages";

/**
 * The YAML programs every example's languages are rendered from, as a user runs them: the real CLI, the real YAML
 * host, the plugin, the local server. Every example at once, as one stack (one up, one refreshing preview, one
 * destroy): the YAML language has no way to run one program from another, so the stack's program is the
 * examples' programs joined, each declaration as its example writes it (scripts/examples/joined.ts). It goes
 * through example-stages.ts: every object the examples declare (adopting those examples/adopt names by
 * `adoptId`, made first as its README says), no change with a refresh, no secret in clear, nothing left.
 * (examples/yaml alone has its own test, test/cli/yaml-example.test.ts.)
 */
const local = useLocalServer({ beforeAll, afterAll });

describe("the examples' YAML programs through the real CLI, the YAML host and the plugin", {
  timeout: 900_000,
}, () => {
  it("all as one stack: up, no changes with a refresh, no secret in clear, destroy leaves nothing", async () => {
    await deployJoinedExamples("yaml", local, (settings, yaml) =>
      YamlProject.create({
        ...settings,
        program: yaml.replace(/^(name|runtime):.*\n/gm, ""),
        pluginDir: requirePlugin(),
      }),
    );
  });
});
