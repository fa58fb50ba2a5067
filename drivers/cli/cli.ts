import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import path from "node:path";
import { makeProgramDir, REPO_ROOT, TMP_ROOT } from "../engine/pack";
import { type RunningCommand, startCommand } from "./processes";

/**
 * The real Pulumi CLI, as users run it: `pulumi` commands in a project directory where the package is
 * installed from its tarball, with a file backend, the passphrase secrets provider and a `PULUMI_HOME` of
 * its own, so nothing reaches Pulumi Cloud or downloads plugins. `scripts/pulumi-cli.sh` builds it (npm
 * test runs it first).
 */
export const pulumiDir = once(() => printedDir("pulumi-cli.sh"));

/**
 * The folder a toolchain script of scripts/ builds into, as it prints it. Asked on first use, not on import,
 * so that loading the harness runs nothing (the demo never needs the CLI).
 */
export function printedDir(script: string): string {
  return execFileSync("bash", [path.join(REPO_ROOT, "scripts", script), "--print-dir"], {
    encoding: "utf8",
  }).trim();
}

/** `make()` on the first call, its answer on every later one. */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}

export function requireBuiltCli(): void {
  if (!existsSync(path.join(pulumiDir(), ".complete")))
    throw new Error(
      `the Pulumi CLI is not built in ${pulumiDir()}: run scripts/pulumi-cli.sh (npm test does)`,
    );
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Commands that run or consult the program, so the CLI needs a language runtime server for them. */
const PROGRAM_COMMANDS = new Set(["preview", "up", "refresh", "destroy"]);
/**
 * Commands that ask the language runtime which plugins the project needs but take no `--client`: they attach to
 * the server through PULUMI_DEBUG_LANGUAGES (`pulumi import`, even with `--generate-code=false`).
 */
const ATTACHING_COMMANDS = new Set(["import"]);

export interface CliProjectOptions {
  /** The program, CommonJS JavaScript, written to `index.js`. */
  programSource: string;
  /** Tarballs installed into `node_modules`, as `makeProgramDir` does. */
  tarballs: string[];
  project?: string;
  stack?: string;
  /** Plain and secret stack config, set with `pulumi config set` (and `--secret`). */
  config?: Record<string, string>;
  secretConfig?: Record<string, string>;
  /** The passphrase the stack's secrets are encrypted with (default: one of the tests'). */
  passphrase?: string;
  /** A compiled program (a Go binary) to run instead of `index.js`, through drivers/cli/binary-host.js. */
  binary?: string;
  /**
   * A Python program to run instead of `index.js`, through drivers/cli/python-host.py: its file (relative to the
   * project folder), whose `program()` function is the program, and the interpreter of the SDK's environment.
   */
  python?: PythonProgram;
}

export interface PythonProgram {
  interpreter: string;
  program: string;
}

/** How one command runs: its standard input, its time limit, variables added to the project's environment. */
export interface CommandOptions {
  input?: string;
  timeoutMs?: number;
  env?: NodeJS.ProcessEnv;
}

/**
 * What every project of these tests does with its stack, whatever runs its program (the Node.js program host
 * here, the YAML language host in yaml-project.ts): make it, set its config, run commands that must succeed.
 */
export abstract class StackCommands {
  abstract readonly stack: string;

  /** Runs `pulumi <args>`; resolves with its exit code and output, whatever it is. */
  abstract pulumi(args: string[], options?: CommandOptions): Promise<CliResult>;

  /** `pulumi stack init`, then each config value, plain or secret. */
  protected async initStack(options: {
    config?: Record<string, string>;
    secretConfig?: Record<string, string>;
  }): Promise<void> {
    await this.run(["stack", "init", this.stack]);
    for (const [key, value] of Object.entries(options.config ?? {})) await this.setConfig(key, value);
    for (const [key, value] of Object.entries(options.secretConfig ?? {}))
      await this.setConfig(key, value, { secret: true });
  }

  async setConfig(key: string, value: string, options: { secret?: boolean } = {}): Promise<void> {
    // The value goes on standard input, never on the command line.
    await this.run(["config", "set", ...(options.secret ? ["--secret"] : ["--plaintext"]), key], {
      input: value,
    });
  }

  /** `pulumi` that must exit 0: rejects with the command's output otherwise. */
  async run(args: string[], options: CommandOptions = {}): Promise<CliResult> {
    const result = await this.pulumi(args, options);
    if (result.code !== 0)
      throw new Error(`pulumi ${args.join(" ")} exited ${result.code}:\n${result.stdout}\n${result.stderr}`);
    return result;
  }
}

export class CliProject extends StackCommands {
  private constructor(
    readonly dir: string,
    readonly stack: string,
    private readonly home: string,
    readonly backendDir: string,
    readonly passphrase: string,
    private readonly program: { binary?: string; python?: PythonProgram },
  ) {
    super();
  }

  static async create(options: CliProjectOptions): Promise<CliProject> {
    requireBuiltCli();
    const { dir } = await makeProgramDir({
      tarballs: options.tarballs,
      programSource: options.programSource,
      project: options.project ?? "cli-test",
    });
    mkdirSync(TMP_ROOT, { recursive: true });
    const root = mkdtempSync(path.join(TMP_ROOT, "pulumi-"));
    const home = path.join(root, "home");
    const backendDir = path.join(root, "state");
    mkdirSync(home);
    mkdirSync(backendDir);
    const project = new CliProject(
      dir,
      options.stack ?? "dev",
      home,
      backendDir,
      options.passphrase ?? "cli test passphrase",
      { binary: options.binary, python: options.python },
    );
    await project.initStack(options);
    return project;
  }

  /** The environment every command runs with: nothing of the caller's Pulumi or tunnels settings leaks in. */
  env(): NodeJS.ProcessEnv {
    return cliEnv({ home: this.home, backendDir: this.backendDir, passphrase: this.passphrase });
  }

  /** Replaces the program (the next command runs the new one). */
  writeProgram(source: string): void {
    writeFileSync(path.join(this.dir, "index.js"), source);
  }

  /**
   * Runs `pulumi <args>` in the project directory and resolves with its exit code and output; it never
   * rejects on a non-zero exit (`run` does). Program commands get `--non-interactive` and a language runtime
   * server of their own.
   */
  async pulumi(args: string[], options: CommandOptions = {}): Promise<CliResult> {
    const command = args[0];
    const attaching = ATTACHING_COMMANDS.has(command);
    if (!PROGRAM_COMMANDS.has(command) && !attaching) return this.exec(args, options);
    const host = await startProgramHost(this.dir, { ...this.env(), ...options.env }, this.program);
    try {
      if (attaching) {
        const env = { ...options.env, PULUMI_DEBUG_LANGUAGES: `nodejs:${host.port}` };
        return await this.exec([...args, "--non-interactive"], { ...options, env });
      }
      return await this.exec([...args, "--non-interactive", "--client", `127.0.0.1:${host.port}`], options);
    } finally {
      host.process.kill("SIGKILL");
    }
  }

  /**
   * Starts `pulumi <args>` as `pulumi(args)` runs a program command, for a test that signals or kills it; its
   * language runtime server is killed once it exits.
   */
  async start(args: string[]): Promise<RunningCommand> {
    const host = await startProgramHost(this.dir, this.env(), this.program);
    const argv = [...args, "--non-interactive", "--client", `127.0.0.1:${host.port}`];
    const running = startCommand(path.join(pulumiDir(), "pulumi"), argv, { cwd: this.dir, env: this.env() });
    running.exited.then(() => host.process.kill("SIGKILL"));
    return running;
  }

  private exec(args: string[], options: CommandOptions): Promise<CliResult> {
    return runProcess(path.join(pulumiDir(), "pulumi"), args, {
      cwd: this.dir,
      ...options,
      env: { ...this.env(), ...options.env },
    });
  }
}

/**
 * The environment of a CLI command: the caller's, less its Pulumi and tunnels settings, with the CLI on
 * PATH, a file backend, a `PULUMI_HOME` of its own and the passphrase secrets provider.
 */
export function cliEnv(options: { home: string; backendDir: string; passphrase: string }): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^(PULUMI_|TUNNELS_)/.test(k)),
  );
  return {
    ...inherited,
    PATH: `${pulumiDir()}${path.delimiter}${process.env.PATH ?? ""}`,
    PULUMI_HOME: options.home,
    PULUMI_BACKEND_URL: `file://${options.backendDir}`,
    PULUMI_CONFIG_PASSPHRASE: options.passphrase,
    PULUMI_SKIP_UPDATE_CHECK: "true",
    PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION: "true",
    NO_COLOR: "1",
  };
}

/** Runs a command to its end and resolves with its exit code and output; it never rejects on a non-zero exit. */
export function runProcess(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; input?: string; timeoutMs?: number },
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => {
      stdout += d;
    });
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs ?? 300_000);
    child.on("error", reject);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? (signal ? 128 : 1), stdout, stderr });
    });
    // A command that exits without reading its input closes the pipe first (EPIPE): its exit code and output
    // say what happened, so the write's failure is no error of the run.
    child.stdin.on("error", () => {});
    child.stdin.end(options.input ?? "");
  });
}

interface ProgramHost {
  port: number;
  process: ChildProcess;
}

/**
 * Starts drivers/cli/program-host.js (or, for a compiled program, binary-host.js; for a Python program,
 * python-host.py with the SDK environment's interpreter) in the program directory and waits for the port it prints.
 */
function startProgramHost(
  dir: string,
  env: NodeJS.ProcessEnv,
  program: { binary?: string; python?: PythonProgram },
): Promise<ProgramHost> {
  const host = (file: string) => path.join(REPO_ROOT, "drivers", "cli", file);
  const { binary, python } = program;
  const [command, args, added] = python
    ? [
        python.interpreter,
        [host("python-host.py")],
        { PROGRAM_FILE: python.program, PYTHONDONTWRITEBYTECODE: "1" },
      ]
    : binary
      ? [process.execPath, [host("binary-host.js")], { PROGRAM_BINARY: binary }]
      : [process.execPath, [host("program-host.js")], {}];
  const child = spawn(command, args, {
    cwd: dir,
    env: { ...env, ...added },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let stdout = "";
    let stderr = "";
    child.stdout!.on("data", (d) => {
      stdout += d;
      const m = /^(\d+)\n/.exec(stdout);
      if (m) resolve({ port: Number(m[1]), process: child });
    });
    child.stderr!.on("data", (d) => {
      stderr += d;
    });
    child.on("exit", (code) =>
      reject(new Error(`the program host exited ${code} before serving: ${stderr}`)),
    );
  });
}
