/**
 * The recorder's Python and Go programs: a program written with a commit's generated SDK, run as that commit ran
 * it, through its own SDK test driver (the Automation API with the program inline: the SDK serves its own language
 * runtime and passes `--client` to the CLI; the CLI cannot start Pulumi's Python or Go language host here,
 * test/sdks/README.md), with the commit's plugin executable first on PATH as the provider and the commit's local
 * server with a `--data` file as the account. The SDK is the commit's own: Python's installed from its tree's
 * sdk/python by its own scripts/python-sdk-env.sh, Go's the test module of its tree, whose `replace` names its
 * sdk/go. What the driver left is written as a recording (fixture.ts) as recorder.ts writes the others.
 */
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { cliEnv, pulumiDir, runProcess } from "../cli/cli";
import { TMP_ROOT } from "../engine/pack";
import { FILES, RECORDING_PASSPHRASE, type Recording, stackConfigFile, writeRecorded } from "./fixture";
import { type Release, releaseServer } from "./release";

const run = promisify(execFile);

/** A program of a commit's SDK test: its program file and the driver that ran it, both in the commit's tree. */
export interface SdkProgramToRecord {
  language: "python" | "go";
  /** The Pulumi project the driver names its stack's (`dev`); the recording's folder is `<project>-plugin`. */
  project: string;
  /** The program's file: `program()` for Python, `program(ctx)` for Go, what a user writes with the SDK. */
  source: string;
  /** The driver (Python: the script; Go: the main package's file, built with its folder's module). */
  driver: string;
}

/** How to start a commit's driver, made from its tree. */
interface Driver {
  command: string;
  args: string[];
  cwd: string;
  tools: Record<string, string>;
}

async function pythonDriver(tree: string, program: SdkProgramToRecord): Promise<Driver> {
  // The commit's own script: its requirements, then `pip install` of its sdk/python, in a per-user cache keyed by both.
  const { stdout } = await run("bash", [path.join(tree, "scripts", "python-sdk-env.sh")], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const python = path.join(stdout.trim().split("\n").pop() ?? "", "bin", "python");
  const version = await run(python, ["-c", "import platform; print(platform.python_version())"]);
  return {
    command: python,
    args: [path.join(tree, program.driver)],
    cwd: path.dirname(path.join(tree, program.driver)),
    tools: { python: version.stdout.trim() },
  };
}

async function goDriver(tree: string, program: SdkProgramToRecord): Promise<Driver> {
  const module = path.dirname(path.join(tree, program.driver));
  mkdirSync(TMP_ROOT, { recursive: true });
  const binary = path.join(mkdtempSync(path.join(TMP_ROOT, "recorded-go-")), "driver");
  const env = { ...process.env, GOFLAGS: "-mod=readonly", GOSUMDB: "off" };
  await run("go", ["build", "-trimpath", "-o", binary, "."], {
    cwd: module,
    env,
    maxBuffer: 16 * 1024 * 1024,
  });
  const version = await run("go", ["env", "GOVERSION"], { env });
  return { command: binary, args: [], cwd: module, tools: { go: version.stdout.trim() } };
}

/** Records one SDK program of the release `r` into `dir`, replacing what was there. */
export async function recordSdkProgram(r: Release, program: SdkProgramToRecord, dir: string): Promise<void> {
  const tree = r.built.dir;
  const driver = await (program.language === "python" ? pythonDriver : goDriver)(tree, program);
  const root = mkdtempSync(path.join(TMP_ROOT, "recorded-sdk-"));
  const [home, backendDir, work] = ["home", "state", "work"].map((d) => path.join(root, d));
  for (const d of [home, backendDir, work]) mkdirSync(d);
  const { server, dataFile, rootToken } = await releaseServer(r);
  const base = cliEnv({ home, backendDir, passphrase: RECORDING_PASSPHRASE });
  // The drivers' environment (test/sdks/README.md): the plugin first on PATH, the stack folder, the account.
  const env = {
    ...base,
    PATH: `${path.dirname(r.pluginBin)}${path.delimiter}${base.PATH}`,
    PYTHONDONTWRITEBYTECODE: "1",
    SDK_TEST_WORK_DIR: work,
    SDK_TEST_API_URL: server.url,
    SDK_TEST_API_KEY: rootToken,
  };
  try {
    const up = await runProcess(driver.command, [...driver.args, "up"], {
      cwd: driver.cwd,
      env,
      timeoutMs: 900_000,
    });
    if (up.code !== 0) throw new Error(`${program.driver} up exited ${up.code}:\n${up.stdout}\n${up.stderr}`);
    const stack = "dev";
    const pulumi = (args: string[]) => runProcess(path.join(pulumiDir(), "pulumi"), args, { cwd: work, env });
    const exported = await pulumi(["stack", "export", "--stack", `organization/${program.project}/${stack}`]);
    if (exported.code !== 0)
      throw new Error(`pulumi stack export exited ${exported.code}: ${exported.stderr}`);
    const recording: Recording = {
      commit: r.built.commit,
      version: r.built.version,
      provider: "plugin",
      runtime: program.language,
      project: program.project,
      stack,
      config: {},
      pluginVersion: r.pluginVersion,
      tools: { pulumi: (await pulumi(["version"])).stdout.trim(), ...driver.tools },
      source: program.source,
      driver: `${program.driver} up`,
    };
    // The data file as the export saw it: the server is stopped first (SIGTERM closes the database cleanly).
    server.proc.kill("SIGTERM");
    await server.exited;
    writeRecorded(dir, {
      recording,
      projectFile: withoutMain(readFileSync(path.join(work, FILES.project), "utf8")),
      stackConfig: readFileSync(path.join(work, stackConfigFile(stack)), "utf8"),
      program: readFileSync(path.join(tree, program.source), "utf8"),
      state: exported.stdout,
      data: readFileSync(dataFile),
      dataKey: readFileSync(`${dataFile}.key`, "utf8"),
    });
  } finally {
    server.proc.kill("SIGKILL");
  }
}

/**
 * The project file the Automation API wrote, less its `main:`: the driver's folder on the recording machine (an
 * inline program's runtime server ignores it). Whoever runs the recording gives the program its own folder.
 */
function withoutMain(projectFile: string): string {
  return projectFile.replace(/^main: .*\n/m, "");
}
