import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { camelCase } from "../../catalog";
import { ConnectionError } from "../../client";
import { resolveSettings } from "../../provider/base/config";
import * as pulumi from "@pulumi/pulumi";
import { NativeProvider } from "../../provider/host/native";
import { functionModels } from "../../provider/model";
import * as programFunctions from "../../provider/program/generated/functions";
import {
  type GetTunnelsResult,
  getTunnel,
  getTunnels,
  getTunnelsOutput,
} from "../../provider/program/generated/functions";
import { type RunningServer, startServer } from "../../server/index";

/**
 * The tunnels functions run in the user's program: outside a Pulumi run, stack config is empty and they
 * fall back to the environment, as the README says.
 */
let server: RunningServer;
const saved = { url: process.env.TUNNELS_API_URL, key: process.env.TUNNELS_API_KEY };

async function online(body: Record<string, unknown>) {
  const res = await fetch(`${server.url}/_local/tunnels`, {
    method: "POST",
    headers: { authorization: `Bearer ${server.rootToken}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string };
}

beforeAll(async () => {
  server = await startServer({ port: 0 });
  process.env.TUNNELS_API_URL = server.url;
  process.env.TUNNELS_API_KEY = server.rootToken;
  // 130 tunnels: more than one page of 100.
  for (let i = 0; i < 120; i++) await online({ proto: "http", region: "us", labels: { app: "bulk" } });
  for (let i = 0; i < 10; i++)
    await online({
      proto: i % 2 ? "tcp" : "https",
      region: i < 5 ? "eu" : "us",
      labels: { app: "web", tier: String(i % 3) },
    });
});

afterAll(async () => {
  process.env.TUNNELS_API_URL = saved.url;
  process.env.TUNNELS_API_KEY = saved.key;
  await server?.close();
});

describe("getTunnels", () => {
  it("follows every page", async () => {
    expect((await getTunnels()).tunnels).toHaveLength(130);
  });

  it("filters by region, protocol and labels (a tunnel must carry every given label)", async () => {
    expect((await getTunnels({ labels: { app: "web" } })).tunnels).toHaveLength(10);
    expect((await getTunnels({ labels: { app: "web", tier: "0" } })).tunnels).toHaveLength(4);
    expect((await getTunnels({ region: "eu", labels: { app: "web" } })).tunnels).toHaveLength(5);
    const tcpUs = (await getTunnels({ region: "us", proto: "tcp" })).tunnels;
    expect(tcpUs.map((t) => [t.region, t.proto])).toEqual(Array(3).fill(["us", "tcp"]));
  });

  it("answers in Pulumi names, leaving label keys alone", async () => {
    const [t] = (await getTunnels({ labels: { tier: "1" } })).tunnels;
    expect(t).toMatchObject({
      publicUrl: expect.any(String),
      startedAt: expect.any(String),
      labels: { app: "web", tier: "1" },
    });
    expect(t.tunnelSession.id).toMatch(/^ts_/);
    expect(await getTunnel({ id: t.id })).toEqual(t);
  });

  it("takes Outputs at every level in the Output form", async () => {
    const out = getTunnelsOutput({
      region: pulumi.output("eu" as const),
      labels: { app: pulumi.output("web") },
    });
    const result = await new Promise<GetTunnelsResult>((resolve) => out.apply(resolve));
    expect(result.tunnels.map((t) => [t.region, t.labels?.app])).toEqual(Array(5).fill(["eu", "web"]));
  });

  it("refuses a region or protocol the service does not have, instead of answering no tunnels", async () => {
    // A JavaScript program (or a value read from config) gets past the types: the run-time check stops it.
    await expect(getTunnels({ region: "europe" } as never)).rejects.toThrow(
      'getTunnels: region "europe" is not one the service has; use one of us, eu, ap, au, sa, jp, in.',
    );
    await expect(getTunnels({ proto: "udp" } as never)).rejects.toThrow(
      'getTunnels: proto "udp" is not one the service has; use one of http, https, tcp, tls.',
    );
  });

  it("fail in the provider's words, keeping the client's error class", async () => {
    const saved = { url: process.env.TUNNELS_API_URL, timeout: process.env.TUNNELS_RETRY_TIMEOUT_SECONDS };
    // A port nothing listens on: the connection is refused at once.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    process.env.TUNNELS_API_URL = url;
    process.env.TUNNELS_RETRY_TIMEOUT_SECONDS = "1";
    try {
      const err = await getTunnels().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(ConnectionError);
      const message = (err as Error).message;
      expect(message).toMatch(new RegExp(`Check tunnels:apiUrl \\(now ${url.replace(/\./g, "\\.")}`));
      expect(message).toMatch(/retried for up to 1 s \(tunnels:retryTimeoutSeconds\)/);
      expect(message).not.toMatch(/retryTimeoutMs/);
    } finally {
      process.env.TUNNELS_API_URL = saved.url;
      if (saved.timeout === undefined) delete process.env.TUNNELS_RETRY_TIMEOUT_SECONDS;
      else process.env.TUNNELS_RETRY_TIMEOUT_SECONDS = saved.timeout;
    }
  });
});

/**
 * Every function of the catalog, from its definition alone: the program exports it and its Output form, and
 * the plugin's Invoke answers its token by calling the service (a list with no arguments; a get of an id the
 * service does not have, which the service answers 404).
 */
describe("every function of the catalog", () => {
  it.each(functionModels().map((fn) => [fn.name, fn] as const))("%s", async (name, fn) => {
    const exported = programFunctions as unknown as Record<string, unknown>;
    expect(typeof exported[name], `run npm run gen-classes: the program does not export ${name}`).toBe(
      "function",
    );
    expect(typeof exported[`${name}Output`]).toBe("function");
    const native = new NativeProvider();
    native.configure({ apiUrl: server.url, apiKey: server.rootToken });
    if (fn.def.answers === "list") {
      const answer = await native.invoke(fn.token, {});
      const listed = camelCase(fn.def.listedAs!.name);
      expect(Object.keys(answer)).toEqual([listed]);
      expect(Array.isArray(answer[listed])).toBe(true);
    } else {
      const missing = `${fn.def.reads.idPrefix}${"0".repeat(26)}`;
      // The call reached the collection's GET: the service answered that the object is not there. A
      // function's arguments are never said back (the SDKs take their secret mark off), so the id is masked.
      const failure = await native.invoke(fn.token, { id: missing }).catch((err: Error) => err.message);
      expect(failure).toMatch(
        new RegExp(`GET ${fn.def.reads.collection}/\\[redacted\\].*(404|not found)`, "is"),
      );
      expect(failure).not.toContain(missing);
    }
  });
});

describe("settings", () => {
  it("fail with a message that says how to set what is missing", () => {
    expect(() => resolveSettings({}, {})).toThrow(/pulumi config set tunnels:apiUrl .*TUNNELS_API_URL/);
    expect(() => resolveSettings({ apiUrl: "http://x" }, {})).toThrow(
      /pulumi config set --secret tunnels:apiKey .*TUNNELS_API_KEY/,
    );
    expect(() =>
      resolveSettings({ apiUrl: "http://x", apiKey: "k", retryTimeoutSeconds: "soon" }, {}),
    ).toThrow(/retryTimeoutSeconds must be a number/);
  });

  it("prefer stack config to the environment, and default the retry bound to 300 s", () => {
    const env = { TUNNELS_API_URL: "http://env", TUNNELS_API_KEY: "env-key" };
    expect(resolveSettings({ apiUrl: "http://cfg" }, env)).toEqual({
      apiUrl: "http://cfg",
      apiKey: "env-key",
      retryTimeoutSeconds: 300,
      coalesceReads: true,
      readWindowSeconds: 60,
    });
  });

  it("read the pace and the coalesced reads from config, then the environment", () => {
    const env = {
      TUNNELS_API_URL: "http://env",
      TUNNELS_API_KEY: "k",
      TUNNELS_REQUESTS_PER_MINUTE: "90",
      TUNNELS_COALESCE_READS: "false",
      TUNNELS_READ_WINDOW_SECONDS: "2",
    };
    expect(resolveSettings({}, env)).toMatchObject({
      requestsPerMinute: 90,
      coalesceReads: false,
      readWindowSeconds: 2,
    });
    expect(resolveSettings({ requestsPerMinute: "30", coalesceReads: "true" }, env)).toMatchObject({
      requestsPerMinute: 30,
      coalesceReads: true,
    });
    expect(() => resolveSettings({ requestsPerMinute: "fast" }, env)).toThrow(
      /tunnels:requestsPerMinute must be a whole number/,
    );
    expect(() => resolveSettings({ coalesceReads: "yes" }, env)).toThrow(
      /tunnels:coalesceReads must be true or false/,
    );
  });
});
