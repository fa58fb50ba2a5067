import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../harness";

/**
 * `npm install git+<URL of this repository>` into an empty project, as the README tells users: npm clones
 * the repository, installs its development dependencies in a temporary copy, runs `prepare` (the build),
 * and installs the resulting package. What is installed is the committed HEAD of the repository.
 *
 * Slow by nature (the clone's full install and build, minutes on two cores): the npm cache makes it
 * independent of the network (`--prefer-offline`), and the project lives outside the repository, so nothing
 * resolves from the repository's own node_modules.
 */
const run = promisify(execFile);
const project = mkdtempSync(path.join(tmpdir(), "pulumi-tunnels-git-install-"));
afterAll(() => rmSync(project, { recursive: true, force: true }));

describe("installing from a Git URL", () => {
  it("gives a package that loads, with only its run-time dependencies beside it", async () => {
    mkdirSync(project, { recursive: true });
    writeFileSync(
      path.join(project, "package.json"),
      JSON.stringify({ name: "git-install-test", private: true }),
    );
    const url = `git+file://${REPO_ROOT}`;
    // The README's one command: allow the package's build step (its `prepare`) for this repository.
    await run("npm", ["pkg", "set", "--json", `allowScripts[${url}]=true`], { cwd: project });
    const { stdout, stderr } = await run(
      "npm",
      ["install", "--no-audit", "--no-fund", "--prefer-offline", url],
      {
        cwd: project,
        timeout: 900_000,
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const installed = path.join(project, "node_modules", "pulumi-tunnels");
    const pkg = JSON.parse(readFileSync(path.join(installed, "package.json"), "utf8"));
    expect(pkg.name).toBe("pulumi-tunnels");

    // The package loads: the catalog and client, and the provider implementation the host requires.
    const script = `
      const sdk = require("pulumi-tunnels/sdk");
      const impl = require("pulumi-tunnels/provider-impl");
      console.log(JSON.stringify({ resources: Object.keys(sdk.resources).length, check: typeof impl.check }));`;
    const loaded = await run(process.execPath, ["-e", script], { cwd: project });
    const facts = JSON.parse(loaded.stdout);
    expect(facts.resources).toBeGreaterThan(10);
    expect(facts.check).toBe("function");

    // Light: no server, no native module, no second Pulumi SDK in the user's project.
    const top = JSON.parse(readFileSync(path.join(project, "node_modules", ".package-lock.json"), "utf8"));
    const names = Object.keys(top.packages).map((p) => p.replace(/^.*node_modules\//, ""));
    expect(names).toContain("undici");
    expect(names).toContain("zod");
    for (const heavy of ["fastify", "better-sqlite3", "@pulumi/pulumi", "pulumi-tunnels-server"]) {
      expect(names).not.toContain(heavy);
    }
    expect(`${stdout}\n${stderr}`).not.toMatch(/EBADENGINE|not yet covered by allowScripts/);
  }, 900_000);
});
