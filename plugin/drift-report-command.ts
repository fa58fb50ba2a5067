/**
 * `pulumi-resource-tunnels drift-report [--json] [<preview.json>]`: the drift report of the npm package's
 * `tunnels-drift-report` (provider/drift-report), shipped inside the plugin executable so a team whose programs are
 * YAML, Python or Go, with no Node.js, runs the same scheduled drift check (examples/gitops-yaml). Same input
 * (`pulumi preview --refresh --json`, a file or standard input), same output, same exit codes: 0 no drift, 7 drift,
 * 1 input it cannot use.
 */
import { readFileSync } from "node:fs";
import type { Subcommand } from "./subcommands";

export const driftReportCommand: Subcommand = {
  summary: "turn `pulumi preview --refresh --json` into a drift report (exit 0 clean, 7 drift)",
  async run(args) {
    const commands = require("pulumi-tunnels/commands") as typeof import("pulumi-tunnels/commands");
    const { code, out, err } = commands.driftReport(
      [...args],
      (file) => readFileSync(file ?? 0, "utf8"),
      "pulumi-resource-tunnels drift-report",
    );
    process.stdout.write(out);
    process.stderr.write(err);
    return code;
  },
};
