import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { request } from "undici";
import { type RunningServer, type ServerOptions, startServer } from "../../server/index";

/** What happens to one call: passed on, its answer lost on the way back, or its request lost on the way in. */
export type Fate = "pass" | "lose-answer" | "lose-request";

export interface LossyCall {
  method: string;
  url: string;
  fate: Fate;
  /** The service's status; undefined when the request never reached it. */
  status?: number;
}

/** A request as the proxy received it, before its fate: the body is there to tell one create from another. */
export interface ProxiedRequest {
  method: string;
  url: string;
  body?: string;
}

/**
 * A loopback proxy in front of a service that loses what `fate` says: an answer lost after the service did
 * the work (the connection is cut as the answer would go back, as when a proxy or the network drops it),
 * or a request lost before the service saw it (cut once the request was read). Every call is recorded.
 */
export interface LossyProxy {
  url: string;
  /** The service behind it (settable: start the service with the proxy's URL as its public URL first). */
  target: string;
  calls: LossyCall[];
  fate: (call: ProxiedRequest) => Fate;
  /** Runs before a passed call goes on, for changes made meanwhile (another identical object). */
  before?: (call: { method: string; url: string }) => Promise<void>;
  /**
   * How long the answer to a create (POST) is held once the service gave it: the object exists, its answer
   * is on its way, and a kill meanwhile finds creates in flight. Answers held when `loseHeld` is set are lost.
   */
  holdCreatesMs: number;
  loseHeld: boolean;
  close(): Promise<void>;
}

const bodyOf = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length ? Buffer.concat(chunks) : undefined;
};

export async function lossyProxy(target = ""): Promise<LossyProxy> {
  const lossy: LossyProxy = {
    url: "",
    target,
    calls: [],
    fate: () => "pass",
    holdCreatesMs: 0,
    loseHeld: false,
    close: async () => undefined,
  };
  const proxy = createServer(async (req, res) => {
    const method = req.method ?? "GET";
    const url = req.url ?? "/";
    const body = await bodyOf(req);
    const fate = url.startsWith("/_local/") ? "pass" : lossy.fate({ method, url, body: body?.toString() });
    const call: LossyCall = { method, url, fate };
    if (!url.startsWith("/_local/")) lossy.calls.push(call);
    if (fate === "lose-request") return void req.socket.destroy();
    await lossy.before?.({ method, url });
    const headers = { ...req.headers };
    delete headers.host;
    delete headers.connection;
    let answer: Awaited<ReturnType<typeof request>>;
    let text: Buffer;
    try {
      answer = await request(`${lossy.target}${url}`, { method: method as "GET", headers, body });
      text = Buffer.from(await answer.body.arrayBuffer());
    } catch {
      return void req.socket.destroy(); // the service died with the request: no answer comes back
    }
    call.status = answer.statusCode;
    if (method === "POST" && lossy.holdCreatesMs > 0) {
      await new Promise((r) => setTimeout(r, lossy.holdCreatesMs));
      if (lossy.loseHeld) call.fate = "lose-answer";
    }
    if (call.fate === "lose-answer") return void req.socket.destroy();
    const out = { ...answer.headers };
    delete out["transfer-encoding"];
    delete out.connection;
    delete out["keep-alive"];
    res.writeHead(answer.statusCode, out);
    res.end(text);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  lossy.url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  lossy.close = () =>
    new Promise<void>((resolve) => {
      proxy.closeAllConnections();
      proxy.close(() => resolve());
    });
  return lossy;
}

/** Loses the answers of the first `n` calls that `which` picks, passes everything else. */
export function loseFirst(n: number, which: (call: { method: string; url: string }) => boolean) {
  let left = n;
  return (call: { method: string; url: string }): Fate => {
    if (left > 0 && which(call)) {
      left--;
      return "lose-answer";
    }
    return "pass";
  };
}

/**
 * Loses the answers of the first `n` POSTs of each body (each create's own first sends, however creates
 * interleave), passes everything else: a fault a create meets a known number of times, never more.
 */
export function loseFirstOfEachCreate(n: number) {
  const seen = new Map<string, number>();
  return (call: ProxiedRequest): Fate => {
    if (call.method !== "POST") return "pass";
    const sends = (seen.get(call.body ?? "") ?? 0) + 1;
    seen.set(call.body ?? "", sends);
    return sends <= n ? "lose-answer" : "pass";
  };
}

/** Resolves once the service has answered `n` creates through the proxy (with `status`, when given). */
export async function untilCreatesAnswered(proxy: LossyProxy, n: number, status?: number): Promise<void> {
  const deadline = Date.now() + 120_000;
  const answered = (c: LossyCall) =>
    c.method === "POST" && c.status !== undefined && (status === undefined || c.status === status);
  while (proxy.calls.filter(answered).length < n) {
    if (Date.now() > deadline) throw new Error(`fewer than ${n} creates answered within 120 s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The service's fault control (`PUT /_local/faults`): `{ fail_rate: 1 }` answers 503 to everything. */
export type FaultSettings = Partial<Record<"rate_limit" | "fail_rate" | "latency_ms", number | null>>;

/** The local server behind a lossy proxy, its `next_page_uri` pointing back through the proxy. */
export async function lossyService(options: ServerOptions = {}): Promise<{
  proxy: LossyProxy;
  server: RunningServer;
  faults(settings: FaultSettings): Promise<void>;
  close(): Promise<void>;
}> {
  const proxy = await lossyProxy();
  const server = await startServer({ port: 0, ...options, publicUrl: proxy.url });
  proxy.target = server.url;
  return {
    proxy,
    server,
    faults: async (settings) => {
      const answer = await fetch(`${server.url}/_local/faults`, {
        method: "PUT",
        headers: { authorization: `Bearer ${server.rootToken}`, "content-type": "application/json" },
        body: JSON.stringify(settings),
      });
      if (!answer.ok) throw new Error(`PUT /_local/faults answered ${answer.status}`);
    },
    close: async () => {
      await proxy.close();
      await server.close();
    },
  };
}
