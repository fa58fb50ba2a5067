import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ResponseValidationError, ValidationError } from "../../client/errors";
import { clientFor, failureOf, reply, reservedAddr, startServer, type TestServer } from "./harness";

let server: TestServer;
let other: TestServer;
let nextOfLastPage: (base: string) => string | null;

// Three pages of two, newest first; page links are the server's own absolute next_page_uri values,
// deliberately in a form the client could not guess (an opaque cursor, no limit).
beforeEach(async () => {
  nextOfLastPage = () => null;
  other = await startServer((_, res) =>
    reply(res, 200, { reserved_addrs: [], uri: "x", next_page_uri: null }),
  );
  server = await startServer((seen, res) => {
    const url = new URL(seen.url, server.url);
    const cursor = url.searchParams.get("cursor");
    const page = cursor === null ? 0 : Number(cursor);
    const ids = [`ra_${6 - 2 * page}`, `ra_${5 - 2 * page}`];
    const next = page < 2 ? `${server.url}/reserved_addrs?cursor=${page + 1}` : nextOfLastPage(server.url);
    reply(res, 200, {
      reserved_addrs: ids.map((id) => reservedAddr(id)),
      uri: url.href,
      next_page_uri: next,
    });
  });
});
afterEach(async () => {
  await server.close();
  await other.close();
});

describe("list", () => {
  it("follows next_page_uri across three pages, with limit on the first request only", async () => {
    const client = clientFor(server);
    const ids: string[] = [];
    for await (const ra of client.reservedAddrs.list({ limit: 2 })) ids.push(ra.id);
    await client.close();
    expect(ids).toEqual(["ra_6", "ra_5", "ra_4", "ra_3", "ra_2", "ra_1"]);
    expect(server.seen.map((s) => s.url)).toEqual([
      "/reserved_addrs?limit=2",
      "/reserved_addrs?cursor=1",
      "/reserved_addrs?cursor=2",
    ]);
  });

  it("is lazy: a page is fetched only when the loop reaches it", async () => {
    const client = clientFor(server);
    const pages = client.reservedAddrs.list();
    expect(server.seen).toHaveLength(0);
    const first = await pages.next();
    expect(first.value?.id).toBe("ra_6");
    expect(server.seen.map((s) => s.url)).toEqual(["/reserved_addrs"]);
    for await (const ra of pages) if (ra.id === "ra_4") break;
    await client.close();
    expect(server.seen).toHaveLength(2);
  });

  it("refuses a next_page_uri on another origin, without sending the token there", async () => {
    nextOfLastPage = () => `${other.url}/reserved_addrs?cursor=3`;
    const client = clientFor(server);
    const ids: string[] = [];
    const err = await failureOf(
      (async () => {
        for await (const ra of client.reservedAddrs.list()) ids.push(ra.id);
      })(),
    );
    await client.close();
    expect(ids).toHaveLength(6);
    expect(err).toBeInstanceOf(ResponseValidationError);
    expect((err as ResponseValidationError).issues[0].member).toBe("next_page_uri");
    expect(other.seen).toHaveLength(0);
  });

  it("validates each page's items and names the bad member with its index", async () => {
    const bad = await startServer((_, res) =>
      reply(res, 200, {
        reserved_addrs: [reservedAddr("ra_2"), reservedAddr("ra_1", { addr: 42 })],
        uri: "u",
        next_page_uri: null,
      }),
    );
    const client = clientFor(bad);
    const err = await failureOf(client.reservedAddrs.list().next());
    await client.close();
    await bad.close();
    expect(err).toBeInstanceOf(ResponseValidationError);
    expect((err as ResponseValidationError).issues.map((i) => i.member)).toEqual(["reserved_addrs[1].addr"]);
    expect(err.message).toContain("reserved_addrs[1].addr");
  });

  it.each([0, 101, 2.5])("refuses limit %s before sending", async (limit) => {
    const client = clientFor(server);
    const err = await failureOf(client.reservedAddrs.list({ limit }).next());
    await client.close();
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as ValidationError).issues[0].member).toBe("limit");
    expect(server.seen).toHaveLength(0);
  });
});
