#!/usr/bin/env node
import { readFileSync } from "node:fs";
import { main } from "./main";

/**
 * tunnels-drift-report, the npm package's bin: main.ts on this process's arguments, standard output and exit code.
 * Only the bin runs it at load; the plugin executable bundles main.ts, never this file.
 */
export { EXIT, main } from "./main";

/** A file, or standard input (file descriptor 0) when none is given. */
const readInput = (file?: string) => readFileSync(file ?? 0, "utf8");

if (require.main === module) {
  const { code, out, err } = main(process.argv.slice(2), readInput);
  process.stdout.write(out);
  process.stderr.write(err);
  process.exitCode = code;
}
