import { execFileSync, spawnSync } from "node:child_process";
import {
  accessSync,
  constants,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT, TMP_ROOT } from "../../harness";

/**
 * The GitHub Actions workflows of examples/gitops and the scripts they call, checked by
 * `scripts/lint-shell.sh` as `npm run lint-shell` (part of npm test) runs it: native actionlint, which hands
 * each `run:` block to ShellCheck, and ShellCheck on every shell script. Also the promises the workflows make
 * in prose: the pinned Pulumi CLI, the scripts they call. The scripts themselves run for real in
 * test/cli/gitops.test.ts.
 */
const GITOPS = path.join(REPO_ROOT, "examples", "gitops");
const WORKFLOWS = path.join(GITOPS, ".github", "workflows");
const files = readdirSync(WORKFLOWS)
  .filter((f) => /\.ya?ml$/.test(f))
  .map((f) => path.join(WORKFLOWS, f));
const text = (file: string) => readFileSync(file, "utf8");
/** Every workflow of the repository: the two gitops examples' (which teams copy) and its own (.github/). */
const ALL_WORKFLOWS = [
  WORKFLOWS,
  path.join(REPO_ROOT, "examples", "gitops-yaml", ".github", "workflows"),
  path.join(REPO_ROOT, ".github", "workflows"),
].flatMap((dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((f) => f.isFile() && /\.ya?ml$/.test(f.name))
    .map((f) => path.join(dir, f.name)),
);
/** A `uses:` pinned as the workflows must: the action at a full commit, its release in a comment. */
const PINNED = /^\s*(?:- )?uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/;

/** `scripts/lint-shell.sh` on the given files, or on everything it lints when none are given. */
function lintShell(...targets: string[]): { code: number | null; output: string } {
  const run = spawnSync("bash", [path.join(REPO_ROOT, "scripts", "lint-shell.sh"), ...targets], {
    encoding: "utf8",
  });
  return { code: run.status, output: run.stdout + run.stderr };
}

/**
 * `source` with each pinned action back at its major tag (`@<commit> # v6.6.1` → `@v6`): actionlint knows the
 * inputs and outputs of popular actions by tag only, so it checks a pinned step's `with:` in this form.
 */
const unpinned = (source: string) => source.replace(/@[0-9a-f]{40} # (v\d+)\.\d+\.\d+$/gm, "@$1");

/** Writes `source` as `name` in a folder of its own, for the linters to find what was broken in it. */
function brokenCopy(name: string, source: string): string {
  mkdirSync(TMP_ROOT, { recursive: true });
  const file = path.join(mkdtempSync(path.join(TMP_ROOT, "lint-shell-")), name);
  writeFileSync(file, source, { mode: 0o755 });
  return file;
}

// The first run on a machine builds actionlint and installs ShellCheck (under a minute, longer on busy cores).
beforeAll(() => {
  execFileSync("bash", [path.join(REPO_ROOT, "scripts", "lint-tools.sh")], {
    stdio: ["ignore", "pipe", "pipe"],
  });
}, 600_000);

describe("examples/gitops/.github/workflows", () => {
  it("has the pull-request, push and schedule workflows", () => {
    expect(files.map((f) => path.basename(f)).sort()).toEqual(["deploy.yml", "drift.yml", "preview.yml"]);
    const all = files.map(text).join("\n");
    for (const trigger of ["pull_request:", "push:", "schedule:"]) expect(all).toContain(trigger);
  });

  it("actionlint and ShellCheck find nothing in the workflows and in the repository's shell scripts", () => {
    const { code, output } = lintShell();
    const summary = /^lint-shell: nothing found in (\d+) workflows .* and (\d+) scripts/m.exec(output);
    expect(summary, output).not.toBeNull();
    expect(code).toBe(0);
    // At least the scripts teams copy, this repository's own scripts/*.sh, and the three without .sh.
    const shellFiles = (dir: string) => readdirSync(dir).filter((f) => f.endsWith(".sh"));
    const known = [
      ...shellFiles(path.join(GITOPS, "scripts")),
      ...shellFiles(path.join(REPO_ROOT, "scripts")),
      "bench/install-size.sh",
      "drivers/cli/client-wrapper/pulumi",
      ".ci/run",
    ];
    expect(Number(summary?.[1])).toBe(ALL_WORKFLOWS.length);
    // The same workflows at their tags, so that actionlint also checks each action's inputs.
    for (const file of ALL_WORKFLOWS) {
      const copy = lintShell(brokenCopy(path.basename(file), unpinned(text(file))));
      expect(copy.code, copy.output).toBe(0);
    }
    expect(Number(summary?.[2])).toBeGreaterThanOrEqual(known.length);
  });

  it("actionlint is really checking: a misspelt input and a wrong expression are found", () => {
    const broken = unpinned(text(path.join(WORKFLOWS, "drift.yml")))
      .replace("pulumi-version: 3.248.0", "pulumi-versoin: 3.248.0")
      .replace("steps.check.outputs.drift", "steps.chek.outputs.drift");
    const { code, output } = lintShell(brokenCopy("drift.yml", broken));
    expect(code).toBe(1);
    expect(output).toMatch(/drift\.yml:\d+:\d+: .*pulumi-versoin.* \[action\]/);
    expect(output).toMatch(/drift\.yml:\d+:\d+: .*chek.* \[expression\]/);
  });

  it("ShellCheck checks each run: block: an unquoted variable in a step is found, at that step", () => {
    const source = text(path.join(WORKFLOWS, "preview.yml"));
    expect(source).toContain('mkdir -p "$RUNNER_TEMP/state"');
    const broken = source.replace('mkdir -p "$RUNNER_TEMP/state"', "mkdir -p $RUNNER_TEMP/state");
    const lines = broken.split("\n");
    const mkdirLine = lines.findIndex((l) => l.includes("mkdir -p $RUNNER_TEMP/state"));
    // actionlint reports a run: block's findings at its `run: |` line.
    const runLine = lines.slice(0, mkdirLine).reduce((at, l, i) => (/^\s+run: \|$/.test(l) ? i + 1 : at), 0);
    const { code, output } = lintShell(brokenCopy("preview.yml", broken));
    expect(code).toBe(1);
    expect(output).toMatch(
      new RegExp(`preview\\.yml:${runLine}:\\d+: shellcheck reported issue in this script: SC2086:`),
    );
  });

  it("ShellCheck checks the scripts: an unquoted variable in a gitops script is found", () => {
    const source = text(path.join(GITOPS, "scripts", "deploy.sh"));
    expect(source).toContain('--non-interactive "$stack"\n');
    const broken = source.replace('--non-interactive "$stack"\n', "--non-interactive $stack\n");
    const { code, output } = lintShell(brokenCopy("deploy.sh", broken));
    expect(code).toBe(1);
    expect(output).toMatch(
      /deploy\.sh:\d+:\d+: note: Double quote to prevent globbing and word splitting\. \[SC2086\]/,
    );
  });

  it("every action of every workflow is pinned by commit, with its version in a comment", () => {
    expect(ALL_WORKFLOWS.length).toBeGreaterThanOrEqual(7);
    for (const file of ALL_WORKFLOWS) {
      const uses = text(file)
        .split("\n")
        .filter((l) => /^\s*(- )?uses: /.test(l))
        // A workflow of this repository (`./.github/workflows/ci.yml`) comes from the same commit: pinned already.
        .filter((l) => !/uses: \.\//.test(l));
      expect(uses.length, file).toBeGreaterThan(0);
      for (const line of uses) expect(line, path.relative(REPO_ROOT, file)).toMatch(PINNED);
    }
    // And the check sees a tag, a short commit and a pin without its version.
    for (const loose of [
      "      - uses: actions/checkout@v4",
      "      - uses: actions/checkout@11d5960",
      "      - uses: actions/checkout@11d5960a326750d5838078e36cf38b85af677262",
    ])
      expect(loose).not.toMatch(PINNED);
  });

  it("every job that installs the Pulumi CLI pins 3.226 or later", () => {
    for (const file of files) {
      const uses = text(file).match(/uses: pulumi\/actions@[^\n]+\n\s+with:\n\s+pulumi-version: \S+/g) ?? [];
      expect(uses.length, file).toBe((text(file).match(/uses: pulumi\/actions@/g) ?? []).length);
      for (const step of uses) {
        const [major, minor] = step.split("pulumi-version: ")[1].split(".").map(Number);
        expect(major === 3 && minor >= 226, step).toBe(true);
      }
    }
  });

  it("every script a workflow calls exists, is executable, is strict bash and calls pulumi from PATH", () => {
    const called = new Set(files.flatMap((f) => text(f).match(/scripts\/[\w-]+\.sh/g) ?? []));
    expect([...called].sort()).toEqual([
      "scripts/deploy.sh",
      "scripts/drift-check.sh",
      "scripts/integration.sh",
      "scripts/preview.sh",
    ]);
    for (const script of readdirSync(path.join(GITOPS, "scripts"))) {
      const file = path.join(GITOPS, "scripts", script);
      accessSync(file, constants.X_OK);
      const source = text(file);
      expect(source.startsWith("#!/usr/bin/env bash\n"), script).toBe(true);
      expect(source, script).toMatch(/^set -euo pipefail$/m);
      expect(source, script).not.toMatch(/[/\w]pulumi (preview|up|destroy|refresh|stack|config)/);
    }
  });
});
