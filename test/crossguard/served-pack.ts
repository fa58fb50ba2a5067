import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT, TMP_ROOT } from "../../harness";

/**
 * A TypeScript team's own `@pulumi/policy` pack holding the tunnels rules, served by `@pulumi/policy`'s own
 * runtime as the CLI would start it: `node` runs the pack's file in its folder (a `package.json` with a version,
 * which `PolicyPack` reads), the `PolicyPack` constructor starts the gRPC server and prints its port. The pack
 * imports `pulumi-tunnels/crossguard` by the package's name, through its `exports`, as a team's pack does (the
 * folder is inside the repository, so the repository's node_modules resolve it).
 */
export interface ServedPack {
  address: string;
  close(): void;
}

const PACK = `const { PolicyPack } = require("@pulumi/policy");
const { tunnelsPolicies } = require("pulumi-tunnels/crossguard");
new PolicyPack("team-security", { policies: tunnelsPolicies(), description: "A team's own pack" });
`;

export function servePack(): Promise<ServedPack> {
  return serve((dir) => {
    writeFileSync(
      path.join(dir, "package.json"),
      JSON.stringify({ name: "team-security", version: "1.0.0" }),
    );
    writeFileSync(path.join(dir, "index.js"), PACK);
    return [process.execPath, ["index.js"]];
  });
}

/**
 * The plugin's own analyzer (this build's `plugin/bin/pulumi-analyzer-policy-tunnels`), started as the CLI starts
 * it: `<engine address> .` in the pack's folder, standard input a pipe the test holds (the CLI's sign of life).
 * No engine answers at the address, which the analyzer only watches.
 */
export function serveAnalyzer(): Promise<ServedPack> {
  return serve((dir) => {
    writeFileSync(path.join(dir, "PulumiPolicy.yaml"), "runtime: tunnels\n");
    const bin = path.join(REPO_ROOT, "plugin", "bin", "pulumi-analyzer-policy-tunnels");
    return [process.execPath, [bin, "127.0.0.1:1", "."]];
  });
}

async function serve(prepare: (dir: string) => [string, string[]]): Promise<ServedPack> {
  mkdirSync(TMP_ROOT, { recursive: true });
  const dir = mkdtempSync(path.join(TMP_ROOT, "crossguard-"));
  const [command, args] = prepare(dir);
  const child: ChildProcess = spawn(command, args, { cwd: dir, stdio: ["pipe", "pipe", "pipe"] });
  const close = () => {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const port = await firstLine(child);
    return { address: `127.0.0.1:${port}`, close };
  } catch (err) {
    close();
    throw err;
  }
}

/** The port the pack prints on its first line; its standard error, if it exits first. */
function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = "";
    let err = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split("\n")[0];
      if (out.includes("\n")) resolve(line.trim());
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on("exit", (code) => reject(new Error(`the pack exited ${code} before serving:\n${err}`)));
  });
}
