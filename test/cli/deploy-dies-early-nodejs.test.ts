import { appendFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { TunnelsClient } from "../../client";
import {
  CliProject,
  childrenOf,
  localPluginSection,
  lossyService,
  processesOf,
  pulumiDir,
  PACKAGE_VERSION as VERSION,
  REPO_ROOT,
  releaseFolder,
  unpackedExecutable,
} from "../../harness";
import { endOrphans, untilCreatesInFlight, useCleanup } from "./deploy-dies";
import {
  asRun,
  declaredResources,
  expectDeclared,
  expectFewSent,
  installPlugin,
  printedCommands,
  releaseArchive,
  runScript,
} from "./recovery-row";

/**
 * The row for a killed `pulumi` of docs/after-a-deploy-dies.md ("What to run"), run as printed in a
 * `set -euo pipefail` script (as deploy-dies-early.test.ts runs it for YAML), for a program of the Node.js SDK,
 * `@pulumi-tunnels/tunnels` (the release's tarball), deployed through the release's plugin executable; `recover` runs from the plugin the
 * CLI installed (`pulumi plugin run`). `pulumi` is killed with 3 creates in flight of 12, at most 4 at once, so 8
 * or more were never sent: the case where `recover` used to ask for `--since`. The script's PATH is a Node.js
 * user's runner: the system's tools and `node`, and as `pulumi` drivers/cli/client-wrapper/pulumi (the real CLI,
 * given a language runtime for the program: test/cli/README.md says why), which `recover` runs too
 * (`pulumi preview --json`, `pulumi import`); no plugin executable.
 */
const cleanup = useCleanup();
let executable = "";
let archive = "";
let sdk = "";
// The release folder may have to be built first (harness/release/release-folder.ts).
beforeAll(async () => {
  executable = await unpackedExecutable();
  archive = await releaseArchive();
  sdk = path.join(await releaseFolder(), `pulumi-tunnels-tunnels-${VERSION}.tgz`);
}, 1_200_000);

const RESOURCES = 12;

/** The program, JavaScript as the program host loads it (nodejs.test.ts checks the SDK's TypeScript). */
const SOURCE = `const tunnels = require("@pulumi-tunnels/tunnels");
${declaredResources(RESOURCES)
  .map(([name, cls, args]) => `new tunnels.${cls}(${JSON.stringify(name)}, ${JSON.stringify(args)});`)
  .join("\n")}
`;

/** `pulumi` is the client wrapper; `node` and the system's tools are /usr/bin's and /bin's. */
const RUNNER_PATH = [path.join(REPO_ROOT, "drivers", "cli", "client-wrapper"), "/usr/bin", "/bin"].join(
  path.delimiter,
);

describe("docs/after-a-deploy-dies.md's row in a CI script, a Node.js SDK program's `pulumi` killed early", {
  timeout: 900_000,
}, () => {
  it("where the deploy died: the row as printed exits 0, no --since, exactly the declared objects", async () => {
    const service = await lossyService();
    cleanup.push(() => service.close());
    const { proxy, server } = service;
    const direct = new TunnelsClient({ baseUrl: proxy.url, apiKey: server.rootToken });
    cleanup.push(() => direct.close());
    // The release's SDK tarball installed; the deploy's plugin is the release's executable (`plugins:`).
    const project = await CliProject.create({
      programSource: SOURCE,
      tarballs: [sdk],
      project: "dies-early-nodejs",
      config: { "tunnels:apiUrl": proxy.url },
      secretConfig: { "tunnels:apiKey": server.rootToken },
    });
    appendFileSync(path.join(project.dir, "Pulumi.yaml"), localPluginSection(path.dirname(executable)));
    await installPlugin(project, archive);

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

    const env = { REAL_PULUMI: path.join(pulumiDir(), "pulumi") };
    const which = await runScript(
      project,
      ["command -v pulumi node pulumi-resource-tunnels || true"],
      RUNNER_PATH,
      env,
    );
    expect(which.stdout.split("\n"), "the wrapper as pulumi, node, no plugin executable").toEqual([
      path.join(RUNNER_PATH.split(path.delimiter)[0], "pulumi"),
      "/usr/bin/node",
      "",
    ]);
    const run = await runScript(project, asRun(printedCommands()), RUNNER_PATH, env);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toMatch(/The deploy that died ran on this machine/);
    expect(run.stdout).toMatch(/ran on this machine and never sent it/);
    // The creates that were in flight made their objects: recover imported them (`pulumi import`, through the wrapper).
    expect(run.stdout).toMatch(/found (ipp|ra|bkdtg)_\w+: pulumi import/);
    await expectDeclared(project, direct, RESOURCES);
  });
});
