import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, it } from "vitest";
import { REPO_ROOT, useLocalServer } from "../../harness";
import { EXAMPLES } from "../../scripts/examples/sources";
import { cliExampleStages, exampleFacts, makeObjectsToAdopt } from "./example-stages";
import { nodejsSdkProject, packedNodejsSdk } from "./nodejs-project";

/**
 * The TypeScript examples rendered from the YAML programs (examples/<name>/typescript/index.ts), unmodified:
 * compiled with `tsc --strict` against the Node.js SDK's tarball and run by the real CLI (nodejs-project.ts).
 * Each goes through example-stages.ts: every object its YAML program declares, no change with a refresh, no
 * secret in clear, nothing left. One stack per example, one after the other.
 */
const local = useLocalServer({ beforeAll, afterAll });

describe("the TypeScript SDK examples through the real CLI", { timeout: 900_000 }, () => {
  for (const example of EXAMPLES)
    it(`${example.name}: compiles, up, no changes with a refresh, no secret in clear, destroy leaves nothing`, async () => {
      const { yaml, project, secrets } = exampleFacts(example, "ts");
      const adopted = await makeObjectsToAdopt(local.client, yaml);
      const stack = await nodejsSdkProject({
        tarballs: [packedNodejsSdk()],
        project,
        source: readFileSync(path.join(REPO_ROOT, example.out, "typescript", "index.ts"), "utf8"),
        config: { "tunnels:apiUrl": local.server.url, ...adopted },
        secretConfig: { "tunnels:apiKey": local.server.rootToken, ...secrets },
      });
      await cliExampleStages(stack, local.client, {
        yaml,
        secrets,
        rootToken: local.server.rootToken,
        adopted,
      });
    });
});
