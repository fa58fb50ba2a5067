/**
 * The test harness: everything the tests, the benchmarks, the demo and the scripts use to run this package as
 * Pulumi does: the test engine (engine/), the real CLI with the Node.js and YAML runtimes (cli/), the local
 * server as users run it (server/), the native plugin over gRPC (plugin/), and whole stacks (stacks/). Import
 * it from here only (test/harness/boundary.test.ts); README.md says what each part does.
 */
export {
  cliBesideHost,
  cliBesideHosts,
  commandBesideHost,
  envBesideHost,
  javaHostDir,
  pulumiBesideHost,
} from "./cli/cli-beside-host";
export {
  cliEnv,
  CliProject,
  type CliResult,
  type CommandOptions,
  pulumiDir,
  requireBuiltCli,
  runProcess,
  StackCommands,
} from "./cli/cli";
export { pythonSdkInterpreter } from "./cli/sdk-program";
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
export { Setups } from "./docs/setups";
export { fillPlaceholders, MADE_UP_SECRET, placeholderTable, unknownPlaceholders } from "./docs/placeholders";
export {
  childrenOf,
  endOrphans,
  type FoundProcess,
  processesOf,
  type RunningCommand,
  startCommand,
  stillRunning,
  untilEnded,
} from "./cli/processes";
export {
  cliWithYamlHost,
  yamlHostDir,
  loggingPluginDir,
  PLUGIN_DIR,
  localPluginSection,
  requirePlugin,
  YamlProject,
  yamlResources,
} from "./cli/yaml-project";
export { loadCheckpoint, type ResourceState, saveCheckpoint } from "./engine/checkpoint";
export { liveChildren, stopChild, track } from "./engine/child-processes";
export { expectFailure } from "./engine/expect-failure";
export {
  fromStruct,
  startServer as startGrpcServer,
  stopServer as stopGrpcServer,
  toStruct,
} from "./engine/grpc-util";
export {
  installTarball,
  makeProgramDir,
  packProject,
  type ProgramDir,
  REPO_ROOT,
  TMP_ROOT,
  writeProgram,
} from "./engine/pack";
export { PassphraseCrypter } from "./engine/passphrase-crypter";
export { parsePropertyPath, processIgnoreChanges } from "./engine/property-path";
export { ProviderHost } from "./engine/provider-host";
export {
  annotateSecrets,
  changedKeys,
  isSecret,
  makeSecret,
  type PropertyMap,
  SECRET_SIG,
  SIG_KEY,
  stripSecrets,
  UNKNOWN,
} from "./engine/rpc-values";
export { serializeProvider } from "./engine/serialize-provider";
export { dependencyOrder, makeUrn, type Step } from "./engine/steps";
export { type RunResult, TestEngine } from "./engine/test-engine";
export { PluginClient, pluginBin, pulumiHome, urnOf, usePluginWithServer } from "./plugin/plugin-client";
export { dynamicTransport, nativeTransport, serializeShims, type Transport } from "./plugin/transports";
export { type Call, countedServer, type CountedServer } from "./server/counting-proxy";
export { type LocalServer, useLocalServer } from "./server/local-server";
export { urlWhereNothingListens } from "./server/nothing-listening";
export {
  type Fate,
  type LossyCall,
  type LossyProxy,
  loseFirst,
  lossyProxy,
  lossyService,
  untilCreatesAnswered,
} from "./server/lossy-proxy";
export { type CliServer, runCliToEnd, startCli } from "./server/server-process";
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
export {
  counts,
  inventory,
  leftovers,
  packedPackage,
  type ScenarioStack,
  scenarioStack,
} from "./stacks/scenario-stack";
export { type BuiltCommit, builtAt, type Install } from "./record/built-commit";
export {
  openDataKey,
  RECORDED_ROOT,
  RECORDING_PASSPHRASE,
  type RecordedStack,
  recordedStacks,
  type Recording,
  type StackExport,
} from "./record/fixture";
export { type ProgramsToRecord, type ProgramToRecord, recordCommit } from "./record/recorder";
export type { SdkProgramToRecord } from "./record/sdk-recorder";
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
export { codeSpans, readmeBlock, readmeRow } from "./release/readme";
export { VERSION as PACKAGE_VERSION, releaseFolder, unpackedExecutable } from "./release/release-folder";
export { installedPlugins, outsideRepo, scriptToolsWithoutNode, userEnv } from "./release/user-env";
