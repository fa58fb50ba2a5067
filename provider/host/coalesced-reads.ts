import { type ResourceDef, resourceList } from "../../catalog";
import type { TunnelsClient } from "../../client";
import { resourceCalls } from "../../client/calls";
import { NotFoundError } from "../../client/errors";
import { ownId } from "../base/ids";
import type { ClassSpec } from "../base/specs";
import { Listing } from "./listing";

/**
 * The reads of one provider host process (a `refresh` or `preview --refresh`), answered from listings of
 * their collections instead of one GET each. Routes and their modules are read from their edge (an edge
 * carries its routes, each with its modules), edge modules from their edge, and edges from the listing
 * of their collection. What a listing does not show is confirmed with the object's own GET before it is
 * reported gone; see listing.ts for when a page may serve a read and what a listing may cost.
 */
type Body = Record<string, unknown>;

/** How an object is found inside its top-level object: `routes` by id, then the module `backend`. */
interface Step {
  member: string;
  /** Index into the object's ids (parents, then its own) of the item to pick from a list member. */
  idIndex?: number;
}

interface Chain {
  top: ResourceDef;
  steps: Step[];
}

const listable = new Map(
  resourceList
    .filter((r) => r.parents.length === 0 && r.listKey && r.operations.includes("list"))
    .map((r) => [r.collection, r]),
);

/**
 * Reads an object's path template as its top-level collection and the members below it:
 * `/edges/https/{edge_id}/routes/{route_id}/backend` is HTTPS edges, then `routes` by route id, then
 * `backend`. Undefined when the top is not a listable collection (those are plain GETs).
 */
function chainOf(spec: ClassSpec): Chain | undefined {
  const template = spec.def.is === "resource" ? `${spec.def.resource.collection}/{id}` : spec.def.module.path;
  const [first, ...rest] = template.split(/\/\{[a-z_]+\}/);
  const top = listable.get(first);
  if (!top) return undefined;
  const ids = spec.parents.length + (spec.ownSegment ? 1 : 0);
  const steps: Step[] = [];
  rest.forEach((segment, i) => {
    if (segment === "") return;
    const member = segment.replace(/^\//, "");
    if (member.includes("/")) throw new Error(`coalesced reads: cannot follow ${template}`);
    steps.push(i + 1 < ids ? { member, idIndex: i + 1 } : { member });
  });
  return { top, steps };
}

/** The object inside its top-level object's body, following the chain's steps; undefined where it is not shown. */
function below(chain: Chain, ids: string[], top: unknown): unknown {
  let body = top;
  for (const step of chain.steps) {
    const value = (body as Body)[step.member];
    body =
      step.idIndex === undefined
        ? value
        : Array.isArray(value)
          ? value.find((item) => (item as Body)?.id === ids[step.idIndex as number])
          : undefined;
    if (body === undefined || body === null) return undefined;
  }
  return body;
}

export class CoalescedReads {
  private readonly listings = new Map<string, Listing>();
  private readonly writes = new Map<string, number>();
  private readonly chains = new Map<string, Chain | undefined>();
  private readonly now = () => performance.now();

  constructor(
    private readonly client: TunnelsClient,
    private readonly windowMs: number,
  ) {}

  /** Calls made for listings, and reads answered from them, per top-level collection (for tests and bench). */
  stats(): Record<string, { calls: number; served: number }> {
    return Object.fromEntries([...this.listings].map(([k, l]) => [k, { calls: l.calls, served: l.served }]));
  }

  /** Notes a write (create, update, delete) this process made, so no page fetched before it serves a read. */
  wrote(spec: ClassSpec, parents: string[], id: string): void {
    const chain = this.chainFor(spec);
    if (chain) this.writes.set(this.topKey(chain, [...parents, ownId(id)]), this.now());
  }

  /**
   * The object as the service has it, or undefined when it is gone; the same answer as `get` would give.
   * `get` is the object's own GET (undefined on 404), for what the listing cannot tell.
   */
  async read(spec: ClassSpec, parents: string[], id: string, get: () => Promise<unknown>): Promise<unknown> {
    const readStart = this.now();
    const chain = this.chainFor(spec);
    if (!chain) return get();
    const ids = spec.ownSegment ? [...parents, ownId(id)] : parents;
    const topId = ids[0];
    const key = this.topKey(chain, ids);
    const listed = await this.listing(chain.top).find(topId, readStart, this.writes.get(key) ?? -Infinity);
    if (listed === "unknown") return get();
    let body: unknown;
    if (listed === "missing") {
      if (chain.steps.length === 0) return get();
      // The parent's absence is confirmed by its own GET; a parent that exists is read on from there.
      body = await this.getTop(chain.top, topId);
      if (body === undefined) return undefined;
    } else body = listed.body;
    // Not shown (a route not among its edge's, a module left null): only its own GET says it is gone.
    return below(chain, ids, body) ?? get();
  }

  /**
   * Whether a page already fetched shows the object, as it would serve a read beginning now (within the window,
   * fetched after this process last wrote it): an answer that costs no call. False when no page tells.
   */
  shows(spec: ClassSpec, parents: string[], id: string): boolean {
    const chain = this.chainFor(spec);
    const listing = chain && this.listings.get(chain.top.collection);
    if (!chain || !listing) return false;
    const ids = spec.ownSegment ? [...parents, ownId(id)] : parents;
    const top = listing.sighted(ids[0], this.now(), this.writes.get(this.topKey(chain, ids)) ?? -Infinity);
    return top !== undefined && below(chain, ids, top) !== undefined;
  }

  private chainFor(spec: ClassSpec): Chain | undefined {
    if (!this.chains.has(spec.className)) this.chains.set(spec.className, chainOf(spec));
    return this.chains.get(spec.className);
  }

  private topKey(chain: Chain, ids: string[]) {
    return `${chain.top.collection} ${ids[0]}`;
  }

  private listing(top: ResourceDef): Listing {
    let listing = this.listings.get(top.collection);
    if (!listing) {
      // The client's own pages: the same request, envelope check and next_page_uri rule as its list().
      const calls = resourceCalls(this.client, top);
      listing = new Listing({ now: this.now, fetch: (uri) => calls.page([], uri) }, this.windowMs);
      this.listings.set(top.collection, listing);
    }
    return listing;
  }

  private async getTop(top: ResourceDef, id: string): Promise<unknown> {
    try {
      return await resourceCalls(this.client, top).get(id);
    } catch (err) {
      if (err instanceof NotFoundError) return undefined;
      throw err;
    }
  }
}
