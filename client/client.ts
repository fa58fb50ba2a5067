import type { Dispatcher } from "undici";
import { modules, resources } from "../catalog";
import { type Clock, systemClock } from "./clock";
import {
  type CallPaceWait,
  type CoreRequestOptions,
  HttpCore,
  type RequestOptions,
  type RetryWait,
} from "./http";
import { registerCalls } from "./calls";
import { buildModuleClient, type ModuleCalls, type ModuleClient } from "./module-client";
import { paceFor } from "./pace";
import { leasePool, type PoolLease } from "./pool";
import {
  buildResourceCalls,
  pickOperations,
  type ResourceCalls,
  type ResourceClient,
} from "./resource-client";
import type { HttpMethod } from "./retry";
import { DEFAULT_USER_AGENT } from "./version";

export interface TunnelsClientOptions {
  /** Where the service is, e.g. `http://127.0.0.1:4000`; a path prefix and a trailing slash are fine. */
  baseUrl: string;
  /** Bearer token of an API key. Never logged and never shown in an error. */
  apiKey: string;
  /** Time for one attempt, headers and body together. Default 30 s. */
  timeoutMs?: number;
  /** Time for one call including every retry; no retry starts that would end after it. Default 5 min. */
  retryTimeoutMs?: number;
  /** Backoff ceiling of the first retry; doubles per retry up to `maxBackoffMs`, full jitter. Default 500. */
  initialBackoffMs?: number;
  /** Largest backoff ceiling. Default 8 s. A longer `Retry-After` still wins. */
  maxBackoffMs?: number;
  /** Transport, for tests (undici `MockAgent`). Default: one keep-alive pool per origin, shared. */
  dispatcher?: Dispatcher;
  /** Default `pulumi-tunnels/<package version>`. */
  userAgent?: string;
  /**
   * Calls a minute this account may make, if known; calls of every client of the account in this process
   * then share that pace. Without it there is none until the service answers 429; then the pace is what
   * the service allowed in the minute before (client/pace.ts).
   */
  requestsPerMinute?: number;
  /**
   * Stops the whole client when it fires (a process shutting down, a deploy cancelled): from then on no call
   * starts an attempt or a wait, and each fails at once with `StoppedError`; an attempt already sent is let
   * finish within `timeoutMs`, so its answer (a created object's id) is not lost. A call's own `signal`
   * aborts that call, its attempt in flight included.
   */
  stop?: AbortSignal;
  /** Told of each wait before a retry as it starts (the provider logs the long ones). */
  onRetryWait?: (wait: RetryWait) => void;
  /** Told of each wait for the account's pace as it starts (the provider logs the long ones). */
  onPaceWait?: (wait: CallPaceWait) => void;
  /** For tests: record or shorten the waits between retries, fix the jitter, move time. */
  clock?: Partial<Clock>;
}

type Resources = typeof resources;
type Modules = typeof modules;

/** One property per catalog resource and per catalog module, typed from the catalog's schemas. */
export type CatalogClients = { readonly [K in keyof Resources]: ResourceClient<Resources[K]> } & {
  readonly [K in keyof Modules]: ModuleClient<Modules[K]>;
};

const positive = (name: string, value: number | undefined, fallback: number) => {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value <= 0)
    throw new TypeError(`TunnelsClient: ${name} must be a number above 0`);
  return value;
};

function parseBaseUrl(baseUrl: unknown): URL {
  let url: URL;
  try {
    url = new URL(String(baseUrl));
  } catch {
    throw new TypeError("TunnelsClient: baseUrl must be an absolute URL such as http://127.0.0.1:4000");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new TypeError("TunnelsClient: baseUrl must start with http:// or https://");
  }
  if (url.username || url.password) {
    throw new TypeError("TunnelsClient: baseUrl must not carry credentials; pass the token as apiKey");
  }
  if (url.search || url.hash)
    throw new TypeError("TunnelsClient: baseUrl must not have a query or a fragment");
  return url;
}

// The catalog properties are assigned in the constructor from `resources` and `modules`; this interface
// declares their types, which a class body cannot derive from the catalog by itself.
export interface TunnelsClient extends CatalogClients {}

/**
 * Typed client of the tunnel-and-edge management service, derived from the catalog.
 *
 * ```ts
 * const client = new TunnelsClient({ baseUrl: "http://127.0.0.1:4000", apiKey: token });
 * const ra = await client.reservedAddrs.create({ region: "eu" });
 * for await (const key of client.apiKeys.list({ limit: 50 })) console.log(key.id);
 * await client.httpsEdgeRoutes.get(edgeId, routeId);
 * await client.httpsEdgeRouteBackend.replace(edgeId, routeId, { backend_id: "bkdtg_1" });
 * await client.close();
 * ```
 *
 * - Bodies are checked against the catalog's request schemas before sending (`ValidationError`), and
 *   answers against its response schemas (`ResponseValidationError`).
 * - Every non-2xx answer throws a `TunnelsApiError` subclass (`NotFoundError`, `RateLimitError`, …);
 *   lost connections throw `ConnectionError` / `ConnectionTimeoutError`; see `./errors`.
 * - Retries (429, 502/503/504, connection failures) use capped exponential backoff with full jitter,
 *   honour `Retry-After`, and stop at `retryTimeoutMs`. A create (POST) is retried only when it provably
 *   had no effect (429, 503, connection refused); otherwise the error says the create may have happened.
 * - `options.signal` aborts a call at once, also between retries (`AbortError`); the client's `stop` ends
 *   every call's waits and retries, letting attempts in flight finish (`StoppedError`).
 * - Ids are percent-encoded as one path segment each; list pages follow the service's `next_page_uri`.
 */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the interface above only declares members assigned in the constructor
export class TunnelsClient {
  private readonly core: HttpCore;
  private readonly lease: PoolLease | undefined;

  constructor(options: TunnelsClientOptions) {
    const baseUrl = parseBaseUrl(options?.baseUrl);
    if (typeof options.apiKey !== "string" || options.apiKey.trim() === "") {
      throw new TypeError("TunnelsClient: apiKey must be the token of an API key (a non-empty string)");
    }
    this.lease = options.dispatcher ? undefined : leasePool(baseUrl.origin);
    const clock = { ...systemClock, ...options.clock };
    const perMinute = options.requestsPerMinute;
    this.core = new HttpCore({
      baseUrl,
      apiKey: options.apiKey,
      timeoutMs: positive("timeoutMs", options.timeoutMs, 30_000),
      retryTimeoutMs: positive("retryTimeoutMs", options.retryTimeoutMs, 300_000),
      initialBackoffMs: positive("initialBackoffMs", options.initialBackoffMs, 500),
      maxBackoffMs: positive("maxBackoffMs", options.maxBackoffMs, 8_000),
      userAgent: options.userAgent ?? DEFAULT_USER_AGENT,
      dispatcher: options.dispatcher ?? (this.lease as PoolLease).pool,
      clock,
      pace: paceFor(
        baseUrl.origin,
        options.apiKey,
        clock,
        perMinute === undefined ? undefined : positive("requestsPerMinute", perMinute, 0),
      ),
      stop: options.stop,
      onRetryWait: options.onRetryWait,
      onPaceWait: options.onPaceWait,
    });
    const resourceCalls = new Map<string, ResourceCalls>();
    const moduleCalls = new Map<string, ModuleCalls>();
    const named: Record<string, object> = {};
    const name = (clientName: string, client: object) => {
      if (clientName in named || clientName in this)
        throw new Error(`catalog: client name ${clientName} is already taken`);
      named[clientName] = client;
    };
    for (const def of Object.values(resources)) {
      const calls = buildResourceCalls(def, this.core);
      resourceCalls.set(def.clientName, calls);
      name(def.clientName, pickOperations(def, calls));
    }
    for (const def of Object.values(modules)) {
      const calls = buildModuleClient(def, this.core);
      moduleCalls.set(def.clientName, calls);
      name(def.clientName, calls);
    }
    // The typed properties (CatalogClients, declared above) by name; the same calls by definition for the provider.
    Object.assign(this, named);
    registerCalls(this, {
      resource: (def) => resourceCalls.get(def.clientName),
      module: (def) => moduleCalls.get(def.clientName),
    });
  }

  /**
   * The low-level call the resource clients use, with the same headers, retries and errors. `path` is
   * relative to baseUrl (`/reserved_addrs`) or an absolute URL on its origin. The answer is parsed JSON,
   * not validated (undefined for 204).
   */
  request<T = unknown>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<T> {
    const { signal } = options ?? {};
    const internal: CoreRequestOptions = { signal };
    return this.core.request<T>(method, path, body, internal);
  }

  /** Lets go of the shared connection pool (closed when its last client lets go). Later calls fail. */
  async close(): Promise<void> {
    if (this.core.closed) return;
    this.core.closed = true;
    await this.lease?.release();
  }
}
