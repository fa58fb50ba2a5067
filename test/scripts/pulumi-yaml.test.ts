import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT, TMP_ROOT } from "../../harness";

/**
 * scripts/pulumi-yaml.sh and scripts/pulumi-converter-yaml.sh (two commands of one module) without a real build: a `go` first on PATH answers as Go does when the module proxy
 * refuses a module, and records that it ran. The script must say which module could not be had, leave nothing
 * half-built in the cache, and, once its folder is marked complete, never run Go again.
 */
const REFUSAL =
  "go: github.com/pulumi/pulumi-yaml@v1.25.0: reading https://proxy.golang.org/github.com/pulumi/pulumi-yaml/@v/v1.25.0.zip: 403 Forbidden";

function sandbox(name = "pulumi-yaml.sh") {
  mkdirSync(TMP_ROOT, { recursive: true });
  const root = mkdtempSync(path.join(TMP_ROOT, "pulumi-yaml-"));
  const bin = path.join(root, "bin");
  const calls = path.join(root, "go-calls");
  mkdirSync(bin);
  writeFileSync(
    path.join(bin, "go"),
    `#!/usr/bin/env bash\necho "$*" >>'${calls}'\necho '${REFUSAL}' >&2\nexit 1\n`,
    {
      mode: 0o755,
    },
  );
  const cache = path.join(root, "cache");
  const script = (...args: string[]) =>
    spawnSync("bash", [path.join(REPO_ROOT, "scripts", name), ...args], {
      encoding: "utf8",
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, XDG_CACHE_HOME: cache },
    });
  return { cache, calls, script };
}

describe("scripts/pulumi-yaml.sh", () => {
  it("names the module the proxy refused, exits 1 and leaves no half-built folder", () => {
    const { cache, calls, script } = sandbox();
    const run = script();
    expect(existsSync(calls)).toBe(true); // the build was tried
    expect(run.status).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain(
      `pulumi-language-yaml v1.25.0 did not build. A module could not be had (the Go module proxy refused it, or it is unreachable): ${REFUSAL}`,
    );
    expect(readdirSync(path.join(cache, "pulumi-tunnels"))).toEqual([]);
  });

  it("prints its folder, keyed by the version in toolchain/pulumi-yaml/go.mod, and builds nothing once complete", () => {
    const { cache, calls, script } = sandbox();
    const dir = path.join(cache, "pulumi-tunnels", "pulumi-language-yaml-v1.25.0");
    expect(script("--print-dir").stdout.trim()).toBe(dir);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, ".complete"), "v1.25.0\n");
    const run = script();
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe(dir);
    expect(existsSync(calls)).toBe(false); // `go` never ran
  });
});

describe("scripts/pulumi-converter-yaml.sh", () => {
  it("names the module the proxy refused, exits 1 and leaves no half-built folder", () => {
    const { cache, script } = sandbox("pulumi-converter-yaml.sh");
    const run = script();
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `pulumi-converter-yaml: v1.25.0 did not build. A module could not be had (the Go module proxy refused it, or it is unreachable): ${REFUSAL}`,
    );
    expect(readdirSync(path.join(cache, "pulumi-tunnels"))).toEqual([]);
  });

  it("has a folder of its own, keyed by the YAML host's version, and builds nothing once complete", () => {
    const { cache, calls, script } = sandbox("pulumi-converter-yaml.sh");
    const dir = path.join(cache, "pulumi-tunnels", "pulumi-converter-yaml-v1.25.0");
    expect(script("--print-dir").stdout.trim()).toBe(dir);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, ".complete"), "v1.25.0\n");
    expect(script().stdout.trim()).toBe(dir);
    expect(existsSync(calls)).toBe(false);
  });
});
