import { execFileSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { REPO_ROOT, TMP_ROOT } from "../engine/pack";
import {
  type CliResult,
  type CommandOptions,
  cliEnv,
  PULUMI_DIR,
  requireBuiltCli,
  runProcess,
  StackCommands,
} from "./cli";

/**
 * A `runtime: yaml` project run by the real CLI and the real YAML language host, `pulumi-language-yaml`, as
 * users run it: no `--client`, no wrapper; the CLI starts the host, and the host and the engine each start
 * the provider plugin named in `Pulumi.yaml` (the host to bind its schema, the engine to deploy).
 * `scripts/pulumi-yaml.sh` builds the host (npm test runs it first).
 */
export const YAML_HOST_DIR = execFileSync(
  "bash",
  [path.join(REPO_ROOT, "scripts", "pulumi-yaml.sh"), "--print-dir"],
  { encoding: "utf8" },
).trim();

/** Commands that run the program: they get `--non-interactive`, as in a CI job. */
const PROGRAM_COMMANDS = new Set(["preview", "up", "refresh", "destroy"]);

/**
 * The folder the commands run `pulumi` from: the CLI and the YAML host side by side, as a Pulumi install
 * lays them out. The CLI looks for a bundled language host beside its own executable (it resolves
 * /proc/self/exe, so a symbolic link would point back to the CLI's folder) and then on PATH; one found only
 * on PATH works but draws the warning "using pulumi-language-yaml from $PATH" on every command, which a user's
 * install never shows. So both files are hard links (copies across file systems) in a folder keyed by both
 * versions, made once and renamed into place (and made again when either build changes).
 */
function installDir(): string {
  const dir = path.join(
    path.dirname(PULUMI_DIR),
    `${path.basename(PULUMI_DIR)}+${path.basename(YAML_HOST_DIR)}`,
  );
  const sources: Array<[string, string]> = [
    [PULUMI_DIR, "pulumi"],
    [YAML_HOST_DIR, "pulumi-language-yaml"],
  ];
  // The marker records which builds the folder holds, so a rebuilt CLI or host replaces a stale pair.
  const builds = JSON.stringify(
    sources.map(([from, file]) => {
      const { size, mtimeMs } = statSync(path.join(from, file));
      return [file, size, mtimeMs];
    }),
  );
  const marker = path.join(dir, ".complete");
  const current = () => existsSync(marker) && readFileSync(marker, "utf8") === builds;
  if (current()) return dir;
  const staging = mkdtempSync(path.join(path.dirname(dir), ".linking."));
  for (const [from, file] of sources) {
    try {
      linkSync(path.join(from, file), path.join(staging, file));
    } catch {
      copyFileSync(path.join(from, file), path.join(staging, file));
    }
  }
  writeFileSync(path.join(staging, ".complete"), builds);
  // A stale pair goes first, unless another test file has just put the current one in place.
  if (!current()) rmSync(dir, { recursive: true, force: true });
  try {
    renameSync(staging, dir);
  } catch (e) {
    // Another test file made it first: theirs is as good as ours.
    rmSync(staging, { recursive: true, force: true });
    if (!current()) throw e;
  }
  return dir;
}

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

export function requireBuiltYamlHost(): void {
  requireBuiltCli();
  if (!existsSync(path.join(YAML_HOST_DIR, ".complete")))
    throw new Error(
      `the YAML language host is not built in ${YAML_HOST_DIR}: run scripts/pulumi-yaml.sh (npm test does)`,
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
  ) {
    super();
  }

  static async create(options: YamlProjectOptions): Promise<YamlProject> {
    requireBuiltYamlHost();
    mkdirSync(TMP_ROOT, { recursive: true });
    const root = mkdtempSync(path.join(TMP_ROOT, "yaml-"));
    const [dir, home, backendDir] = ["program", "home", "state"].map((d) => path.join(root, d));
    for (const d of [dir, home, backendDir]) mkdirSync(d);
    const project = new YamlProject(
      dir,
      options.stack ?? "dev",
      options.project ?? "yaml-test",
      home,
      backendDir,
      options.pluginDir,
      installDir(),
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
    const env = cliEnv({ home: this.home, backendDir: this.backendDir, passphrase: "yaml test passphrase" });
    return { ...env, PATH: `${this.binDir}${path.delimiter}${env.PATH}` };
  }

  /** Runs `pulumi <args>` in the project directory; resolves with its exit code and output, whatever it is. */
  pulumi(args: string[], options: CommandOptions = {}): Promise<CliResult> {
    const { file, argv } = this.command(args);
    return runProcess(file, argv, { cwd: this.dir, ...options, env: { ...this.env(), ...options.env } });
  }

  /** The executable and arguments `pulumi(args)` runs, for a test that starts the command itself (to kill it). */
  command(args: string[]): { file: string; argv: string[] } {
    const extra = PROGRAM_COMMANDS.has(args[0]) ? ["--non-interactive"] : [];
    return { file: path.join(this.binDir, "pulumi"), argv: [...args, ...extra] };
  }
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
