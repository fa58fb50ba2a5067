import { TunnelsClient } from "../../sdk/client";
import * as impl from "../../provider/impl";
import { startServer, type RunningServer } from "../../server";

export type Props = Record<string, unknown>;

/** A real local server over HTTP, a client for out-of-band changes, and the provider configured for it. */
export interface Harness {
  server: RunningServer;
  client: TunnelsClient;
  close(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  const server = await startServer({ port: 0 });
  const client = new TunnelsClient({ baseUrl: server.url, apiKey: server.rootToken, retryTimeoutMs: 5_000 });
  await impl.configure({
    config: { get: (k: string) => ({ "tunnels:apiUrl": server.url, "tunnels:apiKey": server.rootToken })[k] },
  });
  return {
    server,
    client,
    close: async () => {
      await client.close();
      await server.close();
    },
  };
}

/** check, as the engine calls it first; fails the test with the failures if there are any. */
export async function checked(className: string, news: Props): Promise<Props> {
  const { inputs, failures } = await impl.check(className, {}, news);
  if (failures.length) throw new Error(`check failed: ${JSON.stringify(failures)}`);
  return inputs;
}

export { impl };
