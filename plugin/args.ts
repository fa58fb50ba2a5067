/**
 * The command line the Pulumi CLI starts a resource plugin with:
 * `[--logtostderr] [-v=N] [--tracing <endpoint>] <engine-address>`. The address is absent when a test
 * starts the plugin itself and the engine attaches to it (`PULUMI_DEBUG_PROVIDERS`, then `Attach`).
 */
export interface PluginArgs {
  engineAddress: string | undefined;
  /** Whether diagnostics go to stderr (the CLI passes it with `--logflow` or `-v`). */
  logToStderr: boolean;
  /** Verbosity: 0 logs nothing to stderr; 1 and up log failures; 9 also each call's method and URN. */
  verbosity: number;
  tracing: string | undefined;
}

export function parseArgs(argv: readonly string[]): PluginArgs {
  const args: PluginArgs = { engineAddress: undefined, logToStderr: false, verbosity: 0, tracing: undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const verbose = /^--?v=(\d+)$/.exec(arg);
    if (arg === "--logtostderr" || arg === "-logtostderr") args.logToStderr = true;
    else if (verbose) args.verbosity = Number(verbose[1]);
    else if (arg === "--tracing" || arg === "-tracing") args.tracing = argv[++i];
    else if (/^--?tracing=/.test(arg)) args.tracing = arg.slice(arg.indexOf("=") + 1);
    else if (arg.startsWith("-"))
      throw new Error(
        `pulumi-resource-tunnels: unknown option ${arg}; usage: pulumi-resource-tunnels [--logtostderr] [-v=N] [--tracing <endpoint>] <engine-address>`,
      );
    else if (args.engineAddress === undefined) args.engineAddress = arg;
    else
      throw new Error(
        `pulumi-resource-tunnels: one engine address expected, got ${args.engineAddress} and ${arg}`,
      );
  }
  return args;
}
