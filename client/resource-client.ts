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

type Call = (...args: unknown[]) => unknown;

/** Builds the client of any resource definition: adding a resource to the catalog needs no edit here. */
export function buildResourceClient(def: ResourceDef, core: HttpCore): Record<string, Call> {
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
  const all: Record<string, Call> = {
    create: async (...args) => send("POST", collection("POST", args), def.create, args[n], args[n + 1]),
    get: async (...args) => send("GET", item("GET", args), undefined, undefined, args[n + 1]),
    update: async (...args) => send("PATCH", item("PATCH", args), def.update, args[n + 1], args[n + 2]),
    delete: async (...args) => {
      const path = item("DELETE", args);
      await core.request("DELETE", path, undefined, { signal: options(args[n + 1]).signal });
    },
    list: (...args) => listPages(def, core, () => collection("GET", args), options(args[n]) as ListOptions),
  };
  return Object.fromEntries(def.operations.map((op) => [op, all[op]]));
}

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
  const { listKey } = def;
  if (!listKey) throw new Error(`catalog: ${def.clientName} lists "list" in operations but has no listKey`);
  const { limit, signal } = options;
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 1 || limit > 100)) {
    throw argumentError({ method: "GET", path: firstPath }, "limit", "must be a whole number from 1 to 100");
  }
  let next: string | null = limit === undefined ? firstPath : `${firstPath}?limit=${limit}`;
  while (next !== null) {
    const page = (await core.request("GET", next, undefined, {
      signal,
      response: envelopeOf(def, listKey),
    })) as Record<string, unknown> & { next_page_uri: string | null };
    yield* page[listKey] as unknown[];
    next = page.next_page_uri;
    if (next !== null && !core.sameOrigin(next)) {
      throw new ResponseValidationError(
        `GET ${firstPath}: next_page_uri points outside baseUrl's origin; the client will not send the token there`,
        { method: "GET", path: firstPath },
        [{ member: "next_page_uri", reason: "must be an absolute URL on baseUrl's origin" }],
      );
    }
  }
}
