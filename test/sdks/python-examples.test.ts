import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { counts, inventory, leftovers, REPO_ROOT, useLocalServer } from "../../harness";
import { declaredObjects } from "../../scripts/examples/declared";
import { EXAMPLES, outputNames, projectName, secretConfigKeys } from "../../scripts/examples/sources";
import { expectAdopted, expectPoliciesAsWritten, makeObjectsToAdopt } from "./example-stages";
import { SdkStack } from "./sdk-stack";
import { scriptOutput } from "./toolchain";

/**
 * The Python examples rendered from the YAML programs (examples/<name>/python/__main__.py), unmodified, through
 * `pulumi.automation` and the real CLI (python/example.py runs the file as the inline program), against the
 * installed SDK and the local server: each makes every object its YAML program declares (adopting those made
 * before it; its route policies as written: example-stages.ts), shows no change with a refresh, keeps its secret config out of the state in clear,
 * and leaves nothing after destroy. One stack per example, one after the other (two examples declare the same
 * hostname).
 */
const local = useLocalServer({ beforeAll, afterAll });
const PROGRAM_DIR = path.join(REPO_ROOT, "test", "sdks", "python");
let venv = "";

beforeAll(async () => {
  venv = await scriptOutput("python-sdk-env.sh");
}, 900_000);

describe("the Python examples through the real CLI", { timeout: 900_000 }, () => {
  for (const example of EXAMPLES)
    it(`${example.name}: up, no changes with a refresh, no secret in clear, destroy leaves nothing`, async () => {
      const yaml = readFileSync(path.join(REPO_ROOT, example.source, "Pulumi.yaml"), "utf8");
      const project = projectName(yaml);
      const secrets = Object.fromEntries(
        secretConfigKeys(yaml).map((k) => [k, `${k.split(":")[1]}-s3cr3t-py`]),
      );
      const adopted = await makeObjectsToAdopt(local.client, yaml);
      const stack = SdkStack.create(
        {
          project,
          command: path.join(venv, "bin", "python"),
          args: [
            path.join(PROGRAM_DIR, "example.py"),
            path.join(REPO_ROOT, example.out, "python", "__main__.py"),
            project,
          ],
          cwd: PROGRAM_DIR,
          env: {
            PYTHONDONTWRITEBYTECODE: "1",
            EXAMPLE_SECRETS: JSON.stringify(secrets),
            EXAMPLE_CONFIG: JSON.stringify(adopted),
          },
        },
        { url: local.server.url, token: local.server.rootToken },
      );
      const up = await stack.run("up");
      expect(counts(await inventory(local.client))).toMatchObject(declaredObjects(yaml));
      await expectPoliciesAsWritten(local.client, yaml);
      expect(Object.keys(up.outputs ?? {}).sort()).toEqual(outputNames(yaml).sort());
      await expectAdopted(await stack.exportedState(), local.client, yaml, adopted);

      const preview = await stack.run("preview-refresh");
      expect(Object.keys(preview.changes ?? {}), stack.printed()).toEqual(["same"]);
      const exported = await stack.exportedState();
      for (const secret of [...Object.values(secrets), local.server.rootToken])
        expect(exported).not.toContain(secret);

      await stack.run("destroy");
      expect(await leftovers(local.client)).toEqual({});
    });
});
