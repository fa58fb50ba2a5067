import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { counts, inventory, leftovers, REPO_ROOT, useLocalServer } from "../../harness";
import { declaredObjects } from "../../scripts/examples/declared";
import { EXAMPLES, outputNames, projectName, secretConfigKeys } from "../../scripts/examples/sources";
import { nodejsSdkProject, packedNodejsSdk } from "./nodejs-project";

/**
 * The TypeScript examples rendered from the YAML programs (examples/<name>/typescript/index.ts), unmodified:
 * compiled with `tsc --strict` against the Node.js SDK's tarball and run by the real CLI (nodejs-project.ts).
 * Each makes every object its YAML program declares, shows no change with a refresh, keeps its secret config out
 * of the state in clear, and leaves nothing after destroy. One stack per example, one after the other.
 */
const local = useLocalServer({ beforeAll, afterAll });

describe("the TypeScript SDK examples through the real CLI", { timeout: 900_000 }, () => {
  for (const example of EXAMPLES)
    it(`${example.name}: compiles, up, no changes with a refresh, no secret in clear, destroy leaves nothing`, async () => {
      const yaml = readFileSync(path.join(REPO_ROOT, example.source, "Pulumi.yaml"), "utf8");
      const secrets = Object.fromEntries(
        secretConfigKeys(yaml).map((k) => [k, `${k.split(":")[1]}-s3cr3t-ts`]),
      );
      const project = await nodejsSdkProject({
        tarballs: [packedNodejsSdk()],
        project: projectName(yaml),
        source: readFileSync(path.join(REPO_ROOT, example.out, "typescript", "index.ts"), "utf8"),
        config: { "tunnels:apiUrl": local.server.url },
        secretConfig: { "tunnels:apiKey": local.server.rootToken, ...secrets },
      });
      await project.run(["up", "--yes", "--skip-preview"]);
      expect(counts(await inventory(local.client))).toMatchObject(declaredObjects(yaml));
      const outputs = JSON.parse((await project.run(["stack", "output", "--json"])).stdout);
      expect(Object.keys(outputs).sort()).toEqual(outputNames(yaml).sort());

      const refreshed = await project.pulumi(["preview", "--refresh", "--expect-no-changes"]);
      expect(refreshed.code, refreshed.stdout + refreshed.stderr).toBe(0);
      const exported = (await project.run(["stack", "export"])).stdout;
      for (const secret of [...Object.values(secrets), local.server.rootToken])
        expect(exported).not.toContain(secret);

      await project.run(["destroy", "--yes", "--skip-preview"]);
      expect(await leftovers(local.client)).toEqual({});
    });
});
