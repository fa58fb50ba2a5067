/**
 * A recorded stack on disk: `test/fixtures/recorded/<version>/<name>/`, one folder per program and provider,
 * written by the recorder (recorder.ts) and read by the tests. What each file is: test/fixtures/recorded/README.md.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "../engine/pack";
import { PassphraseCrypter } from "../engine/passphrase-crypter";

/** Where the recordings are committed, a folder per version. */
export const RECORDED_ROOT = path.join(REPO_ROOT, "test", "fixtures", "recorded");

/**
 * The passphrase every recorded stack's secrets are encrypted with (its config's `tunnels:apiKey`, its state's
 * secrets, the local server's data key): the fixtures hold no secret in clear, and the tests can open them.
 */
export const RECORDING_PASSPHRASE = "pulumi-tunnels recorded stacks";

/** `dynamic`: the TypeScript classes through the dynamic provider; `plugin`: the native plugin. */
export type RecordedProvider = "dynamic" | "plugin";

/**
 * The program's language: a Node.js program of the classes, a YAML program, or a program written with the
 * generated Python or Go SDK (run as an inline program: the SDK's own language runtime server, `--client`).
 */
export type RecordedRuntime = "nodejs" | "yaml" | "python" | "go";

/** recording.json: how the stack was made. */
export interface Recording {
  /** The commit whose code made the stack, and its package version. */
  commit: string;
  version: string;
  provider: RecordedProvider;
  runtime: RecordedRuntime;
  /** The Pulumi project and stack: the URNs in the state carry both. */
  project: string;
  stack: string;
  /** Plain stack config the program reads, beside `tunnels:apiUrl` and `tunnels:apiKey` (which name the server). */
  config: Record<string, string>;
  /** The plugin's version as its GetPluginInfo answered (plugin recordings only). */
  pluginVersion?: string;
  /** The tools that ran it: `pulumi version`, and the YAML language host for YAML programs. */
  tools: Record<string, string>;
  /** The program's file in the commit's tree, from which this one was taken (or derived, for YAML). */
  source: string;
  /**
   * What ran the program, when the commit ran it with a driver of its own (the Python and Go programs: the SDK
   * tests' drivers, the Automation API with the program inline), with the stage it was given.
   */
  driver?: string;
}

/** The files of a recording, by what they hold. */
export const FILES = {
  recording: "recording.json",
  /** The project file; for a YAML program, the program itself (with no `plugins:`: the test names the plugin). */
  project: "Pulumi.yaml",
  /** `pulumi stack export` (less each resource's `stackTrace`), its secrets encrypted with the stack's passphrase. */
  state: "stack.json",
  /** The local server's `--data` file when the state was exported, and its key sealed with the passphrase. */
  data: path.join("data", "server.db"),
  dataKey: path.join("data", "server.db.key.json"),
};

/** The program's file, by runtime (none for YAML: Pulumi.yaml is the program). */
export const PROGRAM_FILES: Record<RecordedRuntime, string | undefined> = {
  nodejs: "index.js",
  yaml: undefined,
  python: "program.py",
  go: "program.go",
};

/** The stack's config file: `Pulumi.<stack>.yaml`. */
export const stackConfigFile = (stack: string) => `Pulumi.${stack}.yaml`;

export interface RecordedStack {
  dir: string;
  recording: Recording;
  /** The parsed `pulumi stack export`. */
  state: StackExport;
  /** The recorded project's files as text: Pulumi.yaml, the stack's config file and the program (PROGRAM_FILES). */
  projectFile: string;
  stackConfig: string;
  program?: string;
}

/** `pulumi stack export`, as far as the comparison reads it. */
export interface StackExport {
  deployment: {
    secrets_providers?: { type: string; state?: { salt?: string } };
    resources: StateResource[];
  };
}

export interface StateResource {
  urn: string;
  type: string;
  id?: string;
  [key: string]: unknown;
}

export function readRecorded(dir: string): RecordedStack {
  const read = (file: string) => readFileSync(path.join(dir, file), "utf8");
  const recording = JSON.parse(read(FILES.recording)) as Recording;
  return {
    dir,
    recording,
    state: JSON.parse(read(FILES.state)) as StackExport,
    projectFile: read(FILES.project),
    stackConfig: read(stackConfigFile(recording.stack)),
    program: programOf(dir, recording.runtime),
  };
}

function programOf(dir: string, runtime: RecordedRuntime): string | undefined {
  const file = PROGRAM_FILES[runtime];
  return file && existsSync(path.join(dir, file)) ? readFileSync(path.join(dir, file), "utf8") : undefined;
}

/** Every recording of a version (`test/fixtures/recorded/<version>/*`), by folder name. */
export function recordedStacks(version: string): Record<string, RecordedStack> {
  const root = path.join(RECORDED_ROOT, version);
  const names = existsSync(root)
    ? readdirSync(root, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
    : [];
  return Object.fromEntries(names.map((name) => [name, readRecorded(path.join(root, name))]));
}

export interface RecordingFiles {
  recording: Recording;
  projectFile: string;
  stackConfig: string;
  program?: string;
  /** `pulumi stack export` as the CLI printed it. */
  state: string;
  /** The server's data file and its key file, as the server left them. */
  data: Buffer;
  dataKey: string;
}

/** Writes one recording into `dir`, replacing what was there. */
export function writeRecorded(dir: string, files: RecordingFiles): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, "data"), { recursive: true });
  const write = (file: string, text: string | Buffer) => writeFileSync(path.join(dir, file), text);
  write(FILES.recording, `${JSON.stringify(files.recording, null, 2)}\n`);
  write(FILES.project, files.projectFile);
  write(stackConfigFile(files.recording.stack), files.stackConfig);
  const programFile = PROGRAM_FILES[files.recording.runtime];
  if (files.program !== undefined && programFile) write(programFile, files.program);
  write(FILES.state, withoutStackTraces(files.state));
  write(FILES.data, files.data);
  write(FILES.dataKey, `${JSON.stringify(sealDataKey(files.state, files.dataKey), null, 2)}\n`);
}

/**
 * The export without each resource's `stackTrace`: the frames of the tools that registered it (the YAML host's
 * Go sources, the test's program host), half of a YAML stack's export, tied to the machine that recorded it
 * and read by nothing (`pulumi stack import` takes the state without them). Printed as the CLI prints it.
 */
function withoutStackTraces(state: string): string {
  const parsed = JSON.parse(state) as StackExport;
  for (const r of parsed.deployment.resources) delete r.stackTrace;
  return `${JSON.stringify(parsed, null, 4)}\n`;
}

/** The server's data key, sealed with the stack's own passphrase and salt (`stack.json`'s secrets provider). */
function sealDataKey(state: string, key: string) {
  const crypter = PassphraseCrypter.fromState(RECORDING_PASSPHRASE, { salt: saltOf(JSON.parse(state)) });
  return {
    sealedWith: "the stack's passphrase and salt (stack.json: deployment.secrets_providers)",
    ciphertext: crypter.encrypt(key),
  };
}

/** The data key of a recording, opened: the content of `<data>.key` for the server to restore it with. */
export function openDataKey(stack: RecordedStack): string {
  const sealed = JSON.parse(readFileSync(path.join(stack.dir, FILES.dataKey), "utf8")) as {
    ciphertext: string;
  };
  return PassphraseCrypter.fromState(RECORDING_PASSPHRASE, { salt: saltOf(stack.state) }).decrypt(
    sealed.ciphertext,
  );
}

export function saltOf(state: StackExport): string {
  const salt = state.deployment.secrets_providers?.state?.salt;
  if (state.deployment.secrets_providers?.type !== "passphrase" || !salt)
    throw new Error("the state has no passphrase secrets provider: was it exported from a passphrase stack?");
  return salt;
}
