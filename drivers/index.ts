/**
 * The drivers: what runs this package as Pulumi and its users do, for the tests (through the test harness,
 * harness/, which re-exports them), the demo, the benchmarks and the release tooling: the engine (Pulumi's own
 * program runner and provider host, without the CLI: engine/), the real CLI with the Node.js, Python, Go and YAML
 * runtimes (cli/), the native plugin over gRPC (plugin/), the local server as a process (server/), and the
 * recorder of the stacks a commit makes (record/). Import it from here only (test/harness/boundary.test.ts);
 * README.md says what each part does. Nothing here imports the harness or a test.
 */
export { loadCheckpoint, type ResourceState, saveCheckpoint } from "./engine/checkpoint";
export { liveChildren, stopChild, track } from "./engine/child-processes";
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
  packedPackage,
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
export { dependencyOrder, makeUrn, type Step } from "./engine/steps";
export { type RunResult, TestEngine, DeploymentError } from "./engine/test-engine";
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
export { cliBesideHost, commandBesideHost, envBesideHost, pulumiBesideHost } from "./cli/cli-beside-host";
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
export { pythonSdkInterpreter, goProgramBinary } from "./cli/sdk-program";
export {
  cliWithYamlHost,
  loggingPluginDir,
  PLUGIN_DIR,
  localPluginSection,
  requirePlugin,
  YamlProject,
  yamlResources,
} from "./cli/yaml-project";
export { PluginClient, pluginBin, pulumiHome, urnOf } from "./plugin/plugin-client";
export { type CliServer, runCliToEnd, startCli } from "./server/server-process";
export { bundleServerCli, removeServerCli, SOURCE_CLI_ENV } from "./server/source-cli";
export { type BuiltCommit, builtAt, type Install } from "./record/built-commit";
export {
  openDataKey,
  RECORDED_ROOT,
  RECORDING_PASSPHRASE,
  type RecordedStack,
  recordedStacks,
  type Recording,
  type StackExport,
  type StateResource,
  saltOf,
  FILES,
  PROGRAM_FILES,
} from "./record/fixture";
export { type ProgramsToRecord, type ProgramToRecord, recordCommit } from "./record/recorder";
export type { SdkProgramToRecord } from "./record/sdk-recorder";
