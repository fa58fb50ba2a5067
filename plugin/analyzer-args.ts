/**
 * The command line the Pulumi CLI starts a policy pack's analyzer with (`runtime: tunnels` in PulumiPolicy.yaml):
 * `[--logtostderr] [-v=N] [--tracing <endpoint>] <engine-address> . [-<key>=<value>…]`, the `.` being the pack's
 * folder (its working directory) and each `-key=value` a `runtime.options` entry of PulumiPolicy.yaml.
 */
import { parseArgs as parseLogOptions } from "./args";

export const ANALYZER_NAME = "pulumi-analyzer-policy-tunnels";

/** The runtime options the pack takes: none yet; its rules are configured by `--policy-pack-config`. */
const KNOWN_OPTIONS: readonly string[] = [];

export interface AnalyzerArgs {
  engineAddress: string;
  packFolder: string;
  options: Record<string, string>;
}

export function parseAnalyzerArgs(argv: readonly string[]): AnalyzerArgs {
  const usage = `usage: ${ANALYZER_NAME} [--logtostderr] [-v=N] [--tracing <endpoint>] <engine-address> <pack folder> [-<option>=<value>…]`;
  // The options after the pack folder are the runtime's: `-key=value`, never the log flags.
  const positional = argv.findIndex(
    (a, i) => !a.startsWith("-") && argv[i - 1] !== "--tracing" && argv[i - 1] !== "-tracing",
  );
  const [engineAddress, packFolder] = positional < 0 ? [] : argv.slice(positional, positional + 2);
  if (!engineAddress || !packFolder || packFolder.startsWith("-"))
    throw new Error(`${ANALYZER_NAME}: an engine address and the pack's folder are required; ${usage}`);
  parseLogOptions(argv.slice(0, positional + 1));
  const options: Record<string, string> = {};
  for (const arg of argv.slice(positional + 2)) {
    const option = /^-{1,2}([A-Za-z][\w.-]*)=(.*)$/s.exec(arg);
    if (!option) throw new Error(`${ANALYZER_NAME}: ${arg.slice(0, 60)} is not -<option>=<value>; ${usage}`);
    const [, key, value] = option;
    if (!KNOWN_OPTIONS.includes(key))
      throw new Error(
        `${ANALYZER_NAME}: unknown runtime option ${key} (PulumiPolicy.yaml runtime.options): the pack takes none; ` +
          "set its rules in the file of pulumi preview --policy-pack-config",
      );
    options[key] = value;
  }
  return { engineAddress, packFolder, options };
}

/** Whether the executable was started under the analyzer's name (the release ships it under both names). */
export function startedAsAnalyzer(executable: string, script: string | undefined): boolean {
  const base = (p: string | undefined) =>
    (p ?? "")
      .split(/[\\/]/)
      .pop()
      ?.replace(/\.(exe|js)$/i, "") ?? "";
  return base(executable) === ANALYZER_NAME || base(script) === ANALYZER_NAME;
}
