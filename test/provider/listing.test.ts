import { describe, expect, it } from "vitest";
import { FREE_READS, Listing } from "../../provider/host/listing";

/**
 * The listing alone, against a synthetic collection (newest first, 100 to a page, `before_id` cursors as
 * the service pages: docs/contract.md §3) and a clock of its own. A refresh is driven as the CLI drives
 * one (docs/contract.md §9): `parallel` workers, each reading a resource and then diffing it before taking
 * the next, in the order given. A read the listing cannot answer costs its own GET. Orders the CLI never
 * uses (newest first, shuffled) and changes made out of band are tried here; sizes and `--parallel`
 * through the CLI are in test/cli/refresh-calls.test.ts and bench/refresh-cli.ts.
 */
const PAGE = 100;

class Collection {
  readonly ids: string[] = [];
  pages = 0;
  gets = 0;
  clock = 0;
  /** Runs before a page is answered (out-of-band changes during a listing). */
  beforePage?: (uri: string | undefined) => void;

  constructor(n: number) {
    for (let i = 0; i < n; i++) this.create();
  }

  create(): string {
    const id = `ra_${String(this.ids.length + this.deleted.size).padStart(6, "0")}`;
    this.ids.push(id);
    return id;
  }

  readonly deleted = new Set<string>();
  delete(id: string) {
    this.ids.splice(this.ids.indexOf(id), 1);
    this.deleted.add(id);
  }

  listing(windowMs = 60_000) {
    return new Listing(
      {
        now: () => this.clock,
        fetch: async (uri) => {
          this.beforePage?.(uri);
          this.pages++;
          await new Promise((resolve) => setImmediate(resolve));
          const before = uri ? new URLSearchParams(uri.split("?")[1]).get("before_id") : undefined;
          const newestFirst = [...this.ids].reverse().filter((id) => !before || id < before);
          const items = newestFirst.slice(0, PAGE).map((id) => ({ id, description: `of ${this.clock}` }));
          const last = items.at(-1)?.id;
          return { items, next: newestFirst.length > PAGE ? `/reserved_addrs?before_id=${last}` : null };
        },
      },
      windowMs,
    );
  }

  get calls() {
    return this.pages + this.gets;
  }
}

interface Refresh {
  /** What each read answered: the object's id, or "" when gone. */
  answers: string[];
  calls: number;
}

/** A refresh as the CLI makes it: `parallel` workers, each a Read (then a Diff: one turn) in `order`. */
async function refresh(
  c: Collection,
  listing: Listing,
  order: string[],
  parallel: number,
  msPerRead = 10,
): Promise<Refresh> {
  const before = c.calls;
  const answers: string[] = new Array(order.length);
  let next = 0;
  const worker = async () => {
    while (next < order.length) {
      const i = next++;
      const id = order[i];
      c.clock += msPerRead;
      const listed = await listing.find(id, c.clock, -Infinity);
      if (typeof listed === "object") answers[i] = String(listed.body.id);
      else {
        c.gets++;
        answers[i] = c.ids.includes(id) ? id : "";
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return { answers, calls: c.calls - before };
}

function shuffled<T>(items: T[], seed = 21): T[] {
  const out = [...items];
  let x = seed;
  for (let i = out.length - 1; i > 0; i--) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    const j = x % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

describe("a whole collection refreshed", () => {
  for (const n of [150, 500, 1000])
    for (const parallel of [1, 8, 64])
      it(`${n} objects, state order (oldest first), --parallel ${parallel}: every read answered, ≤ 0.05 calls each past the first ${FREE_READS}`, async () => {
        const c = new Collection(n);
        const r = await refresh(c, c.listing(), c.ids, parallel);
        expect(r.answers).toEqual(c.ids);
        // Pages: ceil(n / 100); GETs: at most the free reads and one per page walked past before reaching the oldest.
        const pages = Math.ceil(n / PAGE);
        expect(r.calls).toBeLessThanOrEqual(pages + FREE_READS + pages);
        expect(r.calls / n).toBeLessThanOrEqual(n <= 150 ? 0.05 : 0.03);
      });

  for (const [name, order] of [
    ["newest first", (ids: string[]) => [...ids].reverse()],
    ["shuffled", (ids: string[]) => shuffled(ids)],
  ] as const)
    for (const parallel of [1, 8])
      it(`1,000 objects ${name}, --parallel ${parallel}: ≤ 0.05 calls per read`, async () => {
        const c = new Collection(1000);
        const ids = order(c.ids);
        const r = await refresh(c, c.listing(), ids, parallel);
        expect(r.answers).toEqual(ids);
        expect(r.calls).toBeLessThanOrEqual(50);
      });

  it("a refresh that outlasts the window fetches a page again by its own URI, not the walk again", async () => {
    const c = new Collection(1000);
    const uris: (string | undefined)[] = [];
    c.beforePage = (uri) => uris.push(uri);
    // 1,000 reads 100 ms apart: 100 s, against a window of 30 s.
    const r = await refresh(c, c.listing(30_000), c.ids, 1, 100);
    expect(r.answers).toEqual(c.ids);
    expect(r.calls).toBeLessThanOrEqual(50);
    const walked = uris.slice(0, 10);
    expect(new Set(walked).size).toBe(10);
    // Fetched again: pages already walked, each by its URI; the first page only as itself.
    for (const uri of uris.slice(10)) expect(walked).toContain(uri);
    expect(uris.length).toBeGreaterThan(10);
  });
});

describe("a few objects of a large collection", () => {
  const shapes: Record<string, (ids: string[]) => string[]> = {
    "the 5 oldest": (ids) => ids.slice(0, 5),
    "the 5 newest": (ids) => ids.slice(-5),
    "5 spread across every page": (ids) => [0, 250, 500, 750, 999].map((i) => ids[i]),
  };
  for (const [shape, pick] of Object.entries(shapes))
    for (const parallel of [1, 8])
      it(`a stack owning ${shape} of 1,000, --parallel ${parallel}: at most one call per object + 1`, async () => {
        const c = new Collection(1000);
        const owned = pick(c.ids);
        const r = await refresh(c, c.listing(), owned, parallel);
        expect(r.answers).toEqual(owned);
        expect(r.calls).toBeLessThanOrEqual(owned.length + 1);
      });

  it("reads the walk cannot reach in time cost at most about twice their GETs: 20 of the oldest of 3,000", async () => {
    for (const parallel of [1, 8]) {
      const c = new Collection(3000);
      const owned = c.ids.slice(0, 20);
      const r = await refresh(c, c.listing(), owned, parallel);
      expect(r.answers).toEqual(owned);
      // 20 GETs, the first page, and one page for each read let go past the first FREE_READS.
      expect(r.calls, `--parallel ${parallel}`).toBeLessThanOrEqual(20 + 1 + (20 - FREE_READS));
    }
  });

  it("one object refreshed alone (--target): at most 2 calls, wherever it is", async () => {
    for (const i of [0, 500, 999]) {
      const c = new Collection(1000);
      const r = await refresh(c, c.listing(), [c.ids[i]], 1);
      expect(r.answers).toEqual([c.ids[i]]);
      expect(r.calls).toBeLessThanOrEqual(2);
    }
  });
});

describe("objects changed out of band", () => {
  it("deleted before the refresh: reported gone after its GET, the others answered from pages", async () => {
    const c = new Collection(300);
    const owned = [...c.ids];
    const doomed = [owned[0], owned[150], owned[299]];
    for (const id of doomed) c.delete(id);
    const r = await refresh(c, c.listing(), owned, 1);
    expect(r.answers).toEqual(owned.map((id) => (doomed.includes(id) ? "" : id)));
    expect(r.calls).toBeLessThanOrEqual(3 + FREE_READS + 3 + doomed.length);
  });

  it("deleted after its page was fetched, read once the window is past: its page fetched again, reported gone", async () => {
    const c = new Collection(150);
    const owned = [...c.ids];
    const listing = c.listing(1_000);
    expect((await refresh(c, listing, owned, 8, 1)).answers).toEqual(owned);
    c.delete(owned[120]);
    c.clock += 5_000;
    const again = await refresh(c, listing, owned, 8, 1);
    expect(again.answers).toEqual(owned.map((id) => (id === owned[120] ? "" : id)));
    // Both pages fetched again by their URIs, and the deleted object's GET.
    expect(again.calls).toBe(3);
  });

  it("a listing raced by deletes and creates between its pages never skips a live object nor keeps a deleted one", async () => {
    for (const parallel of [1, 8, 64]) {
      const c = new Collection(250);
      const owned = [...c.ids];
      // Objects of the second page (owned[149..50]), deleted once the first page is in and before any of
      // them is read: the first page's 100 objects are newer, and reads in state order start with owned[0].
      const doomed = [owned[60], owned[120], owned[149]];
      let raced = false;
      c.beforePage = (uri) => {
        if (raced || !uri) return;
        raced = true;
        for (const id of doomed) c.delete(id);
        c.create();
      };
      const r = await refresh(c, c.listing(), owned, parallel);
      expect(raced, `--parallel ${parallel}`).toBe(true);
      expect(r.answers, `--parallel ${parallel}`).toEqual(owned.map((id) => (doomed.includes(id) ? "" : id)));
    }
  });
});
