import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../engine/pack";
import { counts, inventory, packedPackage } from "../scenarios/stack";
import { CliProject } from "./cli";
import { useLocalServer } from "./local-server";
import { cliSteps } from "./steps";

/**
 * Every example under examples/ through the real CLI, as its README tells users to run it: preview lists
 * the creates, up deploys, right after it neither preview nor preview --refresh sees a change, and destroy
 * leaves nothing on the server. The program is the example as `npm run build` compiles it.
 */
const EXAMPLES = readdirSync(path.join(REPO_ROOT, "examples")).filter((name) =>
  existsSync(path.join(REPO_ROOT, "examples", name, "Pulumi.yaml")),
);

const local = useLocalServer();

describe("the examples through the real Pulumi CLI", { timeout: 600_000 }, () => {
  it("there are examples to run", () => {
    expect(EXAMPLES).toContain("quickstart");
  });

  it.each(EXAMPLES)("%s: preview, up, no drift, destroy", async (name) => {
    const project = await CliProject.create({
      programSource: readFileSync(path.join(REPO_ROOT, "dist", "examples", name, "index.js"), "utf8"),
      tarballs: [await packedPackage()],
      project: name,
      config: { "tunnels:apiUrl": local.server.url },
      secretConfig: { "tunnels:apiKey": local.server.rootToken },
    });
    const preview = await project.pulumi(["preview", "--json"]);
    expect(preview.code).toBe(0);
    const creates = Object.values(cliSteps(preview.stdout).steps);
    expect(creates.length).toBeGreaterThan(0);
    expect(creates.every(([op]) => op === "create")).toBe(true);

    await project.run(["up", "--yes"]);
    expect(Object.values(counts(await inventory(local.client))).reduce((a, b) => a + b, 0)).toBeGreaterThan(
      0,
    );
    expect((await project.pulumi(["preview", "--expect-no-changes"])).code).toBe(0);
    expect((await project.pulumi(["preview", "--refresh", "--expect-no-changes"])).code).toBe(0);

    await project.run(["destroy", "--yes"]);
    expect(Object.values(counts(await inventory(local.client))).every((n) => n === 0)).toBe(true);
  });
});
