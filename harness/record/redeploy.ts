/**
 * A recorded stack's program deployed again with the code under test: the same project, stack, program and
 * config, through the same provider (this repository's package from its tarball, or its plugin), against a
 * fresh local server as the recording had. What the comparison (compare.ts) puts beside the recording. A Python
 * or Go program is the recorded file as its user kept it, run with this repository's SDK (what a user who
 * upgrades the SDK and the plugin runs): a program that no longer runs with it is a breaking change.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import {
  CliProject,
  type StackCommands,
  goProgramBinary,
  pythonSdkInterpreter,
  localPluginSection,
  requirePlugin,
  YamlProject,
  FILES,
  PROGRAM_FILES,
  RECORDING_PASSPHRASE,
  type RecordedStack,
  type StackExport,
  packedPackage,
} from "../../drivers";
import type { RunningServer } from "../../server/index";

/** A new stack of the recording's program, configured for `server`, with the code under test; not yet deployed. */
export async function projectLike(recorded: RecordedStack, server: RunningServer): Promise<StackCommands> {
  const { recording } = recorded;
  const settings = {
    project: recording.project,
    stack: recording.stack,
    passphrase: RECORDING_PASSPHRASE,
    config: { "tunnels:apiUrl": server.url, ...recording.config },
    secretConfig: { "tunnels:apiKey": server.rootToken },
  };
  if (recording.runtime === "yaml") {
    const {
      name: _name,
      runtime: _runtime,
      ...program
    } = JSON.parse(recorded.projectFile) as Record<string, unknown>;
    return YamlProject.create({ ...settings, program, pluginDir: requirePlugin() });
  }
  if (recorded.program === undefined)
    throw new Error(`${recorded.dir}: a ${recording.runtime} recording without its program`);
  if (recording.runtime === "python" || recording.runtime === "go") {
    const file = PROGRAM_FILES[recording.runtime] ?? "";
    const project = await CliProject.create({
      ...settings,
      programSource: "",
      tarballs: [],
      ...(recording.runtime === "go"
        ? { binary: await goProgramBinary(recorded.program) }
        : { python: { interpreter: pythonSdkInterpreter(), program: file } }),
    });
    // The recorded project file (its runtime: the plugin names members in that language) and program, the
    // plugin under test named in it as the YAML recordings name it.
    writeFileSync(path.join(project.dir, FILES.project), `${recorded.projectFile}${localPluginSection()}`);
    writeFileSync(path.join(project.dir, file), recorded.program);
    return project;
  }
  return CliProject.create({
    ...settings,
    programSource: recorded.program,
    tarballs: [await packedPackage()],
  });
}

/** `pulumi up` of the recording's program with the code under test; answers `pulumi stack export`. */
export async function redeploy(recorded: RecordedStack, server: RunningServer): Promise<StackExport> {
  const project = await projectLike(recorded, server);
  await project.run(["up", "--yes", "--skip-preview"], { timeoutMs: 600_000 });
  return JSON.parse((await project.run(["stack", "export"])).stdout) as StackExport;
}
