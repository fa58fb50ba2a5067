/**
 * Setup of the vitest project `executable` (vitest.config.mts): the plugin's tests start the release's
 * linux-amd64 executable, the file the CLI downloads, rather than the clone's `node_modules/.bin` command. A
 * setup file's hooks run before each test file's own.
 */
import { beforeAll } from "vitest";
import { unpackedExecutable } from "../../harness";

beforeAll(async () => {
  process.env.TUNNELS_PLUGIN_BIN = await unpackedExecutable("linux-amd64");
}, 1_200_000);
