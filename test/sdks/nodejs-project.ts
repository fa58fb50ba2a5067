import { createHash } from "node:crypto";
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import {
  CliProject,
  type CliResult,
  localPluginSection,
  REPO_ROOT,
  runProcess,
  TMP_ROOT,
} from "../../harness";
import { writeNodejsSdkTarball } from "../../scripts/nodejs-sdk";

/**
 * A Node.js project that uses the Node.js SDK as a user's does: the SDK's npm tarball (scripts/nodejs-sdk.ts, what
 * the release ships) installed into `node_modules/@pulumi-tunnels/tunnels`, a TypeScript program compiled with
 * `tsc --strict` against it, run by the real CLI through the harness's Node.js program host (`--client`: the
 * Node.js language host cannot be built here, test/cli/README.md), the plugin named in `Pulumi.yaml`.
 * `@pulumi/pulumi` is the repository's (3.248.0, within the SDK's range), one copy for the program and the SDK.
 */

/** What the tarball is made of: every file of sdk/nodejs, the root package.json (engines), the build script. */
function sdkHash(): string {
  const hash = createHash("sha256");
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)],
    );
  const sdk = path.join(REPO_ROOT, "sdk", "nodejs");
  const inputs = [
    ...files(sdk).sort(),
    path.join(REPO_ROOT, "package.json"),
    path.join(REPO_ROOT, "scripts", "nodejs-sdk.ts"),
  ];
  for (const file of inputs) hash.update(path.relative(REPO_ROOT, file)).update(readFileSync(file));
  return hash.digest("hex").slice(0, 12);
}

/**
 * The SDK's tarball, packed once for all the test files of a run (and later runs while nothing it is made of
 * changes) into `.tmp/nodejs-sdk-<hash>/`: packed into a folder of its own, then renamed into place, so two
 * test files packing at once never see half a tarball.
 */
export function packedNodejsSdk(): string {
  mkdirSync(TMP_ROOT, { recursive: true });
  const dir = path.join(TMP_ROOT, `nodejs-sdk-${sdkHash()}`);
  const packed = () => readdirSync(dir).find((f) => f.endsWith(".tgz"));
  if (!existsSync(dir)) {
    const staging = mkdtempSync(path.join(TMP_ROOT, "nodejs-sdk-packing-"));
    writeNodejsSdkTarball(REPO_ROOT, staging);
    try {
      renameSync(staging, dir);
    } catch {
      // Another test file finished first: its tarball is the same.
      rmSync(staging, { recursive: true, force: true });
    }
  }
  return path.join(dir, packed() ?? "");
}

export interface NodejsSdkProjectOptions {
  /** The SDK's tarball, and any other package the program uses (the TypeScript classes' tarball). */
  tarballs: string[];
  project: string;
  /** The program, TypeScript; none for a project that only imports (a program that declares nothing). */
  source?: ProgramSource;
  config?: Record<string, string>;
  secretConfig?: Record<string, string>;
}

/** A stack of a Node.js project with the SDK installed; its program, if given, compiled into `index.js`. */
export async function nodejsSdkProject(options: NodejsSdkProjectOptions): Promise<CliProject> {
  const project = await CliProject.create({
    programSource: "",
    tarballs: options.tarballs,
    project: options.project,
    config: options.config,
    secretConfig: options.secretConfig,
  });
  appendFileSync(path.join(project.dir, "Pulumi.yaml"), localPluginSection());
  if (options.source !== undefined) {
    const compiled = await compileProgram(project.dir, options.source);
    if (compiled.code !== 0) throw new Error(`tsc --strict refused the program:\n${compiled.stdout}`);
  }
  return project;
}

/**
 * A TypeScript program: its `index.ts`, or its files by name, `index.ts` (the entry point the program host
 * loads, as `index.js`) among them beside the modules it imports.
 */
export type ProgramSource = string | Record<string, string>;

/**
 * `tsc --strict` of `source`, written in `dir` (`index.ts`, or each file by its name), into `.js` files beside
 * it (CommonJS, what the program host loads): the repository's TypeScript, the SDK's declarations from
 * `dir/node_modules`. The SDK's own `.d.ts` files and `@pulumi/pulumi`'s are checked too unless `skipLibCheck`
 * (three times faster: for checks of the program alone).
 */
export function compileProgram(dir: string, source: ProgramSource, skipLibCheck = false): Promise<CliResult> {
  const files = typeof source === "string" ? { "index.ts": source } : source;
  if (!("index.ts" in files)) throw new Error("a program's files must include its entry point, index.ts");
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return tscStrict(dir, Object.keys(files), skipLibCheck ? ["--skipLibCheck"] : []);
}

/** The repository's `tsc --strict` of `files` in `dir` (CommonJS, the SDK's declarations from `dir/node_modules`). */
export function tscStrict(dir: string, files: string[], flags: string[] = []): Promise<CliResult> {
  const tsc = path.join(REPO_ROOT, "node_modules", "typescript", "bin", "tsc");
  const options = ["--strict", "--target", "es2022", "--module", "commonjs", "--moduleResolution", "node10"];
  return runProcess(
    process.execPath,
    [tsc, ...options, ...flags, "--types", "node", "--pretty", "false", ...files],
    {
      cwd: dir,
      env: process.env,
    },
  );
}
