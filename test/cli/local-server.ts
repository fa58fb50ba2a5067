import { afterAll, beforeAll } from "vitest";
import { TunnelsClient } from "../../client";
import { type RunningServer, startServer } from "../../server";

export interface LocalServer {
  server: RunningServer;
  /** A client with the root token, to look at the account and change it out of band. */
  client: TunnelsClient;
}

/** A local server for the file's tests: started before them, stopped after them. */
export function useLocalServer(): LocalServer {
  const local = {} as LocalServer;
  beforeAll(async () => {
    local.server = await startServer({ port: 0 });
    local.client = new TunnelsClient({ baseUrl: local.server.url, apiKey: local.server.rootToken });
  });
  afterAll(async () => {
    await local.client?.close();
    await local.server?.close();
  });
  return local;
}
