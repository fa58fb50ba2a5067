import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { REPO_ROOT, runProcess } from "../../harness";

const exec = promisify(execFile);

/** Runs one of the repository's scripts/ and resolves with the last line it prints (the folder it made). */
export async function scriptOutput(script: string, ...args: string[]): Promise<string> {
  const { stdout } = await exec("bash", [path.join(REPO_ROOT, "scripts", script), ...args], {
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout.trim().split("\n").pop() ?? "";
}

/** The Go command with the module settings of the repository's Go builds: go.sum pins every hash. */
export function goCommand(args: string[], cwd: string) {
  return exec("go", args, {
    cwd,
    env: { ...process.env, GOFLAGS: "-mod=readonly", GOSUMDB: "off" },
    maxBuffer: 16 * 1024 * 1024,
  });
}

export { exec };

/**
 * `pulumi-codegen <args>` (scripts/pulumi-codegen.sh builds it, or answers with its cached build) in `cwd`, with
 * `input` on its standard input; rejects with its output when it fails.
 */
export async function codegenCommand(args: string[], cwd: string, input: string): Promise<void> {
  const codegen = path.join(await scriptOutput("pulumi-codegen.sh"), "pulumi-codegen");
  const result = await runProcess(codegen, args, { cwd, env: process.env, input });
  if (result.code !== 0) throw new Error(`pulumi-codegen ${args[0]} exited ${result.code}: ${result.stderr}`);
}
