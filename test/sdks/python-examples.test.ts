import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { counts, inventory, leftovers, REPO_ROOT, useLocalServer } from "../../harness";
import { declaredObjects } from "../../scripts/examples/declared";
import { EXAMPLES, outputNames } from "../../scripts/examples/sources";
import { expectAdopted, expectPoliciesAsWritten, joinedFacts, makeObjectsToAdopt } from "./example-stages";
import { SdkStack } from "./sdk-stack";
import { scriptOutput } from "./toolchain";

/**
 * The Python examples rendered from the YAML programs (examples/<name>/python/__main__.py), unmodified: every
 * example at once, as one stack (one up, one refreshing preview, one destroy) through `pulumi.automation` and the
 * real CLI (python/example.py's inline program runs each file in turn), against the installed SDK and the local
 * server. Checked against the examples' YAML programs joined (example-stages.ts): it makes every object they
 * declare (adopting those examples/adopt names, made first; the route policies as written) and every output,
 * shows no change with a refresh, keeps the secret config out of the state in clear, and leaves nothing after
 * destroy.
 */
const local = useLocalServer({ beforeAll, afterAll });
const PROGRAM_DIR = path.join(REPO_ROOT, "test", "sdks", "python");
let venv = "";

beforeAll(async () => {
  venv = await scriptOutput("python-sdk-env.sh");
}, 900_000);

describe("the Python examples through the real CLI", { timeout: 900_000 }, () => {
  it("all as one stack: up, no changes with a refresh, no secret in clear, destroy leaves nothing", async () => {
    const { yaml, project, secrets } = joinedFacts("py");
    const adopted = await makeObjectsToAdopt(local.client, yaml);
    const mains = EXAMPLES.map((e) => path.join(REPO_ROOT, e.out, "python", "__main__.py"));
    const stack = SdkStack.create(
      {
        project,
        command: path.join(venv, "bin", "python"),
        args: [path.join(PROGRAM_DIR, "example.py"), project, ...mains],
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
    const expected = declaredObjects(yaml);
    expect(Object.keys(expected).length).toBeGreaterThan(0);
    expect(counts(await inventory(local.client))).toMatchObject(expected);
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
