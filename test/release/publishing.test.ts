import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cliWithYamlHost,
  PACKAGE_VERSION as VERSION,
  REPO_ROOT,
  releaseFolder,
  runProcess,
} from "../../harness";

/**
 * What .github/workflows/release.yml runs beside the release command, run here on the release folder: the
 * publishing steps' dry runs (scripts/release/publish-dry-run.sh: `npm publish --dry-run` of each npm tarball,
 * `twine check --strict` of the Python files), a platform's smoke test (scripts/release/smoke-test.sh: the archive
 * installed by the CLI, a YAML program up, checked and destroyed) and the release notes from CHANGELOG.md
 * (scripts/release/changelog-notes.sh). The workflow itself is linted by test/gitops/workflows.test.ts.
 */
let folder = "";
let scratch = "";
const script = (name: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  runProcess("bash", [path.join(REPO_ROOT, "scripts", "release", name), ...args], {
    cwd: REPO_ROOT,
    env,
    timeoutMs: 300_000,
  });

beforeAll(async () => {
  folder = await releaseFolder();
  scratch = mkdtempSync(path.join(tmpdir(), "tunnels-publishing-"));
}, 1_200_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the release workflow's steps, on the release folder", { timeout: 300_000 }, () => {
  it("publish-dry-run.sh: each npm package would publish, and twine passes the Python files", async () => {
    const run = await script("publish-dry-run.sh", [folder]);
    const output = run.stdout + run.stderr;
    expect(run.code, output).toBe(0);
    for (const name of ["pulumi-tunnels", "pulumi-tunnels-server", "@pulumi-tunnels/tunnels"])
      expect(output).toContain(`+ ${name}@${VERSION}\n`);
    expect(output).toMatch(new RegExp(`pulumi_tunnels-${VERSION}-py3-none-any\\.whl: PASSED`));
    expect(output).toMatch(new RegExp(`pulumi_tunnels-${VERSION}\\.tar\\.gz: PASSED`));
  });

  it("publish-dry-run.sh fails on a wheel whose description PyPI could not render", async () => {
    const doctored = path.join(scratch, "doctored");
    execFileSync("mkdir", ["-p", doctored]);
    for (const file of readdirSync(folder).filter(
      (f) => /\.(tgz|whl|tar\.gz)$/.test(f) && !f.includes("resource"),
    ))
      copyFileSync(path.join(folder, file), path.join(doctored, file));
    // The wheel's METADATA says its description is reStructuredText, which it is not.
    const wheel = path.join(doctored, `pulumi_tunnels-${VERSION}-py3-none-any.whl`);
    execFileSync("python3", [
      "-c",
      `import sys, zipfile
src, dst = sys.argv[1], sys.argv[1] + ".new"
with zipfile.ZipFile(src) as a, zipfile.ZipFile(dst, "w") as b:
    for item in a.infolist():
        data = a.read(item)
        if item.filename.endswith("METADATA"):
            text = data.decode().replace("Description-Content-Type: text/markdown", "Description-Content-Type: text/x-rst")
            data = (text + "\\n\\n\`broken\\n\\n.. unknown-directive::\\n").encode()
        b.writestr(item, data)`,
      wheel,
    ]);
    execFileSync("mv", [`${wheel}.new`, wheel]);
    const run = await script("publish-dry-run.sh", [doctored]);
    expect(run.code).not.toBe(0);
    expect(run.stdout + run.stderr).toMatch(/pulumi_tunnels-.*\.whl: FAILED/);
  });

  it("smoke-test.sh: the linux-amd64 archive installed by the CLI, a YAML program up, unchanged, destroyed", async () => {
    const env = {
      ...process.env,
      PATH: `${cliWithYamlHost()}${path.delimiter}${process.env.PATH}`,
    };
    const run = await script(
      "smoke-test.sh",
      [path.join(folder, `pulumi-resource-tunnels-v${VERSION}-linux-amd64.tar.gz`)],
      env,
    );
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain(
      `smoke-test: pulumi-resource-tunnels-v${VERSION}-linux-amd64.tar.gz installed, up, no drift, destroyed`,
    );
    expect(run.stdout).toMatch(/Resources:\s+- 3 deleted/);
  });

  it("changelog-notes.sh: a released version's section; none for a version still unreleased or absent", async () => {
    const notes = await script("changelog-notes.sh", ["0.3.0"]);
    expect(notes.code, notes.stderr).toBe(0);
    expect(notes.stdout.split("\n")[0]).toBe("### Added");
    expect(notes.stdout).not.toMatch(/^## /m);
    expect(notes.stdout).toContain("`pulumi-resource-tunnels`, a native Pulumi resource plugin");

    const doctored = path.join(scratch, "CHANGELOG.md");
    execFileSync("bash", [
      "-c",
      'printf "# Changelog\\n\\n## 9.0.0 (unreleased)\\n\\n- a line\\n" >"$0"',
      doctored,
    ]);
    const unreleased = await script("changelog-notes.sh", ["9.0.0", doctored]);
    expect(unreleased.code).toBe(1);
    expect(unreleased.stderr).toContain('still says "## 9.0.0 (unreleased)"');
    expect((await script("changelog-notes.sh", ["9.9.9"])).code).toBe(1);
  });
});
