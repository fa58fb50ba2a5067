import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  cliBesideHost,
  type CliResult,
  type CommandOptions,
  envBesideHost,
  pulumiBesideHost,
  REPO_ROOT,
  requireBuiltCli,
  requirePlugin,
  runProcess,
  StackCommands,
  TMP_ROOT,
} from "../../harness";

/**
 * A `runtime: java` project run by the real CLI and Pulumi's real Java language host, `pulumi-language-java`,
 * as users run it: the CLI starts the host beside it, the host builds and runs the Maven program
 * (`mvn compile exec:java`), the engine starts the provider plugin named in `Pulumi.yaml`.
 * `scripts/pulumi-java.sh` builds the host (npm test runs it first).
 */
export const JAVA_HOST_DIR = execFileSync(
  "bash",
  [path.join(REPO_ROOT, "scripts", "pulumi-java.sh"), "--print-dir"],
  { encoding: "utf8" },
).trim();

/** The test program: a Maven project (pom.xml, src/), what a user writes with the Java SDK. */
export const JAVA_PROGRAM_DIR = path.join(REPO_ROOT, "test", "sdks", "java");

/** Where `scripts/java-sdk.sh --install` put the SDK: the Maven repository and the version it installed. */
export interface InstalledSdk {
  repository: string;
  version: string;
}

/**
 * A copy of the test program in a new folder under .tmp (so Maven's target/ never lands in the clone), with
 * `from` replaced by `to` in its source if given, and `.mvn/maven.config`, which every Maven run in the folder
 * reads: the per-user repository the SDK is installed in, and the SDK version the pom's `tunnels.version` names.
 */
export function javaProgramCopy(sdk: InstalledSdk, replace?: [from: string, to: string]): string {
  mkdirSync(TMP_ROOT, { recursive: true });
  const root = mkdtempSync(path.join(TMP_ROOT, "java-"));
  const dir = path.join(root, "program");
  cpSync(JAVA_PROGRAM_DIR, dir, { recursive: true });
  if (replace) {
    const source = path.join(dir, "src", "main", "java", "sdktest", "App.java");
    const text = readFileSync(source, "utf8");
    if (!text.includes(replace[0])) throw new Error(`App.java has no ${replace[0]}`);
    writeFileSync(source, text.replace(...replace));
  }
  mkdirSync(path.join(dir, ".mvn"));
  writeFileSync(
    path.join(dir, ".mvn", "maven.config"),
    `-Dmaven.repo.local=${sdk.repository}\n-Dtunnels.version=${sdk.version}\n`,
  );
  return dir;
}

/** A new project folder under .tmp, `<root>/program`, with nothing in it. */
function emptyProgramDir(): string {
  mkdirSync(TMP_ROOT, { recursive: true });
  const dir = path.join(mkdtempSync(path.join(TMP_ROOT, "java-")), "program");
  mkdirSync(dir);
  return dir;
}

/** `mvn <args>` in a program copy, as the language host runs it; resolves with its exit code and output. */
export function maven(dir: string, args: string[]): Promise<CliResult> {
  return runProcess("mvn", ["-B", "--no-transfer-progress", ...args], { cwd: dir, env: process.env });
}

export class JavaProject extends StackCommands {
  private constructor(
    readonly dir: string,
    readonly stack: string,
    /** Holds the program copy, `home` (PULUMI_HOME) and `state` (the file backend). */
    private readonly root: string,
    private readonly binDir: string,
    /** The variables the program's JVMs get beside the CLI's. */
    private readonly jvmEnv: NodeJS.ProcessEnv = {},
  ) {
    super();
  }

  static async create(options: {
    sdk: InstalledSdk;
    project: string;
    config: Record<string, string>;
    secretConfig: Record<string, string>;
    /**
     * A built program's jar, which the host runs with `java -jar` (`runtime.options.binary`, the host's jar
     * executor) in an otherwise empty project, instead of the test program through Maven.
     */
    binary?: string;
  }): Promise<JavaProject> {
    requireBuiltCli();
    if (!existsSync(path.join(JAVA_HOST_DIR, ".complete")))
      throw new Error(`the Java language host is not built in ${JAVA_HOST_DIR}: run scripts/pulumi-java.sh`);
    const dir = options.binary ? emptyProgramDir() : javaProgramCopy(options.sdk);
    const root = path.dirname(dir);
    for (const d of ["home", "state"]) mkdirSync(path.join(root, d));
    const plugins = { providers: [{ name: "tunnels", path: requirePlugin() }] };
    const runtime = options.binary ? { name: "java", options: { binary: options.binary } } : "java";
    const pulumiYaml = { name: options.project, runtime, plugins };
    // JSON is YAML.
    writeFileSync(path.join(dir, "Pulumi.yaml"), `${JSON.stringify(pulumiYaml, null, 2)}\n`);
    const binDir = cliBesideHost(JAVA_HOST_DIR, "pulumi-language-java");
    // A jar's JVMs (the program, the host's question for its plugins) live seconds: the C1 compiler alone and the
    // serial collector start them sooner (about 15% of java-examples.test.ts), running the same bytecode.
    const jvmEnv = options.binary ? { JAVA_TOOL_OPTIONS: "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC" } : {};
    const project = new JavaProject(dir, "dev", root, binDir, jvmEnv);
    await project.initStack(options);
    return project;
  }

  /** The CLI's environment (cli.ts), a file backend beside the program, the CLI and the Java host first on PATH. */
  env(): NodeJS.ProcessEnv {
    const env = envBesideHost(this.binDir, {
      home: path.join(this.root, "home"),
      backendDir: path.join(this.root, "state"),
      passphrase: "java test passphrase",
    });
    return { ...env, ...this.jvmEnv };
  }

  /** Runs `pulumi <args>` in the project directory; resolves with its exit code and output, whatever it is. */
  pulumi(args: string[], options: CommandOptions = {}): Promise<CliResult> {
    // Maven compiles and runs the program on every command, and the host asks it for the plugins first.
    return pulumiBesideHost(this.binDir, this.dir, this.env(), args, { timeoutMs: 600_000, ...options });
  }
}
