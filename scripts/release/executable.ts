/**
 * The plugin as one executable that needs nothing on the machine: a Node.js single executable application
 * (SEA). The plugin and every package it needs are bundled into one CommonJS file with the schema inside
 * (esbuild); each platform's own official Node.js binary (the release the executables carry) makes that file
 * into a SEA blob with V8's code cache, and postject puts the blob into a copy of that binary (Node.js's "Single
 * executable applications" guide). `disableExperimentalSEAWarning`: the CLI shows a plugin's stderr to users, and a YAML run
 * starts the plugin twice.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildSync } from "esbuild";
import { type Platform, SEA_NODE_VERSION } from "./platforms";

/** The sentinel a Node.js binary checks to know it carries a blob (Node.js's SEA guide). */
const SEA_FUSE = "NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2";

/** The official Node.js binary of `platform`, fetched once per user by scripts/node-dist.sh. */
export function nodeBinary(repo: string, platform: Platform, version = SEA_NODE_VERSION): string {
  const script = path.join(repo, "scripts", "node-dist.sh");
  const out = execFileSync("bash", [script, `${platform.nodePackage}@${version}`], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  return path.join(out.trim().split("\n").pop() ?? "", "bin", "node");
}

/**
 * Bundles the compiled plugin (`plugin/dist/main.js`) with everything it imports into `outFile`. The schema is
 * defined into the bundle (`EMBEDDED_SCHEMA`, plugin/plugin-files.ts), so the executable reads no file.
 */
export function bundlePlugin(repo: string, outFile: string): void {
  const schema = readFileSync(path.join(repo, "plugin", "schema.json"), "utf8");
  buildSync({
    entryPoints: [path.join(repo, "plugin", "dist", "main.js")],
    outfile: outFile,
    bundle: true,
    platform: "node",
    target: `node${SEA_NODE_VERSION.split(".")[0]}`,
    format: "cjs",
    // `pulumi-tunnels/*` resolves to this repository's compiled code, through its package.json exports.
    nodePaths: [path.join(repo, "node_modules")],
    define: { EMBEDDED_SCHEMA: JSON.stringify(schema) },
    logLevel: "warning",
    legalComments: "eof",
  });
}

/**
 * Makes `platform`'s SEA blob of `bundle` into `workDir` with that platform's Node.js binary, started through
 * `runner` (QEMU for another architecture); returns the blob's file.
 */
export function seaBlob(
  repo: string,
  platform: Platform,
  runner: string[],
  bundle: string,
  workDir: string,
): string {
  const config = path.join(workDir, `sea-config-${platform.name}.json`);
  const blob = path.join(workDir, `sea-prep-${platform.name}.blob`);
  writeFileSync(
    config,
    JSON.stringify({
      // Relative to workDir, where the blob is made: the blob keeps this name, and a temporary folder's path in
      // it would make every build's executable differ (a platform runner's archive is the full release's).
      main: path.relative(workDir, bundle),
      output: blob,
      disableExperimentalSEAWarning: true,
      // V8's compiled code of the bundle, which ties the blob to the platform that made it: hence one blob per
      // platform, each made by its own binary. It starts the plugin in about 0.6 of the time without it.
      useCodeCache: true,
      useSnapshot: false,
    }),
  );
  const [command, ...args] = [...runner, nodeBinary(repo, platform), "--experimental-sea-config", config];
  const made = spawnSync(command, args, { cwd: workDir, encoding: "utf8" });
  if (made.status !== 0) throw new Error(`release: the SEA blob was not made:\n${made.stdout}${made.stderr}`);
  return blob;
}

/** Writes `platform`'s executable to `outFile`: a copy of its Node.js binary with the blob injected. */
export function writeExecutable(repo: string, platform: Platform, blobFile: string, outFile: string): void {
  mkdirSync(path.dirname(outFile), { recursive: true });
  copyFileSync(nodeBinary(repo, platform), outFile);
  chmodSync(outFile, 0o755);
  const darwin = platform.os === "darwin";
  // macOS runs no arm64 binary without a signature: the official one's goes before the change, an ad hoc one after.
  if (darwin) execFileSync("codesign", ["--remove-signature", outFile]);
  // postject's own command, in a child process: its ELF library warns about every note section it cannot name
  // (the executable runs all the same: run-check.ts runs it), so its output is shown only if the injection fails.
  const args = [require.resolve("postject/dist/cli.js"), outFile, "NODE_SEA_BLOB", blobFile];
  args.push("--sentinel-fuse", SEA_FUSE, ...(darwin ? ["--macho-segment-name", "NODE_SEA"] : []));
  const injected = spawnSync(process.execPath, args, { encoding: "utf8" });
  if (injected.status !== 0)
    throw new Error(
      `release: postject could not inject the blob into ${outFile}:\n${injected.stdout}${injected.stderr}`,
    );
  if (darwin) execFileSync("codesign", ["--sign", "-", outFile]);
}
