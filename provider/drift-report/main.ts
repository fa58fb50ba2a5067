import { parseArgs } from "node:util";
import { configOf, type PolicyReport, policyReport } from "./policy";
import { toJson, toMarkdown } from "./render";
import { withPolicy } from "./render-policy";
import { parsePreview, UnusableInputError } from "./report";

/**
 * The drift report's command, without its process: `tunnels-drift-report` (cli.ts, the npm package's bin) and the
 * plugin executable's `drift-report` (plugin/drift-report-command.ts) both run it, each naming itself as
 * `command` in its messages. It reads the JSON of `pulumi preview --refresh --json` (a file, or standard input)
 * and writes a short drift report: Markdown, or with --json a compact JSON line. Exit 0: no drift; 7: drift
 * (as `pulumi preview --expect-no-changes`); 1: input it cannot use, or bad arguments. With --policy (or
 * --policy-config <file>, the stack's `--policy-pack-config` file) the report also judges the service's current
 * objects by the tunnels policy pack's rules (policy.ts); the exit code still says drift only.
 */
const usage = (
  command: string,
) => `usage: pulumi preview --refresh --json | ${command} [--json] [--policy] [--policy-config <file>]
       ${command} [--json] [--policy] [--policy-config <file>] <preview.json>`;

export const EXIT = { clean: 0, drift: 7, unusable: 1 } as const;

export function main(
  argv: string[],
  readInput: (file?: string) => string,
  command = "tunnels-drift-report",
): { code: number; out: string; err: string } {
  let args: ReturnType<typeof parse>;
  try {
    args = parse(argv);
  } catch (err) {
    return {
      code: EXIT.unusable,
      out: "",
      err: `${command}: ${(err as Error).message}\n${usage(command)}\n`,
    };
  }
  if (args.values.help) return { code: EXIT.clean, out: `${usage(command)}\n`, err: "" };
  if (args.positionals.length > 1)
    return { code: EXIT.unusable, out: "", err: `${command}: give one file at most\n${usage(command)}\n` };
  const file = args.positionals[0];
  try {
    const text = readInput(file === "-" ? undefined : file);
    const report = parsePreview(text);
    const configFile = args.values["policy-config"];
    let policy: PolicyReport | undefined;
    if (args.values.policy || configFile !== undefined)
      policy = policyReport(
        text,
        configOf(configFile === undefined ? undefined : readInput(configFile), configFile ?? ""),
      );
    const out = args.values.json
      ? toJson(report, policy)
      : policy
        ? withPolicy(report, policy)
        : toMarkdown(report);
    return { code: report.drifted.length ? EXIT.drift : EXIT.clean, out, err: "" };
  } catch (err) {
    if (!(err instanceof UnusableInputError) && (err as NodeJS.ErrnoException).code === undefined) throw err;
    return { code: EXIT.unusable, out: "", err: `${command}: ${(err as Error).message}\n` };
  }
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      json: { type: "boolean" },
      policy: { type: "boolean" },
      "policy-config": { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
}
