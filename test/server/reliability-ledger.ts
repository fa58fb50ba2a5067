import { Pool } from "undici";

/**
 * What the reliability suite (issue 8) knows about every object it wrote: the writes the server
 * acknowledged, the writes whose answer never came (the server was killed), and the creates the server
 * refused with an injected 503. Verification compares it with what a restarted or fault-free server holds.
 */

export const ROOT = "root-token-for-reliability-tests";

/** The two cheapest resources: no parents, no references, a description to tag and to update. */
export const KINDS = [
  { name: "ip_policy", collection: "/ip_policies", listKey: "ip_policies", prefix: "ipp_" },
  { name: "reserved_addr", collection: "/reserved_addrs", listKey: "reserved_addrs", prefix: "ra_" },
] as const;
export type Kind = (typeof KINDS)[number];

/** Small seeded generator (mulberry32): the same seed gives the same choices and kill points. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** RELIABILITY_SEED overrides the fixed seed, to explore other choices; the seed is always printed. */
export const seedFromEnv = (fallback: number) => Number(process.env.RELIABILITY_SEED ?? fallback) >>> 0;

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the suite reads JSON answers member by member
  body: any;
}

/** Plain HTTP calls with the root token over one keep-alive pool: every answer is seen as sent. */
export class Api {
  private readonly pool: Pool;
  constructor(
    readonly url: string,
    connections: number,
  ) {
    this.pool = new Pool(url, { connections });
  }

  async call(method: string, path: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { authorization: `Bearer ${ROOT}`, "service-version": "2" };
    if (body !== undefined) headers["content-type"] = "application/json";
    const res = await this.pool.request({
      method: method as "GET",
      path,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.body.text();
    return { status: res.statusCode, body: text ? JSON.parse(text) : undefined };
  }

  /** Every object of a kind, following next_page_uri as given. */
  async listAll(kind: Kind): Promise<Map<string, Answer["body"]>> {
    const found = new Map<string, Answer["body"]>();
    let path: string | null = `${kind.collection}?limit=100`;
    while (path) {
      const page = await this.call("GET", path);
      if (page.status !== 200) throw new Error(`listing ${kind.collection} answered ${page.status}`);
      for (const item of page.body[kind.listKey]) found.set(item.id, item);
      const next: string | null = page.body.next_page_uri;
      path = next ? next.slice(new URL(next).origin.length) : null;
    }
    return found;
  }

  close() {
    return this.pool.destroy();
  }
}

type State = "live" | "deleted" | "maybe-deleted";
interface Entry {
  kind: Kind;
  state: State;
  /** The description it must have: the last acknowledged one, plus any later write left unanswered. */
  descriptions: Set<string>;
}

export interface Figures {
  acknowledgedCreates: number;
  acknowledgedUpdates: number;
  acknowledgedDeletes: number;
  /** Writes answered 503 by the injected faults: they must have had no effect. */
  refusedWrites: number;
  /** Writes in flight when the server was killed: either outcome is allowed. */
  unansweredWrites: number;
  reads: number;
  lists: number;
  lost: number;
  violations: number;
}

export class Ledger {
  readonly objects = new Map<string, Entry>();
  /** Descriptions of creates that may or may not have happened, and of creates that must not have. */
  private readonly maybeCreated = new Set<string>();
  private readonly refusedCreates = new Set<string>();
  readonly lost: string[] = [];
  readonly violations: string[] = [];
  readonly counts = {
    acknowledgedCreates: 0,
    acknowledgedUpdates: 0,
    acknowledgedDeletes: 0,
    refusedWrites: 0,
    unansweredWrites: 0,
    reads: 0,
    lists: 0,
  };

  created(kind: Kind, id: string, description: string) {
    this.counts.acknowledgedCreates++;
    this.objects.set(id, { kind, state: "live", descriptions: new Set([description]) });
  }
  updated(id: string, description: string) {
    this.counts.acknowledgedUpdates++;
    this.entry(id).descriptions = new Set([description]);
  }
  deleted(id: string) {
    this.counts.acknowledgedDeletes++;
    this.entry(id).state = "deleted";
  }
  refusedCreate(description: string) {
    this.counts.refusedWrites++;
    this.refusedCreates.add(description);
  }
  refused() {
    this.counts.refusedWrites++;
  }
  unansweredCreate(description: string) {
    this.counts.unansweredWrites++;
    this.maybeCreated.add(description);
  }
  unansweredUpdate(id: string, description: string) {
    this.counts.unansweredWrites++;
    this.entry(id).descriptions.add(description);
  }
  unansweredDelete(id: string) {
    this.counts.unansweredWrites++;
    this.entry(id).state = "maybe-deleted";
  }
  violation(what: string) {
    this.violations.push(what);
  }
  entry(id: string): Entry {
    const e = this.objects.get(id);
    if (!e) throw new Error(`the ledger has no ${id}`);
    return e;
  }

  /**
   * Compares the ledger with the server, through lists and single reads; then takes what the server
   * holds for every write left unanswered, so that later rounds check against one known state.
   */
  async verify(api: Api) {
    for (const kind of KINDS) {
      const stored = await api.listAll(kind);
      const mine = [...this.objects].filter(([, e]) => e.kind === kind);
      const singles = await Promise.all(mine.map(([id]) => api.call("GET", `${kind.collection}/${id}`)));
      for (const [i, [id, e]] of mine.entries()) {
        const item = stored.get(id);
        if (singles[i].status !== (item ? 200 : 404))
          this.violation(`${id}: listed ${item !== undefined} but GET answered ${singles[i].status}`);
        // A loss is counted once: the entry then takes what the server holds.
        if (e.state === "deleted") {
          if (!item) continue;
          this.lost.push(`${id}: an acknowledged delete is undone`);
          e.descriptions.add(item.description);
        }
        if (!item) {
          if (e.state === "live") this.lost.push(`${id}: an acknowledged create is missing`);
          e.state = "deleted";
          continue;
        }
        e.state = "live";
        if (!e.descriptions.has(item.description))
          this.lost.push(`${id}: description ${item.description}, not one of [${[...e.descriptions]}]`);
        e.descriptions = new Set([item.description]);
      }
      for (const [id, item] of stored) {
        if (this.objects.has(id)) continue;
        if (this.maybeCreated.delete(item.description)) {
          this.objects.set(id, { kind, state: "live", descriptions: new Set([item.description]) });
        } else if (this.refusedCreates.has(item.description)) {
          this.violation(`${id}: a create answered 503 took effect (${item.description})`);
        } else this.violation(`${id}: an object nobody created (${item.description})`);
      }
    }
    this.maybeCreated.clear();
  }

  figures(): Figures {
    return { ...this.counts, lost: this.lost.length, violations: this.violations.length };
  }
}
