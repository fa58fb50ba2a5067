import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { serviceCatalog } from "../../server/catalog-view";
import type { ServerContext } from "../../server/context";
import { openDatabase } from "../../server/db";
import { Faults } from "../../server/faults";
import { hooks } from "../../server/hooks";
import { buildApp } from "../../server/http";
import { newId } from "../../server/ids";
import { startServer } from "../../server/index";
import { SecretBox } from "../../server/secret-box";
import { Store } from "../../server/store";
import { request } from "./helpers";

const ROOT = "root-token-for-label-tests";

/** The server's parts over an in-memory database, with the store at hand to count the rows a request reads. */
function countingServer() {
  const opened = openDatabase(undefined);
  const store = new Store(opened.db);
  const ctx: ServerContext = {
    store,
    adminId: newId("usr_"),
    baseUrl: "http://local.test",
    box: SecretBox.inMemory(),
    catalog: serviceCatalog,
    faults: new Faults({}),
    hooks,
  };
  const app = buildApp(ctx, ROOT, false);
  const call = async (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) => {
    const res = await app.inject({
      method,
      url,
      payload,
      headers: { authorization: `Bearer ${ROOT}`, "service-version": "2" },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.body ? res.json() : undefined;
  };
  return {
    call,
    tunnel: async (labels?: Record<string, string>) =>
      (await call("POST", "/_local/tunnels", { proto: "http", labels })).id as string,
    backend: async (labels: Record<string, string>) =>
      (await call("POST", "/backends/tunnel_group", { labels })).id as string,
    /** Rows the store read to answer one GET. */
    async rowsFor(url: string) {
      const before = store.rowsRead;
      await call("GET", url);
      return store.rowsRead - before;
    },
    async close() {
      await app.close();
      opened.close();
    },
  };
}

describe("label matching between tunnels and tunnel-group backends", () => {
  it("reads rows for a page in proportion to the page, not to the number of tunnels or backends", async () => {
    const s = countingServer();
    try {
      const matching = [
        await s.tunnel({ app: "web", env: "prod" }),
        await s.tunnel({ app: "web", env: "dev" }),
      ];
      const backends: string[] = [];
      for (let i = 0; i < 4; i++) backends.push(await s.backend({ app: "web" }));
      // Pages end below these marks, so what is added later stays off them.
      const tunnelMark = await s.tunnel();
      const backendMark = await s.backend({ app: "mark" });
      const backendPage = (limit: number) => `/backends/tunnel_group?limit=${limit}&before_id=${backendMark}`;
      const tunnelPage = `/tunnels?limit=2&before_id=${tunnelMark}`;

      const small = await s.rowsFor(backendPage(2));
      const large = await s.rowsFor(backendPage(4));
      const tunnels = await s.rowsFor(tunnelPage);
      expect(large).toBeGreaterThan(small);

      // Many tunnels and backends that match nothing on the pages: one shares the label name, one
      // shares the value under another name, some carry no labels at all.
      for (let i = 0; i < 300; i++)
        await s.tunnel(i % 3 === 0 ? { app: "api" } : i % 3 === 1 ? { role: "web" } : undefined);
      for (let i = 0; i < 300; i++) await s.backend(i % 2 ? { app: "api" } : { app: "web", env: "test" });

      expect(await s.rowsFor(backendPage(2))).toBe(small);
      expect(await s.rowsFor(backendPage(4))).toBe(large);
      expect(await s.rowsFor(tunnelPage)).toBe(tunnels);

      // And the pages still say which match, newest first.
      const refIds = (refs: { id: string }[]) => refs.map((r) => r.id);
      const page = await s.call("GET", backendPage(4));
      expect(page.tunnel_group_backends.map((b: { id: string }) => b.id)).toEqual([...backends].reverse());
      for (const b of page.tunnel_group_backends) expect(refIds(b.tunnels)).toEqual([...matching].reverse());
      for (const t of (await s.call("GET", tunnelPage)).tunnels)
        expect(refIds(t.backends)).toEqual([...backends].reverse());
    } finally {
      await s.close();
    }
  });

  it("a backend needs every one of its labels on the tunnel, with the same value, and follows updates and deletes", async () => {
    const s = countingServer();
    try {
      const both = await s.tunnel({ app: "web", env: "prod", zone: "a" });
      const appOnly = await s.tunnel({ app: "web" });
      await s.tunnel({ app: "WEB", env: "prod" }); // values are compared as given
      const backend = await s.backend({ app: "web", env: "prod" });
      const empty = await s.backend({});
      const tunnelsOf = async (id: string) =>
        (await s.call("GET", `/backends/tunnel_group/${id}`)).tunnels.map((r: { id: string }) => r.id);

      expect(await tunnelsOf(backend)).toEqual([both]);
      expect(await tunnelsOf(empty)).toEqual([]); // a backend without labels selects nothing
      expect((await s.call("GET", `/tunnels/${appOnly}`)).backends).toEqual([]);

      await s.call("PATCH", `/backends/tunnel_group/${backend}`, { labels: { app: "web" } });
      expect(await tunnelsOf(backend)).toEqual([appOnly, both]);
      expect((await s.call("GET", `/tunnels/${appOnly}`)).backends.map((r: { id: string }) => r.id)).toEqual([
        backend,
      ]);
      await s.call("DELETE", `/_local/tunnels/${appOnly}`);
      expect(await tunnelsOf(backend)).toEqual([both]);
      await s.call("DELETE", `/backends/tunnel_group/${backend}`);
      expect((await s.call("GET", `/tunnels/${both}`)).backends).toEqual([]);
    } finally {
      await s.close();
    }
  });
});

describe("the label index in a data file", () => {
  it("is built when a file of schema version 2 is migrated", async () => {
    const dir = mkdtempSync(join(tmpdir(), "tunnels-labels-"));
    const data = join(dir, "v2.db");
    try {
      const first = await startServer({ port: 0, data, rootToken: ROOT });
      const api = (url: string, method: string, path: string, body?: unknown) =>
        request(url + path, method, body, { authorization: `Bearer ${ROOT}`, "service-version": "2" });
      const tunnel = (await api(first.url, "POST", "/_local/tunnels", { proto: "tcp", labels: { a: "1" } }))
        .body;
      const backend = (await api(first.url, "POST", "/backends/tunnel_group", { labels: { a: "1" } })).body;
      await first.close();
      // Back to what a version-2 server wrote: objects without a label index.
      const db = new Database(data);
      db.exec("DROP TABLE IF EXISTS labels");
      db.pragma("user_version = 2");
      db.close();

      const second = await startServer({ port: 0, data, rootToken: ROOT });
      try {
        const read = await api(second.url, "GET", `/backends/tunnel_group/${backend.id}`);
        expect(read.body.tunnels.map((r: { id: string }) => r.id)).toEqual([tunnel.id]);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
