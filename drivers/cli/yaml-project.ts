import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT, TMP_ROOT } from "../engine/pack";
import { cliBesideHost, commandBesideHost, envBesideHost, pulumiBesideHost } from "./cli-beside-host";
import { type CliResult, type CommandOptions, once, printedDir, requireBuiltCli, StackCommands } from "./cli";

/**
 * A `runtime: yaml` project run by the real CLI and the real YAML language host, `pulumi-language-yaml`, as
 * users run it: no `--client`, no wrapper; the CLI starts the host, and the host and the engine each start
 * the provider plugin named in `Pulumi.yaml` (the host to bind its schema, the engine to deploy).
 * `scripts/pulumi-yaml.sh` builds the host (npm test runs it first).
 */
export const yamlHostDir = once(() => printedDir("pulumi-yaml.sh"));

/** The folder holding `pulumi` and `pulumi-language-yaml` side by side, as a Pulumi install lays them out. */
export const cliWithYamlHost = () => cliBesideHost(yamlHostDir(), "pulumi-language-yaml");

/**
 * Where `npm ci && npm run build` leaves the plugin's command: the workspace package `plugin/` links its bin
 * `pulumi-resource-tunnels` into the root `node_modules/.bin`, the folder a program's `plugins:` names.
 */
export const PLUGIN_DIR = path.join(REPO_ROOT, "node_modules", ".bin");

export function requirePlugin(): string {
  if (!existsSync(path.join(PLUGIN_DIR, "pulumi-resource-tunnels")))
    throw new Error(
      `the provider plugin is not in ${PLUGIN_DIR}/pulumi-resource-tunnels: run npm ci and npm run build`,
    );
  return PLUGIN_DIR;
}

/**
 * The `plugins:` section of a project file that runs the plugin under test: requirePlugin's folder, or `dir`
 * (the release's executable, unpacked).
 */
export const localPluginSection = (dir = requirePlugin()) =>
  `plugins:\n  providers:\n    - name: tunnels\n      path: ${dir}\n`;

export function requireBuiltYamlHost(): void {
  requireBuiltCli();
  if (!existsSync(path.join(yamlHostDir(), ".complete")))
    throw new Error(
      `the YAML language host is not built in ${yamlHostDir()}: run scripts/pulumi-yaml.sh (npm test does)`,
    );
}

/** A YAML program: the `Pulumi.yaml` members after `name` and `runtime` (`config`, `resources`, `outputs`…). */
export type YamlProgram = Record<string, unknown> | string;

export interface YamlProjectOptions {
  program: YamlProgram;
  /** The folder holding an executable `pulumi-resource-tunnels`; the program then declares it as its plugin. */
  pluginDir?: string;
  project?: string;
  stack?: string;
  /** Plain and secret stack config, set with `pulumi config set` (and `--secret`). */
  config?: Record<string, string>;
  secretConfig?: Record<string, string>;
  /** The passphrase the stack's secrets are encrypted with (default: one of the tests'). */
  passphrase?: string;
  /** Where the project, its PULUMI_HOME and its state go (default: the repository's `.tmp/`). */
  parentDir?: string;
  /** Variables every command gets over the CLI's environment (`PATH` included); undefined removes one. */
  env?: NodeJS.ProcessEnv;
}

export class YamlProject extends StackCommands {
  private constructor(
    readonly dir: string,
    readonly stack: string,
    private readonly project: string,
    private readonly home: string,
    readonly backendDir: string,
    private readonly pluginDir: string | undefined,
    private readonly binDir: string,
    readonly passphrase: string,
    private readonly extraEnv: NodeJS.ProcessEnv,
  ) {
    super();
  }

  static async create(options: YamlProjectOptions): Promise<YamlProject> {
    requireBuiltYamlHost();
    const parent = options.parentDir ?? TMP_ROOT;
    mkdirSync(parent, { recursive: true });
    const root = mkdtempSync(path.join(parent, "yaml-"));
    const [dir, home, backendDir] = ["program", "home", "state"].map((d) => path.join(root, d));
    for (const d of [dir, home, backendDir]) mkdirSync(d);
    const project = new YamlProject(
      dir,
      options.stack ?? "dev",
      options.project ?? "yaml-test",
      home,
      backendDir,
      options.pluginDir,
      cliWithYamlHost(),
      options.passphrase ?? "yaml test passphrase",
      options.env ?? {},
    );
    project.writeProgram(options.program);
    await project.initStack(options);
    return project;
  }

  /**
   * Writes `Pulumi.yaml` (the next command runs the new program): YAML text as it is, an object as JSON (which
   * is YAML), and the `plugins:` section naming the plugin's folder as a JSON line after either.
   */
  writeProgram(program: YamlProgram): void {
    const plugins = this.pluginDir ? { providers: [{ name: "tunnels", path: this.pluginDir }] } : undefined;
    const text =
      typeof program === "string"
        ? [
            `name: ${this.project}`,
            "runtime: yaml",
            program.trimEnd(),
            plugins ? `plugins: ${JSON.stringify(plugins)}` : "",
          ]
        : [
            JSON.stringify(
              { name: this.project, runtime: "yaml", ...program, ...(plugins ? { plugins } : {}) },
              null,
              2,
            ),
          ];
    writeFileSync(path.join(this.dir, "Pulumi.yaml"), `${text.join("\n")}\n`);
  }

  /** The environment of every command: the CLI's (cli.ts), with the CLI and the YAML host side by side first on PATH. */
  env(): NodeJS.ProcessEnv {
    return {
      ...envBesideHost(this.binDir, {
        home: this.home,
        backendDir: this.backendDir,
        passphrase: this.passphrase,
      }),
      ...this.extraEnv,
    };
  }

  /** Runs `pulumi <args>` in the project directory; resolves with its exit code and output, whatever it is. */
  pulumi(args: string[], options: CommandOptions = {}): Promise<CliResult> {
    return pulumiBesideHost(this.binDir, this.dir, this.env(), args, options);
  }

  /** The executable and arguments `pulumi(args)` runs, for a test that starts the command itself (to kill it). */
  command(args: string[]): { file: string; argv: string[] } {
    return commandBesideHost(this.binDir, args);
  }
}

/** The converter of yaml-from-program.js: a Node.js program of this package's classes as Pulumi YAML. */
const CONVERTER = path.join(REPO_ROOT, "drivers", "cli", "yaml-from-program.js");

export interface YamlResource {
  type: string;
  properties: Record<string, unknown>;
}

/** The `resources:` of the Node.js program at `programPath` run with the stack config `config`, in YAML. */
export function yamlResources(
  programPath: string,
  config: Record<string, string>,
): Record<string, YamlResource> {
  const stdout = execFileSync(process.execPath, [CONVERTER, programPath], {
    cwd: REPO_ROOT,
    encoding: "utf8",
    env: { ...process.env, PULUMI_CONFIG: JSON.stringify(config) },
    timeout: 60_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout);
}

/**
 * A folder whose `pulumi-resource-tunnels` runs the real plugin with the same arguments and standard output (the
 * port line), and appends its standard error, the plugin process's log, to a file of its own per process.
 */
export function loggingPluginDir(): { dir: string; logs: () => string[] } {
  mkdirSync(TMP_ROOT, { recursive: true });
  const dir = mkdtempSync(path.join(TMP_ROOT, "plugin-logs-"));
  const logDir = path.join(dir, "logs");
  mkdirSync(logDir);
  const real = path.join(requirePlugin(), "pulumi-resource-tunnels");
  writeFileSync(
    path.join(dir, "pulumi-resource-tunnels"),
    `#!/usr/bin/env bash\nlog='${logDir}'/$$.log\necho "args: $*" >"$log"\nexec '${real}' "$@" 2> >(tee -a "$log" >&2)\n`,
    { mode: 0o755 },
  );
  return { dir, logs: () => readdirSync(logDir).map((f) => readFileSync(path.join(logDir, f), "utf8")) };
}
