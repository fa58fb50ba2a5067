import { execFile, execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { copyInto } from "../../harness";

/**
 * The trial's second look at the addition: `vitest related` on the files it changed, in a copy of the whole tree
 * with the addition made and generated in it, so that every test depending on those files runs, not only those
 * CONTRIBUTING's table names (a test that counts the classes, a message spelling the functions).
 *
 * Among the suites that run from source in one process and that CONTRIBUTING says cover a new resource with no
 * edit (`SUITES`); not the suites that run the plugin executable, the CLI, the SDK toolchains or npm packages
 * (built by `npm run build` and the toolchains, which a scratch copy has not got), nor the examples, whose step
 * (a class's example, rendered) the trial leaves out. `NOT_RUN` are the related tests left out, each with why.
 */
const run = promisify(execFile);

export const SUITES = ["catalog", "model", "server", "provider"];

export const NOT_RUN: Record<string, string> = {
  "test/provider/shim.test.ts": "it checks the compiled dist/, which a scratch copy has not got",
  "test/server/persistence.test.ts": "the data file's durability: the same storage for every collection",
  "test/server/data-files.test.ts": "the data file's durability: the same storage for every collection",
  "test/server/reliability-crash.test.ts":
    "crash safety of the storage, the same for every collection, and the longest test of the suites (90 s)",
  "test/server/reliability-soak.test.ts": "the server under faults over time: the same for every collection",
};

export interface RelatedRun {
  /** Each test file that ran, relative to the copy, with its status and failures. */
  files: { file: string; status: string; failures: string }[];
  ms: number;
}

/** Copies every file of the repository git tracks or would (its .gitignore leaves out builds and installs). */
export function copyTree(repo: string, dir: string): void {
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], {
    cwd: repo,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  })
    .split("\0")
    .filter((f) => f && existsSync(join(repo, f)));
  copyInto(repo, dir, files);
}

/** Runs `vitest related <changed> --run` in the copy, among `SUITES` but `NOT_RUN`, and reads its report. */
export async function relatedTests(repo: string, dir: string, changed: string[]): Promise<RelatedRun> {
  const config = join(dir, "vitest.related.config.mjs");
  writeFileSync(
    config,
    `import { defineConfig } from "vitest/config";
export default defineConfig({
  // As vitest.config.mts: the server's catalog is this copy's source.
  resolve: { alias: { "pulumi-tunnels/catalog": ${JSON.stringify(join(dir, "catalog/index.ts"))} } },
  test: {
    root: ${JSON.stringify(dir)},
    include: ${JSON.stringify(SUITES.map((s) => `test/${s}/**/*.test.ts`))},
    exclude: ${JSON.stringify(Object.keys(NOT_RUN))},
    globalSetup: ["harness/server/global-setup.ts"],
    env: { PULUMI_HOME: ${JSON.stringify(join(dir, ".tmp/pulumi-home"))} },
    // Threads reused across files, as the trial's other run: imports dominate, and each file's own modules
    // are the copy's by path.
    pool: "threads",
    isolate: false,
    maxWorkers: 2,
    testTimeout: 300000,
    hookTimeout: 120000,
  },
});
`,
  );
  const report = join(dir, "related-report.json");
  const started = Date.now();
  await run(
    process.execPath,
    [
      join(repo, "node_modules/vitest/vitest.mjs"),
      "related",
      ...changed,
      "--run",
      "--config",
      config,
      "--reporter=json",
      `--outputFile=${report}`,
    ],
    { cwd: dir, maxBuffer: 64 * 1024 * 1024 },
  ).catch(() => undefined);
  const ms = Date.now() - started;
  const results = JSON.parse(readFileSync(report, "utf8")) as {
    testResults: {
      name: string;
      status: string;
      message?: string;
      assertionResults: { failureMessages: string[] }[];
    }[];
  };
  const files = results.testResults.map((r) => ({
    file: r.name.slice(dir.length + 1),
    status: r.status,
    failures: [r.message ?? "", ...r.assertionResults.flatMap((a) => a.failureMessages)].join("\n"),
  }));
  if (!process.env.TRIAL_KEEP) rmSync(dir, { recursive: true, force: true });
  return { files, ms };
}
