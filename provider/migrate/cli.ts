#!/usr/bin/env node
import { readFileSync } from "node:fs";
import { importFile, migratedState, type StackExport } from "./plan";

/**
 * tunnels-migrate: the state steps of moving a stack from the TypeScript classes to the Node.js SDK
 * (README, "Moving a stack to the SDK"). Each reads `pulumi stack export` on standard input and writes JSON on
 * standard output; neither calls the service.
 *   pulumi stack export | tunnels-migrate imports > import.json    the file for `pulumi import --file`
 *   pulumi stack export | tunnels-migrate state | pulumi stack import   after that import: secrets carried over,
 *                                                                   the classes' resources dropped
 */
const USAGE = `usage: pulumi stack export | tunnels-migrate imports > import.json
       pulumi stack export | tunnels-migrate state | pulumi stack import`;

export function main(argv: string[], input: () => string): { code: number; out: string; err: string } {
  const step = { imports: importFile, state: migratedState }[argv[0] ?? ""];
  if (argv.length !== 1 || !step) return { code: 2, out: "", err: `${USAGE}\n` };
  try {
    const state = JSON.parse(input()) as StackExport;
    return { code: 0, out: `${JSON.stringify(step(state), null, 2)}\n`, err: "" };
  } catch (err) {
    return { code: 1, out: "", err: `tunnels-migrate ${argv[0]}: ${(err as Error).message}\n` };
  }
}

if (require.main === module) {
  const { code, out, err } = main(process.argv.slice(2), () => readFileSync(0, "utf8"));
  process.stdout.write(out);
  process.stderr.write(err);
  process.exitCode = code;
}
