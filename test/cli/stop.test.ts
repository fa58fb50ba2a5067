import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { TunnelsClient } from "../../client";
import {
  childrenOf,
  CliProject,
  endOrphans,
  type FoundProcess,
  type LossyProxy,
  lossyService,
  packedPackage,
  processesOf,
  pythonSdkInterpreter,
  type RunningCommand,
  startCommand,
  unpackedExecutable,
  untilCreatesAnswered,
  untilEnded,
  YamlProject,
} from "../../harness";

/**
 * Stopping a deploy (issue 40, items 3 and 4) through the real CLI and the release's plugin executable. One
 * SIGINT or one SIGTERM of `pulumi up` whose create retries against a service answering 503 to everything stops
 * it within seconds (it went on for the whole 300 s of `tunnels:retryTimeoutSeconds` before), saying it was
 * cancelled and what that means, in YAML and in Python. A SIGKILL of `pulumi` with creates in flight leaves no
 * plugin process of that run once they have finished, their ids written down, and the next `up` makes no
 * duplicate. The bounds are generous (30 s against 300 s): they tell the feature from its absence, nothing finer.
 */
let pluginDir = "";
beforeAll(async () => {
  pluginDir = path.dirname(await unpackedExecutable("linux-amd64"));
}, 1_200_000);

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** A service behind a proxy, for one test; `failing(1)` makes it answer 503 to everything. */
async function account() {
  const service = await lossyService();
  const direct = new TunnelsClient({ baseUrl: service.proxy.url, apiKey: service.server.rootToken });
  cleanup.push(
    () => service.close(),
    () => direct.close(),
  );
  return { ...service, direct, failing: (rate: number) => service.faults({ fail_rate: rate }) };
}
type Account = Awaited<ReturnType<typeof account>>;

const settings = (a: Account) => ({
  config: { "tunnels:apiUrl": a.proxy.url },
  secretConfig: { "tunnels:apiKey": a.server.rootToken },
});

const yamlProgram = (names: string[]) => ({
  resources: Object.fromEntries(
    names.map((n) => [n, { type: "tunnels:index:IpPolicy", properties: { description: `office ${n}` } }]),
  ),
});

/** The plugin processes a `pulumi` run started: the engine's, and its YAML host's. */
function pluginsOf(pulumi: number): FoundProcess[] {
  const hosts = childrenOf(pulumi, "pulumi-language-yaml");
  return processesOf([pulumi, ...hosts].flatMap((pid) => childrenOf(pid, "pulumi-resource-tunnels")));
}

/**
 * `run` is an `up` whose second resource's create the service answers 503: once it has been refused twice (it
 * retries), one `signal` stops the run within 30 s, saying it was cancelled, and its plugins exit with it.
 */
async function expectStoppedBy(signal: "SIGINT" | "SIGTERM", run: RunningCommand, proxy: LossyProxy) {
  await untilCreatesAnswered(proxy, 2, 503);
  const plugins = pluginsOf(run.child.pid as number);
  cleanup.push(() => endOrphans(plugins));
  const began = Date.now();
  run.child.kill(signal);
  const code = await Promise.race([run.exited, new Promise((r) => setTimeout(() => r("running"), 120_000))]);
  const seconds = (Date.now() - began) / 1000;
  if (code === "running") run.child.kill("SIGKILL");
  expect({ stoppedWithin30s: seconds < 30, failed: code !== 0 }, run.output()).toEqual({
    stoppedWithin30s: true,
    failed: true,
  });
  const said = run.output().replace(/\s+/g, " ");
  expect(said).toMatch(/cancelled: Pulumi asked the provider to stop \(Ctrl-C or SIGTERM to `pulumi`\)\./);
  expect(said).toMatch(
    /POST \/ip_policies was not retried after its 503 answer .*a 503 means the service did nothing/,
  );
  expect(await untilEnded(plugins, 20_000)).toBeDefined();
}

describe("one signal stops a deploy whose create retries 503s", { timeout: 600_000 }, () => {
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    it(`YAML: one ${signal}`, async () => {
      const a = await account();
      const project = await YamlProject.create({ program: yamlProgram(["a"]), pluginDir, ...settings(a) });
      await project.run(["up", "--yes", "--skip-preview"]);
      project.writeProgram(yamlProgram(["a", "b"]));
      await a.failing(1);
      const { file, argv } = project.command(["up", "--yes", "--skip-preview"]);
      await expectStoppedBy(
        signal,
        startCommand(file, argv, { cwd: project.dir, env: project.env() }),
        a.proxy,
      );
      await a.failing(0);
      const made = [];
      for await (const p of a.direct.ipPolicies.list()) made.push(p.description);
      expect(made).toEqual(["office a"]);
    });

  for (const signal of ["SIGINT", "SIGTERM"] as const)
    it(`Python: one ${signal}`, async () => {
      const a = await account();
      const project = await CliProject.create({
        programSource: "",
        tarballs: [],
        python: { interpreter: pythonSdkInterpreter(), program: "stop_program.py" },
        project: "stop-python",
        ...settings(a),
      });
      const plugins = `plugins:\n  providers:\n    - name: tunnels\n      path: ${pluginDir}\n`;
      writeFileSync(path.join(project.dir, "Pulumi.yaml"), `name: stop-python\nruntime: python\n${plugins}`);
      const program = (names: string[]) =>
        writeFileSync(
          path.join(project.dir, "stop_program.py"),
          `import pulumi_tunnels as tunnels\n\n\ndef program() -> None:\n${names
            .map((n) => `    tunnels.IpPolicy("${n}", description="office ${n}")\n`)
            .join("")}`,
        );
      program(["a"]);
      await project.run(["up", "--yes", "--skip-preview"]);
      program(["a", "b"]);
      await a.failing(1);
      await expectStoppedBy(signal, await project.start(["up", "--yes", "--skip-preview"]), a.proxy);
    });
});

describe("a killed `pulumi` leaves no plugin running", { timeout: 600_000 }, () => {
  it("YAML: its plugins exit once their creates in flight finished, their ids written down; `up` makes no duplicate", async () => {
    const a = await account();
    const names = ["a", "b", "c", "d", "e"];
    const project = await YamlProject.create({ program: yamlProgram(names), pluginDir, ...settings(a) });
    a.proxy.holdCreatesMs = 4_000;
    const { file, argv } = project.command(["up", "--yes", "--skip-preview"]);
    const up = startCommand(file, argv, { cwd: project.dir, env: project.env() });
    await untilCreatesAnswered(a.proxy, 5);
    const plugins = pluginsOf(up.child.pid as number);
    cleanup.push(() => endOrphans(plugins));
    expect(plugins.length).toBeGreaterThan(0);
    up.child.kill("SIGKILL");
    // Each plugin exits once its answers (held 4 s) have come, not minutes later.
    expect(await untilEnded(plugins, 30_000)).toBeDefined();
    a.proxy.holdCreatesMs = 0;
    const journal = path.join(project.env().PULUMI_HOME ?? "", "tunnels", "creates");
    const ids = readdirSync(journal)
      .filter((f) => f.endsWith(".json"))
      .map((f) => JSON.parse(readFileSync(path.join(journal, f), "utf8")).id);
    const made = [];
    for await (const p of a.direct.ipPolicies.list()) made.push(p.id);
    expect(ids.sort()).toEqual(made.sort());
    expect(made).toHaveLength(5);

    await project.run(["cancel", "--yes"]);
    await project.run(["up", "--yes", "--skip-preview"]);
    const after = [];
    for await (const p of a.direct.ipPolicies.list()) after.push(p.id);
    expect(after.sort()).toEqual(made.sort());
    const state = JSON.parse((await project.run(["stack", "export"])).stdout);
    const held = state.deployment.resources.filter(
      (r: { type: string }) => r.type === "tunnels:index:IpPolicy",
    );
    expect(held.map((r: { id: string }) => r.id).sort()).toEqual(made.sort());
  });
});

/** A TypeScript program of the classes declaring these IP policies. */
const tsProgram = (names: string[]) =>
  `const t = require("pulumi-tunnels");\n${names
    .map((n) => `new t.IpPolicy(${JSON.stringify(n)}, { description: "office ${n}" });`)
    .join("\n")}\n`;

describe("the TypeScript classes (Pulumi's dynamic provider host)", { timeout: 600_000 }, () => {
  it("a killed `pulumi` leaves no provider host running once its creates in flight finished", async () => {
    const a = await account();
    const project = await CliProject.create({
      programSource: tsProgram(["a", "b", "c"]),
      tarballs: [await packedPackage()],
      ...settings(a),
    });
    a.proxy.holdCreatesMs = 4_000;
    const up = await project.start(["up", "--yes", "--skip-preview"]);
    await untilCreatesAnswered(a.proxy, 3);
    const launchers = childrenOf(up.child.pid as number, "pulumi-resource-pulumi-nodejs");
    const hosts = processesOf(launchers.flatMap((pid) => [pid, ...childrenOf(pid, "node")]));
    cleanup.push(() => endOrphans(hosts));
    expect(hosts.length).toBeGreaterThan(0);
    up.child.kill("SIGKILL");
    expect(await untilEnded(hosts, 30_000)).toBeDefined();
    const made = [];
    for await (const p of a.direct.ipPolicies.list()) made.push(p.id);
    expect(made).toHaveLength(3);
  });

  it("the first SIGINT does not reach a create retrying 503s (the host answers Cancel itself); the second stops it", async () => {
    const a = await account();
    const project = await CliProject.create({
      programSource: tsProgram(["a"]),
      tarballs: [await packedPackage()],
      ...settings(a),
    });
    await a.failing(1);
    const up = await project.start(["up", "--yes", "--skip-preview"]);
    await untilCreatesAnswered(a.proxy, 2, 503);
    up.child.kill("SIGINT");
    const first = await Promise.race([up.exited, new Promise((r) => setTimeout(() => r("running"), 10_000))]);
    expect(first).toBe("running");
    const began = Date.now();
    up.child.kill("SIGINT");
    await Promise.race([up.exited, new Promise((r) => setTimeout(r, 60_000))]);
    expect((Date.now() - began) / 1000).toBeLessThan(30);
  });
});
