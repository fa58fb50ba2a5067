import fc from "fast-check";
import type { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { membersOf, moduleList, resourceList } from "../../catalog";
import { withoutZeroValues } from "../../server/zero-values";
import { type Client, request, startClient } from "./helpers";

/**
 * Generated bad input, thousands of requests in all: bodies the catalog's own schemas reject, hostile
 * ids and query strings. Every answer must be a 4xx in the service's error shape (never a 5xx), and
 * nothing may change: the state at the end equals the state at the start.
 */
let c: Client;
let targets: { method: string; path: string; schema: z.ZodType }[];
let itemPaths: string[];
let listPaths: string[];

async function snapshot(): Promise<string> {
  const parts: unknown[] = [];
  for (const path of listPaths) parts.push((await c.call("GET", path)).body);
  return JSON.stringify(parts);
}

beforeAll(async () => {
  c = await startClient();
  const edge = (await c.call("POST", "/edges/https", { hostports: ["f.example.com:443"] })).body;
  const route = (
    await c.call("POST", `/edges/https/${edge.id}/routes`, { match_type: "exact_path", match: "/" })
  ).body;
  const tls = (await c.call("POST", "/edges/tls", {})).body;
  const ids: Record<string, string> = {};
  for (const def of resourceList) {
    if (def.parents.length || def.clientName === "tunnels") continue;
    const seed =
      def.clientName === "ipPolicyRules"
        ? null
        : await c.call("POST", def.collection, seedBody(def.clientName));
    if (seed) ids[def.clientName] = seed.body.id;
  }
  targets = [];
  itemPaths = [];
  for (const def of resourceList) {
    if (def.clientName === "tunnels") continue;
    const collection = def.collection.replace("{edge_id}", edge.id);
    const id = def.clientName === "httpsEdgeRoutes" ? route.id : ids[def.clientName];
    targets.push({ method: "POST", path: collection, schema: def.create });
    if (id) {
      targets.push({ method: "PATCH", path: `${collection}/${id}`, schema: def.update });
      itemPaths.push(collection);
    }
  }
  for (const def of moduleList) {
    const path = def.path
      .replace("{edge_id}", def.owner === "TlsEdge" ? tls.id : edge.id)
      .replace("{route_id}", route.id);
    targets.push({ method: "PUT", path, schema: def.request });
  }
  listPaths = [...resourceList.filter((d) => d.listKey).map((d) => d.collection), `/edges/https/${edge.id}`];
});
afterAll(() => c.server.close());

function seedBody(clientName: string): object {
  if (clientName === "eventDestinations") return { target: { datadog: { api_key: "k" } } };
  return {};
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

const memberNames = (schema: z.ZodType) => membersOf(schema).map((m) => m.wireName);
const anyJson = fc.jsonValue({ maxDepth: 4 });

/** A body: random JSON, or an object of the schema's own member names (and strangers) with random values. */
const bodyFor = (schema: z.ZodType) =>
  fc.oneof(
    anyJson,
    fc.dictionary(
      fc.oneof(fc.constantFrom(...memberNames(schema), "__proto__", "id", "edge_id"), fc.string()),
      anyJson,
      {
        maxKeys: 5,
      },
    ),
  );

function checkError(r: { status: number; body: { error_code?: string; status_code?: number } | undefined }) {
  if (r.status < 400 || r.status >= 500) return false;
  return r.body?.error_code?.startsWith("ERR_API_") === true && r.body.status_code === r.status;
}

describe("generated bad input", () => {
  it("bodies the catalog rejects: always a 4xx error, never a write", async () => {
    const before = await snapshot();
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 1000 }), fc.context(), async (pick, ctx) => {
        const target = targets[pick % targets.length];
        const body = fc.sample(bodyFor(target.schema), { numRuns: 1, seed: pick * 7919 + sent })[0];
        // Only bodies the schema itself rejects are bad input (the module wrapper and path ids aside), read
        // as a create reads its zero values (an optional region sent as "" is no region).
        const read =
          target.method === "POST" && isObject(body) ? withoutZeroValues(target.schema, body) : body;
        fc.pre(!target.schema.safeParse(read).success);
        fc.pre(
          !(
            typeof body === "object" &&
            body !== null &&
            ("module" in body || "id" in body || "edge_id" in body)
          ),
        );
        sent++;
        const r = await c.call(target.method, target.path, JSON.stringify(body));
        ctx.log(`${target.method} ${target.path} ${JSON.stringify(body)} → ${r.status} ${r.text}`);
        return checkError(r);
      }),
      { numRuns: 1500, interruptAfterTimeLimit: 40_000 },
    );
    expect(sent).toBeGreaterThan(800);
    expect(await snapshot()).toBe(before);
  });

  it("raw bytes, wrong content types and hostile ids and query strings: never a 5xx", async () => {
    const before = await snapshot();
    const raw = fc.oneof(
      fc.string(),
      fc.string({ unit: "binary" }),
      fc.constantFrom("{", "[", '{"a":', "nul", "\u0000"),
    );
    const segment = fc.oneof(
      fc.string({ unit: "binary", maxLength: 200 }),
      fc.constantFrom("..", ".", "%", "%00", "ak_", "ak_" + "z".repeat(600)),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 1000 }),
        raw,
        segment,
        fc.string({ maxLength: 80 }),
        fc.constantFrom(
          "application/json",
          "text/plain",
          "application/x-www-form-urlencoded",
          "",
          "application/json; charset=latin1",
        ),
        async (pick, bytes, id, query, type) => {
          const target = targets[pick % targets.length];
          const list = listPaths[pick % listPaths.length];
          const results = [
            await c.call(target.method, target.path, bytes.length ? bytes : "x", {
              "content-type": type || undefined,
            }),
            await c.call(
              ["GET", "PATCH", "DELETE"][pick % 3],
              `${itemPaths[pick % itemPaths.length]}/${encodeURIComponent(id)}`,
              undefined,
            ),
            await c.call("GET", `${list}?${query}`),
            await request(
              `${c.server.url}/${encodeURIComponent(id)}/${query.replace(/[?#]/g, "")}`,
              "GET",
              undefined,
              {},
            ),
          ];
          for (const r of results) {
            if (r.status >= 500) return false;
            if (r.status >= 400 && !checkError(r)) return false;
          }
          return results[0].status >= 400 && results[1].status >= 400;
        },
      ),
      { numRuns: 400, interruptAfterTimeLimit: 30_000 },
    );
    expect(await snapshot()).toBe(before);
  });
});
