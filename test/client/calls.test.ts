import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { modules, resources } from "../../catalog";
import type { TunnelsClient } from "../../client";
import { moduleCalls, resourceCalls } from "../../client/calls";
import { ResponseValidationError } from "../../client/errors";
import { clientFor, failureOf, reply, reservedAddr, startServer, type TestServer } from "./harness";

/**
 * The calls the provider makes by definition (client/calls.ts): the same calls as the typed client's, and
 * a collection's pages one at a time, through the same pager as `list()` (the provider's coalesced reads
 * walk and re-fetch pages by their URI).
 */
let server: TestServer;
let other: TestServer;
/** What the server answers, by request URL: two pages of reserved addresses, each linking the next. */
let answers: Record<string, unknown>;

const listed = (ids: string[], uri: string, next: string | null) => ({
  reserved_addrs: ids.map((id) => reservedAddr(id)),
  uri,
  next_page_uri: next,
});

beforeEach(async () => {
  other = await startServer((_, res) => reply(res, 200, listed([], "x", null)));
  server = await startServer((seen, res) => reply(res, 200, answers[seen.url] ?? reservedAddr("ra_9")));
  answers = {
    "/reserved_addrs": listed(["ra_4", "ra_3"], "/reserved_addrs", `${server.url}/reserved_addrs?cursor=1`),
    "/reserved_addrs?cursor=1": listed(["ra_2", "ra_1"], "/reserved_addrs?cursor=1", null),
  };
});
afterEach(async () => {
  await server.close();
  await other.close();
});

describe("calls by definition", () => {
  it("are the typed client's calls", async () => {
    const client = clientFor(server);
    const calls = resourceCalls(client, resources.reservedAddrs);
    expect(calls.get).toBe(client.reservedAddrs.get);
    expect(await calls.get("ra_9")).toEqual(reservedAddr("ra_9"));
    expect(moduleCalls(client, modules.httpsEdgeRouteBackend).replace).toBe(
      client.httpsEdgeRouteBackend.replace,
    );
    await client.close();
  });

  it("give a collection's pages one at a time, each by the URI the service gave", async () => {
    const client = clientFor(server);
    const calls = resourceCalls(client, resources.reservedAddrs);
    const first = await calls.page([]);
    expect(first.items.map((i) => i.id)).toEqual(["ra_4", "ra_3"]);
    expect(first.next).toBe(`${server.url}/reserved_addrs?cursor=1`);
    const second = await calls.page([], first.next as string);
    expect(second).toMatchObject({ items: [{ id: "ra_2" }, { id: "ra_1" }], next: null });
    // Again by the same URI, as a page grown old is fetched again.
    expect((await calls.page([], first.next as string)).items).toEqual(second.items);
    expect(server.seen.map((s) => s.url)).toEqual([
      "/reserved_addrs",
      "/reserved_addrs?cursor=1",
      "/reserved_addrs?cursor=1",
    ]);
    await client.close();
  });

  it("refuse a page whose next_page_uri is on another origin, as list() does", async () => {
    const client = clientFor(server);
    answers["/reserved_addrs?cursor=1"] = listed(["ra_2"], "/", `${other.url}/reserved_addrs?cursor=2`);
    const err = await failureOf(
      resourceCalls(client, resources.reservedAddrs).page([], `${server.url}/reserved_addrs?cursor=1`),
    );
    expect(err).toBeInstanceOf(ResponseValidationError);
    expect((err as ResponseValidationError).issues[0].member).toBe("next_page_uri");
    expect(other.seen).toHaveLength(0);
    await client.close();
  });

  it("are found only for a client TunnelsClient made", () => {
    const notAClient = { reservedAddrs: {} } as unknown as TunnelsClient;
    expect(() => resourceCalls(notAClient, resources.reservedAddrs)).toThrow(/not made by TunnelsClient/);
  });
});
