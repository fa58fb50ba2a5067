import { mkdirSync, mkdtempSync } from "node:fs";
import path from "node:path";
import { cliEnv, pulumiDir, requireBuiltCli, requirePlugin, runProcess, TMP_ROOT } from "../../harness";

/** The stages every SDK's driver runs, one per process: test/sdks/python/drive.py and test/sdks/go/main.go. */
export type Stage =
  | "up"
  | "preview-refresh"
  | "up-refresh"
  | "destroy"
  | "bad-input"
  | "missing-parent"
  | "huge-value";

/** How to start one language's driver: `command ...args <stage>` in `cwd`, with `env` added. */
export interface Driver {
  /** The project name the driver gives its stack `dev`. */
  project: string;
  command: string;
  args: string[];
  cwd: string;
  /** Variables over the stack's environment, `PATH` included (undefined removes one). */
  env?: NodeJS.ProcessEnv;
  /** False: no plugin of the clone's on PATH, as for a user who lets the CLI download it. Default true. */
  pluginOnPath?: boolean;
  /** The folder of the plugin put on PATH (the release's executable, unpacked); default the clone's. */
  pluginDir?: string;
}

/** A resource count by kind of change, as both Automation APIs report it (`create`, `same`, `update`, …). */
export type Changes = Record<string, number>;

export interface StageResult {
  changes?: Changes;
  outputs?: Record<string, { value: unknown; secret: boolean }>;
  /** `bad-input`, `missing-parent`, `huge-value`: whether its preview failed, and the CLI's output. */
  failed?: boolean;
  output?: string;
}

/**
 * One stack of an SDK's inline program, run by its language's Automation API against the real CLI: the CLI's
 * folder and the plugin's first on PATH (the engine starts `pulumi-resource-tunnels` when a resource registers;
 * no download is tried), a file backend, a `PULUMI_HOME` and a stack folder of its own, the local server as the
 * provider's settings.
 */
export class SdkStack {
  /** What each stage printed, standard output and error: the CLI's output goes to the driver's standard error. */
  private readonly outputs: string[] = [];

  private constructor(
    private readonly driver: Driver,
    private readonly env: NodeJS.ProcessEnv,
    private readonly root: string,
  ) {}

  static create(driver: Driver, service: { url: string; token: string }): SdkStack {
    requireBuiltCli();
    const plugin = driver.pluginOnPath === false ? undefined : (driver.pluginDir ?? requirePlugin());
    mkdirSync(TMP_ROOT, { recursive: true });
    const root = mkdtempSync(path.join(TMP_ROOT, "sdk-"));
    const [home, backendDir, work] = ["home", "state", "work"].map((d) => path.join(root, d));
    for (const d of [home, backendDir, work]) mkdirSync(d);
    const env = cliEnv({ home, backendDir, passphrase: "sdk test passphrase" });
    return new SdkStack(
      driver,
      {
        ...env,
        PATH: plugin ? `${plugin}${path.delimiter}${env.PATH}` : env.PATH,
        SDK_TEST_WORK_DIR: work,
        SDK_TEST_API_URL: service.url,
        SDK_TEST_API_KEY: service.token,
        ...driver.env,
      },
      root,
    );
  }

  /** The stack's `PULUMI_HOME`, where the CLI installs plugins. */
  get home(): string {
    return this.env.PULUMI_HOME ?? "";
  }

  /** Runs one stage; rejects with the driver's output when it fails. */
  async run(stage: Stage): Promise<StageResult> {
    const { command, args, cwd } = this.driver;
    const result = await runProcess(command, [...args, stage], { cwd, env: this.env, timeoutMs: 600_000 });
    this.outputs.push(result.stdout + result.stderr);
    const last = result.stdout.trim().split("\n").pop() ?? "";
    if (result.code !== 0 || !last.startsWith("{"))
      throw new Error(`${stage} exited ${result.code}:\n${result.stdout}\n${result.stderr}`);
    return JSON.parse(last) as StageResult;
  }

  /** Everything the stages run so far printed. */
  printed(): string {
    return this.outputs.join("\n");
  }

  /**
   * `pulumi stack export` as a user runs it. Not the Automation APIs' export: both run it with `--show-secrets`
   * (so that an import gives the state back), which prints every secret in clear.
   */
  async exportedState(): Promise<string> {
    const stack = `organization/${this.driver.project}/dev`;
    const args = ["stack", "export", "--stack", stack];
    const result = await runProcess(path.join(pulumiDir(), "pulumi"), args, {
      cwd: this.root,
      env: this.env,
    });
    if (result.code !== 0) throw new Error(`pulumi stack export exited ${result.code}: ${result.stderr}`);
    return result.stdout;
  }
}
