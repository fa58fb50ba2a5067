import { z } from "zod";
import type { CreateOf, ResourceDef, ResponseOf, UpdateOf } from "../catalog";
import { ResponseValidationError } from "./errors";
import type { HttpCore, RequestOptions } from "./http";
import { fillPath, segment } from "./paths";
import { secretValues } from "./redact";
import type { HttpMethod } from "./retry";
import { argumentError, parseRequest } from "./validate";

/** One string per parent of a definition, positionally: `[]`, `[edgeId]`, `[edgeId, routeId]`. */
export type ParentIds<D> = D extends { readonly parents: infer P extends readonly string[] }
  ? { -readonly [K in keyof P]: string }
  : never;

export interface ListOptions extends RequestOptions {
  /** Page size of the first request (1 to 100); later pages follow the service's `next_page_uri`. */
  limit?: number;
}

/** Every operation a resource may have; `ResourceClient` keeps those its definition lists. */
export interface ResourceOperations<D> {
  create(
    ...args: [...parents: ParentIds<D>, body: CreateOf<D>, options?: RequestOptions]
  ): Promise<ResponseOf<D>>;
  get(...args: [...parents: ParentIds<D>, id: string, options?: RequestOptions]): Promise<ResponseOf<D>>;
  /** Lazy: a page is fetched only when the loop reaches it. */
  list(...args: [...parents: ParentIds<D>, options?: ListOptions]): AsyncIterableIterator<ResponseOf<D>>;
  update(
    ...args: [...parents: ParentIds<D>, id: string, body: UpdateOf<D>, options?: RequestOptions]
  ): Promise<ResponseOf<D>>;
  /** Resolves when the service answered 204. */
  delete(...args: [...parents: ParentIds<D>, id: string, options?: RequestOptions]): Promise<void>;
}

/** The operations listed in a definition's `operations` (all five while the catalog widens the list). */
export type OperationsOf<D> = D extends { readonly operations: readonly (infer O)[] } ? O : never;

/** The client of one resource: exactly the operations its definition lists, typed from its schemas. */
export type ResourceClient<D> = Pick<
  ResourceOperations<D>,
  Extract<OperationsOf<D>, keyof ResourceOperations<D>>
>;

/** One page of a collection: its items, checked with the response schema, and the next page's URI. */
export interface Page {
  items: Record<string, unknown>[];
  /** The service's `next_page_uri`, on baseUrl's origin; null after the last page. */
  next: string | null;
}

/**
 * Every call of a resource's client, typed for any definition alike: how this package's own code that
 * serves every definition the same way (the provider) calls them, through `resourceCalls` (calls.ts).
 * Ids are positional as in the typed client; answers are the validated bodies.
 */
export interface ResourceCalls {
  create(...args: [...parents: string[], body: unknown]): Promise<unknown>;
  get(...args: [...ids: string[]] | [...ids: string[], options: RequestOptions]): Promise<unknown>;
  list(...args: unknown[]): AsyncIterableIterator<unknown>;
  update(...args: [...ids: string[], body: unknown]): Promise<unknown>;
  delete(...ids: string[]): Promise<void>;
  /** One page: the collection's first (`uri` undefined) or the one a `next_page_uri` names. */
  page(parents: readonly string[], uri?: string): Promise<Page>;
}

/** Builds every call of any resource definition, `page` included, whatever its `operations` list. */
export function buildResourceCalls(def: ResourceDef, core: HttpCore): ResourceCalls {
  const n = def.parents.length;
  const collection = (method: HttpMethod, args: readonly unknown[]) =>
    fillPath(def.collection, def.parents, args.slice(0, n), method);
  const item = (method: HttpMethod, args: readonly unknown[]) =>
    `${collection(method, args)}/${segment(args[n], "id", method, `${def.collection}/{id}`)}`;
  const options = (value: unknown) => (value ?? {}) as RequestOptions;
  const send = (
    method: HttpMethod,
    path: string,
    schema: z.ZodType | undefined,
    body: unknown,
    opts: unknown,
  ) => {
    const { signal } = options(opts);
    if (!schema) return core.request(method, path, undefined, { signal, response: def.response });
    // Secrets are gathered before validation so that a ValidationError is scrubbed of them too.
    const secrets = secretValues(schema, body);
    const valid = parseRequest(schema, body, { method, path }, core.redactorWith(secrets));
    return core.request(method, path, valid, { signal, secrets, response: def.response });
  };

  // Each is async, so that a bad argument rejects the returned promise instead of throwing at the call.
  return {
    create: async (...args: unknown[]) =>
      send("POST", collection("POST", args), def.create, args[n], args[n + 1]),
    get: async (...args: unknown[]) => send("GET", item("GET", args), undefined, undefined, args[n + 1]),
    update: async (...args: unknown[]) =>
      send("PATCH", item("PATCH", args), def.update, args[n + 1], args[n + 2]),
    delete: async (...args: unknown[]) => {
      const path = item("DELETE", args);
      await core.request("DELETE", path, undefined, { signal: options(args[n + 1]).signal });
    },
    list: (...args: unknown[]) =>
      listPages(def, core, () => collection("GET", args), options(args[n]) as ListOptions),
    page: async (parents, uri) => {
      const path = uri ?? collection("GET", parents);
      const page = await fetchPage(def, core, path, undefined);
      checkNext(core, page.next, path);
      return page;
    },
  };
}

/** A resource's client: the calls its definition lists in `operations`. */
export const pickOperations = (def: ResourceDef, calls: ResourceCalls): Partial<ResourceCalls> =>
  Object.fromEntries(def.operations.map((op) => [op, calls[op]]));

/** Builds the client of any resource definition: adding a resource to the catalog needs no edit here. */
export const buildResourceClient = (def: ResourceDef, core: HttpCore) =>
  pickOperations(def, buildResourceCalls(def, core));

const envelopes = new WeakMap<ResourceDef, z.ZodType>();

/** `{ [listKey]: [item], uri, next_page_uri }`, built from the definition and kept per definition. */
function envelopeOf(def: ResourceDef, listKey: string): z.ZodType {
  let schema = envelopes.get(def);
  if (!schema) {
    schema = z.object({
      [listKey]: z.array(def.response),
      uri: z.string(),
      next_page_uri: z.string().nullable(),
    });
    envelopes.set(def, schema);
  }
  return schema;
}

/**
 * Pages through a collection lazily. Only the first request is built here (with `limit`); every later
 * page is the service's own `next_page_uri`, requested as given once it is known to share baseUrl's
 * origin, so the token never travels elsewhere and `before_id` is never invented by the client.
 */
async function* listPages(
  def: ResourceDef,
  core: HttpCore,
  collectionPath: () => string,
  options: ListOptions,
): AsyncIterableIterator<unknown> {
  const firstPath = collectionPath(); // inside the generator: a bad parent id fails the first next()
  listKeyOf(def);
  const { limit, signal } = options;
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 1 || limit > 100)) {
    throw argumentError({ method: "GET", path: firstPath }, "limit", "must be a whole number from 1 to 100");
  }
  let next: string | null = limit === undefined ? firstPath : `${firstPath}?limit=${limit}`;
  while (next !== null) {
    const page = await fetchPage(def, core, next, signal);
    yield* page.items;
    next = page.next;
    checkNext(core, next, firstPath);
  }
}

function listKeyOf(def: ResourceDef): string {
  if (!def.listKey)
    throw new Error(`catalog: ${def.clientName} lists "list" in operations but has no listKey`);
  return def.listKey;
}

/** Fetches one page, its envelope checked with the definition's response schema. */
async function fetchPage(
  def: ResourceDef,
  core: HttpCore,
  path: string,
  signal: AbortSignal | undefined,
): Promise<Page> {
  const listKey = listKeyOf(def);
  const page = (await core.request("GET", path, undefined, {
    signal,
    response: envelopeOf(def, listKey),
  })) as Record<string, unknown> & { next_page_uri: string | null };
  return { items: page[listKey] as Page["items"], next: page.next_page_uri };
}

/** A next page is requested as the service gives it only on baseUrl's origin, so the token never travels elsewhere. */
function checkNext(core: HttpCore, next: string | null, listed: string): void {
  if (next !== null && !core.sameOrigin(next)) {
    throw new ResponseValidationError(
      `GET ${listed}: next_page_uri points outside baseUrl's origin; the client will not send the token there`,
      { method: "GET", path: listed },
      [{ member: "next_page_uri", reason: "must be an absolute URL on baseUrl's origin" }],
    );
  }
}
