import path from "node:path";
import { describe, expect, it } from "vitest";
import { PACKAGE_VERSION, pluginBin, REPO_ROOT, runProcess } from "../../harness";

/**
 * The plugin executable's commands for people beside the engine's invocation (plugin/subcommands.ts): the
 * engine's `[--logtostderr] [-v=N] [--tracing X] <engine-address>` is served as before (every other test in this
 * folder starts it so), and a command's name first runs the command.
 */
const run = (args: string[], env: NodeJS.ProcessEnv = process.env) =>
  runProcess(pluginBin(), args, { cwd: REPO_ROOT, env, timeoutMs: 60_000 });

describe("pulumi-resource-tunnels <command>", () => {
  it("help lists the commands, and each command has its own --help", async () => {
    const help = await run(["help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^ {2}recover +find the objects behind creates/m);
    // The executable is in the CLI's plugin folder, on nobody's PATH: help names the form the docs print.
    expect(help.stdout).toContain(
      `pulumi plugin run --kind resource tunnels@${PACKAGE_VERSION} -- <command> [options] (docs/plugin.md)`,
    );
    const recover = await run(["recover", "--help"]);
    expect(recover.code).toBe(0);
    expect(recover.stdout).toContain("usage: pulumi-resource-tunnels recover");
  });

  it("a bad option is a usage error (exit 2) naming it", async () => {
    const bogus = await run(["recover", "--bogus"]);
    expect(bogus.code).toBe(2);
    expect(bogus.stderr).toContain('unknown argument "--bogus"');
    const since = await run(["recover", "--since", "yesterday"]);
    expect(since.code).toBe(2);
    expect(since.stderr).toContain("--since takes a time");
  });

  it("without pulumi on PATH: says so (exit 1)", async () => {
    // Node's own folder only: the plugin's launcher finds `node`, and nothing there is `pulumi`.
    const result = await run(["recover", "--since", "1h"], {
      ...process.env,
      PATH: path.dirname(process.execPath),
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/could not run pulumi \(is it on PATH\?\)/);
  });
});

describe("pulumi-resource-tunnels drift-report", () => {
  // One step of `pulumi preview --refresh --json`: an IP policy whose description was changed out of band.
  const drifted = JSON.stringify({
    steps: [
      {
        op: "update",
        urn: "urn:pulumi:dev::edge::tunnels:index:IpPolicy::office",
        oldState: { type: "tunnels:index:IpPolicy", inputs: { description: "changed by hand" } },
        newState: { type: "tunnels:index:IpPolicy", inputs: { description: "Office networks" } },
      },
    ],
  });

  it("is listed by help, and its usage names the plugin's command", async () => {
    expect((await run(["help"])).stdout).toMatch(
      /^ {2}drift-report +turn `pulumi preview --refresh --json`/m,
    );
    const usage = await run(["drift-report", "--help"]);
    expect(usage.code).toBe(0);
    expect(usage.stdout).toContain(
      "pulumi-resource-tunnels drift-report [--json] [--policy] [--policy-config <file>] <preview.json>",
    );
  });

  it("reports drift from standard input with exit 7, as tunnels-drift-report does; exit 1 on input it cannot use", async () => {
    const report = await runProcess(pluginBin(), ["drift-report"], {
      cwd: REPO_ROOT,
      env: process.env,
      input: drifted,
    });
    expect(report.code, report.stderr).toBe(7);
    expect(report.stdout).toContain(
      '- `IpPolicy` **office**: changed out of band: `description` `"changed by hand"` → `"Office networks"`',
    );
    expect(report.stderr).toBe("");
    const json = await runProcess(pluginBin(), ["drift-report", "--json", "-"], {
      cwd: REPO_ROOT,
      env: process.env,
      input: drifted,
    });
    expect(JSON.parse(json.stdout)).toMatchObject({ drift: true, resources: 1 });

    const missing = await run(["drift-report", "no-such-preview.json"]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^pulumi-resource-tunnels drift-report: ENOENT/);
    const two = await run(["drift-report", "a.json", "b.json"]);
    expect(two.code).toBe(1);
    expect(two.stderr).toContain("give one file at most");
  });
});
