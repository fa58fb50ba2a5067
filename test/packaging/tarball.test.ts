import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { installTarball, packProject, REPO_ROOT, TMP_ROOT } from "../../harness";

/**
 * The Pulumi package as users install it (the `npm pack` tarball of the built repository): light, and with
 * stack traces that point at files it ships. Needs `npm run build` first, as the test command does.
 */
const run = promisify(execFile);
const manifest = (dir: string) => JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"));

let tarball: string;
let files: string[];
beforeAll(async () => {
  tarball = await packProject(REPO_ROOT);
  const { stdout } = await run("tar", ["-tzf", tarball], { maxBuffer: 16 * 1024 * 1024 });
  files = stdout.split("\n").filter(Boolean);
});

describe("the Pulumi package", () => {
  it("depends at run time on what its classes need, with @pulumi/pulumi and @pulumi/policy optional peers", () => {
    const pkg = manifest(REPO_ROOT);
    expect(Object.keys(pkg.dependencies).sort()).toEqual(["undici", "zod"]);
    expect(pkg.peerDependencies).toHaveProperty("@pulumi/pulumi");
    // @pulumi/policy: only pulumi-tunnels/crossguard uses it, in a team's own policy pack.
    expect(pkg.peerDependenciesMeta).toEqual({
      "@pulumi/policy": { optional: true },
      "@pulumi/pulumi": { optional: true },
    });
    expect(pkg.scripts.prepare).toBeDefined(); // a Git install builds dist/ itself
  });

  it("ships the SDK and the provider, not the server, and no source maps", () => {
    expect(files).toContain("package/dist/provider/index.js");
    expect(files).toContain("package/dist/provider/impl.js");
    expect(files).toContain("package/dist/client/sdk-entry.d.ts");
    expect(files.filter((f) => f.startsWith("package/dist/server/"))).toEqual([]);
    expect(files.filter((f) => f.endsWith(".map"))).toEqual([]);
  });

  it("the server workspace depends on this version of it", () => {
    const server = manifest(path.join(REPO_ROOT, "server"));
    expect(server.dependencies["pulumi-tunnels"]).toBe(`^${manifest(REPO_ROOT).version}`);
    expect(server.bin).toEqual({ "tunnels-api-server": "bin/tunnels-api-server.js" });
    // light-my-request: fastify's own, held at a line whose dependencies run on Node.js 20 (server/package.json).
    expect(Object.keys(server.dependencies).sort()).toEqual([
      "better-sqlite3",
      "fastify",
      "light-my-request",
      "pulumi-tunnels",
    ]);
  });

  it("stack traces point at files the package ships, under Pulumi's source-map support", async () => {
    // Installed under .tmp/, so undici and zod resolve from the repository's node_modules, as pack.ts says.
    mkdirSync(TMP_ROOT, { recursive: true });
    const dir = mkdtempSync(path.join(TMP_ROOT, "stack-"));
    await installTarball(dir, tarball);
    // A package.json of its own: without one, the repository's is the nearest and Node resolves
    // "pulumi-tunnels" to the repository itself (package self-reference).
    writeFileSync(
      path.join(dir, "package.json"),
      JSON.stringify({ name: "stack-trace-test", private: true }),
    );
    // Both Pulumi's program runner and its dynamic-provider host load source-map-support/register.
    const script = `
      require("source-map-support/register");
      const { TunnelsClient } = require("pulumi-tunnels/sdk");
      try { new TunnelsClient({ baseUrl: "not a url", apiKey: "k" }); } catch (e) { console.log(e.stack); }`;
    const { stdout } = await run(process.execPath, ["-e", script], { cwd: dir });
    const installed = path.join(dir, "node_modules", "pulumi-tunnels");
    const frames = [...stdout.matchAll(/\(?(\/[^\s():]+):\d+:\d+\)?/g)].map((m) => m[1]);
    const ours = frames.filter((f) => f.startsWith(installed));
    expect(ours.length).toBeGreaterThan(0);
    expect(ours.filter((f) => !existsSync(f))).toEqual([]);
  });
});
