import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  childrenOf,
  endOrphans,
  type FoundProcess,
  lossyService,
  processesOf,
  requirePlugin,
  track,
  untilCreatesAnswered,
  untilEnded,
  YamlProject,
} from "../harness";

/**
 * Times to stop (issue 40, items 3 and 4), through the real CLI, its YAML host and the plugin in `--plugin-dir`
 * (default: this build's; give main's folder to measure before a change):
 * - `SIGINT`, `SIGTERM`: `pulumi up` of one IP policy, the service answering 503 to everything (the local
 *   server's fault control), signalled once the create has been answered 503 twice: seconds until `pulumi` exits.
 * - `SIGKILL, 503s`: the same `up` killed: seconds until its plugin processes have exited, and its YAML host.
 * - `SIGKILL, in flight`: five creates in flight (their answers held 4 s at a proxy), `pulumi` killed: seconds
 *   until its plugin processes have exited, and how many creates its journal holds with their ids.
 * The four run at once, each against its own server and stack. A process still running at the cap is killed
 * (it is this run's own: found by its parent) and shown as "> cap".
 *
 *   node dist/bench/stop-times.js [--plugin-dir <folder>] [--cap <seconds>]
 */
const argv = process.argv.slice(2);
const option = (name: string) => {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : undefined;
};
const pluginDir = option("--plugin-dir") ?? requirePlugin();
const CAP_MS = Number(option("--cap") ?? 330) * 1000;

const ONE = { resources: { a: { type: "tunnels:index:IpPolicy", properties: { description: "office" } } } };
const FIVE = {
  resources: Object.fromEntries(
    ["a", "b", "c", "d", "e"].map((n) => [
      n,
      { type: "tunnels:index:IpPolicy", properties: { description: `office ${n}` } },
    ]),
  ),
};

async function stack(program: Record<string, unknown>, failing: boolean) {
  const service = await lossyService();
  const { proxy, server } = service;
  if (failing) await service.faults({ fail_rate: 1 });
  const project = await YamlProject.create({
    program,
    pluginDir,
    config: { "tunnels:apiUrl": proxy.url },
    secretConfig: { "tunnels:apiKey": server.rootToken },
  });
  const { file, argv: args } = project.command(["up", "--yes", "--skip-preview"]);
  const up = track(
    spawn(file, args, { cwd: project.dir, env: project.env(), stdio: ["ignore", "pipe", "pipe"] }),
  );
  let output = "";
  up.stdout?.on("data", (d) => {
    output += d;
  });
  up.stderr?.on("data", (d) => {
    output += d;
  });
  const exited = new Promise<void>((r) => up.once("exit", () => r()));
  return { service, proxy, project, up, exited, output: () => output };
}

/** The plugin processes of a `pulumi` run (the engine's, and the YAML host's own), and its YAML host. */
function processesOfRun(pulumi: number): { plugins: FoundProcess[]; yamlHost: FoundProcess[] } {
  const hosts = childrenOf(pulumi, "pulumi-language-yaml");
  const plugins = [pulumi, ...hosts].flatMap((pid) => childrenOf(pid, "pulumi-resource-tunnels"));
  return { plugins: processesOf(plugins), yamlHost: processesOf(hosts) };
}

const seconds = (ms: number | undefined) =>
  ms === undefined ? `> ${CAP_MS / 1000}` : (ms / 1000).toFixed(1);

async function signalled(signal: "SIGINT" | "SIGTERM"): Promise<string> {
  const run = await stack(ONE, true);
  try {
    await untilCreatesAnswered(run.proxy, 2, 503);
    const { plugins } = processesOfRun(run.up.pid as number);
    const began = performance.now();
    run.up.kill(signal);
    const ms = await Promise.race([
      run.exited.then(() => performance.now() - began),
      new Promise<undefined>((r) => setTimeout(() => r(undefined), CAP_MS)),
    ]);
    if (ms === undefined) run.up.kill("SIGKILL");
    endOrphans(plugins);
    const shown = /cancelled/.test(run.output()) ? "yes" : "no";
    return `| ${signal} while a create retries 503s | \`pulumi\` exits | ${seconds(ms)} | cancelled message shown: ${shown} |`;
  } finally {
    await run.service.close();
  }
}

async function killedWhileRetrying(): Promise<string[]> {
  const run = await stack(ONE, true);
  try {
    await untilCreatesAnswered(run.proxy, 2, 503);
    const { plugins, yamlHost } = processesOfRun(run.up.pid as number);
    run.up.kill("SIGKILL");
    const [pluginMs, hostMs] = await Promise.all([untilEnded(plugins, CAP_MS), untilEnded(yamlHost, CAP_MS)]);
    endOrphans([...plugins, ...yamlHost]);
    return [
      `| SIGKILL of \`pulumi\` while a create retries 503s | its ${plugins.length} plugin processes exit | ${seconds(pluginMs)} | |`,
      `| the same | its YAML host exits | ${seconds(hostMs)} | Pulumi's, not this project's |`,
    ];
  } finally {
    await run.service.close();
  }
}

async function killedInFlight(): Promise<string> {
  const run = await stack(FIVE, false);
  run.proxy.holdCreatesMs = 4_000;
  try {
    await untilCreatesAnswered(run.proxy, 5);
    const { plugins } = processesOfRun(run.up.pid as number);
    run.up.kill("SIGKILL");
    const ms = await untilEnded(plugins, CAP_MS);
    endOrphans(plugins);
    const journal = path.join(run.project.env().PULUMI_HOME ?? "", "tunnels", "creates");
    const withId = readdirSync(journal).filter(
      (f) => f.endsWith(".json") && JSON.parse(readFileSync(path.join(journal, f), "utf8")).id,
    ).length;
    return `| SIGKILL of \`pulumi\`, 5 creates in flight (answers held 4 s) | its ${plugins.length} plugin processes exit | ${seconds(ms)} | journal entries with their id: ${withId} of 5 |`;
  } finally {
    await run.service.close();
  }
}

async function main() {
  console.log(
    `plugin: ${pluginDir}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(", ")}`,
  );
  const rows = await Promise.all([
    signalled("SIGINT"),
    signalled("SIGTERM"),
    killedWhileRetrying(),
    killedInFlight(),
  ]);
  console.log("| what | until | seconds | |\n| --- | --- | --- | --- |");
  console.log(rows.flat().join("\n"));
  console.log(
    `load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(", ")}`,
  );
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
