import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TunnelsClient } from "../../client";
import { type CountedServer, countedServer } from "../../harness";
import { DynamicProvider } from "../../provider/host/dynamic";
import { NativeProvider } from "../../provider/host/native";
import { parentClasses } from "../../provider/host/parent-lookups";
import { classSpecs } from "../../provider/base/specs";
import type { Language } from "../../provider/base/user-names";
import { UNKNOWN } from "../../provider/base/values";
import { reply, startServer as startTestServer } from "../client/harness";

/**
 * The check of parents (provider/host/parent-check.ts) against the local server behind the counting proxy: a
 * parent id new for the resource that names no object fails the check, naming the member as the program writes
 * it; an unchanged or unknown parent costs no call; each distinct object is looked up once per process, and
 * none that the process made, read or deleted.
 */
let s: CountedServer;
let direct: TunnelsClient;
beforeAll(async () => {
  delete process.env.TUNNELS_API_KEY;
  delete process.env.TUNNELS_API_URL;
  s = await countedServer();
  direct = new TunnelsClient({ baseUrl: s.server.url, apiKey: s.server.rootToken });
});
afterAll(async () => {
  await direct?.close();
  await s?.close();
});

type Props = Record<string, unknown>;
const MISSING_EDGE = "edghts_2xNoSuchEdgeWrittenByHand";
const route = (edgeId: unknown): Props => ({ edgeId, matchType: "path_prefix", match: "/" });

/** A provider of its own (so its own lookups), its warnings kept, configured for the counted server. */
async function provider(options: { language?: Language; coalesceReads?: boolean; apiUrl?: string } = {}) {
  const warnings: string[] = [];
  const p = new NativeProvider({ log: (line) => warnings.push(line), language: options.language });
  await p.configure({
    apiUrl: options.apiUrl ?? s.url,
    apiKey: s.server.rootToken,
    coalesceReads: String(options.coalesceReads ?? false),
  });
  return { p, warnings };
}

/** The service calls `run` made, as `METHOD /path`, and what it answered. */
async function callsOf<T>(run: () => Promise<T>): Promise<{ calls: string[]; result: T }> {
  const before = s.calls.length;
  const result = await run();
  return { result, calls: s.calls.slice(before).map((c) => `${c.method} ${c.url.split("?")[0]}`) };
}

const newEdge = async () => (await direct.httpsEdges.create({ description: "parent" })).id;

describe("a parent new for the resource is looked up", () => {
  it("a create under an edge that does not exist fails, naming edgeId and the fix, with one GET", async () => {
    const { p } = await provider();
    const { calls, result } = await callsOf(() => p.check("HttpsEdgeRoute", {}, route(MISSING_EDGE)));
    expect(calls).toEqual([`GET /edges/https/${MISSING_EDGE}`]);
    expect(result.failures).toHaveLength(1);
    const [failure] = result.failures;
    expect(failure.property).toBe("edgeId");
    expect(failure.reason).toMatch(/^edgeId names no HttpsEdge in this provider's account/);
    expect(failure.reason).toContain(`tunnels:apiKey at tunnels:apiUrl, now ${s.url}`);
    expect(failure.reason).toContain("declare the HttpsEdge in this program and pass its id output");
    // The CLI prints the value of the property it is given: the reason does not repeat it.
    expect(failure.reason).not.toContain(MISSING_EDGE);
  });

  it("an edge that exists passes, with one GET; the next check of it makes none", async () => {
    const { p } = await provider();
    const edge = await newEdge();
    const first = await callsOf(() => p.check("HttpsEdgeRoute", {}, route(edge)));
    expect(first.result.failures).toEqual([]);
    expect(first.calls).toEqual([`GET /edges/https/${edge}`]);
    const second = await callsOf(() => p.check("HttpsEdgeRoute", {}, { ...route(edge), match: "/b" }));
    expect(second.result.failures).toEqual([]);
    expect(second.calls).toEqual([]);
  });

  it("once per distinct id: ten routes under one edge and ten under a missing one, checked at once, make two GETs", async () => {
    const { p } = await provider();
    const edge = await newEdge();
    const { calls, result } = await callsOf(() =>
      Promise.all(
        [edge, MISSING_EDGE].flatMap((id) =>
          Array.from({ length: 10 }, (_, i) =>
            p.check("HttpsEdgeRoute", {}, { ...route(id), match: `/${i}` }),
          ),
        ),
      ),
    );
    expect([...calls].sort()).toEqual(
      [`GET /edges/https/${MISSING_EDGE}`, `GET /edges/https/${edge}`].sort(),
    );
    expect(result.map((r) => r.failures.length)).toEqual([...Array(10).fill(0), ...Array(10).fill(1)]);
  });

  it("a parent that changed from the old inputs is looked up", async () => {
    const { p } = await provider();
    const edge = await newEdge();
    const { calls, result } = await callsOf(() =>
      p.check("HttpsEdgeRoute", route(edge), route(MISSING_EDGE)),
    );
    expect(calls).toEqual([`GET /edges/https/${MISSING_EDGE}`]);
    expect(result.failures.map((f) => f.property)).toEqual(["edgeId"]);
  });

  it("a module: its edge first, then its route under it; a missing edge stops there", async () => {
    const { p } = await provider();
    const edge = await newEdge();
    const missingRoute = "edghtsrt_2xNoSuchRoute";
    const module = (edgeId: string, routeId: string) => ({ edgeId, routeId, enabled: true });
    const underEdge = await callsOf(() =>
      p.check("HttpsEdgeRouteCompression", {}, module(edge, missingRoute)),
    );
    expect(underEdge.calls).toEqual([
      `GET /edges/https/${edge}`,
      `GET /edges/https/${edge}/routes/${missingRoute}`,
    ]);
    expect(underEdge.result.failures.map((f) => [f.property, f.reason.split(" in ")[0]])).toEqual([
      ["routeId", "routeId names no HttpsEdgeRoute under that edgeId"],
    ]);
    const noEdge = await callsOf(() =>
      p.check("HttpsEdgeRouteCompression", {}, module(MISSING_EDGE, missingRoute)),
    );
    expect(noEdge.calls).toEqual([`GET /edges/https/${MISSING_EDGE}`]);
    expect(noEdge.result.failures.map((f) => f.property)).toEqual(["edgeId"]);
  });

  it("names the member as Python writes it, with the value the CLI does not print", async () => {
    const { p } = await provider({ language: "python" });
    const { result } = await callsOf(() => p.check("HttpsEdgeRoute", {}, route(MISSING_EDGE)));
    expect(result.failures).toEqual([
      {
        property: "",
        path: "edgeId",
        reason: expect.stringMatching(
          new RegExp(`^edge_id \\(given "${MISSING_EDGE}"\\) names no HttpsEdge `),
        ),
      },
    ]);
    expect(result.failures[0].reason).not.toMatch(/edgeId/);
  });

  it("a parent given as a secret: neither the CLI nor the reason shows it", async () => {
    const { p } = await provider({ language: "python" });
    const result = await p.check("HttpsEdgeRoute", {}, route(MISSING_EDGE), (top) => top === "edgeId");
    expect(result.failures.map((f) => f.property)).toEqual([""]);
    expect(result.failures[0].reason).toMatch(/^edge_id names no HttpsEdge/);
    expect(result.failures[0].reason).not.toContain(MISSING_EDGE);
  });

  it("an input that already failed its check makes no call", async () => {
    const { p } = await provider();
    const { calls, result } = await callsOf(() =>
      p.check("HttpsEdgeRoute", {}, { ...route(MISSING_EDGE), matchType: "nearly" }),
    );
    expect(calls).toEqual([]);
    expect(result.failures.map((f) => f.property)).toEqual(["matchType"]);
  });
});

describe("no call where the parent is not new, not known, or known to this process", () => {
  it("an unchanged parent costs nothing, even one that is gone (a no-change preview, an update, an import)", async () => {
    const { p } = await provider();
    const { calls, result } = await callsOf(async () => [
      await p.check("HttpsEdgeRoute", route(MISSING_EDGE), route(MISSING_EDGE)),
      await p.check("HttpsEdgeRoute", route(MISSING_EDGE), { ...route(MISSING_EDGE), match: "/changed" }),
      await p.check(
        "HttpsEdgeRouteCompression",
        { edgeId: "e", routeId: "r" },
        { edgeId: "e", routeId: "r" },
      ),
    ]);
    expect(calls).toEqual([]);
    expect(result.flatMap((r) => r.failures)).toEqual([]);
  });

  it("an unknown parent (a preview of one made in the same run) is skipped, and the parents after it", async () => {
    const { p } = await provider();
    const { calls, result } = await callsOf(async () => [
      await p.check("HttpsEdgeRoute", {}, route(UNKNOWN)),
      await p.check(
        "HttpsEdgeRouteCompression",
        {},
        { edgeId: UNKNOWN, routeId: "edghtsrt_1", enabled: true },
      ),
    ]);
    expect(calls).toEqual([]);
    expect(result.flatMap((r) => r.failures)).toEqual([]);
  });

  it("an edge this process made, then its route's route modules: no lookup at all", async () => {
    const { p } = await provider();
    const { calls } = await callsOf(async () => {
      const edge = await p.create("HttpsEdge", { description: "made here" });
      expect((await p.check("HttpsEdgeRoute", {}, route(edge.id))).failures).toEqual([]);
      const made = await p.create("HttpsEdgeRoute", route(edge.id));
      const module = { edgeId: edge.id, routeId: made.id, enabled: true };
      expect((await p.check("HttpsEdgeRouteCompression", {}, module)).failures).toEqual([]);
    });
    expect(calls.filter((c) => c.startsWith("GET"))).toEqual([]);
  });

  it("an edge this process read in a refresh: no lookup (one GET per read, or a page of the coalesced reads)", async () => {
    for (const coalesceReads of [false, true]) {
      const { p } = await provider({ coalesceReads });
      const [read, other] = [await newEdge(), await newEdge()];
      await p.read("HttpsEdge", read, { description: "parent" }, { description: "parent" });
      const { calls, result } = await callsOf(async () => [
        await p.check("HttpsEdgeRoute", {}, route(read)),
        // Another edge on the page the coalesced reads fetched: that page answers too.
        ...(coalesceReads ? [await p.check("HttpsEdgeRoute", {}, route(other))] : []),
      ]);
      expect(calls, `coalesceReads ${coalesceReads}`).toEqual([]);
      expect(result.flatMap((r) => r.failures)).toEqual([]);
    }
  });

  it("an edge this process deleted is missing without a call", async () => {
    const { p } = await provider();
    const edge = await p.create("HttpsEdge", { description: "to delete" });
    await p.delete("HttpsEdge", edge.id, edge.outs);
    const { calls, result } = await callsOf(() => p.check("HttpsEdgeRoute", {}, route(edge.id)));
    expect(calls).toEqual([]);
    expect(result.failures.map((f) => f.property)).toEqual(["edgeId"]);
  });
});

describe("adoptId, and a service that does not answer", () => {
  it("adopting a route under an edge that does not exist names edgeId, not adoptId", async () => {
    const { p } = await provider();
    const adopted = { ...route(MISSING_EDGE), adoptId: "edghtsrt_2xSomeRoute" };
    const { result } = await callsOf(() => p.check("HttpsEdgeRoute", {}, adopted));
    expect(result.failures.map((f) => f.property)).toEqual(["edgeId"]);
    const edge = await newEdge();
    const underEdge = await p.check("HttpsEdgeRoute", {}, { ...adopted, edgeId: edge });
    expect(underEdge.failures.map((f) => f.property)).toEqual(["adoptId"]);
  });

  it("a lookup the service does not answer: a warning once, the check passes, and no later lookup calls it", async () => {
    const service = await startTestServer((_, res) =>
      reply(res, 503, { error_code: "ERR_API_503", msg: "busy" }, { "retry-after": "0" }),
    );
    try {
      const { p, warnings } = await provider({ apiUrl: service.url });
      expect((await p.check("HttpsEdgeRoute", {}, route(MISSING_EDGE))).failures).toEqual([]);
      const seen = service.seen.length;
      expect(seen).toBeGreaterThan(0);
      expect((await p.check("HttpsEdgeRoute", {}, route("edghts_2xAnother"))).failures).toEqual([]);
      expect(service.seen.length).toBe(seen);
      expect(warnings.filter((w) => w.includes("was not checked"))).toEqual([
        expect.stringMatching(
          /^pulumi-tunnels: edgeId was not checked: could not look up the HttpsEdge it names/,
        ),
      ]);
    } finally {
      await service.close();
    }
  });
});

describe("the dynamic provider runs the same check", () => {
  it("a route under a missing edge fails; unchanged, it makes no call", async () => {
    const native = (await provider()).p;
    const dynamic = new DynamicProvider(native);
    const created = await callsOf(() => dynamic.check("HttpsEdgeRoute", {}, route(MISSING_EDGE)));
    expect(created.calls).toEqual([`GET /edges/https/${MISSING_EDGE}`]);
    expect(created.result.failures).toEqual([
      { property: "edgeId", reason: expect.stringMatching(/^edgeId names no HttpsEdge /) },
    ]);
    const same = await callsOf(() =>
      dynamic.check("HttpsEdgeRoute", route(MISSING_EDGE), route(MISSING_EDGE)),
    );
    expect(same.calls).toEqual([]);
    expect(same.result.failures).toEqual([]);
  });
});

describe("the parents' classes, read from the catalog's paths", () => {
  it("every parent of every class is a resource class, the one its class's name extends", () => {
    for (const spec of Object.values(classSpecs)) {
      const parents = parentClasses(spec);
      expect(parents).toHaveLength(spec.parents.length);
      const last = parents.at(-1);
      if (last) expect(spec.className.startsWith(last.className), spec.className).toBe(true);
      for (const parent of parents) expect(parent.def.is).toBe("resource");
    }
    expect(parentClasses(classSpecs.HttpsEdgeRouteBackend).map((c) => c.className)).toEqual([
      "HttpsEdge",
      "HttpsEdgeRoute",
    ]);
  });
});
