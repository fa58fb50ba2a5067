import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { type CliResult, type CommandOptions, cliEnv, once, printedDir, pulumiDir, runProcess } from "./cli";

/** Commands that run the program: they get `--non-interactive`, as in a CI job. */
const PROGRAM_COMMANDS = new Set(["preview", "up", "refresh", "destroy"]);

/** The environment of a project's commands: the CLI's (cli.ts), with `binDir` (cliBesideHost) first on PATH. */
export function envBesideHost(binDir: string, options: Parameters<typeof cliEnv>[0]): NodeJS.ProcessEnv {
  const env = cliEnv(options);
  return { ...env, PATH: `${binDir}${path.delimiter}${env.PATH}` };
}

/**
 * Runs `pulumi <args>` of the folder `binDir` (cliBesideHost) in `cwd` with `env` and the command's own
 * variables; resolves with its exit code and output, whatever it is.
 */
export function pulumiBesideHost(
  binDir: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
  args: string[],
  options: CommandOptions = {},
): Promise<CliResult> {
  const { file, argv } = commandBesideHost(binDir, args);
  return runProcess(file, argv, { cwd, ...options, env: { ...env, ...options.env } });
}

/** The executable and arguments `pulumi <args>` of `binDir` runs, for a test that starts the command itself (to kill it). */
export function commandBesideHost(binDir: string, args: string[]): { file: string; argv: string[] } {
  const extra = PROGRAM_COMMANDS.has(args[0]) ? ["--non-interactive"] : [];
  return { file: path.join(binDir, "pulumi"), argv: [...args, ...extra] };
}

/**
 * The folder a test runs `pulumi` from: the CLI and a language host (`pulumi-language-yaml`,
 * `pulumi-language-java`) side by side, as a Pulumi install lays them out. The CLI looks for a bundled language
 * host beside its own executable (it resolves /proc/self/exe, so a symbolic link would point back to the CLI's
 * folder) and then on PATH; one found only on PATH works but draws the warning "using pulumi-language-<runtime>
 * from $PATH" on every command, which a user's install never shows. So both files are hard links (copies across
 * file systems) in a folder keyed by both builds' folders, made once and renamed into place (and made again when
 * either build changes).
 */
export function cliBesideHost(hostDir: string, hostFile: string): string {
  return cliBesideHosts([[hostDir, hostFile]]);
}

/** cliBesideHost with several language hosts beside the CLI (`[folder, file]` each), as an install has them. */
export function cliBesideHosts(hosts: Array<[dir: string, file: string]>): string {
  const cliDir = pulumiDir();
  const key = [cliDir, ...hosts.map(([dir]) => dir)].map((d) => path.basename(d)).join("+");
  const dir = path.join(path.dirname(cliDir), key);
  const sources: Array<[string, string]> = [[cliDir, "pulumi"], ...hosts];
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

/** The folder `scripts/pulumi-java.sh` builds Pulumi's Java language host into (npm test runs it first). */
export const javaHostDir = once(() => printedDir("pulumi-java.sh"));
