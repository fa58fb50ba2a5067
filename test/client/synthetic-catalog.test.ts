import { Agent } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { defineResource, field } from "../../catalog";
import { ResponseValidationError, ValidationError } from "../../client";
import { systemClock } from "../../client/clock";
import { HttpCore } from "../../client/http";
import { Pace } from "../../client/pace";
import { buildResourceClient } from "../../client/resource-client";
import { reply, type Seen, startServer, type TestServer } from "./harness";

/**
 * The generic resource client on a small catalog of its own, two resources that are not the service's:
 * the machinery (paths from parents, validation before sending, lazy paging, the operations a definition
 * lists) is tested apart from the service's resources.
 */
const item = z.object({ id: z.string(), name: z.string() });
const widgets = defineResource({
  className: "Widget",
  clientName: "widgets",
  kind: "widget",
  emitsEvents: false,
  collection: "/widgets",
  parents: [],
  idPrefix: "wd_",
  listKey: "widgets",
  operations: ["create", "get", "list"],
  create: z.strictObject({ name: field(z.string().min(1, "must not be empty"), "The widget's name.") }),
  update: z.strictObject({}),
  response: item,
  description: "A synthetic top-level resource.",
});
const parts = defineResource({
  className: "Part",
  clientName: "parts",
  kind: "part",
  emitsEvents: false,
  collection: "/widgets/{widget_id}/parts",
  parents: ["widget_id"],
  idPrefix: "pt_",
  listKey: null,
  operations: ["get", "update", "delete"],
  create: z.strictObject({}),
  update: z.strictObject({ name: field(z.string(), "The part's name.").optional() }),
  response: item,
  description: "A synthetic child resource.",
});

type Call = (...args: unknown[]) => Promise<unknown> & AsyncIterable<unknown>;
let server: TestServer;
let core: HttpCore;
const agent = new Agent();
const answers: ((seen: Seen) => [number, unknown?])[] = [];
const client = (def: typeof widgets | typeof parts) => buildResourceClient(def, core) as Record<string, Call>;

beforeAll(async () => {
  server = await startServer((seen, res) => {
    const [status, body] = answers.shift()?.(seen) ?? [500, { msg: "no answer queued" }];
    reply(res, status, body);
  });
  core = new HttpCore({
    baseUrl: new URL(server.url),
    apiKey: "tok_synthetic",
    timeoutMs: 5_000,
    retryTimeoutMs: 5_000,
    initialBackoffMs: 1,
    maxBackoffMs: 1,
    userAgent: "synthetic-test",
    dispatcher: agent,
    clock: systemClock,
    pace: new Pace(systemClock),
  });
});
afterAll(async () => {
  await server?.close();
  await agent.close();
});

describe("a resource client built from a synthetic catalog", () => {
  it("has exactly the operations its definition lists", () => {
    expect(Object.keys(client(widgets)).sort()).toEqual(["create", "get", "list"]);
    expect(Object.keys(client(parts)).sort()).toEqual(["delete", "get", "update"]);
  });

  it("posts a validated body to the collection and checks the answer", async () => {
    const before = server.seen.length;
    answers.push(() => [201, { id: "wd_1", name: "w" }]);
    expect(await client(widgets).create({ name: "w" })).toEqual({ id: "wd_1", name: "w" });
    const sent = server.seen[before];
    expect([sent.method, sent.url, JSON.parse(sent.body)]).toEqual(["POST", "/widgets", { name: "w" }]);
  });

  it("refuses a bad body before sending anything, naming the member", async () => {
    const before = server.seen.length;
    const err = await client(widgets)
      .create({ name: "" })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as Error).message).toContain("name");
    expect(server.seen.length).toBe(before);
  });

  it("fills parent ids into the path, one encoded segment each", async () => {
    const before = server.seen.length;
    answers.push(() => [200, { id: "pt_1", name: "p" }]);
    await client(parts).update("wd/1", "pt_1", { name: "p" });
    const sent = server.seen[before];
    expect([sent.method, sent.url]).toEqual(["PATCH", "/widgets/wd%2F1/parts/pt_1"]);
  });

  it("follows next_page_uri lazily, as the service gives it", async () => {
    const before = server.seen.length;
    answers.push(() => [
      200,
      {
        widgets: [{ id: "wd_2", name: "b" }],
        uri: "/widgets",
        next_page_uri: `${server.url}/widgets?page=2`,
      },
    ]);
    answers.push(() => [200, { widgets: [{ id: "wd_1", name: "a" }], uri: "/widgets", next_page_uri: null }]);
    const ids: string[] = [];
    for await (const w of client(widgets).list({ limit: 1 }) as AsyncIterable<{ id: string }>) ids.push(w.id);
    expect(ids).toEqual(["wd_2", "wd_1"]);
    expect(server.seen.slice(before).map((s) => s.url)).toEqual(["/widgets?limit=1", "/widgets?page=2"]);
  });

  it("refuses an answer that is not the definition's response", async () => {
    answers.push(() => [200, { id: "pt_1" }]);
    const err = await client(parts)
      .get("wd_1", "pt_1")
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ResponseValidationError);
  });
});
