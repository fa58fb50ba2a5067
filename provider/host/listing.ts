/**
 * One collection's listing, shared by the reads of one provider host process (coalesced-reads.ts).
 *
 * The listing is newest first, 100 to a page, and a refresh reads the stack's objects in state order,
 * oldest first, one at a time at `--parallel 1` and at most `--parallel` at once otherwise
 * (docs/contract.md §9). So the first reads of a large refresh ask for objects on the last page, and
 * which refresh this is (the whole stack, one `--target`, a stack owning 5 of 1,000 objects) shows only
 * as reads arrive. The listing therefore walks its pages as the reads it could not answer pay for them:
 *
 * - A next page is fetched while the pages fetched exceed the reads they answered by less than 1 + the
 *   reads beyond the first FREE_READS that the listing has not answered (those waiting for it and those
 *   it let go to their own GET). So while at most FREE_READS reads are let go, a refresh costs at most its
 *   reads + 1 (a target: one page and one GET; a stack owning 5 of 1,000 objects: one page and 5 GETs);
 *   past that, each read let go buys one more page, so a refresh never costs more than about twice its
 *   reads, and once the walk reaches the stack's objects every later read is answered from a page.
 * - A read is answered from the last page that showed its object if that page was fetched at most
 *   `windowMs` before the read began and after this process last wrote the object. A page grown older is
 *   fetched again through the URI it was fetched by (the listing's own next_page_uri, a cursor: newer
 *   objects never enter it), one call for it and its neighbours.
 * - An object no page shows once the last page is in is "missing": the caller confirms it with a GET.
 */
type Body = Record<string, unknown>;

/** Reads of a collection the listing did not answer that each pay their own GET before it buys pages for more. */
export const FREE_READS = 5;

/** Where an object was last seen: its body, when that page's request left, and the page's URI. */
interface Sighting {
  body: Body;
  fetchedAt: number;
  /** The page's URI; undefined for the first page (the collection's path). */
  uri: string | undefined;
}

/** What a listing says of one id: its body and when that page was fetched, or that it is not listed. */
export type Listed = { body: Body; fetchedAt: number } | "missing" | "unknown";

export interface PageSource {
  /** Fetches one page: the first when `uri` is undefined; answers its items and next_page_uri. */
  fetch(uri: string | undefined): Promise<{ items: Body[]; next: string | null }>;
  now(): number;
}

export class Listing {
  /** Pages fetched and reads answered from pages, over the life of the process. */
  calls = 0;
  served = 0;
  /** Reads the listing let go to their own GET because its walk had not reached their object. */
  fellBack = 0;
  private readonly seen = new Map<string, Sighting>();
  /** The walk through the pages: the next page's URI (undefined before the first, null once the last is in). */
  private next: string | null | undefined = undefined;
  private walking: Promise<boolean> | undefined;
  /** Reads waiting on the walk for an object no page has shown yet. */
  private waiting = 0;
  private readonly refetching = new Map<string | undefined, Promise<boolean>>();

  constructor(
    private readonly source: PageSource,
    private readonly windowMs: number,
  ) {}

  /**
   * Looks `id` up for a read that began at `readStart` of an object this process last wrote at
   * `writtenAt`. "missing": no page shows it (confirm with a GET); "unknown": the listing cannot tell at
   * a price worth paying, or only from a page older than the write.
   */
  async find(id: string, readStart: number, writtenAt: number): Promise<Listed> {
    const sighting = this.seen.get(id) ?? (await this.walkTo(id));
    if (typeof sighting === "string") return sighting;
    return this.fromSighting(id, sighting, readStart, writtenAt);
  }

  /**
   * `id`'s body from a page already fetched, if that page could serve a read beginning `now` of an object this
   * process last wrote at `writtenAt` (no fetch, nothing counted); undefined otherwise.
   */
  sighted(id: string, now: number, writtenAt: number): Body | undefined {
    const sighting = this.seen.get(id);
    if (!sighting || sighting.fetchedAt <= writtenAt || sighting.fetchedAt < now - this.windowMs)
      return undefined;
    return sighting.body;
  }

  /** Walks on through the pages until one shows `id`, as far as the reads not yet answered pay for. */
  private async walkTo(id: string): Promise<Sighting | "missing" | "unknown"> {
    this.waiting++;
    try {
      let yielded = false;
      for (;;) {
        const sighting = this.seen.get(id);
        if (sighting) return sighting;
        if (this.next === null) return "missing";
        if (this.walking) {
          if (!(await this.walking)) return "unknown";
          continue;
        }
        // Reads that arrive together join before any of them decides: let this turn's others arrive.
        if (!yielded) {
          yielded = true;
          await new Promise((resolve) => setImmediate(resolve));
          continue;
        }
        if (!this.mayWalkOn()) {
          this.fellBack++;
          return "unknown";
        }
        const walking = this.fetchPage(this.next).then(
          (next) => {
            this.next = next;
            return true;
          },
          // A listing that fails leaves the read to its own GET, which reports the failure as it is.
          () => false,
        );
        this.walking = walking;
        const walked = await walking;
        this.walking = undefined;
        if (!walked) return "unknown";
      }
    } finally {
      this.waiting--;
    }
  }

  /** Pages that served nobody stay fewer than 1 + the unanswered reads beyond the first FREE_READS. */
  private mayWalkOn(): boolean {
    const unanswered = this.waiting + this.fellBack;
    return this.calls - this.served < 1 + Math.max(0, unanswered - FREE_READS);
  }

  private async fromSighting(id: string, sighting: Sighting, readStart: number, writtenAt: number) {
    if (sighting.fetchedAt <= writtenAt) return "unknown";
    let latest: Sighting | undefined = sighting;
    if (latest.fetchedAt < readStart - this.windowMs) {
      if (!(await this.refetch(latest.uri))) return "unknown";
      latest = this.seen.get(id);
      // The page that showed it no longer does: deleted (or changed so much it moved); its GET tells.
      if (!latest || latest.fetchedAt < readStart - this.windowMs) return "missing";
    }
    this.served++;
    return { body: latest.body, fetchedAt: latest.fetchedAt };
  }

  /** Fetches a page again (one fetch for all the reads that need it); false when the fetch failed. */
  private refetch(uri: string | undefined): Promise<boolean> {
    let pending = this.refetching.get(uri);
    if (!pending) {
      pending = this.fetchPage(uri).then(
        () => true,
        () => false,
      );
      const settled = pending.finally(() => this.refetching.delete(uri));
      this.refetching.set(uri, settled);
      pending = settled;
    }
    return pending;
  }

  /** Fetches one page, records what it shows, and answers its next_page_uri. */
  private async fetchPage(uri: string | undefined): Promise<string | null> {
    const fetchedAt = this.source.now();
    this.calls++;
    const { items, next } = await this.source.fetch(uri);
    for (const item of items) this.seen.set(String(item.id), { body: item, fetchedAt, uri });
    // Objects the page showed before and shows no more are gone from it: forget where they were.
    for (const [id, sighting] of this.seen)
      if (sighting.uri === uri && sighting.fetchedAt < fetchedAt) this.seen.delete(id);
    return next;
  }
}
