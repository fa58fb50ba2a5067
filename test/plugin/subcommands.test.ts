import path from "node:path";
import { describe, expect, it } from "vitest";
import { pluginBin, REPO_ROOT, runProcess } from "../../harness";

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
