/**
 * Whether parent objects exist, as cheaply as the service allows, for the check of parents (parent-check.ts):
 * one answer per distinct object per provider process (the engine starts one per pass: `pulumi up`'s preview and
 * its update are two). An object this process created, or read in a refresh, exists without a call; one it
 * deleted does not; a page its coalesced reads already fetched answers without a call; lookups of one object at
 * the same time share one GET. A lookup that gets no answer from the service within LOOKUP_BUDGET_MS is told to
 * the caller as unanswered, and no later lookup of the process calls a service it could not reach.
 */
import type { TunnelsClient } from "../../client";
import { resourceCalls } from "../../client/calls";
import { AbortError, ConnectionError, NotFoundError } from "../../client/errors";
import { ownId, parentIds } from "../base/ids";
import { type ClassSpec, classSpecs } from "../base/specs";
import type { CoalescedReads } from "./coalesced-reads";

type Props = Record<string, unknown>;

/** How long a lookup may wait for the service, retries included: it only vouches for a preview; the create will tell. */
export const LOOKUP_BUDGET_MS = 5_000;

/**
 * What the service says of an object: there, not there (404), or nothing usable (the reason why, and whether the
 * caller has told the user yet: one answer serves every check that asks, so the user is told once).
 */
export type Existence = "exists" | "missing" | Unanswered;
export interface Unanswered {
  unanswered: string;
  told?: boolean;
}

/** An object's path template: a resource's collection and its id, or a module's path. */
const templateOf = (spec: ClassSpec) =>
  spec.def.is === "resource" ? `${spec.def.resource.collection}/{id}` : spec.def.module.path;
/** A template with its placeholders unnamed, so `/edges/https/{edge_id}` matches `/edges/https/{id}`. */
const placeholdersUnnamed = (template: string) => template.replace(/\{[a-z_]+\}/g, "{}");

const resourceAt = new Map(
  Object.values(classSpecs)
    .filter((s) => s.def.is === "resource")
    .map((s) => [placeholdersUnnamed(templateOf(s)), s]),
);

/**
 * The class of each parent of `spec`, in path order, read from the catalog's paths: the parent `edge_id` of
 * `/edges/https/{edge_id}/routes` is the resource whose object is at `/edges/https/{id}`.
 */
export function parentClasses(spec: ClassSpec): ClassSpec[] {
  const template = templateOf(spec);
  return spec.parents.map((p) => {
    const placeholder = `{${p.wire}}`;
    const at = template.indexOf(placeholder);
    const parent =
      at < 0 ? undefined : resourceAt.get(placeholdersUnnamed(template.slice(0, at + placeholder.length)));
    if (!parent)
      throw new Error(`${spec.className}: no class has the objects its ${p.wire} names (${template})`);
    return parent;
  });
}

/** What one lookup needs: a client, and the coalesced reads whose pages may already answer. */
export interface LookupSource {
  client(): TunnelsClient;
  reads(): CoalescedReads | undefined;
}

export class ParentLookups {
  private readonly answers = new Map<string, Promise<Existence>>();
  /** Set once a lookup got no answer from the service: later lookups of this process make no call. */
  private unreachable: Unanswered | undefined;

  constructor(
    private readonly source: LookupSource,
    private readonly budgetMs = LOOKUP_BUDGET_MS,
  ) {}

  /**
   * This process made, read or deleted the object `id` (its parents in `props`, or in a composite id): what a
   * lookup of it answers without a call. Objects that name no parents of their own are not noted.
   */
  saw(spec: ClassSpec, props: Props, id: string, exists: boolean): void {
    if (!spec.ownSegment) return; // a module: nothing names it as a parent
    let parents: string[];
    try {
      parents = parentIds(spec, props, id);
    } catch {
      return; // the object does not say its parents: a lookup will ask
    }
    this.answers.set(keyOf(spec, parents, ownId(id)), Promise.resolve(exists ? "exists" : "missing"));
  }

  /** Whether the object `id` of class `spec` under `parents` exists: at most one GET per object per process. */
  existence(spec: ClassSpec, parents: string[], id: string): Promise<Existence> {
    const key = keyOf(spec, parents, id);
    let answer = this.answers.get(key);
    if (!answer) {
      answer = this.lookUp(spec, parents, id);
      this.answers.set(key, answer);
    }
    return answer;
  }

  private async lookUp(spec: ClassSpec, parents: string[], id: string): Promise<Existence> {
    if (this.source.reads()?.shows(spec, parents, id)) return "exists";
    if (this.unreachable) return this.unreachable;
    if (spec.def.is !== "resource") throw new Error(`${spec.className} is no parent: modules have no id`);
    try {
      const signal = AbortSignal.timeout(this.budgetMs);
      await resourceCalls(this.source.client(), spec.def.resource).get(...parents, id, { signal });
      return "exists";
    } catch (err) {
      if (err instanceof NotFoundError) return "missing";
      const reason =
        err instanceof AbortError ? `no answer within ${this.budgetMs / 1000} s` : (err as Error).message;
      const unanswered: Unanswered = { unanswered: reason };
      if (err instanceof ConnectionError || err instanceof AbortError) this.unreachable = unanswered;
      return unanswered;
    }
  }
}

const keyOf = (spec: ClassSpec, parents: string[], id: string) =>
  `${spec.className} ${[...parents, id].join("/")}`;
