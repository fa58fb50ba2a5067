import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { modules, resources, type ResponseOf, TunnelsClient } from "../../client/sdk-entry";
import type { ModuleClient, ResourceClient } from "../../client";
import { ConnectionError } from "../../client/errors";
import { sharedPools } from "../../client/pool";

/** How many clients hold the shared pool of `origin`. */
const poolUsers = (origin: string) => sharedPools.get(origin)?.users ?? 0;
import { clientFor, failureOf, reply, reservedAddr, startServer, type TestServer, TOKEN } from "./harness";

let server: TestServer;
beforeAll(async () => {
  server = await startServer((_, res) => reply(res, 200, reservedAddr("ra_1")));
});
afterAll(() => server.close());

describe("the client is derived from the catalog", () => {
  it("has one property per resource with exactly its listed operations", async () => {
    const client = clientFor(server);
    const surface = client as unknown as Record<string, object>;
    for (const [key, def] of Object.entries(resources)) {
      expect(def.clientName).toBe(key);
      expect(Object.keys(surface[def.clientName]).sort()).toEqual([...def.operations].sort());
    }
    expect("create" in client.tunnels).toBe(false);
    expect("update" in client.tunnels).toBe(false);
    expect("list" in client.httpsEdgeRoutes).toBe(false); // routes come inside their edge
    await client.close();
  });

  it("has one property per module with replace, get and delete", async () => {
    const client = clientFor(server);
    const surface = client as unknown as Record<string, object>;
    for (const def of Object.values(modules)) {
      expect(Object.keys(surface[def.clientName]).sort()).toEqual(["delete", "get", "replace"]);
    }
    await client.close();
  });

  it("types parents positionally and bodies and answers from the schemas", () => {
    // Checked by tsc (npm test builds the tests): each @ts-expect-error must be an error.
    const typeChecks = async (client: TunnelsClient) => {
      expectTypeOf(client.httpsEdgeRoutes.get).parameters.toEqualTypeOf<
        [string, string, ({ signal?: AbortSignal } | undefined)?]
      >();
      expectTypeOf(client.apiKeys.get).parameters.toEqualTypeOf<
        [string, ({ signal?: AbortSignal } | undefined)?]
      >();
      const ra = await client.reservedAddrs.get("ra_1");
      expectTypeOf(ra).toEqualTypeOf<ResponseOf<typeof resources.reservedAddrs>>();
      expectTypeOf(ra.addr).toEqualTypeOf<string>();
      const backend = await client.httpsEdgeRouteBackend.replace("e", "r", { backend_id: "bkdtg_1" });
      expectTypeOf(backend.backend.id).toEqualTypeOf<string>();
      // @ts-expect-error a route needs its edge id before its own id
      await client.httpsEdgeRoutes.get("edghtsrt_1");
      // @ts-expect-error an API key has no parent
      await client.apiKeys.get("edghts_1", "ak_1");
      // @ts-expect-error region is an enum
      await client.reservedAddrs.create({ region: "mars" });
      // @ts-expect-error a module request takes backend_id, not the response's backend
      await client.httpsEdgeRouteBackend.replace("e", "r", { backend: { id: "x", uri: "y" } });
      // @ts-expect-error no such module client
      void client.httpsEdgeRouteNothing;
    };
    expect(typeof typeChecks).toBe("function");

    // A definition whose operations are literal: the client type keeps only those. (The catalog's own
    // definitions widen `operations` to Operation[] today, so `tunnels` has no `create` at run time only.)
    const readOnly = { ...resources.tunnels, operations: ["get", "list"] as const };
    type ReadOnlyClient = ResourceClient<typeof readOnly>;
    expectTypeOf<keyof ReadOnlyClient>().toEqualTypeOf<"get" | "list">();
    expectTypeOf<keyof ModuleClient<typeof modules.tlsEdgeBackend>>().toEqualTypeOf<
      "replace" | "get" | "delete"
    >();
  });
});

describe("construction and pools", () => {
  it("shares one pool per origin between clients and closes it with the last one", async () => {
    const origin = new URL(server.url).origin;
    const a = clientFor(server);
    const b = new TunnelsClient({ baseUrl: `${server.url}/`, apiKey: TOKEN });
    expect(poolUsers(origin)).toBe(2);
    await a.reservedAddrs.get("ra_1");
    await a.close();
    await a.close(); // closing twice lets go once
    expect(poolUsers(origin)).toBe(1);
    expect((await b.reservedAddrs.get("ra_1")).id).toBe("ra_1");
    const err = await failureOf(a.reservedAddrs.get("ra_1"));
    expect(err).toBeInstanceOf(ConnectionError);
    expect(err.message).toContain("closed");
    await b.close();
    expect(poolUsers(origin)).toBe(0);
  });

  it("reuses kept-alive connections for sequential calls of two clients of the same origin", async () => {
    let connections = 0;
    const counting = createServer((_, res) => reply(res, 200, reservedAddr("ra_1")));
    counting.on("connection", () => {
      connections += 1;
    });
    await new Promise<void>((resolve) => counting.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(counting.address() as AddressInfo).port}`;
    const a = new TunnelsClient({ baseUrl: url, apiKey: TOKEN });
    const b = new TunnelsClient({ baseUrl: url, apiKey: TOKEN });
    for (let i = 0; i < 5; i++) {
      await a.reservedAddrs.get("ra_1");
      await b.reservedAddrs.get("ra_1");
    }
    await a.close();
    await b.close();
    counting.closeAllConnections();
    await new Promise((resolve) => counting.close(resolve));
    // Ten calls, at most two sockets: undici may open a second one while the first finishes its answer.
    expect(connections).toBeGreaterThanOrEqual(1);
    expect(connections).toBeLessThanOrEqual(2);
  });

  it("uses a given dispatcher and leaves the shared pools alone", async () => {
    const { Agent } = await import("undici");
    const agent = new Agent();
    const client = clientFor(server, { dispatcher: agent });
    expect(poolUsers(new URL(server.url).origin)).toBe(0);
    expect((await client.reservedAddrs.get("ra_1")).id).toBe("ra_1");
    await client.close();
    await agent.close();
  });

  it("works over an undici MockAgent, as the provider's tests may use", async () => {
    const { MockAgent } = await import("undici");
    const agent = new MockAgent();
    agent.disableNetConnect();
    agent
      .get("http://tunnels.test")
      .intercept({
        path: "/edges/https/edghts_1/routes/edghtsrt_1/backend",
        method: "DELETE",
        headers: { authorization: `Bearer ${TOKEN}`, "service-version": "2" },
      })
      .reply(204, "");
    const client = new TunnelsClient({ baseUrl: "http://tunnels.test", apiKey: TOKEN, dispatcher: agent });
    await client.httpsEdgeRouteBackend.delete("edghts_1", "edghtsrt_1");
    await client.close();
    agent.assertNoPendingInterceptors();
    await agent.close();
  });

  it.each([
    [{ baseUrl: "not a url", apiKey: TOKEN }, "baseUrl"],
    [{ baseUrl: "ftp://127.0.0.1", apiKey: TOKEN }, "baseUrl"],
    [{ baseUrl: `http://u:${TOKEN}@127.0.0.1`, apiKey: TOKEN }, "credentials"],
    [{ baseUrl: "http://127.0.0.1", apiKey: "" }, "apiKey"],
    [{ baseUrl: "http://127.0.0.1", apiKey: TOKEN, timeoutMs: -1 }, "timeoutMs"],
    [{ baseUrl: "http://127.0.0.1", apiKey: TOKEN, retryTimeoutMs: Number.NaN }, "retryTimeoutMs"],
  ])("refuses bad options, naming the option: %j", (options, named) => {
    let err: unknown;
    try {
      new TunnelsClient(options as ConstructorParameters<typeof TunnelsClient>[0]);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(TypeError);
    expect((err as Error).message).toContain(named);
    expect((err as Error).message).not.toContain(TOKEN);
  });
});
