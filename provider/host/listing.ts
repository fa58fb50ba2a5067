/**
 * One collection's listing, shared by the reads of one provider host process (coalesced-reads.ts).
 *
 * A run of the listing starts at the first page and goes on page by page while reads wait for ids it has
 * not shown yet. A read may use a page of a run that began at most `windowMs` before the read did, and
 * that was fetched after this process last wrote the object. Pages cost calls, so a next page is fetched
 * only while the pages nobody was served from stay fewer than the reads waiting for it: a listing never
 * costs more pages than the reads it may serve, and when it would, the reads fall back to their own GET.
 * When the reads it serves are there (the usual refresh), listing calls stay at most the reads served + 1;
 * reads that wait for objects deleted or many pages down may each cost one unserved page before their GET.
 */
type Body = Record<string, unknown>;

interface Page {
  /** When its request left: what it shows is at least this recent. */
  fetchedAt: number;
  items: Map<string, Body>;
}

interface Run {
  startedAt: number;
  pages: Page[];
  /** The next page's URI: undefined before the first page, null once the last page is in. */
  next: string | null | undefined;
  fetching?: Promise<void>;
  /** Reads waiting on this run for an id its pages have not shown. */
  waiting: number;
}

/** What a listing says of one id: its body and when that page was fetched, or that it is not listed. */
export type Listed = { body: Body; fetchedAt: number } | "missing" | "unknown";

export interface PageSource {
  /** Fetches one page: the first when `uri` is undefined; answers its items and next_page_uri. */
  fetch(uri: string | undefined): Promise<{ items: Body[]; next: string | null }>;
  now(): number;
}

export class Listing {
  private run: Run | undefined;
  /** Pages fetched and reads answered from pages, over the life of the process. */
  calls = 0;
  served = 0;

  constructor(
    private readonly source: PageSource,
    private readonly windowMs: number,
  ) {}

  /**
   * Looks `id` up for a read that began at `readStart` of an object this process last wrote at
   * `writtenAt`. "missing": a complete listing fresh enough does not show it (confirm with a GET);
   * "unknown": the listing cannot tell at a price worth paying, or only from a page older than the write.
   */
  async find(id: string, readStart: number, writtenAt: number): Promise<Listed> {
    let run = this.run;
    if (!run || run.startedAt < readStart - this.windowMs) {
      run = { startedAt: this.source.now(), pages: [], next: undefined, waiting: 0 };
      this.run = run;
    }
    run.waiting++;
    try {
      let yielded = false;
      for (let seen = 0; ; ) {
        for (; seen < run.pages.length; seen++) {
          const page = run.pages[seen];
          const body = page.items.get(id);
          if (body === undefined) continue;
          if (page.fetchedAt <= writtenAt) return "unknown";
          this.served++;
          return { body, fetchedAt: page.fetchedAt };
        }
        if (run.next === null) return "missing";
        if (run.fetching) {
          await run.fetching;
          continue;
        }
        // Reads of one refresh arrive together: let those of this turn join before deciding for them all.
        if (!yielded) {
          yielded = true;
          await new Promise((resolve) => setImmediate(resolve));
          continue;
        }
        // Pages nobody was served from must stay fewer than the reads that may be served from the next.
        if (this.calls - this.served >= run.waiting) return "unknown";
        const fetching = this.fetchNext(run).finally(() => {
          run.fetching = undefined;
        });
        run.fetching = fetching.catch(() => undefined);
        // A listing that fails leaves the read to its own GET, which reports the failure as it is.
        if (
          !(await fetching.then(
            () => true,
            () => false,
          ))
        )
          return "unknown";
      }
    } finally {
      run.waiting--;
    }
  }

  private async fetchNext(run: Run) {
    const fetchedAt = this.source.now();
    this.calls++;
    const { items, next } = await this.source.fetch(run.next ?? undefined);
    run.pages.push({ fetchedAt, items: new Map(items.map((item) => [String(item.id), item])) });
    run.next = next;
  }
}
