/**
 * The test engine: run Pulumi programs and dynamic providers the way the Pulumi CLI does, without it.
 * See README.md in this folder.
 */
export { type LoadedState, loadCheckpoint, type ResourceState, saveCheckpoint } from "./checkpoint";
export {
  makeProgramDir,
  packProject,
  type ProgramDir,
  type ProgramDirOptions,
  REPO_ROOT,
  readDefaultConfig,
  TMP_ROOT,
  writeProgram,
} from "./pack";
export { PassphraseCrypter } from "./passphrase-crypter";
export { type CheckFailure, type DiffResult, ProviderHost, type ProviderHostOptions } from "./provider-host";
export { formatReport, type RunKind, type Summary, summaryLine } from "./report";
export {
  isSecret,
  makeSecret,
  type PropertyMap,
  type PropertyValue,
  SECRET_SIG,
  SIG_KEY,
  stripSecrets,
  UNKNOWN,
} from "./rpc-values";
export { serializeProvider } from "./serialize-provider";
export type { Step, StepOp } from "./steps";
export { DeploymentError, type RunResult, TestEngine, type TestEngineOptions } from "./test-engine";
