import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The test harness (harness/README.md) and the drivers it builds on (drivers/README.md) are packages: whatever
 * uses one imports its entry, harness/index.ts or drivers/index.ts, never a file behind it; the drivers import
 * nothing of the harness, and neither imports the tests; the release tooling and the demo (scripts/, examples/)
 * use the drivers, never the test harness; the benchmarks, the examples and the scripts import no test file; a
 * test folder shares its files with no other but those listed below. And the package's runtime entries export
 * nothing that only a test calls.
 */
const repo = path.resolve(__dirname, "../..");
const PRODUCTION = ["catalog", "client", "provider", "server", "plugin"];

/**
 * Files a test folder shares with other test folders, each with why it is theirs and not the harness's:
 * tables and fixtures of one suite that another runs too, not machinery for running things.
 */
const SHARED: Record<string, string> = {
  "test/catalog/samples": "a valid body per class, the catalog's own; the server's hook checks run them",
  "test/provider/cases": "the provider's per-class cases; the plugin's transport test runs them through both",
  "test/client/harness":
    "the client's scripted HTTP server; the provider's and the plugin's message tests answer with it",
  "test/client/secret-arbitraries":
    "the secrets of every length and character class the redaction tests draw; the plugin's secret tests draw them too",
  "test/policy/policy-cli":
    "the policy pack's YAML stack and the verdicts each level must show; the release's test runs it from the release",
  "test/sdks/stages":
    "the SDK test's stages and checks; the release's user tests run them on the SDKs installed from a release",
};

const rel = (p: string) => path.relative(repo, p).split(path.sep).join("/");

/** The repository's sources under `dir`: what git tracks or would (`.gitignore` leaves out builds and installs). */
function sources(dir = repo): string[] {
  const listed = execFileSync(
    "git",
    ["ls-files", "--cached", "--others", "--exclude-standard", "-z", "--", dir],
    {
      cwd: repo,
      encoding: "utf8",
    },
  );
  return listed
    .split("\0")
    .filter(
      (f) =>
        /\.(ts|js|mts)$/.test(f) && !f.split("/").includes("generated") && existsSync(path.join(repo, f)),
    )
    .map((f) => path.join(repo, f));
}

/** The repository file (without its extension) a relative specifier names, if it names one. */
function resolved(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, path.join(base, "index")])
    for (const ext of [".ts", ".js", ""])
      if (existsSync(candidate + ext) && !existsSync(path.join(candidate + ext, "index.ts")))
        return rel(candidate).replace(/\.(ts|js)$/, "");
  return undefined;
}

/**
 * The repository files a source imports, requires or re-exports by relative path. Specifiers that name no
 * file are left out: tests quote made-up imports as sample text (the plugin's and the catalog's boundaries).
 */
function importsOf(text: string, file: string): string[] {
  return [...text.matchAll(/(?:from|import|require\()\s*\(?\s*["'](\.[^"']+)["']/g)]
    .map((m) => resolved(file, m[1]))
    .filter((p): p is string => p !== undefined);
}

const top = (p: string) => p.split("/")[0];
const suite = (p: string) => p.split("/").slice(0, 2).join("/");

/** Every import that breaks the boundary, as `file → target: why`. */
function offences(file: string, targets: string[]): string[] {
  const from = rel(file);
  return targets.flatMap((to) => {
    const why = (() => {
      if (top(to) === "harness" && top(from) !== "harness" && to !== "harness/index")
        return "a file behind the harness's entry: import harness/index.ts";
      if (top(to) === "drivers" && top(from) !== "drivers" && to !== "drivers/index")
        return "a file behind the drivers' entry: import drivers/index.ts";
      if (top(from) === "drivers" && ["harness", "test", "bench", "examples", "scripts"].includes(top(to)))
        return "the drivers import no harness, test, benchmark, example or script";
      if (top(from) === "harness" && ["test", "bench", "examples", "scripts"].includes(top(to)))
        return "the harness imports no test, benchmark, example or script";
      if (PRODUCTION.includes(top(from)) && ["drivers", "harness", "test"].includes(top(to)))
        return "production code imports nothing of the tests or their drivers";
      if (["examples", "scripts"].includes(top(from)) && top(to) === "harness")
        return "the test harness: the release tooling and the demo use drivers/ (move what they share there)";
      if (["bench", "examples", "scripts"].includes(top(from)) && top(to) === "test")
        return "a test file: what they share belongs in harness/";
      if (top(from) === "test" && top(to) === "test" && suite(from) !== suite(to) && !(to in SHARED))
        return "another test folder's file: move what both use to harness/";
      return undefined;
    })();
    return why ? [`${from} → ${to}: ${why}`] : [];
  });
}

describe("the harness is a package", () => {
  const files = sources(repo);

  it("every import of the repository keeps to it", () => {
    expect(files.filter((f) => rel(f).startsWith("harness/")).length).toBeGreaterThan(15);
    expect(files.filter((f) => rel(f).startsWith("drivers/")).length).toBeGreaterThan(20);
    // This file is left out: its sample imports below are made up from the files they pretend to be.
    const found = files
      .filter((f) => f !== __filename)
      .flatMap((f) => offences(f, importsOf(readFileSync(f, "utf8"), f)));
    expect(found).toEqual([]);
  });

  it("imports no test runner: the demo, the benchmarks and the scripts load them compiled, outside vitest", () => {
    // vitest refuses `require`, so one import of it anywhere in the drivers breaks `npm run demo`, and in the
    // harness the benchmarks (a runner's hooks are passed in instead: useLocalServer, usePluginWithServer).
    const runner = /(?:from|require\()\s*["']vitest["']/;
    const importing = files.filter(
      (f) => /^(harness|drivers)\//.test(rel(f)) && runner.test(readFileSync(f, "utf8")),
    );
    expect(importing.map(rel)).toEqual([]);
  });

  it("the scan catches each kind of reach, in each form of import", () => {
    const at = (p: string) => path.join(repo, p);
    const cases: Array<[string, string, RegExp]> = [
      [
        "test/cli/x.test.ts",
        'import { CliProject } from "../../drivers/cli/cli";',
        /behind the drivers' entry/,
      ],
      [
        "bench/x.ts",
        'export { expectFailure } from "../harness/engine/expect-failure";',
        /behind the harness's entry/,
      ],
      ["examples/x.ts", 'const s = require("../test/scenarios/program-path");', /a test file/],
      [
        "scripts/x.ts",
        'import { recordCommit } from "../harness";',
        /release tooling and the demo use drivers/,
      ],
      [
        "examples/x.ts",
        'import { TestEngine } from "../harness";',
        /release tooling and the demo use drivers/,
      ],
      ["drivers/engine/x.ts", 'import { useLocalServer } from "../../harness";', /drivers import no harness/],
      [
        "harness/stacks/x.ts",
        'import { program } from "../../test/scenarios/program-path";',
        /harness imports no/,
      ],
      ["provider/x.ts", 'import type { Step } from "../harness";', /production code/],
      ["plugin/x.ts", 'import type { Step } from "../drivers";', /production code/],
      ["test/cli/x.test.ts", 'import { program } from "../scenarios/program-path";', /another test folder/],
    ];
    for (const [file, text, why] of cases) {
      const found = offences(at(file), importsOf(text, at(file)));
      expect(found, `${file}: ${text}`).toHaveLength(1);
      expect(found[0]).toMatch(why);
    }
    // What is allowed: the entry, a suite's own files, the listed shared files, a made-up path.
    const allowed = [
      ["test/cli/x.test.ts", 'import { TestEngine } from "../../harness";'],
      ["harness/stacks/x.ts", 'import { TestEngine } from "../../drivers";'],
      ["harness/stacks/x.ts", 'import { useLocalServer } from "../server/local-server";'],
      ["drivers/record/x.ts", 'import { CliProject } from "../cli/cli";'],
      ["scripts/x.ts", 'import { recordCommit } from "../drivers";'],
      ["bench/x.ts", 'import { countedServer } from "../harness";'],
      ["test/scenarios/x.test.ts", 'import { program } from "./program-path";'],
      ["test/plugin/x.test.ts", 'import { cases } from "../provider/cases";'],
      ["test/plugin/x.test.ts", 'import { specOf } from "../provider/specs";'],
    ];
    for (const [file, text] of allowed) expect(offences(at(file), importsOf(text, at(file)))).toEqual([]);
  });

  it("each shared test file exists", () => {
    for (const file of Object.keys(SHARED))
      expect(existsSync(path.join(repo, `${file}.ts`)), file).toBe(true);
  });
});

describe("the package's runtime entries export nothing only a test calls", () => {
  const plugin = sources(path.join(repo, "plugin"));
  const COMMANDS = ["adopt-command", "recover-command", "drift-report-command"];
  /** Each export of `entry` that no file of `users` calls or imports from `specifier`. */
  const unusedOf = (entry: Record<string, unknown>, specifier: string, users: string[]) => {
    const text = users.map((f) => readFileSync(f, "utf8")).join("\n");
    return Object.keys(entry).filter(
      (name) => !new RegExp(`\\.${name}\\b|\\b${name}\\b.*from "${specifier}"`).test(text),
    );
  };

  /**
   * `pulumi-tunnels/provider-impl` is what the serialized shim in every user's state requires and what the
   * plugin's provider loads: each of its exports is called by one of them (a test reaching into the provider
   * imports the provider's own files instead, as test/provider's do).
   */
  it("every export of provider-impl is used by the shim or the plugin's provider", async () => {
    const entry = await import("../../provider/impl");
    const users = [
      path.join(repo, "provider", "base", "shim.ts"),
      ...plugin.filter((f) => !COMMANDS.includes(path.basename(f, ".ts"))),
    ];
    expect(Object.keys(entry)).toEqual(expect.arrayContaining(["configure", "check", "diff", "create"]));
    expect(unusedOf(entry, "pulumi-tunnels/provider-impl", users)).toEqual([]);
  });

  /** `pulumi-tunnels/commands` is what the plugin executable's commands load: each export is theirs. */
  it("every export of commands is used by the plugin's commands", async () => {
    const entry = await import("../../provider/commands");
    const users = plugin.filter((f) => COMMANDS.includes(path.basename(f, ".ts")));
    expect(users).toHaveLength(COMMANDS.length);
    expect(Object.keys(entry)).toEqual(
      expect.arrayContaining(["planAdoption", "findMissing", "driftReport"]),
    );
    expect(unusedOf(entry, "pulumi-tunnels/commands", users)).toEqual([]);
  });
});
