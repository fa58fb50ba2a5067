/**
 * The recorder of stacks made by a given commit: builds the commit (built-commit.ts, `npm ci && npm run build`
 * as its users had it), runs its local server with a `--data` file, deploys a program with its code through the
 * real CLI, and writes what that left as a recording (fixture.ts): the program, its Pulumi.yaml and stack config,
 * `pulumi stack export`, the server's data file at that moment, the commit, and for the plugin the version its
 * GetPluginInfo answers. Each program of the classes is recorded twice: its TypeScript classes through the
 * dynamic provider, and the same resources as a YAML program (yaml-from-program.js) through the native plugin;
 * each program of the Python and Go SDKs once, through the plugin, as the commit's SDK tests ran it (sdk-recorder.ts).
 * Run by a developer (`npm run record`, scripts/record-stacks.ts), never by the tests.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { CliProject, type StackCommands } from "../cli/cli";
import { YamlProject, yamlHostDir, yamlResources } from "../cli/yaml-project";
import { makeProgramDir } from "../engine/pack";
import {
  FILES,
  RECORDING_PASSPHRASE,
  type Recording,
  type RecordedProvider,
  stackConfigFile,
  writeRecorded,
} from "./fixture";
import { type Release, release, releaseServer } from "./release";
import { recordSdkProgram, type SdkProgramToRecord } from "./sdk-recorder";

/** A program to record: a Node.js program of the package's classes, in the recorded commit's tree. */
export interface ProgramToRecord {
  /** The recording's name, and its Pulumi project's. */
  name: string;
  /** The program's file in the commit's tree. */
  source: string;
  /** Its plain stack config. */
  config: Record<string, string>;
}

/** What to record of a commit: programs of its classes (each through both providers), and of its SDKs. */
export interface ProgramsToRecord {
  classes: ProgramToRecord[];
  sdks: SdkProgramToRecord[];
}

/**
 * Records each program of the classes through both providers into `<out>/<version>/<program>-<provider>/`, and
 * each SDK program through the plugin into `<out>/<version>/<project>-plugin/` (sdk-recorder.ts); answers the
 * folders written.
 */
export async function recordCommit(
  commit: string,
  programs: ProgramsToRecord,
  out: string,
): Promise<string[]> {
  const r = await release(commit);
  const written: string[] = [];
  for (const program of programs.classes)
    for (const provider of ["dynamic", "plugin"] as const) {
      const dir = path.join(out, r.built.version, `${program.name}-${provider}`);
      await recordOne(r, program, provider, dir);
      written.push(dir);
    }
  for (const program of programs.sdks) {
    const dir = path.join(out, r.built.version, `${program.project}-plugin`);
    await recordSdkProgram(r, program, dir);
    written.push(dir);
  }
  return written;
}

async function recordOne(r: Release, program: ProgramToRecord, provider: RecordedProvider, dir: string) {
  const sourceFile = path.join(r.built.dir, program.source);
  const { server, dataFile, rootToken } = await releaseServer(r);
  const settings = {
    config: { "tunnels:apiUrl": server.url },
    secretConfig: { "tunnels:apiKey": rootToken },
    project: program.name,
    passphrase: RECORDING_PASSPHRASE,
  };
  let project: StackCommands & { dir: string };
  let files: { projectFile: string; program?: string; config: Record<string, string> };
  if (provider === "dynamic") {
    const programSource = readFileSync(sourceFile, "utf8");
    project = await CliProject.create({
      ...settings,
      programSource,
      tarballs: [r.tarball],
      config: { ...settings.config, ...program.config },
    });
    files = {
      projectFile: readFileSync(path.join(project.dir, FILES.project), "utf8"),
      program: programSource,
      config: program.config,
    };
  } else {
    const yaml = {
      name: program.name,
      runtime: "yaml",
      resources: await resourcesAt(r, sourceFile, program.config),
    };
    project = await YamlProject.create({
      ...settings,
      program: { resources: yaml.resources },
      pluginDir: path.dirname(r.pluginBin),
    });
    files = { projectFile: `${JSON.stringify(yaml, null, 2)}\n`, config: {} };
  }
  try {
    await project.run(["up", "--yes", "--skip-preview"], { timeoutMs: 900_000 });
    const state = (await project.run(["stack", "export"])).stdout;
    const recording: Recording = {
      commit: r.built.commit,
      version: r.built.version,
      provider,
      runtime: provider === "dynamic" ? "nodejs" : "yaml",
      project: program.name,
      stack: project.stack,
      config: files.config,
      ...(provider === "plugin" ? { pluginVersion: r.pluginVersion } : {}),
      tools: await tools(project, provider),
      source: program.source,
    };
    // The data file as the export saw it: the server is stopped first (SIGTERM closes the database cleanly).
    server.proc.kill("SIGTERM");
    await server.exited;
    writeRecorded(dir, {
      recording,
      projectFile: files.projectFile,
      stackConfig: readFileSync(path.join(project.dir, stackConfigFile(project.stack)), "utf8"),
      program: files.program,
      state,
      data: readFileSync(dataFile),
      dataKey: readFileSync(`${dataFile}.key`, "utf8"),
    });
  } finally {
    server.proc.kill("SIGKILL");
  }
}

/**
 * The program's resources in YAML, its classes the commit's own: the converter runs it from a program folder
 * where the commit's package is installed, so `require("pulumi-tunnels")` loads that release's classes.
 */
async function resourcesAt(r: Release, sourceFile: string, config: Record<string, string>) {
  const { dir } = await makeProgramDir({
    tarballs: [r.tarball],
    programSource: readFileSync(sourceFile, "utf8"),
  });
  return yamlResources(path.join(dir, "index.js"), config);
}

async function tools(project: StackCommands, provider: RecordedProvider): Promise<Record<string, string>> {
  const pulumi = (await project.run(["version"])).stdout.trim();
  return provider === "plugin"
    ? { pulumi, "pulumi-language-yaml": path.basename(yamlHostDir()).replace(/^pulumi-language-yaml-/, "") }
    : { pulumi };
}
