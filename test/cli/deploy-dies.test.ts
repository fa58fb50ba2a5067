import { mkdirSync, mkdtempSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TunnelsClient } from "../../client";
import {
  pluginBin,
  PLUGIN_DIR,
  requirePlugin,
  runProcess,
  startCli,
  TMP_ROOT,
  YamlProject,
  type LossyProxy,
  loseFirstOfEachCreate,
  lossyProxy,
  lossyService,
} from "../../harness";
import {
  accountIds,
  childrenOf,
  endOrphans,
  processesOf,
  ended,
  FIVE_YAML,
  start,
  stateOf,
  untilCreatesInFlight,
  useCleanup,
} from "./deploy-dies";

/**
 * Each row of docs/after-a-deploy-dies.md, through the real CLI and the plugin: a YAML stack of five
 * resources (enough to have all five creates in flight at once), killed (or its answers lost) with the creates
 * in flight, then the README's recovery for the row, then `up`: every object in the account is one the stack
 * holds, once (no duplicate, no orphan), and after `destroy` the account is empty.
 */
const cleanup = useCleanup();

async function yamlStack(apiUrl: string, token: string) {
  requirePlugin();
  return YamlProject.create({
    program: FIVE_YAML,
    pluginDir: PLUGIN_DIR,
    config: { "tunnels:apiUrl": apiUrl },
    secretConfig: { "tunnels:apiKey": token },
  });
}

/** A Pulumi home of its own: another machine, which never saw the dead deploy's journal. */
function otherMachine(): string {
  mkdirSync(TMP_ROOT, { recursive: true });
  return mkdtempSync(path.join(TMP_ROOT, "other-machine-"));
}

/** The account is exactly the stack, five objects; then `destroy` leaves it empty. */
async function expectStackIsAccount(
  project: YamlProject,
  direct: TunnelsClient,
  env: NodeJS.ProcessEnv = {},
) {
  const { ids, pending } = stateOf((await project.run(["stack", "export"], { env })).stdout);
  expect(pending).toEqual([]);
  expect(ids).toHaveLength(5);
  expect(await accountIds(direct)).toEqual(ids);
  // Nothing left to do: the stack holds what the program declares.
  expect((await project.run(["preview", "--expect-no-changes"], { env })).code).toBe(0);
  await project.run(["destroy", "--yes", "--skip-preview"], { env });
  expect(await accountIds(direct)).toEqual([]);
}

/** `pulumi up` started, then `kill` once all five creates are in flight: answers held 4 s at the proxy. */
async function upKilledMidCreate(project: YamlProject, proxy: LossyProxy, kill: (pulumiPid: number) => void) {
  proxy.holdCreatesMs = 4_000;
  const { file, argv } = project.command(["up", "--yes", "--skip-preview"]);
  const up = start(file, argv, project.dir, project.env());
  await untilCreatesInFlight(proxy, 5);
  const plugins = processesOf(childrenOf(up.pid as number, "pulumi-resource-tunnels"));
  cleanup.push(() => endOrphans(plugins));
  kill(up.pid as number);
  await ended(up);
  // Whatever was on its way has arrived (or was lost) before the recovery starts.
  await new Promise((r) => setTimeout(r, 4_500));
  proxy.holdCreatesMs = 0;
  return { plugins };
}

async function account() {
  const service = await lossyService();
  cleanup.push(() => service.close());
  const direct = new TunnelsClient({ baseUrl: service.proxy.url, apiKey: service.server.rootToken });
  cleanup.push(() => direct.close());
  return { ...service, direct };
}

describe("a deploy that dies, each row of README 'After a deploy dies'", { timeout: 600_000 }, () => {
  it("`pulumi` killed: `pulumi cancel`, `recover --yes`, then `up`", async () => {
    const { proxy, server, direct } = await account();
    const project = await yamlStack(proxy.url, server.rootToken);
    await upKilledMidCreate(project, proxy, (pid) => process.kill(pid, "SIGKILL"));
    // The plugin outlived `pulumi` and finished its five creates; Pulumi recorded them as pending.
    expect(await accountIds(direct)).toHaveLength(5);
    expect(stateOf((await project.run(["stack", "export"])).stdout).pending).toHaveLength(5);
    await project.run(["cancel", "--yes"]);
    // This machine's journal knows what the plugin made: no --since needed.
    const found = await recover(project, []);
    expect(found.stdout).toMatch(/found ipp_\w+: pulumi import tunnels:index:IpPolicy a ipp_\w+ --yes/);
    expect(found.code).toBe(0);
    await project.run(["up", "--yes", "--skip-preview"]);
    await expectStackIsAccount(project, direct);
  });

  it("`pulumi` killed, recovered on another machine: `recover --since … --yes`, then `up`", async () => {
    const { proxy, server, direct } = await account();
    const project = await yamlStack(proxy.url, server.rootToken);
    const started = new Date(Date.now() - 1_000).toISOString();
    await upKilledMidCreate(project, proxy, (pid) => process.kill(pid, "SIGKILL"));
    const elsewhere = { PULUMI_HOME: otherMachine() };
    await project.run(["cancel", "--yes", "--stack", project.stack], { env: elsewhere });
    const found = await recover(project, ["--stack", project.stack, "--since", started], elsewhere);
    expect(found.stdout + found.stderr).toMatch(
      /found ipp_\w+: pulumi import tunnels:index:IpPolicy a ipp_\w+/,
    );
    expect(found.code).toBe(0);
    await project.run(["stack", "select", project.stack], { env: elsewhere });
    await project.run(["up", "--yes", "--skip-preview"], { env: elsewhere });
    await expectStackIsAccount(project, direct, elsewhere);
  });

  it("the plugin killed: `up` again finds what its creates made", async () => {
    const { proxy, server, direct } = await account();
    const project = await yamlStack(proxy.url, server.rootToken);
    await upKilledMidCreate(project, proxy, (pid) => {
      for (const plugin of childrenOf(pid, "pulumi-resource-tunnels")) process.kill(plugin, "SIGKILL");
    });
    // Made in the service, recorded nowhere in the state: the case Pulumi cannot warn about.
    expect(await accountIds(direct)).toHaveLength(5);
    expect(stateOf((await project.run(["stack", "export"])).stdout)).toEqual({ ids: [], pending: [] });
    const up = await project.run(["up", "--yes", "--skip-preview"]);
    expect(up.stdout + up.stderr).toMatch(/the answer to its create was lost; ipp_\w+.* is taken over/);
    await expectStackIsAccount(project, direct);
  });

  it("the server killed and restarted, with answers on their way: the `up` itself finishes", async () => {
    // The server in a process of its own, so it can be killed, its data on disk, behind a proxy.
    const proxy = await lossyProxy();
    cleanup.push(() => proxy.close());
    const data = path.join(otherMachine(), "tunnels.db");
    const token = "root-token-of-the-killed-server";
    // Port 0: the server takes a free port, and the proxy follows it to the restarted one (a fixed random port
    // could be one the engine's or a plugin's listener already holds).
    const args = ["--port", "0", "--data", data, "--root-token", token, "--public-url", proxy.url];
    let server = await startCli(args);
    cleanup.push(() => ended(server.proc, 1));
    proxy.target = server.url;
    const direct = new TunnelsClient({ baseUrl: proxy.url, apiKey: token });
    cleanup.push(() => direct.close());
    const project = await yamlStack(proxy.url, token);
    proxy.holdCreatesMs = 3_000;
    const { file, argv } = project.command(["up", "--yes", "--skip-preview"]);
    const up = start(file, argv, project.dir, project.env());
    let output = "";
    up.stdout?.on("data", (d) => {
      output += d;
    });
    await untilCreatesInFlight(proxy, 5);
    server.proc.kill("SIGKILL");
    proxy.loseHeld = true;
    await new Promise((r) => setTimeout(r, 3_500));
    proxy.loseHeld = false;
    proxy.holdCreatesMs = 0;
    server = await startCli(args);
    proxy.target = server.url;
    await ended(up);
    expect({ code: up.exitCode, output }).toMatchObject({ code: 0 });
    expect(output).toMatch(/the answer to its create was lost; ipp_\w+.* is taken over/);
    await expectStackIsAccount(project, direct);
  });

  it("each create's first two answers lost, 30% of requests failing: one `up` converges", async () => {
    const { proxy, server, direct } = await account();
    await fetch(`${server.url}/_local/faults`, {
      method: "PUT",
      headers: { authorization: `Bearer ${server.rootToken}`, "content-type": "application/json" },
      body: JSON.stringify({ fail_rate: 0.3 }),
    });
    // Per create, not every other POST of the run: creates interleave, and one that met a lost answer with
    // nothing made under it three times in a row would rightly fail (docs/contract.md §10: three sends).
    proxy.fate = loseFirstOfEachCreate(2);
    const project = await yamlStack(proxy.url, server.rootToken);
    await project.run(["up", "--yes", "--skip-preview"]);
    expect(proxy.calls.filter((c) => c.fate === "lose-answer").length).toBeGreaterThanOrEqual(5);
    proxy.fate = () => "pass";
    await fetch(`${server.url}/_local/faults`, {
      method: "PUT",
      headers: { authorization: `Bearer ${server.rootToken}`, "content-type": "application/json" },
      body: JSON.stringify({ fail_rate: 0 }),
    });
    await expectStackIsAccount(project, direct);
  });
});

/** `pulumi-resource-tunnels recover … --yes`, with the `pulumi` of the project's environment on PATH. */
function recover(project: YamlProject, args: string[], env: NodeJS.ProcessEnv = {}) {
  return runProcess(pluginBin(), ["recover", ...args, "--yes"], {
    cwd: project.dir,
    env: { ...project.env(), ...env },
  });
}
