import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resourceList } from "../../catalog";
import { SOURCE_CLI_ENV, startCli, useLocalServer } from "../../harness";

/**
 * One server in a test run (issue 42): the server the harness starts in process is the module vitest loads from
 * `server/index.ts`, never the compiled `server/dist/` that `server/package.json`'s `main` names, and the one
 * it starts as a process is bundled from the same source at the start of the run. A catalog edit then shows
 * in the next `vitest run` without `npm run build`: catalog-edit.test.ts runs one in a scratch copy.
 */
const repo = path.resolve(__dirname, "../..");

// Every call of the server's source module's startServer, counted: an import that vitest resolves to another
// file (the compiled build) calls a startServer this mock never sees.
const calls = vi.hoisted(() => ({ startServer: 0 }));
vi.mock("../../server/index.ts", async (importOriginal) => {
  const source = await importOriginal<typeof import("../../server/index")>();
  return {
    ...source,
    startServer: (...args: Parameters<typeof source.startServer>) => {
      calls.startServer++;
      return source.startServer(...args);
    },
  };
});

const local = useLocalServer({ beforeAll, afterAll });

describe("the tests run the server's source", () => {
  it("the harness starts its server through server/index.ts, and Node.js loaded no compiled server", async () => {
    expect(local.server.url).toMatch(/^http:/);
    expect(
      calls.startServer,
      "the harness started its local server through a module other than server/index.ts (the compiled " +
        "server/dist/index.js that `../../server` resolves to?): import ../../server/index",
    ).toBe(1);
    // Each collection of the catalog the tests import is served: the server reads the same catalog.
    const client = local.client as unknown as Record<string, { list(): AsyncIterable<unknown> }>;
    for (const r of resourceList.filter((r) => r.operations.includes("list") && r.parents.length === 0))
      for await (const _ of client[r.clientName].list())
        expect.fail(`${r.collection} of a new server lists an object`);
    // Modules Node.js itself loaded (vitest leaves out of its transform): none of the compiled server or catalog.
    const compiled = Object.keys(createRequire(__filename).cache)
      .map((f) => path.relative(repo, f))
      .filter((f) => /^(server\/dist|dist\/server|dist\/catalog)\//.test(f));
    expect(compiled, "compiled server or catalog files loaded in a test run").toEqual([]);
  });

  it("the server's command is bundled from server/cli.ts at the start of the run", async () => {
    const bundle = process.env[SOURCE_CLI_ENV];
    expect(bundle, `${SOURCE_CLI_ENV} (set by vitest.config.mts's globalSetup)`).toBeTruthy();
    // Made by this run: newer than every source file of the server and the catalog.
    const newest = ["server", "catalog"]
      .flatMap((d) => execFileSync("git", ["ls-files", d], { cwd: repo, encoding: "utf8" }).split("\n"))
      .filter((f) => f.endsWith(".ts") && existsSync(path.join(repo, f)))
      .map((f) => statSync(path.join(repo, f)).mtimeMs);
    expect(statSync(bundle!).mtimeMs).toBeGreaterThanOrEqual(Math.max(...newest));
    // Its source map names the sources it was made from.
    const text = readFileSync(bundle!, "utf8");
    const map = JSON.parse(
      Buffer.from(/sourceMappingURL=data:application\/json;base64,(\S+)/.exec(text)![1], "base64").toString(),
    ) as { sources: string[] };
    const sources = map.sources.map((s) => path.relative(repo, path.resolve(path.dirname(bundle!), s)));
    expect(sources).toEqual(expect.arrayContaining(["server/cli.ts", "server/index.ts", "catalog/index.ts"]));
    expect(sources.filter((s) => s.includes("dist/"))).toEqual([]);
    const cli = await startCli(["--port", "0"]);
    try {
      expect(cli.proc.spawnargs).toContain(bundle);
    } finally {
      cli.proc.kill("SIGTERM");
      await cli.exited;
    }
  });
});

describe("no import reaches the compiled server", () => {
  /**
   * `../server` names the folder, which Node.js and vitest resolve through server/package.json's `main`, the
   * compiled build users install, and which tsc reads the types of from its `types`. Inside the repository
   * every file imports the source by name: `server/index`.
   */
  it("nothing outside server/ imports the server's folder", () => {
    const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
      cwd: repo,
      encoding: "utf8",
    })
      .split("\n")
      .filter((f) => /\.(ts|js|mts)$/.test(f) && !f.startsWith("server/") && existsSync(path.join(repo, f)));
    const folder = path.join(repo, "server");
    const found = files.flatMap((f) =>
      [
        ...readFileSync(path.join(repo, f), "utf8").matchAll(
          /(?:from|import\(|require\()\s*["'](\.[^"']*)["']/g,
        ),
      ]
        .filter((m) => path.resolve(path.dirname(path.join(repo, f)), m[1]) === folder)
        .map(
          (m) =>
            `${f}: "${m[1]}" resolves to server/package.json's main, the compiled build: import "${m[1]}/index"`,
        ),
    );
    expect(found).toEqual([]);
  });
});
