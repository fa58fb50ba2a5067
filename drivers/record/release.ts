/**
 * What a recording run needs of a released commit, made once for all its recordings (recorder.ts,
 * sdk-recorder.ts): the commit built as its users installed it, its package's tarball, its plugin executable and
 * the version its GetPluginInfo answers, and its local server, started with a fresh `--data` file.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync } from "node:fs";
import path from "node:path";
import { packProject, TMP_ROOT } from "../engine/pack";
import { PluginClient } from "../plugin/plugin-client";
import { type CliServer, startCli } from "../server/server-process";
import { type BuiltCommit, builtAt } from "./built-commit";

export interface Release {
  built: BuiltCommit;
  tarball: string;
  pluginBin: string;
  pluginVersion: string;
  serverCli: string;
}

export async function release(commit: string): Promise<Release> {
  const built = await builtAt(commit, { install: "ci" });
  const pluginBin = path.join(built.dir, "node_modules", ".bin", "pulumi-resource-tunnels");
  const serverCli = path.join(built.dir, "dist", "server", "cli.js");
  for (const file of [pluginBin, serverCli])
    if (!existsSync(file)) throw new Error(`${commit}: the build has no ${path.relative(built.dir, file)}`);
  const plugin = await PluginClient.start({ bin: pluginBin });
  try {
    return {
      built,
      tarball: await packProject(built.dir),
      pluginBin,
      pluginVersion: await plugin.getPluginInfo(),
      serverCli,
    };
  } finally {
    await plugin.close();
  }
}

/** The release's own local server, with a fresh `--data` file and a root token of its own, as an account. */
export async function releaseServer(
  r: Release,
): Promise<{ server: CliServer; dataFile: string; rootToken: string }> {
  const dataFile = path.join(mkdtempSync(path.join(TMP_ROOT, "recorded-data-")), "server.db");
  const rootToken = `root_${randomBytes(24).toString("base64url")}`;
  const server = await startCli(
    ["--port", "0", "--data", dataFile, "--root-token", rootToken],
    {},
    r.serverCli,
  );
  return { server, dataFile, rootToken };
}
