import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT, TMP_ROOT } from "../../harness";

/**
 * scripts/pulumi-codegen.sh, pulumi-java.sh, java-sdk.sh and python-sdk-env.sh without a real build: a fake `go`,
 * `mvn` or `python3` first on PATH fails as the real one does when the module proxy refuses a module or the venv module is missing, and
 * records that it ran. Each script must say what is wrong, exit 1 and leave no half-made folder in the cache; a
 * folder marked complete is reused without running anything.
 */
const GO_REFUSAL =
  "go: github.com/pulumi/pulumi/pkg/v3@v3.248.0: reading https://proxy.golang.org/github.com/pulumi/pulumi/pkg/v3/@v/v3.248.0.zip: 403 Forbidden";
const NO_VENV = "The virtual environment was not created successfully because ensurepip is not available.";

/** A cache folder and a PATH whose `name` prints `message` on stderr, exits 1 and appends its arguments to a file. */
function withFailing(name: string, message: string) {
  mkdirSync(TMP_ROOT, { recursive: true });
  const root = mkdtempSync(path.join(TMP_ROOT, "sdk-toolchain-"));
  const calls = path.join(root, "calls");
  mkdirSync(path.join(root, "bin"));
  const fake = `#!/usr/bin/env bash\necho "$*" >>'${calls}'\necho '${message}' >&2\nexit 1\n`;
  writeFileSync(path.join(root, "bin", name), fake, { mode: 0o755 });
  const cache = path.join(root, "cache");
  const run = (script: string, ...args: string[]) =>
    spawnSync("bash", [path.join(REPO_ROOT, "scripts", script), ...args], {
      encoding: "utf8",
      env: { ...process.env, PATH: `${root}/bin:${process.env.PATH}`, XDG_CACHE_HOME: cache },
    });
  const folders = () =>
    readdirSync(path.join(cache, "pulumi-tunnels"), { withFileTypes: true }).filter((e) => e.isDirectory());
  return { cache, ran: () => existsSync(calls), calls: () => readFileSync(calls, "utf8"), run, folders };
}

/** Marks the cache folder `dir` complete: `script` then answers with it at once, running nothing. */
function expectReused(sandbox: ReturnType<typeof withFailing>, script: string, dir: string, marker: string) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, ".complete"), marker);
  const result = sandbox.run(script);
  expect(result.status).toBe(0);
  expect(result.stdout.trim()).toBe(dir);
  expect(sandbox.ran()).toBe(false);
}

describe("scripts/pulumi-codegen.sh", () => {
  it("names the module the proxy refused, exits 1 and leaves no half-built folder", () => {
    const sandbox = withFailing("go", GO_REFUSAL);
    const result = sandbox.run("pulumi-codegen.sh");
    expect(sandbox.ran()).toBe(true);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain(
      `pulumi-codegen: the code generators of pkg/v3 v3.248.0 did not build. A module could not be had: ${GO_REFUSAL}`,
    );
    expect(sandbox.folders()).toEqual([]);
  });

  it("keys its folder by pkg/v3's version and the program's source, and builds nothing once complete", () => {
    const sandbox = withFailing("go", GO_REFUSAL);
    const module = path.join(REPO_ROOT, "toolchain", "pulumi-codegen");
    // Every Go file in the shell's glob order, then go.mod and go.sum.
    const goFiles = readdirSync(module)
      .filter((f) => f.endsWith(".go"))
      .sort();
    const source = [...goFiles, "go.mod", "go.sum"].map((f) => readFileSync(path.join(module, f)));
    const hash = createHash("sha256").update(Buffer.concat(source)).digest("hex").slice(0, 12);
    const dir = path.join(sandbox.cache, "pulumi-tunnels", `pulumi-codegen-v3.248.0-${hash}`);
    expect(sandbox.run("pulumi-codegen.sh", "--print-dir").stdout.trim()).toBe(dir);
    expectReused(sandbox, "pulumi-codegen.sh", dir, `v3.248.0 ${hash}\n`);
  });
});

describe("scripts/pulumi-java.sh", () => {
  const refusal = GO_REFUSAL.replaceAll("pulumi/pulumi/pkg/v3", "pulumi/pulumi-java/pkg").replaceAll(
    "v3.248.0",
    "v1.22.0",
  );

  it("names the module the proxy refused, exits 1 and leaves no half-built folder", () => {
    const sandbox = withFailing("go", refusal);
    const result = sandbox.run("pulumi-java.sh");
    expect(sandbox.calls()).toMatch(/pulumi-language-java \.\/pulumi-java-sdk$/m);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain(
      `pulumi-java: pulumi-java v1.22.0 did not build. A module could not be had (the Go module proxy refused it, or it is unreachable): ${refusal}`,
    );
    expect(sandbox.folders()).toEqual([]);
  });

  it("keys its folder by pulumi-java's version and the module's files, and builds nothing once complete", () => {
    const sandbox = withFailing("go", refusal);
    const dir = sandbox.run("pulumi-java.sh", "--print-dir").stdout.trim();
    expect(path.basename(dir)).toMatch(/^pulumi-java-v1\.22\.0-[0-9a-f]{12}$/);
    expectReused(sandbox, "pulumi-java.sh", dir, "v1.22.0\n");
  });
});

describe("scripts/java-sdk.sh", () => {
  /** A fake `mvn` whose `-v` says it runs on Java `java` and whose build prints `message` and fails. */
  function withMaven(java: string, message: string) {
    const sandbox = withFailing("mvn", message);
    const root = path.dirname(sandbox.cache);
    const fake = [
      "#!/usr/bin/env bash",
      `echo "$*" >>'${path.join(root, "calls")}'`,
      `if [ "$1" = -v ]; then echo 'Java version: ${java}, vendor: Debian'; exit 0; fi`,
      `echo '${message}'`,
      "exit 1",
    ];
    writeFileSync(path.join(root, "bin", "mvn"), `${fake.join("\n")}\n`);
    return sandbox;
  }

  it("refuses a Maven that runs on a JDK older than 17, before building", () => {
    const sandbox = withMaven("11.0.24", "");
    const result = sandbox.run("java-sdk.sh", "--install");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "the Java SDK needs a JDK 17 or later, and Maven runs on Java 11: set JAVA_HOME",
    );
    expect(sandbox.calls()).toBe("-v\n");
  });

  it("shows Maven's output when the build fails, and writes no release", () => {
    const failure = "[ERROR] Failed to execute goal on project tunnels: Could not resolve dependencies";
    const sandbox = withMaven("17.0.15", failure);
    const out = path.join(sandbox.cache, "release");
    const result = sandbox.run("java-sdk.sh", "--out", out);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("java-sdk: `mvn package` of sdk/java failed");
    expect(result.stderr).toContain(failure);
    expect(sandbox.calls()).toMatch(/-Dmaven\.repo\.local=\S+\/pulumi-tunnels\/maven-repository package$/m);
    expect(existsSync(out)).toBe(false);
  });

  it("says how to call it", () => {
    const result = withFailing("mvn", "").run("java-sdk.sh");
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("usage: scripts/java-sdk.sh --out <dir> | --install");
  });
});

describe("scripts/python-sdk-env.sh", () => {
  it("says to install python3-venv when no virtual environment can be made, exits 1 and leaves none", () => {
    const sandbox = withFailing("python3", NO_VENV);
    const result = sandbox.run("python-sdk-env.sh");
    expect(sandbox.ran()).toBe(true);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("cannot make a virtual environment here: install python3-venv");
    expect(result.stderr).toContain(NO_VENV);
    expect(sandbox.folders()).toEqual([]);
  });

  it("reuses a complete environment keyed by what it installs, running nothing", () => {
    const sandbox = withFailing("python3", NO_VENV);
    const dir = sandbox.run("python-sdk-env.sh", "--print-dir").stdout.trim();
    expect(path.basename(dir)).toMatch(/^python-sdk-[0-9a-f]{16}$/);
    expectReused(sandbox, "python-sdk-env.sh", dir, "pulumi==3.248.0\n");
  });
});
