/**
 * The test harness: what the tests use to run this package as Pulumi does, and the benchmarks with them. It
 * builds on the drivers (drivers/: the engine, the real CLI, the plugin over gRPC, the server as a process, the
 * recorder), which it re-exports, so a test imports this one entry; its own parts are the local server for a
 * test file and its proxies (server/), the plugin beside a server and both providers behind one interface
 * (plugin/), whole stacks (stacks/), the recordings read back (record/), the release folder and a user with no
 * clone (release/), and assertions over the engine (engine/). Import it from here only
 * (test/harness/boundary.test.ts); README.md says what each part does.
 */
export * from "../drivers";
export {
  anchorOf,
  type BlockAction,
  blocksOf,
  type DocBlock,
  type DocPage,
  readDocPage,
  SHELL_LANGUAGES,
} from "./docs/doc-blocks";
export { type BlockReport, type PageOptions, runPage } from "./docs/page-runner";
export type { DocsContext } from "./docs/scene";
export { prebuiltBindingFolder } from "./docs/prebuilt-binding";
export { Setups } from "./docs/setups";
export { fillPlaceholders, MADE_UP_SECRET, placeholderTable, unknownPlaceholders } from "./docs/placeholders";
export { expectFailure } from "./engine/expect-failure";
export { serializeProvider } from "./engine/serialize-provider";
export { usePluginWithServer } from "./plugin/plugin-with-server";
export { dynamicTransport, nativeTransport, serializeShims, type Transport } from "./plugin/transports";
export { type Call, countedServer, type CountedServer } from "./server/counting-proxy";
export { type LocalServer, useLocalServer } from "./server/local-server";
export { urlWhereNothingListens } from "./server/nothing-listening";
export {
  type Fate,
  type LossyCall,
  type LossyProxy,
  loseFirst,
  loseFirstOfEachCreate,
  lossyProxy,
  lossyService,
  untilCreatesAnswered,
} from "./server/lossy-proxy";
export { copyInto, importClosure } from "./scratch/import-closure";
export { countedStack, type CountedStack } from "./stacks/counted-stack";
export {
  type CountedRun,
  parallelArgs,
  PREVIEW_REFRESH,
  REFRESH,
  type RefreshRuntime,
  refreshStack,
  type RefreshStack,
} from "./stacks/refresh-stack";
export { counts, inventory, leftovers, type ScenarioStack, scenarioStack } from "./stacks/scenario-stack";
export { comparableState, PER_DEPLOYMENT } from "./record/compare";
export { projectLike, redeploy } from "./record/redeploy";
export { type RestoredStack, restoreRecorded } from "./record/restore";
export {
  CHANGE_KINDS,
  type ChangeKind,
  EXPECTED_CHANGES_FILE,
  type ExpectedChange,
  entryProblem,
  expectedChanges,
  withExpectedChanges,
} from "./record/expected-changes";
export { type AssetServer, startAssetServer } from "./release/asset-server";
export { forgetStaleGoSdk, GO_SDK_MODULE } from "./release/go-module-cache";
export { codeSpans, docBlock, docRow } from "./release/readme";
export { VERSION as PACKAGE_VERSION, releaseFolder, unpackedExecutable } from "./release/release-folder";
export { installedPlugins, outsideRepo, scriptToolsWithoutNode, userEnv } from "./release/user-env";
