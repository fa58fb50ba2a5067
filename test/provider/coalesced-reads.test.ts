import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { TunnelsClient } from "../../client";
import { type CountedServer, countedServer } from "../../harness";
import { readSettings } from "../../provider/base/config";
import { DynamicProvider } from "../../provider/host/dynamic";
import { configKey } from "../../provider/base/settings";
import type { Props } from "./harness";

/**
 * A refresh's reads through the provider's own entry points, counted by the calls the service saw. The
 * engine reads a refresh's resources concurrently (four per core, or without bound in Pulumi's GitHub
 * action); here every read of a refresh is started at once.
 */
let s: CountedServer;
let direct: TunnelsClient;
beforeAll(async () => {
  s = await countedServer();
  // Out-of-band changes go straight to the server: the proxy counts only the provider's calls.
  direct = new TunnelsClient({ baseUrl: s.server.url, apiKey: s.server.rootToken });
});
afterAll(async () => {
  await direct?.close();
  await s?.close();
});
afterEach(() => {
  s.before = undefined;
});

/**
 * A fresh provider process: a dynamic provider of its own (what the dynamic host holds one of per process),
 * configured for the proxy, so no page of an earlier test serves its reads; its coalesced reads' tally is
 * read from it, as nothing outside the host can.
 */
let instance: DynamicProvider;
function provider(extra: Record<string, string> = {}) {
  const config: Record<string, string> = {
    "tunnels:apiUrl": s.url,
    "tunnels:apiKey": s.server.rootToken,
    "tunnels:readWindowSeconds": "5",
    ...extra,
  };
  instance = new DynamicProvider();
  instance.configure(readSettings((name) => config[configKey(name)]));
}

/** check, as the engine calls it first; fails the test with the failures if there are any. */
async function checked(className: string, news: Props): Promise<Props> {
  const { inputs, failures } = await instance.check(className, {}, news);
  if (failures.length) throw new Error(`check failed: ${JSON.stringify(failures)}`);
  return inputs;
}

const callsDuring = async <T>(run: () => Promise<T>) => {
  const before = s.calls.length;
  const result = await run();
  return { result, calls: s.calls.slice(before) };
};

async function reservedAddrs(n: number) {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) ids.push((await direct.reservedAddrs.create({ description: `ra ${i}` })).id);
  return ids;
}

/**
 * Per collection of this process: listing calls ≤ reads served from listings + 1. It holds here because every
 * read of a refresh arrives at once; reads that arrive one at a time, as at `--parallel 1`, may buy pages
 * beyond it (listing.ts; test/provider/listing.test.ts).
 */
function expectListingsPaidFor() {
  const stats = Object.entries(instance.provider.instance.coalescedReads()?.stats() ?? {});
  expect(stats.length, "the provider's reads were coalesced").toBeGreaterThan(0);
  for (const [collection, { calls, served }] of stats)
    expect(calls, collection).toBeLessThanOrEqual(served + 1);
}

const refresh = (className: string, ids: string[], props: Props = {}) =>
  Promise.all(ids.map((id) => instance.read(className, id, props)));

describe("coalesced reads", () => {
  let addrs: string[];
  beforeAll(async () => {
    addrs = await reservedAddrs(150);
  });

  it("a refresh of 150 reserved addresses costs at most 3 calls, and each read is what a GET says", async () => {
    provider();
    const { result, calls } = await callsDuring(() => refresh("ReservedAddr", addrs));
    expect(calls.length).toBeLessThanOrEqual(3);
    expect(calls.every((c) => c.method === "GET" && c.url.startsWith("/reserved_addrs"))).toBe(true);
    expect(result.map((r) => r.id)).toEqual(addrs);
    expectListingsPaidFor();
    for (const i of [0, 77, 149]) {
      const got = await direct.reservedAddrs.get(addrs[i]);
      expect(result[i].props).toMatchObject({ description: got.description, addr: got.addr });
    }
  });

  it("turned off, the same refresh is one GET per read", async () => {
    provider({ "tunnels:coalesceReads": "false" });
    const { calls } = await callsDuring(() => refresh("ReservedAddr", addrs));
    expect(calls).toHaveLength(150);
  });

  it("never costs more than GETs: one old object among many is one page and one GET, not every page", async () => {
    provider();
    const { result, calls } = await callsDuring(() => refresh("ReservedAddr", [addrs[0]]));
    expect(result[0].id).toBe(addrs[0]);
    expect(calls.map((c) => c.url.split("?")[0])).toEqual(["/reserved_addrs", `/reserved_addrs/${addrs[0]}`]);
    expectListingsPaidFor();
  });

  it("a read after a write in the same run sees the write; a new object is found by its GET", async () => {
    provider();
    const outs = (await instance.read("ReservedAddr", addrs[5], {})).props;
    await refresh("ReservedAddr", addrs); // the pages are now fresh for 5 s
    const news = await checked("ReservedAddr", { description: "written in this run" });
    await instance.update("ReservedAddr", addrs[5], outs, news);
    expect((await instance.read("ReservedAddr", addrs[5], outs)).props.description).toBe(
      "written in this run",
    );
    const created = await instance.create(
      "ReservedAddr",
      await checked("ReservedAddr", { description: "new" }),
    );
    const read = await instance.read("ReservedAddr", created.id, created.outs);
    expect(read.id).toBe(created.id);
    await instance.delete("ReservedAddr", created.id, created.outs);
    expect((await instance.read("ReservedAddr", created.id, created.outs)).id).toBe("");
  });

  it("a listing raced by out-of-band deletes never reports a live object gone nor keeps a deleted one", async () => {
    const ids = await reservedAddrs(150); // newest first: ids[149..50] on page 1, ids[49..0] on page 2
    const doomed = [ids[0], ids[10], ids[49]];
    provider();
    let raced = false;
    s.before = async ({ url }) => {
      // Between the listing's pages: delete objects the second page would have shown, and add one.
      if (raced || !url.startsWith("/reserved_addrs?") || !url.includes("before_id=")) return;
      raced = true;
      for (const id of doomed) await direct.reservedAddrs.delete(id);
      await direct.reservedAddrs.create({ description: "made during the listing" });
    };
    const result = await refresh("ReservedAddr", ids);
    expect(raced).toBe(true);
    expectListingsPaidFor();
    ids.forEach((id, i) => {
      expect(result[i].id, id).toBe(doomed.includes(id) ? "" : id);
    });
    // A read that begins after an out-of-band delete, with no window, sees it gone.
    provider({ "tunnels:readWindowSeconds": "0" });
    await refresh("ReservedAddr", ids.slice(100));
    await direct.reservedAddrs.delete(ids[120]);
    const after = await refresh("ReservedAddr", ids.slice(100));
    expect(after.filter((r) => r.id === "")).toHaveLength(1);
    expect(after[20].id).toBe("");
  });

  it("an edge with 20 routes, their modules and its own module costs at most 2 calls", async () => {
    const edge = await direct.httpsEdges.create({ description: "many routes" });
    await direct.httpsEdgeTlsTermination.replace(edge.id, { min_version: "1.2" });
    const routes: string[] = [];
    for (let i = 0; i < 20; i++) {
      const r = await direct.httpsEdgeRoutes.create(edge.id, {
        match_type: "path_prefix",
        match: `/r${i}`,
        compression: { enabled: true },
      });
      routes.push(r.id);
    }
    provider();
    const { result, calls } = await callsDuring(() =>
      Promise.all([
        instance.read("HttpsEdge", edge.id, {}),
        instance.read("HttpsEdgeTlsTermination", `${edge.id}/tls_termination`, { edgeId: edge.id }),
        ...routes.map((id) => instance.read("HttpsEdgeRoute", id, { edgeId: edge.id })),
        ...routes.map((routeId) =>
          instance.read("HttpsEdgeRouteCompression", `${edge.id}/${routeId}/compression`, {
            edgeId: edge.id,
            routeId,
          }),
        ),
      ]),
    );
    expect(calls.length).toBeLessThanOrEqual(2);
    expectListingsPaidFor();
    expect(result.every((r) => r.id !== "")).toBe(true);
    expect(result[1].props).toMatchObject({ minVersion: "1.2" });
    expect(result[2].props).toMatchObject({ match: "/r0" });
    expect(result[22].props).toMatchObject({ enabled: true });
    // A module no longer set is gone, confirmed by its own GET.
    await direct.httpsEdgeRouteCompression.delete(edge.id, routes[3]);
    provider();
    const gone = await instance.read("HttpsEdgeRouteCompression", `${edge.id}/${routes[3]}/compression`, {
      edgeId: edge.id,
      routeId: routes[3],
    });
    expect(gone.id).toBe("");
  });
});
