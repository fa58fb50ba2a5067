import { mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { create } from "tar";

/**
 * A user online who installs the local server gets better-sqlite3's prebuilt binding: its install script
 * (prebuild-install) downloads `better-sqlite3-v<version>-node-v<abi>-<platform>-<arch>.tar.gz` from the
 * package's GitHub release, and compiles from source only when that fails. This machine cannot reach GitHub, so
 * a docs page's `npm install` would compile for minutes. This writes that archive from the binding the
 * repository's own install built, for the same Node.js, into a folder to serve as the release's mirror
 * (`npm_config_better_sqlite3_binary_host`, prebuild-install's own setting).
 */
export async function prebuiltBindingFolder(): Promise<string> {
  const require = createRequire(__filename);
  const packageDir = path.dirname(require.resolve("better-sqlite3/package.json"));
  const { version } = require("better-sqlite3/package.json") as { version: string };
  const folder = mkdtempSync(path.join(tmpdir(), "tunnels-prebuilt-"));
  const name = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}`;
  await create({ gzip: true, cwd: packageDir, file: path.join(folder, `${name}.tar.gz`) }, [
    "build/Release/better_sqlite3.node",
  ]);
  return folder;
}
