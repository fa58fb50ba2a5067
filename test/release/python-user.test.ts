import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useLocalServer } from "../cli/local-server";
import { REPO_ROOT } from "../engine/pack";
import { itRunsTheProgram } from "../sdks/stages";
import { useAssetServer } from "./asset-server";
import { releaseFolder, VERSION } from "./release-folder";
import { installedPlugins, outsideRepo, readmeBlock, userEnv } from "./user";

const run = promisify(execFile);

/**
 * The Python SDK as a user with no clone installs it: a new virtual environment, the README's `pip install` lines
 * (Pulumi's SDK from PyPI, then `pulumi_tunnels` from the release folder with `--no-index`), and the SDK test's
 * program (test/sdks/python) through the Automation API, the plugin downloaded by the CLI from the release.
 */
const local = useLocalServer();
let folder = "";
const assets = useAssetServer(() => folder);
let scratch = "";
let python = "";
const home = () => path.join(scratch, "pulumi-home");

beforeAll(async () => {
  folder = await releaseFolder();
  scratch = outsideRepo("python");
  await run("python3", ["-m", "venv", path.join(scratch, "venv")]);
  python = path.join(scratch, "venv", "bin", "python");
  const block = readmeBlock("Python", "sh", { "<release folder>": folder, "<version>": VERSION });
  const installs = block.split("\n").filter((line) => line.startsWith("pip install "));
  expect(installs).toEqual([
    expect.stringMatching(/^pip install pulumi==\d+\.\d+\.\d+ parver$/),
    `pip install --no-index --find-links ${folder} pulumi_tunnels==${VERSION}`,
  ]);
  // --no-compile: no .pyc of Pulumi's SDK and its dependencies, a cost the test does not need.
  for (const line of installs)
    await run(
      python,
      ["-m", "pip", "--disable-pip-version-check", ...line.split(" ").slice(1), "--no-compile"],
      {
        maxBuffer: 16 * 1024 * 1024,
        timeout: 600_000,
      },
    );
  // The program and its driver, in the user's own folder.
  for (const file of ["program.py", "drive.py"])
    copyFileSync(path.join(REPO_ROOT, "test", "sdks", "python", file), path.join(scratch, file));
  mkdirSync(home());
}, 1_200_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the Python SDK from the release, the plugin fetched by the CLI", { timeout: 900_000 }, () => {
  it("installs pulumi_tunnels at the release's version from the folder", async () => {
    const { stdout } = await run(python, [
      "-c",
      "import importlib.metadata as m; print(m.version('pulumi_tunnels'))",
    ]);
    expect(stdout.trim()).toBe(VERSION);
  });

  itRunsTheProgram("python", local, async () => ({
    project: "sdk-python",
    command: python,
    args: [path.join(scratch, "drive.py")],
    cwd: scratch,
    pluginOnPath: false,
    env: { ...userEnv(assets), PULUMI_HOME: home(), PYTHONDONTWRITEBYTECODE: "1" },
  }));

  it("downloaded the linux-amd64 archive once and installed the executable alone", () => {
    expect(assets.requests).toEqual([`GET /pulumi-resource-tunnels-v${VERSION}-linux-amd64.tar.gz`]);
    expect(installedPlugins(home())).toEqual({
      [`resource-tunnels-v${VERSION}`]: ["pulumi-resource-tunnels"],
    });
  });
});
