import path from "node:path";
import { bundleServerCli, removeServerCli, SOURCE_CLI_ENV } from "../../drivers";

/**
 * Vitest's global setup (vitest.config.mts, vitest.node-lines.config.mts): the local server's command bundled
 * from this tree's source once per run, for every test that starts it as a process (drivers/server/source-cli.ts
 * says why). The workers inherit the variable: vitest starts them after this has run.
 */
export default async function setup(): Promise<() => void> {
  const file = await bundleServerCli(path.resolve(__dirname, "..", ".."));
  process.env[SOURCE_CLI_ENV] = file;
  return () => removeServerCli(file);
}
