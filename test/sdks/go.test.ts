import { mkdirSync, mkdtempSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT, TMP_ROOT, useLocalServer } from "../../harness";
import { itRunsTheProgram } from "./stages";
import { goCommand } from "./toolchain";

/**
 * The Go SDK, sdk/go, from the test module go/ (it requires sdk/v3 v3.248.0 and replaces the SDK's module with
 * sdk/go), running go/program.go through `sdk/go/auto` and the real CLI.
 */
const local = useLocalServer({ beforeAll, afterAll });
const MODULE_DIR = path.join(REPO_ROOT, "test", "sdks", "go");
const SDK_PACKAGES = "github.com/pulumi-tunnels/pulumi-tunnels/sdk/go/...";
let binary = "";

beforeAll(async () => {
  mkdirSync(TMP_ROOT, { recursive: true });
  binary = path.join(mkdtempSync(path.join(TMP_ROOT, "sdk-go-")), "sdk-go-test");
  // The CLI's build flag: packages the CLI's build compiled come from Go's build cache.
  await goCommand(["build", "-trimpath", "-o", binary, "."], MODULE_DIR);
}, 900_000);

describe("the Go SDK through the real CLI", { timeout: 900_000 }, () => {
  itRunsTheProgram("go", local, async () => ({
    project: "sdk-go",
    command: binary,
    args: [],
    cwd: MODULE_DIR,
  }));

  it("go vet finds nothing in the SDK, built against sdk/v3 v3.248.0", async () => {
    const { stdout, stderr } = await goCommand(["vet", SDK_PACKAGES], MODULE_DIR);
    expect(stdout + stderr).toBe("");
    const { stdout: version } = await goCommand(
      ["list", "-m", "-f", "{{.Version}}", "github.com/pulumi/pulumi/sdk/v3"],
      MODULE_DIR,
    );
    expect(version.trim()).toBe("v3.248.0");
  });
});
