import { type RunningServer, startServer } from "../../server/index";
import { makeSecret, PluginClient } from "../../drivers";
import type { FileHooks } from "../server/local-server";

/**
 * For a test file: a local server and the plugin (started with `args`, the environment without the settings'
 * TUNNELS_ fallbacks) configured for it before the tests, both stopped after them. The runner's hooks are
 * passed in, as useLocalServer's are, so the harness loads outside vitest.
 */
export function usePluginWithServer(
  args: string[],
  hooks: FileHooks,
): { server: RunningServer; plugin: PluginClient } {
  const it = {} as { server: RunningServer; plugin: PluginClient };
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("TUNNELS_")));
  hooks.beforeAll(async () => {
    it.server = await startServer({ port: 0 });
    it.plugin = await PluginClient.start({ args, env });
    await it.plugin.configure({ apiUrl: it.server.url, apiKey: makeSecret(it.server.rootToken) });
  });
  hooks.afterAll(async () => {
    await it.plugin?.close();
    await it.server?.close();
  });
  return it;
}
