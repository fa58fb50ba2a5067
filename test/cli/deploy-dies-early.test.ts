import { mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TunnelsClient } from "../../client";
import {
  type AssetServer,
  cliWithYamlHost,
  lossyService,
  PACKAGE_VERSION as VERSION,
  REPO_ROOT,
  releaseFolder,
  scriptToolsWithoutNode,
  startAssetServer,
  TMP_ROOT,
  unpackedExecutable,
  YamlProject,
} from "../../harness";
import {
  accountIds,
  childrenOf,
  ended,
  endOrphans,
  processesOf,
  start,
  stateOf,
  untilCreatesInFlight,
  useCleanup,
} from "./deploy-dies";
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
 * The row for a killed `pulumi` of docs/after-a-deploy-dies.md ("What to run"), run as a CI job runs it: its
 * commands exactly as printed (`<version>` the release's), in a bash script with `set -e`, with the CLI and its
 * YAML host, bash and coreutils on PATH and no `node`: `recover` runs from the plugin the CLI installed
 * (`pulumi plugin run`), installed as docs/plugin.md says. The deploy that
 * dies has 30 resources; `pulumi` is killed once a few creates are in flight (their answers held at the
 * proxy), so most of the creates were never sent. Where the deploy died, its marker tells `recover` so: no
 * `--since`. On a fresh runner (another PULUMI_HOME) the script stops at `recover`, which asks for `--since`,
 * and with `--since` it goes through. Each time the stack then holds exactly the 30 declared objects, the
 * account no other, and nothing is pending. A deploy killed in its preview pass wrote nothing: the deploy before
 * it, which ran here, answers for the state. deploy-dies-early-nodejs.test.ts runs the row for a Node.js SDK program.
 */
const cleanup = useCleanup();
let executable = "";
let archive = "";
let assets: AssetServer | undefined;
// The release folder may have to be built first (harness/release/release-folder.ts).
beforeAll(async () => {
  executable = await unpackedExecutable();
  const folder = await releaseFolder();
  archive = await releaseArchive();
  // The release folder served as the GitHub release would serve it (README, Install).
  assets = await startAssetServer(() => folder);
}, 1_200_000);
afterAll(() => assets?.close());

const RESOURCES = 30;

const PROGRAM = {
  resources: Object.fromEntries(
    declaredResources(RESOURCES).map(([name, cls, properties]) => [
      name,
      { type: `tunnels:index:${cls}`, properties },
    ]),
  ),
};

/** The line docs/plugin.md prints to install the plugin on a machine that has not got it (a fresh runner). */
function installLine(): string {
  const page = readFileSync(path.join(REPO_ROOT, "docs", "plugin.md"), "utf8");
  const line = /^pulumi plugin install resource tunnels <version> --server \S+$/m.exec(page)?.[0];
  expect(line, "docs/plugin.md prints the line that installs the plugin").toBeDefined();
  return (line ?? "").replaceAll("<version>", VERSION);
}

/** The local service behind its proxy, a client of it, and a YAML stack of `program` through the release's plugin. */
async function stackOf(program: Record<string, unknown>) {
  const service = await lossyService();
  cleanup.push(() => service.close());
  const { proxy, server } = service;
  const direct = new TunnelsClient({ baseUrl: proxy.url, apiKey: server.rootToken });
  cleanup.push(() => direct.close());
  const project = await YamlProject.create({
    program,
    pluginDir: path.dirname(executable),
    config: { "tunnels:apiUrl": proxy.url },
    secretConfig: { "tunnels:apiKey": server.rootToken },
  });
  // The machine's plugin, as Install's --file line installs it: the one `pulumi plugin run` runs here.
  await installPlugin(project, archive);
  return { proxy, direct, project };
}

/**
 * Kills `pulumi` (`up`, started with `args`) once `until` resolves. What it leaves running (its plugins, the YAML
 * host and the plugin the host started for the schema) is ended once the test is over.
 */
async function killUp(project: YamlProject, args: string[], until: () => Promise<void>) {
  const { file, argv } = project.command(["up", "--yes", ...args]);
  const up = start(file, argv, project.dir, project.env());
  await until();
  const pid = up.pid as number;
  const hosts = childrenOf(pid, "pulumi-language-yaml");
  const left = processesOf([
    ...childrenOf(pid, "pulumi-resource-tunnels"),
    ...hosts,
    ...hosts.flatMap((host) => childrenOf(host, "pulumi-resource-tunnels")),
  ]);
  cleanup.push(() => endOrphans(left));
  process.kill(up.pid as number, "SIGKILL");
  await ended(up);
}

async function killedEarly() {
  const { proxy, direct, project } = await stackOf(PROGRAM);
  const startedAt = new Date(Date.now() - 1_000).toISOString();
  proxy.holdCreatesMs = 4_000;
  // At most 8 steps at once (the engine's default on 2 cores is 4 per core): most creates stay unsent on any runner.
  await killUp(project, ["--skip-preview", "--parallel", "8"], () => untilCreatesInFlight(proxy, 3));
  await expectFewSent(proxy, direct, project, RESOURCES);
  return { project, direct, startedAt };
}

/**
 * Runs the script in the project's directory as a CI step with no Node.js: the CLI and its YAML host, bash and
 * coreutils on PATH, nothing else (no `node`, no plugin executable); the CLI's downloads go to the release folder.
 */
function runYamlScript(project: YamlProject, lines: string[], env: NodeJS.ProcessEnv = {}) {
  mkdirSync(TMP_ROOT, { recursive: true });
  const tools = scriptToolsWithoutNode(mkdtempSync(path.join(TMP_ROOT, "ci-tools-")));
  return runScript(project, lines, `${cliWithYamlHost()}${path.delimiter}${tools}`, {
    ...assets?.override,
    ...env,
  });
}

describe("docs/after-a-deploy-dies.md's row in a CI script, `pulumi` killed early in a deploy of 30", {
  timeout: 900_000,
}, () => {
  it("where the deploy died: the row as printed exits 0, no --since", async () => {
    const commands = printedCommands();
    expect(commands).toEqual([
      "pulumi cancel --yes",
      "pulumi plugin run --kind resource tunnels@<version> -- recover --yes",
      "pulumi up --yes",
    ]);
    const { project, direct } = await killedEarly();
    const which = await runYamlScript(project, ["command -v node npm npx pulumi-resource-tunnels || true"]);
    expect(which.stdout, "nothing but the CLI: no node, no plugin executable on PATH").toBe("");
    const run = await runYamlScript(project, asRun(commands));
    expect({ code: run.code, out: run.stdout + run.stderr }).toMatchObject({ code: 0 });
    expect(run.stdout).toMatch(/The deploy that died ran on this machine/);
    expect(run.stdout).toMatch(/ran on this machine and never sent it/);
    await expectDeclared(project, direct, RESOURCES);
  });

  it("killed in its preview pass, before it wrote anything: the deploy before it, here, answers for the state", async () => {
    // The stack's last deploy, here: one of the 30.
    const { proxy, direct, project } = await stackOf({ resources: { r0: PROGRAM.resources.r0 } });
    await project.run(["up", "--yes", "--skip-preview"]);
    // Then all 30, and a read of the tunnels that holds the preview pass until `pulumi` is killed.
    project.writeProgram({
      ...PROGRAM,
      variables: { online: { "fn::invoke": { function: "tunnels:index:getTunnels", arguments: {} } } },
    });
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    proxy.before = (c) => (c.url.startsWith("/tunnels") ? held : Promise.resolve());
    const mark = proxy.calls.length;
    const reading = async () => {
      while (!proxy.calls.slice(mark).some((c) => c.url.startsWith("/tunnels")))
        await new Promise((r) => setTimeout(r, 50));
    };
    await killUp(project, [], reading);
    release();
    proxy.before = undefined;
    expect(await accountIds(direct)).toHaveLength(1);
    const run = await runYamlScript(project, asRun(printedCommands()));
    expect({ code: run.code, out: run.stdout + run.stderr }).toMatchObject({ code: 0 });
    expect(run.stdout).toMatch(/ran on this machine and never sent it/);
    await expectDeclared(project, direct, RESOURCES);
  });

  it("on a fresh runner: without --since the script stops at recover; with --since it goes through", async () => {
    const { project, direct, startedAt } = await killedEarly();
    mkdirSync(TMP_ROOT, { recursive: true });
    const fresh = { PULUMI_HOME: mkdtempSync(path.join(TMP_ROOT, "fresh-runner-")) };
    // A fresh runner's job selects its stack and installs the plugin (docs/plugin.md) first; then the row's commands.
    const select = [`pulumi stack select ${project.stack}`, installLine()];
    const stopped = await runYamlScript(project, [...select, ...asRun(printedCommands())], fresh);
    expect(stopped.code).not.toBe(0);
    expect(stopped.stdout).toMatch(/did not run on this machine .*give --since <when the deploy started>/);
    expect(stopped.stdout).not.toMatch(/Updating \(/);
    expect(stateOf((await project.run(["stack", "export"])).stdout).pending.length).toBeGreaterThan(0);

    // The page: on another machine, add --since <when the deploy started> to recover.
    const withSince = asRun(printedCommands()).map((c) =>
      c.includes(" -- recover ") ? c.replace(" --yes", ` --since ${startedAt} --yes`) : c,
    );
    const run = await runYamlScript(project, [...select, ...withSince], fresh);
    expect({ code: run.code, out: run.stdout + run.stderr }).toMatchObject({ code: 0 });
    await expectDeclared(project, direct, RESOURCES, fresh);
  });
});
