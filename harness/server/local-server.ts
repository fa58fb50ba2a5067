import { TunnelsClient } from "../../client";
import { type RunningServer, startServer } from "../../server/index";

export interface LocalServer {
  server: RunningServer;
  /** A client with the root token, to look at the account and change it out of band. */
  client: TunnelsClient;
}

/** How a test runner runs a function before and after a file's tests (vitest's `beforeAll`, `afterAll`). */
export interface FileHooks {
  beforeAll(fn: () => Promise<void>): void;
  afterAll(fn: () => Promise<void>): void;
}

/**
 * A local server for the file's tests: started before them, stopped after them. The runner's hooks are
 * passed in rather than imported, so this module loads outside vitest too (vitest refuses `require`, and
 * the benchmarks and scripts that share these helpers run compiled to CommonJS).
 */
export function useLocalServer(hooks: FileHooks): LocalServer {
  const local = {} as LocalServer;
  hooks.beforeAll(async () => {
    local.server = await startServer({ port: 0 });
    local.client = new TunnelsClient({ baseUrl: local.server.url, apiKey: local.server.rootToken });
  });
  hooks.afterAll(async () => {
    await local.client?.close();
    await local.server?.close();
  });
  return local;
}
