/**
 * The Node.js SDK's npm package, `@pulumi-tunnels/tunnels`: sdk/nodejs (TypeScript and a package.json, as
 * Pulumi's generator writes them: `npm run gen-sdks`) compiled and packed, as Pulumi's own providers build
 * theirs: `tsc` into `bin/`, the package.json and README beside the JavaScript, `npm pack` of `bin/`.
 *   npm run nodejs-sdk -- --out <dir>   writes `pulumi-tunnels-tunnels-<version>.tgz` into <dir> (the release folder)
 * It compiles with the repository's own TypeScript and `@types/node` (the versions the schema's
 * `language.nodejs` states), in a copy, so nothing lands in sdk/nodejs. The generator writes no `engines`
 * (codegen/nodejs has no setting for it): the packed package.json gets the root package.json's, the Node.js
 * versions every package of this repository runs on.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { packageRoot } from "./package-root";

/** Runs a command with its output kept, shown only when it fails. */
function quiet(command: string, args: string[], cwd: string): string {
  try {
    return execFileSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  } catch (e) {
    const failed = e as { stdout?: string; stderr?: string; message: string };
    throw new Error(
      `nodejs-sdk: ${command} ${args.join(" ")} failed:\n${failed.stdout ?? ""}${failed.stderr ?? failed.message}`,
    );
  }
}

const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8"));

/** Compiles sdk/nodejs and packs it into `outDir`; returns the tarball's path. */
export function writeNodejsSdkTarball(repo: string, outDir: string): string {
  const work = mkdtempSync(path.join(tmpdir(), "tunnels-nodejs-sdk-"));
  try {
    cpSync(path.join(repo, "sdk", "nodejs"), work, { recursive: true });
    // `@pulumi/pulumi` and `@types/node` for the compiler, from the repository's own install.
    symlinkSync(
      path.join(repo, "node_modules"),
      path.join(work, "node_modules"),
      process.platform === "win32" ? "junction" : "dir",
    );
    quiet(process.execPath, [path.join(repo, "node_modules", "typescript", "bin", "tsc"), "-p", work], work);
    const manifest = readJson(path.join(work, "package.json"));
    const { engines } = readJson(path.join(repo, "package.json"));
    const bin = path.join(work, "bin");
    // `getVersion()` in the compiled utilities reads the package.json beside it.
    writeFileSync(path.join(bin, "package.json"), `${JSON.stringify({ ...manifest, engines }, null, 4)}\n`);
    cpSync(path.join(work, "README.md"), path.join(bin, "README.md"));
    mkdirSync(outDir, { recursive: true });
    const out = quiet("npm", ["pack", "--json", "--ignore-scripts", "--pack-destination", outDir], bin);
    const [{ filename }] = JSON.parse(out.slice(out.indexOf("["))) as Array<{ filename: string }>;
    return path.join(outDir, path.basename(filename));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (require.main === module) {
  const { values } = parseArgs({ options: { out: { type: "string" } }, strict: true });
  if (!values.out) {
    console.error("usage: npm run nodejs-sdk -- --out <dir>");
    process.exit(2);
  }
  const tarball = writeNodejsSdkTarball(packageRoot(__dirname), path.resolve(values.out));
  console.log(tarball);
}
