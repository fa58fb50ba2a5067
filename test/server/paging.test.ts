import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, expectError, startClient } from "./helpers";

let c: Client;
const made: string[] = [];
beforeAll(async () => {
  c = await startClient();
  for (let i = 0; i < 230; i++)
    made.push((await c.call("POST", "/ip_policies", { description: `p${i}` })).body.id);
});
afterAll(() => c.server.close());

describe("paging", () => {
  it("ids are time-ordered: each new id sorts after the one before", () => {
    expect([...made].sort()).toEqual(made);
    expect(new Set(made).size).toBe(made.length);
  });

  it("pages of 100 by default, newest first, following next_page_uri to the end", async () => {
    const seen: string[] = [];
    let url: string | null = `${c.server.url}/ip_policies`;
    let pages = 0;
    while (url) {
      const path: string = url.slice(c.server.url.length);
      const r = await c.call("GET", path);
      expect(r.status).toBe(200);
      expect(r.body.ip_policies.length).toBeLessThanOrEqual(100);
      seen.push(...r.body.ip_policies.map((p: { id: string }) => p.id));
      url = r.body.next_page_uri;
      if (url) expect(url.startsWith(`${c.server.url}/ip_policies?`)).toBe(true);
      pages++;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual([...made].reverse());
  });

  it("honours limit, and the last full page has no next page when nothing follows", async () => {
    const first = (await c.call("GET", "/ip_policies?limit=7")).body;
    expect(first.ip_policies.map((p: { id: string }) => p.id)).toEqual([...made].reverse().slice(0, 7));
    expect(first.next_page_uri).toContain("limit=7");
    const second = (await c.call("GET", first.next_page_uri.slice(c.server.url.length))).body;
    expect(second.ip_policies.map((p: { id: string }) => p.id)).toEqual([...made].reverse().slice(7, 14));
    const oldest = made[0];
    const last = (await c.call("GET", `/ip_policies?limit=1&before_id=${made[1]}`)).body;
    expect(last.ip_policies.map((p: { id: string }) => p.id)).toEqual([oldest]);
    expect(last.next_page_uri).toBeNull();
    expectError(await c.call("GET", "/ip_policies?before_id=..%2F"), 400, 400, "before_id");
  });
});
