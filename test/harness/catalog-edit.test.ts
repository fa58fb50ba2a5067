import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, it } from "vitest";
import { copyInto, importClosure } from "../../harness";

/**
 * A catalog edit shows in the next `vitest run` without a build (issue 42): in a scratch copy of what a probe
 * test imports, with the repository's vitest config and its last build of the server beside it (the compiled
 * `server/dist/` that `server/package.json` names, as a clone has it after `npm run build`), the catalog moves
 * IP policies to another path; the probe's two servers (in process, and the command) serve the new path.
 */
const run = promisify(execFile);
const repo = path.resolve(__dirname, "../..");
const PROBE = "test/harness/catalog-edit.probe.ts";
mkdirSync(path.join(repo, ".tmp"), { recursive: true });
const scratch = mkdtempSync(path.join(repo, ".tmp", "catalog-edit-"));
afterAll(() => process.env.KEEP_SCRATCH || rmSync(scratch, { recursive: true, force: true }));

it("a catalog edit shows in both servers at the next vitest run, with no build", async () => {
  copyInto(repo, scratch, [
    ...importClosure(repo, [PROBE, "harness/server/global-setup.ts", "server/cli.ts"]),
    "package.json",
    "vitest.config.mts",
    "server/package.json",
  ]);
  // The last build, stale from here on: what `../../server` would load.
  if (existsSync(path.join(repo, "server/dist")))
    cpSync(path.join(repo, "server/dist"), path.join(scratch, "server/dist"), { recursive: true });
  const catalogFile = path.join(scratch, "catalog/resources/ip-policies.ts");
  const catalog = readFileSync(catalogFile, "utf8");
  expect(catalog).toContain('collection: "/ip_policies",');
  writeFileSync(
    catalogFile,
    catalog.replace('collection: "/ip_policies",', 'collection: "/ip_policies_edited",'),
  );
  const probe = "test/harness/catalog-edit.probe.test.ts";
  cpSync(path.join(repo, PROBE), path.join(scratch, probe));
  const report = path.join(scratch, "report.json");
  const output = await run(
    process.execPath,
    [
      path.join(repo, "node_modules/vitest/vitest.mjs"),
      "run",
      probe,
      "--project",
      "node",
      "--reporter=json",
      `--outputFile=${report}`,
    ],
    { cwd: scratch, maxBuffer: 16 * 1024 * 1024 },
  ).then(
    (r) => r.stdout + r.stderr,
    (e: { stdout?: string; stderr?: string }) => `${e.stdout ?? ""}${e.stderr ?? ""}`,
  );
  expect(existsSync(report), `the scratch run wrote no report: ${output.slice(-3000)}`).toBe(true);
  const results = JSON.parse(readFileSync(report, "utf8")) as {
    testResults: {
      message?: string;
      assertionResults: { title: string; status: string; failureMessages: string[] }[];
    }[];
  };
  const tests = results.testResults.flatMap((r) => r.assertionResults);
  const failures = [
    ...results.testResults.map((r) => r.message ?? ""),
    ...tests.flatMap((t) => t.failureMessages),
    tests.length ? "" : output,
  ].join("\n");
  expect(
    tests.map((t) => [t.title, t.status]),
    failures.slice(0, 3000),
  ).toEqual([
    ["the harness's server in process serves the edited catalog", "passed"],
    ["the server's command serves the edited catalog", "passed"],
  ]);
});
