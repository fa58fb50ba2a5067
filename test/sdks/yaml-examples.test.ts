import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { declaredObjects } from "../../scripts/examples/declared";
import { EXAMPLES, outputNames, projectName, secretConfigKeys } from "../../scripts/examples/sources";
import {
  counts,
  inventory,
  leftovers,
  REPO_ROOT,
  requirePlugin,
  useLocalServer,
  YamlProject,
} from "../../harness";
import { expectAdopted, makeObjectsToAdopt } from "./example-stages";

/**
 * The YAML programs every example's languages are rendered from (examples/<name>/yaml/Pulumi.yaml) run as a
 * user runs them: the real CLI, the real YAML host, the plugin, the local server. Each deploys every object it
 * declares (adopting those it names by `adoptId`, made first as its README says: example-stages.ts), shows no change after, even with a refresh, keeps its secret config out of the state in clear, and
 * leaves nothing after destroy. One stack per example, one after the other: two examples declare the same
 * hostnames, which the service gives to one edge at a time. (examples/yaml has its own test, yaml-example.)
 */
const local = useLocalServer({ beforeAll, afterAll });

const written = EXAMPLES.filter((e) => e.source !== "examples/yaml");

describe("the examples' YAML programs through the real CLI, the YAML host and the plugin", {
  timeout: 900_000,
}, () => {
  for (const example of written)
    it(`${example.name}: up, no changes with a refresh, no secret in clear, destroy leaves nothing`, async () => {
      const text = readFileSync(path.join(REPO_ROOT, example.source, "Pulumi.yaml"), "utf8");
      const name = projectName(text);
      const secrets = Object.fromEntries(
        secretConfigKeys(text).map((k) => [k, `${k.split(":")[1]}-s3cr3t-value`]),
      );
      const adopted = await makeObjectsToAdopt(local.client, text);
      const project = await YamlProject.create({
        program: text.replace(/^(name|runtime):.*\n/gm, ""),
        project: name,
        pluginDir: requirePlugin(),
        config: { "tunnels:apiUrl": local.server.url, ...adopted },
        secretConfig: { "tunnels:apiKey": local.server.rootToken, ...secrets },
      });
      await project.run(["up", "--yes", "--skip-preview"]);
      const expected = declaredObjects(text);
      expect(Object.keys(expected).length).toBeGreaterThan(0);
      expect(counts(await inventory(local.client))).toMatchObject(expected);
      const outputs = JSON.parse((await project.run(["stack", "output", "--json"])).stdout);
      for (const output of outputNames(text)) expect(outputs, example.name).toHaveProperty(output);
      await expectAdopted((await project.run(["stack", "export"])).stdout, local.client, text, adopted);

      const refreshed = await project.pulumi(["preview", "--refresh", "--expect-no-changes"]);
      expect(refreshed.code, refreshed.stdout + refreshed.stderr).toBe(0);
      const exported = (await project.run(["stack", "export"])).stdout;
      for (const secret of [...Object.values(secrets), local.server.rootToken])
        expect(exported).not.toContain(secret);

      await project.run(["destroy", "--yes", "--skip-preview"]);
      expect(await leftovers(local.client)).toEqual({});
    });
});
