import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  type AssetServer,
  userEnv as harnessUserEnv,
  installedPlugins,
  type LocalServer,
  outsideRepo,
  PACKAGE_VERSION as VERSION,
  REPO_ROOT,
  releaseFolder,
  startAssetServer,
  useLocalServer,
} from "../../harness";
import { itRunsTheProgram } from "../sdks/stages";

export { docBlock, installedPlugins, outsideRepo } from "../../harness";

/** The driver an SDK test's stages run (test/sdks/sdk-stack.ts). */
type Driver = Awaited<ReturnType<Parameters<typeof itRunsTheProgram>[2]>>;

export const run = promisify(execFile);

/** userEnv, checked: the PATH holds the CLI and the YAML host and nothing else. */
export function userEnv(assets: AssetServer): NodeJS.ProcessEnv {
  const env = harnessUserEnv(assets);
  const listed = readdirSync(env.PATH ?? "").filter((f) => !f.startsWith("."));
  expect(listed.sort()).toEqual(["pulumi", "pulumi-language-yaml"]);
  return env;
}

/** What a user test of an SDK shares: the local server, the release folder and its HTTP server, a folder of its own. */
export interface UserRelease {
  local: LocalServer;
  assets: AssetServer;
  /** The release folder (set before the file's own beforeAll runs). */
  folder: string;
  /** The test's folder outside the repository, removed after the file. */
  scratch: string;
  /** The PULUMI_HOME the user's stack runs with: empty until the CLI downloads the plugin. */
  home: string;
}

export function useUserRelease(prefix: string): UserRelease {
  const user = { local: useLocalServer({ beforeAll, afterAll }) } as UserRelease;
  user.assets = useAssetServer(() => user.folder);
  beforeAll(async () => {
    user.folder = await releaseFolder();
    user.scratch = outsideRepo(prefix);
    user.home = path.join(user.scratch, "pulumi-home");
    mkdirSync(user.home);
  }, 1_200_000);
  afterAll(() => rmSync(user.scratch, { recursive: true, force: true }));
  return user;
}

/** The SDK test's program files of `language` (test/sdks/<language>/), copied into `dir`: the user's own code. */
export function copyProgram(language: "python" | "go", files: string[], dir: string): void {
  for (const file of files)
    copyFileSync(path.join(REPO_ROOT, "test", "sdks", language, file), path.join(dir, file));
}

/**
 * The SDK test's stages (test/sdks/stages.ts) on the user's program, as the user runs it: the CLI alone on PATH,
 * PULUMI_HOME empty, the plugin left to the CLI to download from the release; then the one download checked.
 */
export function itRunsTheUserProgram(
  language: string,
  user: UserRelease,
  driver: () => Pick<Driver, "project" | "command" | "args"> & { env?: NodeJS.ProcessEnv },
): void {
  itRunsTheProgram(language, user.local, async () => {
    const { env, ...rest } = driver();
    return {
      ...rest,
      cwd: user.scratch,
      pluginOnPath: false,
      env: { ...userEnv(user.assets), PULUMI_HOME: user.home, ...env },
    };
  });
  it("downloaded the linux-amd64 archive once and installed the executable alone", () => {
    expect(user.assets.requests).toEqual([`GET /pulumi-resource-tunnels-v${VERSION}-linux-amd64.tar.gz`]);
    expect(installedPlugins(user.home)).toEqual({
      [`resource-tunnels-v${VERSION}`]: ["pulumi-resource-tunnels"],
    });
  });
}

/** The file's asset server: started before its tests, closed after them. */
export function useAssetServer(folder: () => string): AssetServer {
  const served = {} as AssetServer;
  beforeAll(async () => {
    Object.assign(served, await startAssetServer(folder));
  });
  afterAll(() => served.close());
  return served;
}
