/**
 * The packages of a release a user installs with a language's own tool: the npm tarballs (`npm pack`), the
 * Python SDK's wheel and sdist (PyPI's `build`), the Go SDK as a version of a module proxy on disk, and the Java
 * SDK's jars and pom (Maven, scripts/java-sdk.sh).
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { dropInstallScripts } from "./packed-scripts";

/** Runs a command with its output kept, shown only when it fails; resolves with its stdout. */
function quiet(command: string, args: string[], cwd: string): string {
  try {
    return execFileSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  } catch (e) {
    const failed = e as { stdout?: string; stderr?: string; message: string };
    throw new Error(
      `release: ${command} ${args.join(" ")} failed:\n${failed.stdout ?? ""}${failed.stderr ?? failed.message}`,
    );
  }
}

/** The folder one of scripts/*.sh prints last (a per-user cache folder). */
const scriptDir = (repo: string, script: string) =>
  quiet("bash", [path.join(repo, "scripts", script)], repo)
    .trim()
    .split("\n")
    .pop() ?? "";

/**
 * `pulumi-tunnels-<version>.tgz` and `pulumi-tunnels-server-<version>.tgz`, as `npm publish` would send them. The
 * plugin's workspace, `pulumi-resource-tunnels`, is private and never packed: users get the executable.
 * `--ignore-scripts`: the release has just built everything (`prepare` and `prepack` would build again). Neither
 * tarball keeps a script npm runs at install (packed-scripts.ts: the root's `prepare` is for Git installs).
 */
export function writeNpmTarballs(repo: string, outDir: string): string[] {
  return [[], ["-w", "server"]].map((workspace) => {
    const args = ["pack", "--json", "--ignore-scripts", "--pack-destination", outDir, ...workspace];
    const out = quiet("npm", args, repo);
    const [{ filename }] = JSON.parse(out.slice(out.indexOf("["))) as Array<{ filename: string }>;
    const tarball = path.join(outDir, path.basename(filename));
    dropInstallScripts(tarball);
    return tarball;
  });
}

/**
 * The Python SDK's sdist and wheel, built from a copy of sdk/python (so nothing is left in the clone) with the
 * hash-pinned `build` and setuptools of scripts/python-build.sh, `--no-isolation` so nothing else is fetched.
 */
export function writePythonDistributions(repo: string, outDir: string): void {
  const python = path.join(scriptDir(repo, "python-build.sh"), "bin", "python");
  const work = mkdtempSync(path.join(tmpdir(), "tunnels-python-sdk-"));
  try {
    cpSync(path.join(repo, "sdk", "python"), work, { recursive: true });
    quiet(python, ["-m", "build", "--no-isolation", "--outdir", outDir, work], work);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The Java SDK's `tunnels-<version>.jar`, `…-sources.jar` and `….pom` (scripts/java-sdk.sh, Maven). */
export function writeJavaArtifacts(repo: string, outDir: string): void {
  quiet("bash", [path.join(repo, "scripts", "java-sdk.sh"), "--out", outDir], repo);
}

/**
 * The Go SDK, sdk/go, as version `v<version>` of a module proxy laid out under `proxyDir` (`GOPROXY=file://…`
 * reads it as `go get` reads a tag `sdk/go/v<version>` through the public proxy).
 */
export function writeGoModuleProxy(repo: string, proxyDir: string, version: string, time: Date): void {
  const codegen = path.join(scriptDir(repo, "pulumi-codegen.sh"), "pulumi-codegen");
  const args = ["go-proxy", path.join(repo, "sdk", "go"), `v${version}`, proxyDir, time.toISOString()];
  quiet(codegen, args, repo);
}
