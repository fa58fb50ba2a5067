import { createServer, request as httpRequest, type Server } from "node:http";
import { type AddressInfo, connect, type Socket } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { clientFor, reply, reservedAddr, startServer, type TestServer } from "./harness";

/**
 * Teams behind a corporate proxy set HTTPS_PROXY / HTTP_PROXY and NO_PROXY; the client must honour them
 * (undici ignores them unless told). The proxy here is a small real one: it tunnels CONNECT requests and
 * forwards absolute-form requests, and records the target of each, so a test sees what went through it.
 */
interface TestProxy {
  url: string;
  targets: string[];
  close(): Promise<void>;
}

async function startProxy(): Promise<TestProxy> {
  const targets: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    // Absolute-form request: "GET http://host:port/path".
    const target = new URL(req.url ?? "");
    targets.push(target.host);
    const upstream = httpRequest(target, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  server.on("connect", (req, client: Socket, head: Buffer) => {
    targets.push(req.url ?? "");
    const [host, port] = (req.url ?? "").split(":");
    const upstream = connect(Number(port), host, () => {
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
    }
  });
  server.on("connection", (s: Socket) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    targets,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

const PROXY_VARS = ["HTTP_PROXY", "HTTPS_PROXY", "NO_PROXY", "http_proxy", "https_proxy", "no_proxy"];
const saved = Object.fromEntries(PROXY_VARS.map((name) => [name, process.env[name]]));
function setProxyEnv(vars: Record<string, string>) {
  for (const name of PROXY_VARS) delete process.env[name];
  Object.assign(process.env, vars);
}

let service: TestServer;
let proxy: TestProxy;
beforeAll(async () => {
  service = await startServer((_, res) => reply(res, 200, reservedAddr("ra_1")));
  proxy = await startProxy();
});
afterEach(() => {
  for (const name of PROXY_VARS) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});
afterAll(async () => {
  await proxy.close();
  await service.close();
});

/** One call through a fresh client (the pool reads the proxy variables when it is made); the proxy's new targets. */
async function callThroughClient(): Promise<string[]> {
  const seenByProxy = proxy.targets.length;
  const client = clientFor(service);
  try {
    await expect(client.reservedAddrs.get("ra_1")).resolves.toMatchObject({ id: "ra_1" });
  } finally {
    await client.close();
  }
  return proxy.targets.slice(seenByProxy);
}

describe("calls behind a proxy", () => {
  it("go through HTTP_PROXY when it is set", async () => {
    setProxyEnv({ HTTP_PROXY: proxy.url });
    const before = service.seen.length;
    expect(await callThroughClient()).toEqual([`127.0.0.1:${service.port}`]);
    expect(service.seen.length).toBe(before + 1);
  });

  it("go straight to the service for a host NO_PROXY lists", async () => {
    // The proxy variables point at a port where nothing listens: a call that used them would fail.
    setProxyEnv({
      HTTP_PROXY: "http://127.0.0.1:9",
      HTTPS_PROXY: "http://127.0.0.1:9",
      NO_PROXY: "127.0.0.1",
    });
    expect(await callThroughClient()).toEqual([]);
  });

  it("go straight to the service when no proxy is set", async () => {
    setProxyEnv({});
    expect(await callThroughClient()).toEqual([]);
  });
});
