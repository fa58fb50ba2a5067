/**
 * The objects a create may have made although its answer never came back (a connection lost after the
 * request left, a gateway's 502 or 504, a provider killed while it waited): found by the rule of
 * docs/contract.md §10. Newest first, only objects created since the request left, and only those where every
 * member the create sent is what the object holds (compared as a diff compares them: the service's
 * defaults, lower-casing and Refs already folded back). No marker is written into users' objects: the time and
 * the members tell them apart, and when two identical objects were made in that time the caller is told both.
 *
 * The listing costs at most the pages newer than the request: it stops at the first object older than it
 * (ids are time-ordered and lists newest first). A class without a list of its own (a route) is found in its
 * parent object, one GET.
 */
import { type ResourceDef, resourceList } from "../../catalog";
import type { TunnelsClient } from "../../client";
import { resourceCalls } from "../../client/calls";
import { NotFoundError } from "../../client/errors";
import type { ClassSpec } from "../base/specs";
import { outputsFrom, records } from "./crud";
import { changesBetween } from "./diff";

type Body = Record<string, unknown>;

/**
 * How far before the request's departure an object may say it was created and still be its: the service
 * writes times in whole seconds, and its clock and ours may differ by a little.
 */
export const CLOCK_SLACK_MS = 5_000;

/** Whether `object` holds every member `inputs` declared, as a diff would see it: no change from it to them. */
export function holdsAllSent(spec: ClassSpec, parents: string[], inputs: Body, object: unknown): boolean {
  const outputs = outputsFrom(spec, object, [inputs], records(spec, parents, undefined));
  return changesBetween(spec, { inputs: {}, outputs }, inputs).length === 0;
}

/** When the service says the object was created, in ms; NaN when it does not say. */
const createdAt = (object: Body) => Date.parse(String(object.created_at));

export interface Found {
  /** The objects that match, newest first. */
  objects: Body[];
  /** Calls the search made. */
  calls: number;
}

/**
 * The objects of `spec` under `parents` created at or after `since` (ms; minus CLOCK_SLACK_MS) that hold every
 * member of `inputs`, newest first.
 */
export async function findCreated(
  client: TunnelsClient,
  spec: ClassSpec,
  parents: string[],
  inputs: Body,
  since: number,
): Promise<Found> {
  if (spec.def.is !== "resource")
    throw new Error(`${spec.className} is a module: its PUT is never ambiguous`);
  const bound = Math.floor(since / 1000) * 1000 - CLOCK_SLACK_MS;
  const recent = (o: Body) => !(createdAt(o) < bound); // an object that gives no time is kept, to be judged
  const keep = (items: Body[]) => items.filter((o) => recent(o) && holdsAllSent(spec, parents, inputs, o));
  const def = spec.def.resource;
  const parent = parentOf(def);
  if (parent) {
    const owner = await getOrNothing(client, parent.def, parents);
    const children = ((owner?.[parent.member] as Body[] | undefined) ?? []).slice();
    children.sort((a, b) => createdAt(b) - createdAt(a));
    return { objects: keep(children), calls: 1 };
  }
  const calls = resourceCalls(client, def);
  const objects: Body[] = [];
  let pages = 0;
  for (let uri: string | null | undefined; uri !== null; ) {
    const page = await calls.page([], uri);
    pages++;
    objects.push(...keep(page.items));
    // Newest first: once a page reaches back past the request, no later page can hold its object.
    if (page.items.length === 0 || page.items.some((o) => !recent(o))) break;
    uri = page.next;
  }
  return { objects, calls: pages };
}

/**
 * Where a class without a list of its own is found: its collection's path is inside a parent object's
 * (`/edges/https/{edge_id}/routes`), whose answer carries them as a member (`routes`).
 */
function parentOf(def: ResourceDef): { def: ResourceDef; member: string } | undefined {
  if (def.listKey && def.operations.includes("list") && def.parents.length === 0) return undefined;
  const match = /^(.*)\/\{[a-z_]+\}\/([a-z_]+)$/.exec(def.collection);
  const owner = match && resourceList.find((r) => r.collection === match[1] && r.parents.length === 0);
  if (!owner || !match)
    throw new Error(`catalog: ${def.className} has no list and no parent object that lists it`);
  return { def: owner, member: match[2] };
}

async function getOrNothing(
  client: TunnelsClient,
  def: ResourceDef,
  ids: string[],
): Promise<Body | undefined> {
  try {
    return (await resourceCalls(client, def).get(...ids)) as Body;
  } catch (err) {
    if (err instanceof NotFoundError) return undefined;
    throw err;
  }
}
