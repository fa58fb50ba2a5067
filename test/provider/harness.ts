import { TunnelsClient } from "../../client";
import * as impl from "../../provider/impl";
import { startServer, type RunningServer } from "../../server/index";

export type Props = Record<string, unknown>;

/** A real local server over HTTP, a client for out-of-band changes, and the provider configured for it. */
export interface Harness {
  server: RunningServer;
  client: TunnelsClient;
  close(): Promise<void>;
}

/**
 * How the provider reads: one GET per read, or coalesced from listings. The read tests run both ways; the
 * coalesced way with a window of 0 s, since they change objects out of band between reads of one process
 * and a page of the last 60 s (the default) may serve a read that begins after such a change.
 */
export const readModes: Record<string, Record<string, string>> = {
  "one GET per read": { "tunnels:coalesceReads": "false" },
  "coalesced reads": { "tunnels:coalesceReads": "true", "tunnels:readWindowSeconds": "0" },
};

/** Points the provider at `url` with `extra` stack config. */
export async function configureProvider(url: string, token: string, extra: Record<string, string> = {}) {
  const config: Record<string, string> = { "tunnels:apiUrl": url, "tunnels:apiKey": token, ...extra };
  await impl.configure({ config: { get: (k: string) => config[k] } });
}

export async function startHarness(extra: Record<string, string> = {}): Promise<Harness> {
  const server = await startServer({ port: 0 });
  const client = new TunnelsClient({ baseUrl: server.url, apiKey: server.rootToken, retryTimeoutMs: 5_000 });
  await configureProvider(server.url, server.rootToken, extra);
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
