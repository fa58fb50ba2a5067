import { afterAll, beforeAll } from "vitest";
import {
  type AssetServer,
  cliBesideHosts,
  type DocsContext,
  forgetStaleGoSdk,
  javaHostDir,
  PACKAGE_VERSION,
  prebuiltBindingFolder,
  pulumiDir,
  REPO_ROOT,
  releaseFolder,
  Setups,
  startAssetServer,
  yamlHostDir,
} from "../../harness";

/** What a file of executed docs shares: the context its pages run in, the setups they name, the served release. */
export interface DocsRun {
  context: DocsContext;
  setups: Setups;
  assets: AssetServer;
  /** better-sqlite3's prebuilt binding, served as its GitHub release would serve it. */
  binding: AssetServer;
}

/**
 * The release folder (built by the release command, harness/release/release-folder.ts) served as GitHub serves
 * release assets, with the CLI's plugin downloads sent there; the real CLI with its YAML and Java hosts beside it;
 * better-sqlite3's prebuilt binding served as its release would serve it (harness/docs/prebuilt-binding.ts);
 * Go's module cache without a stale build of this SDK version. Made before the file's tests, ended after them.
 */
export function useDocsRun(): DocsRun {
  const run = {} as DocsRun;
  beforeAll(async () => {
    const folder = await releaseFolder();
    run.assets = await startAssetServer(() => folder);
    const bindingFolder = await prebuiltBindingFolder();
    run.binding = await startAssetServer(() => bindingFolder);
    await forgetStaleGoSdk(folder, PACKAGE_VERSION);
    run.context = {
      root: REPO_ROOT,
      version: PACKAGE_VERSION,
      releaseFolder: folder,
      // As Pulumi's install lays them out: the YAML and Java hosts, and the launcher of the dynamic providers'
      // host (`pulumi-resource-pulumi-nodejs`, which the TypeScript classes need), beside the CLI.
      cliDir: cliBesideHosts([
        [yamlHostDir(), "pulumi-language-yaml"],
        [javaHostDir(), "pulumi-language-java"],
        [pulumiDir(), "pulumi-resource-pulumi-nodejs"],
      ]),
      env: { ...run.assets.override, npm_config_better_sqlite3_binary_host: run.binding.url },
    };
    run.setups = new Setups(run.context);
  }, 1_200_000);
  afterAll(async () => {
    await run.setups?.close();
    await run.assets?.close();
    await run.binding?.close();
  });
  return run;
}
