import { readFileSync } from "node:fs";
import { TunnelsClient } from "../../client";
import type { ServerOptions } from "../../server/index";
import { type Call, type CountedServer, countedServer } from "../server/counting-proxy";
import {
  type CliResult,
  CliProject,
  type StackCommands,
  requirePlugin,
  YamlProject,
  yamlResources,
  packedPackage,
} from "../../drivers";

/**
 * The stack of issue 21 (`programs/refresh-stack.js`) deployed through the real CLI against the local
 * server behind the counting proxy, for counting what a refresh costs: `measure(args)` runs one CLI
 * command and answers the service calls it made and its time. One `up` serves every later command.
 * The stack runs either as the Node.js program through the dynamic provider, or (`runtime: "yaml"`) as the
 * same program written in YAML by yaml-from-program.js, through the YAML language host and the native plugin.
 */
export interface RefreshStack {
  counted: CountedServer;
  /** A client for out-of-band objects and changes; its calls go around the proxy, so they are not counted. */
  direct: TunnelsClient;
  project: StackCommands;
  /** Resources the program declares (the stack itself left out). */
  resources: number;
  /** The `pulumi up` that deployed it (`--skip-preview`): its calls and time. */
  up: CountedRun;
  measure(args: string[], env?: NodeJS.ProcessEnv): Promise<CountedRun>;
  /** Sets the server's rate limit (0: none); the limit's window starts empty. */
  rateLimit(perMinute: number): Promise<void>;
  close(): Promise<void>;
}

export interface CountedRun extends CliResult {
  calls: Call[];
  ms: number;
}

export interface RefreshStackOptions {
  /** The program's file: test/cli/programs/refresh-stack.js, or one with the same `scenario:*` config. */
  program: string;
  /** Reserved addresses (150: the 182 resources). */
  addresses: number;
  /** The IP policy, edge, routes and header modules after the addresses (default true). */
  edge?: boolean;
  /** Objects made out of band after the stack's (in the same collection), which the stack does not own. */
  othersAfter?: number;
  serverOptions?: ServerOptions;
  /** Extra stack config (plain). */
  config?: Record<string, string>;
  /** `nodejs` (default): the program through the dynamic provider; `yaml`: through the native plugin. */
  runtime?: RefreshRuntime;
}

export type RefreshRuntime = "nodejs" | "yaml";

/** The project of the stack: `scenario:*` config shapes the Node.js program, and is baked into the YAML one. */
async function stackProject(
  program: string,
  runtime: RefreshRuntime,
  scenario: Record<string, string>,
  config: Record<string, string>,
  secretConfig: Record<string, string>,
): Promise<StackCommands> {
  const project = "refresh-calls";
  if (runtime === "yaml")
    return YamlProject.create({
      program: { resources: yamlResources(program, scenario) },
      pluginDir: requirePlugin(),
      project,
      config,
      secretConfig,
    });
  return CliProject.create({
    programSource: readFileSync(program, "utf8"),
    tarballs: [await packedPackage()],
    project,
    config: { ...scenario, ...config },
    secretConfig,
  });
}

export async function refreshStack(options: RefreshStackOptions): Promise<RefreshStack> {
  const counted = await countedServer(options.serverOptions);
  const direct = new TunnelsClient({ baseUrl: counted.server.url, apiKey: counted.server.rootToken });
  const edge = options.edge ?? true;
  const project = await stackProject(
    options.program,
    options.runtime ?? "nodejs",
    { "scenario:addresses": String(options.addresses), "scenario:edge": String(edge) },
    { "tunnels:apiUrl": counted.url, ...options.config },
    { "tunnels:apiKey": counted.server.rootToken },
  );
  const run = async (args: string[], env?: NodeJS.ProcessEnv): Promise<CountedRun> => {
    const before = counted.calls.length;
    const started = performance.now();
    const result = await project.pulumi(args, { timeoutMs: 1_800_000, env });
    const ms = performance.now() - started;
    return { ...result, calls: counted.calls.slice(before), ms };
  };
  const up = await run(["up", "--yes", "--skip-preview", "--parallel", "32"]);
  if (up.code !== 0) throw new Error(`pulumi up exited ${up.code}:\n${up.stdout.slice(-3000)}\n${up.stderr}`);
  for (let i = 0; i < (options.othersAfter ?? 0); i++)
    await direct.reservedAddrs.create({ description: `not the stack's ${i}` });
  const rateLimit = async (perMinute: number) => {
    const answer = await fetch(`${counted.server.url}/_local/faults`, {
      method: "PUT",
      headers: { authorization: `Bearer ${counted.server.rootToken}`, "content-type": "application/json" },
      body: JSON.stringify({ rate_limit: perMinute }),
    });
    if (!answer.ok) throw new Error(`setting the rate limit: ${answer.status}`);
  };
  return {
    counted,
    direct,
    project,
    resources: options.addresses + (edge ? 32 : 0),
    up,
    measure: run,
    rateLimit,
    async close() {
      await direct.close();
      await counted.close();
    },
  };
}

/** The CLI's `--parallel` flag for a figure: none for the default. */
export const parallelArgs = (parallel: number | "default") =>
  parallel === "default" ? [] : ["--parallel", String(parallel)];

/** `pulumi refresh` alone (no preview first, which would read everything once more). */
export const REFRESH = ["refresh", "--yes", "--skip-preview"];
export const PREVIEW_REFRESH = ["preview", "--refresh"];
