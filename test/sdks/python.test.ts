import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT, TMP_ROOT, unpackedExecutable, useLocalServer } from "../../harness";
import { type Driver, SdkStack } from "./sdk-stack";
import { itRunsTheProgram } from "./stages";
import { exec, scriptOutput } from "./toolchain";

/**
 * The Python SDK, sdk/python, installed with pip into a virtual environment with `pulumi==3.248.0`
 * (scripts/python-sdk-env.sh), running python/program.py through `pulumi.automation` and the real CLI.
 */
const local = useLocalServer({ beforeAll, afterAll });
const PROGRAM_DIR = path.join(REPO_ROOT, "test", "sdks", "python");
let venv = "";

beforeAll(async () => {
  venv = await scriptOutput("python-sdk-env.sh");
}, 900_000);

/** mypy on a copy of program.py, with `from` replaced by `to` if given; resolves with its exit code and output. */
async function mypy(replace?: [from: string, to: string]): Promise<{ code: number; output: string }> {
  mkdirSync(TMP_ROOT, { recursive: true });
  const dir = mkdtempSync(path.join(TMP_ROOT, "mypy-"));
  const source = readFileSync(path.join(PROGRAM_DIR, "program.py"), "utf8");
  if (replace) expect(source).toContain(replace[0]);
  writeFileSync(path.join(dir, "program.py"), replace ? source.replace(...replace) : source);
  copyFileSync(path.join(PROGRAM_DIR, "drive.py"), path.join(dir, "drive.py"));
  const args = [
    "-m",
    "mypy",
    "--strict",
    "--cache-dir",
    path.join(venv, "mypy-cache"),
    "program.py",
    "drive.py",
  ];
  try {
    const { stdout } = await exec(path.join(venv, "bin", "python"), args, { cwd: dir });
    return { code: 0, output: stdout };
  } catch (e) {
    const failed = e as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const driver = async (): Promise<Driver> => ({
  project: "sdk-python",
  command: path.join(venv, "bin", "python"),
  args: [path.join(PROGRAM_DIR, "drive.py")],
  cwd: PROGRAM_DIR,
  // No __pycache__ left in the clone.
  env: { PYTHONDONTWRITEBYTECODE: "1" },
});

describe("the Python SDK through the real CLI", { timeout: 900_000 }, () => {
  itRunsTheProgram("python", local, driver);

  it("a dict's misspelt member: the plugin names members as Python writes them (the project's runtime)", async () => {
    const stack = SdkStack.create(await driver(), { url: local.server.url, token: local.server.rootToken });
    const { failed, output = "" } = await stack.run("bad-input");
    expect(failed).toBe(true);
    const line = output.split("\n").find((l) => l.includes("is not a member here")) ?? output;
    expect(line).toContain(
      "tunnels:index:HttpsEdgeRoute resource 'app' has a problem: circuit_breaker.error_threshold is not a member " +
        "here; did you mean error_threshold_percentage? Members: enabled, tripped_duration, rolling_window, " +
        "num_buckets, volume_threshold, error_threshold_percentage.",
    );
    expect(line).not.toMatch(/circuitBreaker|errorThreshold|trippedDuration/);
  });

  it("an edge_id written by hand that names no edge fails preview, named as Python writes it (issue 40)", async () => {
    const stack = SdkStack.create(await driver(), { url: local.server.url, token: local.server.rootToken });
    const { failed, output = "" } = await stack.run("missing-parent");
    expect(failed).toBe(true);
    const line = output.split("\n").find((l) => l.includes("names no HttpsEdge")) ?? output;
    expect(line).toContain(
      "tunnels:index:HttpsEdgeRoute resource 'typed' has a problem: edge_id (given \"edghts_2xHandWrittenNoSuchEdge\") " +
        "names no HttpsEdge in this provider's account",
    );
    expect(line).toContain("declare the HttpsEdge in this program and pass its id output");
    expect(line).not.toMatch(/edgeId/);
  });

  it("a 100 KB description fails preview with a few hundred bytes of output, the value cut and its length said, through the release's plugin (issue 40)", async () => {
    // The release folder may have to be built first (harness/release/release-folder.ts).
    const pluginDir = path.dirname(await unpackedExecutable());
    const stack = SdkStack.create(
      { ...(await driver()), pluginDir },
      { url: local.server.url, token: local.server.rootToken },
    );
    const { failed, output = "" } = await stack.run("huge-value");
    expect(failed).toBe(true);
    // The preview's whole output, standard output and error (the Automation API's CommandError holds both).
    // Before, the CLI printed the value whole after `property description value`, twice: 205 KB.
    expect(output.length).toBeLessThan(3_000);
    expect(output).not.toMatch(/a{101}/);
    const diagnostics = output.split("Diagnostics:").slice(1).join("");
    const line =
      "tunnels:index:IpPolicy resource 'big' has a problem: description (given \"" +
      "a".repeat(100) +
      '…" (102,400 characters)) must be at most 255 bytes of UTF-8 text; shorten it.';
    expect(diagnostics.split(line).length - 1).toBe(1);
    // The release's executable served it: the CLI names the plugin it found on PATH.
    expect(output).toContain(`using pulumi-resource-tunnels from $PATH at ${pluginDir}/`);
  });

  it("mypy --strict accepts the program and rejects a misspelt member and a wrong type", async () => {
    const accepted = await mypy();
    expect(accepted.output).toMatch(/^Success: no issues found in 2 source files/m);
    expect(accepted.code).toBe(0);

    const misspelt = await mypy(['match="/app"', 'mach="/app"']);
    expect(misspelt.code).toBe(1);
    expect(misspelt.output).toMatch(
      /program\.py:\d+: error: Unexpected keyword argument "mach" for .*"HttpsEdgeRoute"; did you mean "match"\?/,
    );

    const wrongType = await mypy(["volume_threshold=20", 'volume_threshold="20"']);
    expect(wrongType.code).toBe(1);
    expect(wrongType.output).toMatch(
      /program\.py:\d+: error: Argument "volume_threshold" .* has incompatible type "str"/,
    );
  });
});
