/**
 * One story of the executed docs: a new user's terminal on a new machine (docs/development/executed-docs.md).
 * A folder outside the repository to work in, a PULUMI_HOME and a file backend of its own, and one shell
 * session: each shell block runs in bash with `set -e`, starting where the one before it left (its folder and
 * its exported variables), in a process group of its own, which is ended with the story (a server a block
 * started with `&`). The `pulumi` on its PATH is harness/docs/pulumi-launcher.js in front of the real CLI.
 */
import { spawn } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "../../drivers";
import { outsideRepo } from "../release/user-env";

export interface StoryEnvironment {
  /** The folder holding the real `pulumi` with its YAML and Java hosts beside it. */
  cliDir: string;
  /** Variables every story gets over the machine's (the plugin download override…). */
  env: NodeJS.ProcessEnv;
}

export interface ShellRun {
  code: number;
  /** Standard output and error, interleaved as a terminal shows them. */
  output: string;
  /** The path each `pulumi` command of the block took (pulumi-launcher.js). */
  paths: string[];
  seconds: number;
}

const LAUNCHER = path.join(REPO_ROOT, "harness", "docs", "pulumi-launcher.js");

/**
 * `__docs_save`: the shell's variables (exported or not) and functions as bash re-reads them, less bash's own
 * (which it sets itself, many read-only) and the session's.
 */
const SAVE_STATE = `__docs_save() {
  local v
  for v in $(compgen -v); do
    case $v in
    BASH* | SHELLOPTS | EUID | UID | PPID | GROUPS | FUNCNAME | PIPESTATUS | LINENO | SECONDS | RANDOM | SRANDOM) ;;
    EPOCH* | HISTCMD | OPTIND | OPTERR | OPTARG | IFS | PS1 | PS2 | PS4 | COMP* | DIRSTACK | HOST* | MACHTYPE) ;;
    OSTYPE | _ | __docs_* | v) ;;
    *) declare -p "$v" ;;
    esac
  done
  declare -f
}`;
/** A block may install a language's dependencies or build a program: generous, against a hang only. */
const BLOCK_TIMEOUT_MS = 900_000;

/**
 * The machine's PATH as a user has it: without the folders `npm test` adds (node_modules/.bin holds the
 * clone's plugin launcher and the local server) and without the toolchain cache (the CLI is the launcher's).
 */
function machinePath(cliDir: string): string[] {
  const cache = path.dirname(cliDir);
  return (process.env.PATH ?? "")
    .split(path.delimiter)
    .filter((d) => d && !d.split(path.sep).includes("node_modules") && !d.startsWith(cache));
}

/** The machine's variables less those of the test run (Pulumi's, the service's, npm's, vitest's). */
function machineEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) => !/^(PULUMI_|TUNNELS_|npm_|VITEST|NODE_OPTIONS$|NODE_ENV$|INIT_CWD$)/i.test(k),
    ),
  );
}

export class Story {
  readonly work: string;
  private readonly session: string;
  private readonly groups: number[] = [];
  private blocks = 0;

  constructor(
    readonly root: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {
    this.work = path.join(root, "work");
    this.session = path.join(root, "session");
    for (const d of [this.work, this.session, path.join(root, "home"), path.join(root, "state")])
      mkdirSync(d);
  }

  /**
   * A new story: folders under a new folder outside the repository (`name` says whose), starting with the
   * variables `inherited` (what a setup exported, exportedChanges) over the machine's.
   */
  static create(name: string, environment: StoryEnvironment, inherited: NodeJS.ProcessEnv = {}): Story {
    const root = outsideRepo(`docs-${name.replace(/[^\w.-]+/g, "-")}`);
    const bin = path.join(root, "bin");
    mkdirSync(bin);
    writeFileSync(
      path.join(bin, "pulumi"),
      `#!/usr/bin/env bash\nexec '${process.execPath}' '${LAUNCHER}' "$@"\n`,
      { mode: 0o755 },
    );
    const env: NodeJS.ProcessEnv = {
      ...machineEnv(),
      ...inherited,
      PATH: [bin, ...(inherited.PATH?.split(path.delimiter) ?? machinePath(environment.cliDir))].join(
        path.delimiter,
      ),
      PULUMI_HOME: path.join(root, "home"),
      // The user has run `pulumi login --local`, chosen a passphrase, and answers "yes" to `pulumi up`.
      PULUMI_BACKEND_URL: `file://${path.join(root, "state")}`,
      PULUMI_CONFIG_PASSPHRASE: "docs test passphrase",
      PULUMI_SKIP_CONFIRMATIONS: "true",
      PULUMI_SKIP_UPDATE_CHECK: "true",
      PULUMI_IGNORE_AMBIENT_PLUGINS: "true",
      NO_COLOR: "1",
      // This machine cannot reach sum.golang.org; the module proxy answers.
      GOSUMDB: "off",
      PIP_DISABLE_PIP_VERSION_CHECK: "1",
      // The machine's own settings for its tools, as a user's ~/.npmrc or CI might hold them: npm takes what its
      // cache holds without asking the registry again, and skips the audit and funding notes; Maven's JVM starts
      // with the quick compiler. They change how fast a block runs, not what it installs or runs.
      npm_config_prefer_offline: "true",
      npm_config_audit: "false",
      npm_config_fund: "false",
      MAVEN_OPTS: "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC",
      DOCS_TEST_PULUMI: path.join(environment.cliDir, "pulumi"),
      DOCS_TEST_PATHS: path.join(root, "session", "paths.jsonl"),
      ...environment.env,
    };
    return new Story(root, env);
  }

  /** The shell's current folder: where the last block left it. */
  cwd(): string {
    const file = path.join(this.session, "cwd");
    return existsSync(file) ? readFileSync(file, "utf8").trim() : this.work;
  }

  /** Writes a file block at `file`, from the shell's current folder. */
  writeFile(file: string, text: string): string {
    const target = path.resolve(this.cwd(), file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
    return target;
  }

  /** Runs a shell block in the session; resolves when its bash exits (not its background jobs). */
  async runShell(text: string): Promise<ShellRun> {
    const n = ++this.blocks;
    const script = path.join(this.session, `block-${n}.sh`);
    const q = (s: string) => `'${s.replace(/'/g, "'\\''")}'`;
    const state = path.join(this.session, "state.sh");
    const cwd = path.join(this.session, "cwd");
    writeFileSync(
      script,
      [
        SAVE_STATE,
        `if [ -f ${q(state)} ]; then . ${q(state)} 2>/dev/null; fi`,
        `cd "$(cat ${q(cwd)} 2>/dev/null || echo ${q(this.work)})"`,
        // What the block leaves for the next, as a terminal keeps it: its folder, variables and functions.
        `trap '__docs_code=$?; __docs_save >${q(state)}; pwd >${q(cwd)}; exit $__docs_code' EXIT`,
        "set -e",
        text,
      ].join("\n"),
    );
    const paths = path.join(this.session, "paths.jsonl");
    const before = existsSync(paths) ? readFileSync(paths, "utf8").length : 0;
    const logFile = path.join(this.session, `block-${n}.log`);
    const log = openSync(logFile, "w");
    const started = Date.now();
    const child = spawn("bash", [script], {
      cwd: this.work,
      env: this.env,
      detached: true,
      stdio: ["ignore", log, log],
    });
    closeSync(log);
    if (child.pid) this.groups.push(child.pid);
    const timer = setTimeout(() => this.endGroup(child.pid, "SIGKILL"), BLOCK_TIMEOUT_MS);
    const code = await new Promise<number>((resolve, reject) => {
      child.on("error", reject);
      child.on("exit", (c, signal) => resolve(c ?? (signal ? 128 : 1)));
    });
    clearTimeout(timer);
    const took = existsSync(paths) ? readFileSync(paths, "utf8").slice(before) : "";
    return {
      code,
      output: readFileSync(logFile, "utf8"),
      paths: took
        .split("\n")
        .filter(Boolean)
        .map((line) => {
          const { command, runtime, path: via } = JSON.parse(line);
          return `pulumi ${command ?? ""}${runtime ? ` (${runtime})` : ""}: ${via}`;
        }),
      seconds: (Date.now() - started) / 1000,
    };
  }

  /**
   * The variables the shell exports now that it did not start with (or with another value), less the story's own
   * (its PULUMI_HOME, backend and paths): what a setup leaves to the stories that start from it. PATH without the
   * story's launcher folder (each story has its own).
   */
  async exportedChanges(): Promise<NodeJS.ProcessEnv> {
    const file = path.join(this.session, "exported.env");
    const run = await this.runShell(`env -0 > '${file}'`);
    if (run.code !== 0) throw new Error(`env -0 failed: ${run.output}`);
    const now = Object.fromEntries(
      readFileSync(file, "utf8")
        .split("\0")
        .filter(Boolean)
        .map((entry) => [entry.slice(0, entry.indexOf("=")), entry.slice(entry.indexOf("=") + 1)]),
    );
    const own = /^(PULUMI_HOME|PULUMI_BACKEND_URL|DOCS_TEST_|PWD$|OLDPWD$|SHLVL$|_$)/;
    const changed = Object.entries(now).filter(([k, v]) => !own.test(k) && this.env[k] !== v);
    const bin = path.join(this.root, "bin");
    return Object.fromEntries(
      changed.map(([k, v]) => [
        k,
        k === "PATH"
          ? v
              .split(path.delimiter)
              .filter((d) => d !== bin)
              .join(path.delimiter)
          : v,
      ]),
    );
  }

  private endGroup(pid: number | undefined, signal: NodeJS.Signals): void {
    if (!pid) return;
    try {
      process.kill(-pid, signal);
    } catch {
      // The group has ended.
    }
  }

  /** Ends every process the story's blocks left running (their groups), then removes its folders. */
  async close(): Promise<void> {
    for (const pid of this.groups) this.endGroup(pid, "SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const pid of this.groups) this.endGroup(pid, "SIGKILL");
    rmSync(this.root, { recursive: true, force: true });
  }
}
