// `pulumi` on the PATH of a page the executed-docs test runs (harness/docs/story.ts). Every command goes to the
// real CLI ($DOCS_TEST_PULUMI, with the YAML and Java language hosts beside it) with its arguments unchanged.
// A command that runs a program whose language host cannot be built here (nodejs, python, go:
// test/cli/README.md) gets the harness's program host for it, as CliProject does (drivers/cli/cli.ts): the
// host's address through `--client`, or PULUMI_DEBUG_LANGUAGES for `pulumi import`. Each command appends the path
// it took to $DOCS_TEST_PATHS (a JSON line), which the test prints beside the block that ran it.
const { spawn, spawnSync } = require("node:child_process");
const { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } = require("node:fs");
const os = require("node:os");
const path = require("node:path");
const yaml = require("js-yaml");

const REAL = process.env.DOCS_TEST_PULUMI;
const CLI_HOSTS = path.join(__dirname, "..", "..", "drivers", "cli");
const PROGRAM_COMMANDS = new Set(["preview", "up", "update", "refresh", "destroy", "import"]);
const HOSTED = new Set(["nodejs", "python", "go"]);

const args = process.argv.slice(2);
const command = args.find((a) => !a.startsWith("-"));

/** The project folder the CLI would use: `-C`/`--cwd`, else the first folder up from here with a Pulumi.yaml. */
function projectDir() {
  const i = args.findIndex((a) => a === "-C" || a === "--cwd");
  const eq = args.find((a) => a.startsWith("--cwd="));
  let dir = path.resolve(i >= 0 ? args[i + 1] : eq ? eq.slice(6) : process.cwd());
  for (;;) {
    if (["Pulumi.yaml", "Pulumi.yml"].some((f) => existsSync(path.join(dir, f)))) return dir;
    if (path.dirname(dir) === dir) return undefined;
    dir = path.dirname(dir);
  }
}

/** The project's runtime: its name and options. */
function runtimeOf(dir) {
  const file = ["Pulumi.yaml", "Pulumi.yml"].map((f) => path.join(dir, f)).find(existsSync);
  const project = yaml.load(readFileSync(file, "utf8")) ?? {};
  const runtime = project.runtime;
  return typeof runtime === "string"
    ? { name: runtime, options: {}, main: project.main }
    : { name: runtime?.name, options: runtime?.options ?? {}, main: project.main };
}

function log(entry) {
  if (process.env.DOCS_TEST_PATHS) appendFileSync(process.env.DOCS_TEST_PATHS, `${JSON.stringify(entry)}\n`);
}

/** How the program host of `runtime` starts: its command, arguments and added variables, and what it is. */
function hostFor(runtime, dir, scratch) {
  const programDir = path.resolve(dir, runtime.main ?? ".");
  if (runtime.name === "nodejs") {
    const typescript = runtime.options.typescript !== false ? "true" : "false";
    return {
      command: process.execPath,
      args: [path.join(CLI_HOSTS, "program-host.js")],
      env: { PULUMI_NODEJS_TYPESCRIPT: typescript },
      cwd: programDir,
      path: "drivers/cli/program-host.js",
    };
  }
  if (runtime.name === "python") {
    // Pulumi's Python host: the project's virtualenv if it names one, else `python3` on PATH (an activated one).
    const venv = runtime.options.virtualenv;
    const python = venv ? path.join(path.resolve(dir, venv), "bin", "python") : "python3";
    return {
      command: python,
      args: [path.join(CLI_HOSTS, "python-host.py")],
      env: { PROGRAM_SCRIPT: path.join(programDir, "__main__.py"), PYTHONDONTWRITEBYTECODE: "1" },
      cwd: programDir,
      path: `drivers/cli/python-host.py (${venv ? `${venv}/bin/python` : "python3 on PATH"})`,
    };
  }
  // Go: the binary the project names, or the program built as Pulumi's Go host builds it (`go build`).
  let binary = runtime.options.binary && path.resolve(dir, runtime.options.binary);
  if (!binary) {
    binary = path.join(scratch, "program");
    const built = spawnSync("go", ["build", "-o", binary, "."], { cwd: programDir, stdio: "inherit" });
    if (built.status !== 0) {
      console.error(`error: the Go program in ${programDir} does not build`);
      process.exit(built.status ?? 1);
    }
  }
  return {
    command: process.execPath,
    args: [path.join(CLI_HOSTS, "binary-host.js")],
    env: { PROGRAM_BINARY: binary },
    cwd: programDir,
    path: `drivers/cli/binary-host.js (go build)`,
  };
}

/** Starts the host and resolves with its process and the port it prints on its first line. */
function startHost(host) {
  const child = spawn(host.command, host.args, {
    cwd: host.cwd,
    env: { ...process.env, ...host.env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
      const m = /^(\d+)\n/.exec(out);
      if (m) resolve({ child, port: m[1] });
    });
    child.on("exit", (code) => reject(new Error(`${host.path} exited ${code} before serving`)));
  });
}

/** Runs the real CLI with `extra` arguments and variables; exits with its code once it ends. */
function runCli(extra, env, onExit = () => {}) {
  const cli = spawn(REAL, [...args, ...extra], { stdio: "inherit", env: { ...process.env, ...env } });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => cli.kill(signal));
  cli.on("exit", (code, signal) => {
    onExit();
    process.exit(code ?? (signal ? 128 : 1));
  });
}

async function main() {
  if (!REAL) throw new Error("pulumi-launcher: DOCS_TEST_PULUMI names no CLI");
  const dir = PROGRAM_COMMANDS.has(command) ? projectDir() : undefined;
  const runtime = dir ? runtimeOf(dir) : undefined;
  if (!runtime || !HOSTED.has(runtime.name)) {
    log({ command, runtime: runtime?.name, path: "the real CLI" });
    return runCli([], {});
  }
  const scratch = mkdtempSync(path.join(os.tmpdir(), "docs-test-host-"));
  const host = hostFor(runtime, dir, scratch);
  log({ command, runtime: runtime.name, path: `the real CLI, the program through ${host.path}` });
  const { child, port } = await startHost(host);
  const done = () => {
    child.kill("SIGKILL");
    rmSync(scratch, { recursive: true, force: true });
  };
  if (command === "import") runCli([], { PULUMI_DEBUG_LANGUAGES: `${runtime.name}:${port}` }, done);
  else runCli(["--client", `127.0.0.1:${port}`], {}, done);
}

main().catch((e) => {
  console.error(`error: ${e.message}`);
  process.exit(1);
});
