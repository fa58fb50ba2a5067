import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cliWithYamlHost,
  type DocsContext,
  PACKAGE_VERSION,
  readDocPage,
  runPage,
  Setups,
} from "../../harness";

/**
 * How the executed-docs test runs a page (harness/docs/page-runner.ts, story.ts): one terminal per page, whose
 * folder, variables and functions carry from block to block; files written where the shell stands; exit codes
 * checked; what a block left running ended with the page; `pulumi` on PATH the launcher in front of the real CLI.
 * Pages of shell blocks only, so no release folder is needed.
 */
const root = mkdtempSync(path.join(tmpdir(), "tunnels-page-runner-"));
const scratch = mkdtempSync(path.join(tmpdir(), "tunnels-page-runner-out-"));
let context: DocsContext;
beforeAll(() => {
  context = {
    root,
    version: PACKAGE_VERSION,
    releaseFolder: "/nonexistent",
    cliDir: cliWithYamlHost(),
    env: {},
  };
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(scratch, { recursive: true, force: true });
});

const fence = "```";
const sh = (...lines: string[]) => [`${fence}sh`, ...lines, fence, ""].join("\n");

function run(name: string, text: string) {
  writeFileSync(path.join(root, name), text);
  return runPage(readDocPage(root, name), context);
}

describe("running a page", { timeout: 120_000 }, () => {
  it("keeps the folder, variables and functions from block to block, and writes files where the shell stands", async () => {
    const reports = await run(
      "carry.md",
      [
        sh(
          "mkdir app && cd app",
          "export GREETING=hello",
          "NAME=docs",
          'greet() { echo "$GREETING from $NAME"; }',
        ),
        "<!-- docs-test: file config/settings.txt -->",
        [`${fence}text`, "version <version>", fence, ""].join("\n"),
        sh(
          `echo "$(greet) in $(pwd | xargs basename)" > '${scratch}/carry.txt'`,
          `cat config/settings.txt >> '${scratch}/carry.txt'`,
        ),
      ].join("\n"),
    );
    expect(readFileSync(path.join(scratch, "carry.txt"), "utf8")).toBe(
      `hello from docs in app\nversion ${PACKAGE_VERSION}\n`,
    );
    expect(reports.map((r) => [r.line, r.done, r.detail])).toEqual([
      [1, "ran", "bash"],
      [9, "wrote", "config/settings.txt"],
      [13, "ran", "bash"],
    ]);
  });

  it("stops at a command that fails, naming the page and line, the exit code and the output", async () => {
    const failing = run("fail.md", [sh("echo first"), sh("echo before", "false", "echo never")].join("\n"));
    await expect(failing).rejects.toThrow(
      /^fail\.md:5: the block exited 1, not 0\n[\s\S]*false[\s\S]*--- its output ---\nbefore\n$/,
    );
  });

  it("checks a block marked `exit <n>` ends with that code", async () => {
    const seven = ["<!-- docs-test: exit 7 -->", sh("echo drift", "exit 7")].join("\n");
    expect((await run("seven.md", seven)).map((r) => r.done)).toEqual(["ran"]);
    const zero = ["<!-- docs-test: exit 7 -->", sh("echo no drift")].join("\n");
    await expect(run("zero.md", zero)).rejects.toThrow(/^zero\.md:2: the block exited 0, not 7/);
  });

  it("serves on a free port in place of the page's, waits for it, and ends what a block left running", async () => {
    const pidFile = path.join(scratch, "server.pid");
    await run(
      "server.md",
      [
        "<!-- docs-test: free port 8000 -->",
        sh(
          `python3 -m http.server 8000 --bind 127.0.0.1 --directory '${scratch}' >/dev/null 2>&1 &`,
          `echo $! > '${pidFile}'`,
        ),
        sh(
          `python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8000/')"`,
          "echo 8000 answered",
        ),
      ].join("\n"),
    );
    const pid = Number(readFileSync(pidFile, "utf8"));
    // Ended: gone, or a zombie no one has reaped yet (this machine's first process may not reap orphans).
    const stat = path.join("/proc", String(pid), "stat");
    const state = existsSync(stat) ? readFileSync(stat, "utf8").split(") ")[1]?.[0] : "gone";
    expect(["gone", "Z"]).toContain(state);
  });

  it("gives each page a new PULUMI_HOME, the launcher as `pulumi`, and no folder of npm test on PATH", async () => {
    const out = path.join(scratch, "env.txt");
    await run(
      "env.md",
      sh(
        `echo "$PULUMI_HOME" > '${out}'`,
        `echo "$PATH" >> '${out}'`,
        `command -v pulumi >> '${out}'`,
        `pulumi version >> '${out}'`,
        `command -v pulumi-resource-tunnels >> '${out}' || echo none >> '${out}'`,
      ),
    );
    const [home, pathVar, pulumi, version, plugin] = readFileSync(out, "utf8").trim().split("\n");
    expect(home).toMatch(/tunnels-user-docs-env\.md-\w+\/home$/);
    expect(pathVar).not.toMatch(/node_modules/);
    expect(pulumi).toMatch(/tunnels-user-docs-env\.md-\w+\/bin\/pulumi$/);
    expect(version).toBe("v3.248.0");
    expect(plugin).toBe("none");
  });

  it("runs a `setup` section once for the pages that name it, each starting from what it exported", async () => {
    const setups = new Setups(context);
    writeFileSync(
      path.join(root, "install.md"),
      [
        "# Install",
        "## The tool",
        sh(
          `echo ran >> '${scratch}/setup-runs.txt'`,
          "mkdir -p tools && printf '#!/bin/sh\\necho tool ran\\n' > tools/tool && chmod +x tools/tool",
          'export PATH="$PWD/tools:$PATH" TOOL_HOME="$PWD"',
        ),
        "## Something else",
        sh("exit 1"),
      ].join("\n"),
    );
    const uses = (n: number) => [
      "<!-- docs-test: setup install.md#the-tool -->",
      sh(`tool > '${scratch}/use-${n}.txt'`),
    ];
    await expect(run("use-1.md", uses(1).join("\n"))).rejects.toThrow(
      /names a setup, and no setups were given/,
    );
    for (const n of [1, 2]) {
      writeFileSync(path.join(root, `use-${n}.md`), uses(n).join("\n"));
      await runPage(readDocPage(root, `use-${n}.md`), context, { setups });
      expect(readFileSync(path.join(scratch, `use-${n}.txt`), "utf8")).toBe("tool ran\n");
    }
    expect(readFileSync(path.join(scratch, "setup-runs.txt"), "utf8")).toBe("ran\n");
    await setups.close();
  });

  it("runs only the named section of the page `after` names, before its own blocks", async () => {
    writeFileSync(
      path.join(root, "first.md"),
      ["# First", "## Make it", sh("echo made > made.txt"), "## Not this", sh("exit 3")].join("\n"),
    );
    await run(
      "second.md",
      ["<!-- docs-test: after first.md#make-it -->", sh(`cp made.txt '${scratch}/made.txt'`)].join("\n"),
    );
    expect(readFileSync(path.join(scratch, "made.txt"), "utf8")).toBe("made\n");
  });
});
