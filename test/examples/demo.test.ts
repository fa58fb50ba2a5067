import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT, runProcess } from "../../harness";

/**
 * `npm run demo`, the README's first command, as it runs after `npm run build` (which `npm test` runs before
 * vitest): the compiled demo, outside vitest, deploys examples/quickstart on the embedded local server, shows
 * the drift it makes through the API, puts it back and destroys everything.
 */
describe("npm run demo", () => {
  it("deploys, shows the drift, puts it back and destroys, on the embedded local server", async () => {
    const demo = await runProcess(process.execPath, [path.join(REPO_ROOT, "dist", "examples", "demo.js")], {
      cwd: REPO_ROOT,
      env: process.env,
      timeoutMs: 240_000,
    });
    expect(demo.code, demo.stdout + demo.stderr).toBe(0);
    const summaries = demo.stdout.split("\n").filter((line) => line.startsWith("Resources:"));
    expect(summaries[1]).toMatch(/\+ (\d+) created/);
    const created = Number(/\+ (\d+) created/.exec(summaries[1])?.[1]);
    expect(summaries.slice(2)).toEqual([
      expect.stringMatching(/~ 2 to update/),
      expect.stringMatching(/~ 2 updated/),
      `Resources: - ${created} deleted`,
    ]);
    expect(demo.stdout).toMatch(/local API server stopped/);
  });
});
