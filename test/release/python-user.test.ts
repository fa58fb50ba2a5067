import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { PACKAGE_VERSION as VERSION } from "../../harness";
import { copyProgram, docBlock, itRunsTheUserProgram, run, useUserRelease } from "./user";

/**
 * The Python SDK as a user with no clone installs it: a new virtual environment, the README's `pip install` lines
 * (Pulumi's SDK from PyPI, then `pulumi_tunnels` from the release folder with `--no-index`), and the SDK test's
 * program (test/sdks/python) through the Automation API, the plugin downloaded by the CLI from the release.
 */
const user = useUserRelease("python");
let python = "";

beforeAll(async () => {
  await run("python3", ["-m", "venv", path.join(user.scratch, "venv")]);
  python = path.join(user.scratch, "venv", "bin", "python");
  const block = docBlock("README.md", "Python programs", "sh", {
    "<release folder>": user.folder,
    "<version>": VERSION,
  });
  const installs = block.split("\n").filter((line) => line.startsWith("pip install "));
  expect(installs).toEqual([
    expect.stringMatching(/^pip install pulumi==\d+\.\d+\.\d+ parver$/),
    `pip install --no-index --find-links ${user.folder} pulumi_tunnels==${VERSION}`,
  ]);
  for (const line of installs) {
    // --no-compile: no .pyc of Pulumi's SDK and its dependencies, a cost the test does not need.
    const args = ["-m", "pip", "--disable-pip-version-check", ...line.split(" ").slice(1), "--no-compile"];
    await run(python, args, { maxBuffer: 16 * 1024 * 1024, timeout: 600_000 });
  }
  copyProgram("python", ["program.py", "drive.py"], user.scratch);
}, 1_200_000);

describe("the Python SDK from the release, the plugin fetched by the CLI", { timeout: 900_000 }, () => {
  it("installs pulumi_tunnels at the release's version from the folder", async () => {
    const { stdout } = await run(python, [
      "-c",
      "import importlib.metadata as m; print(m.version('pulumi_tunnels'))",
    ]);
    expect(stdout.trim()).toBe(VERSION);
  });

  itRunsTheUserProgram("python", user, () => ({
    project: "sdk-python",
    command: python,
    args: [path.join(user.scratch, "drive.py")],
    env: { PYTHONDONTWRITEBYTECODE: "1" },
  }));
});
