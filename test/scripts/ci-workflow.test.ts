import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";

/**
 * The project's CI (.github/workflows/ci.yml, issue 42): on push and pull request it runs what `.ci/run` runs, the
 * README's test command on a clean clone, and nothing beside it but caches and the system packages the tests need;
 * its caches are keyed on every file that pins what they hold; its actions are pinned as release.yml pins them;
 * the release workflow calls it instead of repeating its test. `npm run lint-shell` runs actionlint on it.
 */
const repo = path.resolve(__dirname, "../..");
const read = (file: string) => readFileSync(path.join(repo, file), "utf8");

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, string | boolean>;
}
interface Job {
  steps?: Step[];
  uses?: string;
  needs?: string | string[];
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, Job>;
}
const workflow = (file: string) => load(read(file)) as Workflow;
const ci = workflow(".github/workflows/ci.yml");
const release = workflow(".github/workflows/release.yml");
const steps = ci.jobs.test.steps ?? [];

/** Whether a glob of a workflow (`*` within a folder, `**` across them) matches a path. */
const globMatches = (glob: string, file: string) =>
  new RegExp(
    `^${glob
      .replace(/[.+^${}()|[\]\\]/g, "\\$&")
      .replace(/\*\*/g, "\0")
      .replace(/\*/g, "[^/]*")
      .replace(/\0/g, ".*")}$`,
  ).test(file);
const tracked = (pattern: RegExp) =>
  execFileSync("git", ["ls-files"], { cwd: repo, encoding: "utf8" })
    .split("\n")
    .filter((f) => pattern.test(f));
const lines = (v: unknown) =>
  String(v ?? "")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

describe(".github/workflows/ci.yml", () => {
  it("runs on push and pull request, and as the release's test", () => {
    expect(Object.keys(ci.on).sort()).toEqual(["pull_request", "push", "workflow_call"]);
    expect(Object.keys(ci.jobs)).toEqual(["test"]);
  });

  it("runs .ci/run, which runs the README's test command, and nothing else but the system packages it needs", () => {
    const runs = steps.filter((s) => s.run).map((s) => s.run!.trim());
    expect(runs.filter((r) => r.includes(".ci/run"))).toEqual(["bash .ci/run"]);
    const others = runs.filter((r) => !r.includes(".ci/run"));
    expect(
      others.filter(
        (r) => !/^apt-get update && apt-get install -y --no-install-recommends [a-z0-9 .-]+$/.test(r),
      ),
      "a step of ci.yml runs what .ci/run does not: put it in .ci/run, so that a run on a clean clone does it too",
    ).toEqual([]);
    // .ci/run ends in the README's test command: `npm ci && npm test`.
    const script = read(".ci/run")
      .split("\n")
      .filter((l) => /^npm /.test(l));
    expect(script).toEqual(["npm ci --no-audit --no-fund", "npm test"]);
    expect(read("README.md")).toContain("npm ci && npm test");
  });

  it("keys each cache on every file that pins what it holds", () => {
    const go = steps.find((s) => s.uses?.startsWith("actions/setup-go@"))!;
    expect(go.with?.cache).toBe(true);
    const goSums = tracked(/(^|\/)go\.sum$/);
    expect(goSums.length).toBeGreaterThan(3);
    expect(
      goSums.filter((f) => !lines(go.with?.["cache-dependency-path"]).some((g) => globMatches(g, f))),
    ).toEqual([]);
    const npm = steps.find((s) => s.uses?.startsWith("actions/setup-node@"))!;
    expect(npm.with?.cache).toBe("npm");
    expect(
      tracked(/(^|\/)package-lock\.json$/).filter(
        (f) => !lines(npm.with?.["cache-dependency-path"]).some((g) => globMatches(g, f)),
      ),
    ).toEqual([]);
    const tools = steps.find((s) => s.uses?.startsWith("actions/cache@"))!;
    expect(tools.with?.path).toBe("~/.cache/pulumi-tunnels");
    const hashed = [...String(tools.with?.key).matchAll(/'([^']+)'/g)].map((m) => m[1]);
    // What the per-user tool folders are built from: toolchain/ and the scripts that build them.
    for (const file of [...tracked(/^toolchain\//), "scripts/lib/cached-tool.sh", "scripts/pulumi-cli.sh"])
      expect(
        hashed.some((g) => globMatches(g, file)),
        `${file} pins a tool of ~/.cache/pulumi-tunnels`,
      ).toBe(true);
  });

  it("pins every action by commit, as release.yml pins the same action", () => {
    const pins = (w: Workflow) =>
      Object.values(w.jobs).flatMap((j) => (j.steps ?? []).flatMap((s) => (s.uses ? [s.uses] : [])));
    const released = new Map(pins(release).map((u) => [u.split("@")[0], u.split("@")[1]]));
    for (const uses of pins(ci)) {
      const [action, ref] = uses.split("@");
      expect(ref, `${action} is pinned by a commit`).toMatch(/^[0-9a-f]{40}$/);
      if (released.has(action)) expect(ref, `${action}: release.yml's commit`).toBe(released.get(action));
    }
    for (const line of read(".github/workflows/ci.yml")
      .split("\n")
      .filter((l) => /uses: \S+@/.test(l)))
      expect(line, "a pinned action says its version in a comment").toMatch(/@[0-9a-f]{40} # v\d/);
  });

  it("is the release's test: release.yml calls it and runs .ci/run nowhere itself", () => {
    expect(release.jobs.test.uses).toBe("./.github/workflows/ci.yml");
    const releaseRuns = Object.values(release.jobs).flatMap((j) => (j.steps ?? []).map((s) => s.run ?? ""));
    expect(releaseRuns.filter((r) => r.includes(".ci/run"))).toEqual([]);
  });
});
