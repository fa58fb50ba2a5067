import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { TunnelsClient } from "../../client";
import {
  childrenOf,
  lossyService,
  processesOf,
  pulumiDir,
  REPO_ROOT,
  unpackedExecutable,
} from "../../harness";
import { compileProgram, nodejsSdkProject, packedNodejsSdk } from "../sdks/nodejs-project";
import { endOrphans, untilCreatesInFlight, useCleanup } from "./deploy-dies";
import {
  declaredResources,
  expectDeclared,
  expectFewSent,
  readmeCommands,
  runScript,
} from "./readme-recovery";

/**
 * README "After a deploy dies"'s row for a killed `pulumi`, run as printed in a `set -euo pipefail` script (as
 * deploy-dies-early.test.ts runs it for YAML), for a program of the Node.js SDK, `@pulumi-tunnels/tunnels`,
 * through the release's plugin executable. `pulumi` is killed with 3 creates in flight of 12, at most 4 at once,
 * so 8 or more were never sent: the case where `recover` used to ask for `--since`. The `pulumi` on the script's
 * PATH, which `recover` runs too (`pulumi preview --json`, `pulumi import`), is drivers/cli/client-wrapper/pulumi:
 * the real CLI, given a language runtime for the program (test/cli/README.md says why).
 */
const cleanup = useCleanup();
let executable = "";
let sdk = "";
// The release folder may have to be built first (harness/release/release-folder.ts).
beforeAll(async () => {
  executable = await unpackedExecutable();
  sdk = packedNodejsSdk();
}, 1_200_000);

const RESOURCES = 12;

const SOURCE = `import * as tunnels from "@pulumi-tunnels/tunnels";
${declaredResources(RESOURCES)
  .map(([name, cls, args]) => `new tunnels.${cls}(${JSON.stringify(name)}, ${JSON.stringify(args)});`)
  .join("\n")}
`;

describe("README 'After a deploy dies' in a CI script, a Node.js SDK program's `pulumi` killed early", {
  timeout: 900_000,
}, () => {
  it("where the deploy died: the row as printed exits 0, no --since, exactly the declared objects", async () => {
    const service = await lossyService();
    cleanup.push(() => service.close());
    const { proxy, server } = service;
    const direct = new TunnelsClient({ baseUrl: proxy.url, apiKey: server.rootToken });
    cleanup.push(() => direct.close());
    const project = await nodejsSdkProject({
      tarballs: [sdk],
      project: "dies-early-nodejs",
      pluginDir: path.dirname(executable),
      config: { "tunnels:apiUrl": proxy.url },
      secretConfig: { "tunnels:apiKey": server.rootToken },
    });
    // The program alone is checked (tsc --strict); nodejs.test.ts checks the SDK's declarations.
    const compiled = await compileProgram(project.dir, SOURCE, true);
    expect(compiled.code, compiled.stdout).toBe(0);

    proxy.holdCreatesMs = 4_000;
    const up = await project.start(["up", "--yes", "--skip-preview", "--parallel", "4"]);
    await untilCreatesInFlight(proxy, 3);
    const pid = up.child.pid as number;
    // The plugin ends itself once its sent creates are answered; ended here too if it has not by the test's end.
    const plugins = processesOf(childrenOf(pid, "pulumi-resource-tunnels"));
    expect(plugins).toHaveLength(1);
    cleanup.push(() => endOrphans(plugins));
    process.kill(pid, "SIGKILL");
    await up.exited;
    await expectFewSent(proxy, direct, project, RESOURCES);

    // `pulumi` from PATH, as a CI job runs it: the wrapper, then the real CLI.
    const env = {
      REAL_PULUMI: path.join(pulumiDir(), "pulumi"),
      PATH: `${path.join(REPO_ROOT, "drivers", "cli", "client-wrapper")}${path.delimiter}${project.env().PATH}`,
    };
    const run = await runScript(project, executable, readmeCommands(), env);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toMatch(/The deploy that died ran on this machine/);
    expect(run.stdout).toMatch(/ran on this machine and never sent it/);
    // The creates that were in flight made their objects: recover imported them (`pulumi import`, through the wrapper).
    expect(run.stdout).toMatch(/found (ipp|ra|bkdtg)_\w+: pulumi import/);
    await expectDeclared(project, direct, RESOURCES);
  });
});
