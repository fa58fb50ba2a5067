import { execFile } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type LocalServer, useLocalServer } from "../cli/local-server";
import { installDir } from "../cli/yaml-project";
import { REPO_ROOT } from "../engine/pack";
import type { Driver } from "../sdks/sdk-stack";
import { itRunsTheProgram } from "../sdks/stages";
import { type AssetServer, startAssetServer } from "./asset-server";
import { releaseFolder, VERSION } from "./release-folder";

export { readmeBlock } from "./readme";

export const run = promisify(execFile);

/**
 * A user with no clone: `PATH` holds only the Pulumi CLI and the YAML language host, hard-linked side by side as
 * an install lays them out (test/cli/yaml-project.ts), so there is no `node`; no plugin on PATH counts
 * (`PULUMI_IGNORE_AMBIENT_PLUGINS`); automatic plugin downloads are on, sent to the release folder's server.
 */
export function userEnv(assets: AssetServer): NodeJS.ProcessEnv {
  const env = {
    PATH: installDir(),
    PULUMI_IGNORE_AMBIENT_PLUGINS: "true",
    PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION: undefined,
    ...assets.override,
  };
  expect(
    readdirSync(env.PATH)
      .filter((f) => !f.startsWith("."))
      .sort(),
  ).toEqual(["pulumi", "pulumi-language-yaml"]);
  return env;
}

/** A folder outside the repository, so nothing of it (node_modules above, say) is within the program's reach. */
export const outsideRepo = (prefix: string) => mkdtempSync(path.join(tmpdir(), `tunnels-user-${prefix}-`));

/**
 * The plugins the CLI installed into `home` (`PULUMI_HOME`), each folder (`resource-tunnels-v<version>`) with its
 * files; the CLI's own files beside them (locks, a cached schema) are left out.
 */
export function installedPlugins(home: string): Record<string, string[]> {
  const plugins = path.join(home, "plugins");
  if (!existsSync(plugins)) return {};
  return Object.fromEntries(
    readdirSync(plugins, { withFileTypes: true })
      .filter((d) => d.isDirectory() && !d.name.endsWith(".partial"))
      .map((d) => [d.name, readdirSync(path.join(plugins, d.name)).filter((f) => !f.startsWith("."))]),
  );
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
  const user = { local: useLocalServer() } as UserRelease;
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
