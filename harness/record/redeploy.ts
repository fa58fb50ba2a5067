/**
 * A recorded stack's program deployed again with the code under test: the same project, stack, program and
 * config, through the same provider (this repository's package from its tarball, or its plugin), against a
 * fresh local server as the recording had. What the comparison (compare.ts) puts beside the recording.
 */
import { CliProject, type StackCommands } from "../cli/cli";
import { requirePlugin, YamlProject } from "../cli/yaml-project";
import type { RunningServer } from "../../server";
import { packedPackage } from "../stacks/scenario-stack";
import { RECORDING_PASSPHRASE, type RecordedStack, type StackExport } from "./fixture";

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
    throw new Error(`${recorded.dir}: a nodejs recording without its program`);
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
