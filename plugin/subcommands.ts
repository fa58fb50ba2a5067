import { packageVersion } from "./plugin-files";

/**
 * The plugin executable's commands for people, beside the engine's invocation of it: `pulumi-resource-tunnels
 * <command> [options]`, for teams whose machines have no Node.js (the executable carries its own). Each
 * command is a file of its own; this table is the only place that lists them. The engine starts the plugin
 * with options and an address (`127.0.0.1:41234`), never with one of these words first.
 */
export interface Subcommand {
  /** One line for `pulumi-resource-tunnels help`. */
  summary: string;
  /** Runs the command with the arguments after its name; resolves with the exit code. */
  run(args: readonly string[]): Promise<number>;
}

const COMMANDS = new Map<string, () => Subcommand>([
  ["recover", () => require("./recover-command").recoverCommand as Subcommand],
  ["adopt", () => require("./adopt-command").adoptCommand as Subcommand],
  ["drift-report", () => require("./drift-report-command").driftReportCommand as Subcommand],
]);

/** The command `argv` names first, if any (never a name a prototype lends: the table is a Map). */
export function subcommandOf(argv: readonly string[]): (() => Promise<number>) | undefined {
  const [name, ...rest] = argv;
  if (name === "help" || name === "--help" || name === "-h") return async () => help();
  const load = name === undefined ? undefined : COMMANDS.get(name);
  return load && (() => load().run(rest));
}

function help(): number {
  const lines = [
    "usage: pulumi-resource-tunnels <command> [options]",
    "       (the Pulumi CLI starts it as pulumi-resource-tunnels [--logtostderr] [-v=N] [--tracing <endpoint>] <engine-address>)",
    "",
    "commands:",
    ...[...COMMANDS].map(([name, load]) => `  ${name.padEnd(14)} ${load().summary}`),
    "",
    "Run pulumi-resource-tunnels <command> --help for a command's options. The executable is in the CLI's plugin",
    "folder, not on PATH: run a command through the CLI, which finds it there,",
    `  pulumi plugin run --kind resource tunnels@${packageVersion()} -- <command> [options] (docs/plugin.md)`,
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
  return 0;
}
