#!/usr/bin/env node
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { toJson, toMarkdown } from "./render";
import { parsePreview, UnusableInputError } from "./report";

/**
 * tunnels-drift-report: reads the JSON of `pulumi preview --refresh --json` (a file, or standard input) and
 * writes a short drift report: Markdown, or with --json a compact JSON line. Exit 0: no drift; 7: drift
 * (as `pulumi preview --expect-no-changes`); 1: input it cannot use, or bad arguments.
 */
const USAGE = `usage: pulumi preview --refresh --json | tunnels-drift-report [--json]
       tunnels-drift-report [--json] <preview.json>`;

export const EXIT = { clean: 0, drift: 7, unusable: 1 } as const;

export function main(
  argv: string[],
  readInput: (file?: string) => string,
): { code: number; out: string; err: string } {
  let args: ReturnType<typeof parse>;
  try {
    args = parse(argv);
  } catch (err) {
    return {
      code: EXIT.unusable,
      out: "",
      err: `tunnels-drift-report: ${(err as Error).message}\n${USAGE}\n`,
    };
  }
  if (args.values.help) return { code: EXIT.clean, out: `${USAGE}\n`, err: "" };
  if (args.positionals.length > 1)
    return { code: EXIT.unusable, out: "", err: `tunnels-drift-report: give one file at most\n${USAGE}\n` };
  const file = args.positionals[0];
  try {
    const report = parsePreview(readInput(file === "-" ? undefined : file));
    const out = args.values.json ? toJson(report) : toMarkdown(report);
    return { code: report.drifted.length ? EXIT.drift : EXIT.clean, out, err: "" };
  } catch (err) {
    if (!(err instanceof UnusableInputError) && (err as NodeJS.ErrnoException).code === undefined) throw err;
    return { code: EXIT.unusable, out: "", err: `tunnels-drift-report: ${(err as Error).message}\n` };
  }
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: { json: { type: "boolean" }, help: { type: "boolean", short: "h" } },
  });
}

/** A file, or standard input (file descriptor 0) when none is given. */
const readInput = (file?: string) => readFileSync(file ?? 0, "utf8");

if (require.main === module) {
  const { code, out, err } = main(process.argv.slice(2), readInput);
  process.stdout.write(out);
  process.stderr.write(err);
  process.exitCode = code;
}
