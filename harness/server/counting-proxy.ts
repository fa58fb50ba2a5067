import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { request } from "undici";
import { type RunningServer, type ServerOptions, startServer } from "../../server/index";

/** One call as the service saw it. */
export interface Call {
  method: string;
  url: string;
  status: number;
  /** When the proxy received the call and when the answer came (ms since the epoch). */
  sentAt: number;
  at: number;
}

/**
 * The local server behind a loopback proxy that records every public call: the API calls a provider makes,
 * counted from outside it (a provider host in another process too). The server's `publicUrl` is the
 * proxy's, so `next_page_uri` comes back through it as well. `before` runs ahead of forwarding a call, for
 * out-of-band changes made while a listing is under way.
 */
export interface CountedServer {
  server: RunningServer;
  /** The proxy's URL: give it to the provider as tunnels:apiUrl. */
  url: string;
  calls: Call[];
  before?: (call: { method: string; url: string }) => Promise<void>;
  /** Turns the server's faults (rate limit, failures) off, for checking what a run left. */
  clearFaults(): Promise<void>;
  close(): Promise<void>;
}

export async function countedServer(options: ServerOptions = {}): Promise<CountedServer> {
  let target = "";
  const counted: Partial<CountedServer> & { calls: Call[] } = { calls: [] };
  const proxy = createServer(async (req, res) => {
    const sentAt = Date.now();
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const method = req.method ?? "GET";
    const url = req.url ?? "/";
    try {
      await counted.before?.({ method, url });
      const headers = { ...req.headers };
      delete headers.host;
      delete headers.connection;
      const answer = await request(`${target}${url}`, {
        method: method as "GET",
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      });
      const body = Buffer.from(await answer.body.arrayBuffer());
      if (!url.startsWith("/_local/"))
        counted.calls.push({ method, url, status: answer.statusCode, sentAt, at: Date.now() });
      const out = { ...answer.headers };
      delete out["transfer-encoding"];
      delete out.connection;
      delete out["keep-alive"];
      res.writeHead(answer.statusCode, out);
      res.end(body);
    } catch (err) {
      res.writeHead(502);
      res.end(String(err));
    }
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  const server = await startServer({ port: 0, ...options, publicUrl: url });
  target = server.url;
  return Object.assign(counted, {
    server,
    url,
    async clearFaults() {
      await fetch(`${server.url}/_local/faults`, {
        method: "PUT",
        headers: { authorization: `Bearer ${server.rootToken}`, "content-type": "application/json" },
        body: JSON.stringify({ rate_limit: 0, fail_rate: 0 }),
      });
    },
    async close() {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await server.close();
    },
  }) as CountedServer;
}
