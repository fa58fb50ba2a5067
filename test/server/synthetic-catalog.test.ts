import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { defineModule, defineResource, field } from "../../catalog";
import { ServerCatalog } from "../../server/catalog-view";
import type { ServerContext } from "../../server/context";
import { openDatabase } from "../../server/db";
import { Faults } from "../../server/faults";
import { buildApp } from "../../server/http";
import { newId } from "../../server/ids";
import { SecretBox } from "../../server/secret-box";
import { Store } from "../../server/store";
import { expectError, type Reply } from "./helpers";

/**
 * The server's generic machinery (routes from collections, parents from paths, path ids in bodies, references,
 * Refs in responses, module endpoints) over a small catalog of its own: two resources and a module that are not
 * the service's, so nothing here leans on edges, routes or their member names.
 */
const lamp = (mode: "request" | "response") =>
  (mode === "request" ? z.strictObject : z.object)({
    on: field(z.boolean(), "Whether the lamp is on."),
  });
function bookSchema(mode: "request" | "response") {
  const common = {
    title: field(z.string().min(1, "must not be empty"), "The book's title."),
    lamp: field(lamp(mode), "The book's reading lamp.").optional(),
  };
  if (mode === "request")
    return z.strictObject({
      ...common,
      see_also_ids: field(z.array(z.string()), "Shelves to look on too.", { references: "shelf" }).optional(),
    });
  return z.object({
    id: z.string(),
    uri: z.string(),
    shelf_id: z.string(),
    ...common,
    see_also: field(z.array(z.object({ id: z.string(), uri: z.string() })), "Shelves to look on too.", {
      requestAs: "see_also_ids",
      references: "shelf",
    }),
  });
}
const shelves = defineResource({
  className: "Shelf",
  clientName: "shelves",
  kind: "shelf",
  emitsEvents: false,
  collection: "/shelves",
  parents: [],
  idPrefix: "shf_",
  listKey: "shelves",
  operations: ["create", "get", "list", "update", "delete"],
  create: z.strictObject({ name: field(z.string(), "The shelf's name.") }),
  update: z.strictObject({ name: field(z.string(), "The shelf's name.").optional() }),
  response: z.object({ id: z.string(), uri: z.string(), name: z.string() }),
  description: "A synthetic top-level resource.",
});
const books = defineResource({
  className: "Book",
  clientName: "books",
  kind: "book",
  emitsEvents: false,
  collection: "/shelves/{shelf_id}/books",
  parents: ["shelf_id"],
  idPrefix: "bk_",
  listKey: null,
  operations: ["create", "get", "update", "delete"],
  create: bookSchema("request"),
  update: bookSchema("request").partial(),
  response: bookSchema("response"),
  description: "A synthetic child resource.",
});
const bookLamp = defineModule({
  className: "BookLamp",
  clientName: "bookLamp",
  module: "lamp",
  owner: "Book",
  path: "/shelves/{shelf_id}/books/{book_id}/lamp",
  parents: ["shelf_id", "book_id"],
  request: lamp("request"),
  response: lamp("response"),
  description: "A synthetic module.",
});

const ROOT = "root-token-for-the-synthetic-catalog";
const opened = openDatabase(undefined);
const ctx: ServerContext = {
  store: new Store(opened.db),
  adminId: newId("usr_"),
  baseUrl: "http://local.test",
  box: SecretBox.inMemory(),
  catalog: new ServerCatalog([shelves, books], [bookLamp]),
  faults: new Faults({}),
  hooks: {},
};
const app = buildApp(ctx, ROOT, false);
afterAll(async () => {
  await app.close();
  opened.close();
});

async function call(method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE", url: string, payload?: object) {
  const res = await app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${ROOT}`, "service-version": "2" },
  });
  const headers = new Headers();
  for (const [k, v] of Object.entries(res.headers)) if (typeof v === "string") headers.set(k, v);
  const reply: Reply = {
    status: res.statusCode,
    headers,
    body: res.body ? res.json() : undefined,
    text: res.body,
  };
  return reply;
}
const created = async (url: string, payload: object) => {
  const r = await call("POST", url, payload);
  expect(r.status, r.text).toBe(201);
  return r.body;
};

describe("the server over a synthetic catalog", () => {
  it("answers the catalog's paths and none of the service's", async () => {
    expect((await call("GET", "/shelves")).status).toBe(200);
    expectError(await call("GET", "/edges/https"), 404, 404);
    expectError(await call("GET", "/reserved_addrs"), 404, 404);
    // Books list no "list": their collection answers POST only.
    const shelf = await created("/shelves", { name: "a" });
    expectError(await call("GET", `/shelves/${shelf.id}/books`), 405, 405);
  });

  it("takes a child's parent from its path, and checks it", async () => {
    const shelf = await created("/shelves", { name: "fiction" });
    const book = await created(`/shelves/${shelf.id}/books`, { title: "Dune" });
    expect(book).toMatchObject({ shelf_id: shelf.id, title: "Dune", see_also: [] });
    expect(book.uri).toBe(`http://local.test/shelves/${shelf.id}/books/${book.id}`);
    expect(ctx.store.get("book", book.id)?.parent_id).toBe(shelf.id);
    expectError(await call("POST", "/shelves/shf_missing/books", { title: "x" }), 404, 222);
    const other = await created("/shelves", { name: "other" });
    expectError(await call("GET", `/shelves/${other.id}/books/${book.id}`), 404, 222);
  });

  it("accepts the parent's id in a body when it equals the path's, under the catalog's own name", async () => {
    const shelf = await created("/shelves", { name: "poetry" });
    const book = await created(`/shelves/${shelf.id}/books`, { shelf_id: shelf.id, title: "Odes" });
    expect(book.shelf_id).toBe(shelf.id);
    const patched = await call("PATCH", `/shelves/${shelf.id}/books/${book.id}`, {
      id: book.id,
      shelf_id: shelf.id,
      title: "Odes, again",
    });
    expect(patched.body.title).toBe("Odes, again");
    const differs = expectError(
      await call("POST", `/shelves/${shelf.id}/books`, { shelf_id: "shf_else", title: "x" }),
      400,
      400,
      "shelf_id",
    );
    expect(differs.msg).toContain("differs from the shelf_id in the path");
    // A name that is no path id here is an unknown member, as before.
    expectError(await call("POST", `/shelves/${shelf.id}/books`, { edge_id: "x", title: "x" }), 400, 400);
  });

  it("checks references against the collection the catalog names and renders them as Refs", async () => {
    const shelf = await created("/shelves", { name: "history" });
    const near = await created("/shelves", { name: "near" });
    const book = await created(`/shelves/${shelf.id}/books`, { title: "SPQR", see_also_ids: [near.id] });
    expect(book.see_also).toEqual([{ id: near.id, uri: `http://local.test/shelves/${near.id}` }]);
    const missing = expectError(
      await call("POST", `/shelves/${shelf.id}/books`, { title: "x", see_also_ids: ["shf_gone"] }),
      400,
      223,
      "see_also_ids",
    );
    expect(missing.msg).toContain('shelf "shf_gone", which does not exist');
  });

  it("serves a module at its own path, stored inside its owner", async () => {
    const shelf = await created("/shelves", { name: "lamps" });
    const book = await created(`/shelves/${shelf.id}/books`, { title: "Light" });
    const path = `/shelves/${shelf.id}/books/${book.id}/lamp`;
    expectError(await call("GET", path), 404, 222);
    expect((await call("PUT", path, { on: true })).body).toEqual({ on: true });
    expect((await call("GET", `/shelves/${shelf.id}/books/${book.id}`)).body.lamp).toEqual({ on: true });
    // The OpenAPI wrapper names the owner's parent by the catalog's own parameter name.
    const wrapped = await call("PUT", path, { shelf_id: shelf.id, id: book.id, module: { on: false } });
    expect(wrapped.body).toEqual({ on: false });
    expectError(
      await call("PUT", path, { shelf_id: "shf_else", id: book.id, module: { on: true } }),
      400,
      400,
    );
    expect((await call("DELETE", path)).status).toBe(204);
    expect(ctx.store.get("book", book.id)?.body.lamp).toBeUndefined();
  });

  it("refuses a catalog whose member references no resource of it", () => {
    expect(() => ctx.catalog.referencedResource("edge")).toThrow(
      /references "edge", which is no resource's kind/,
    );
  });
});
