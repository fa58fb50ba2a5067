import type { ModuleDef, ModuleRequestOf, ResponseOf } from "../catalog";
import type { HttpCore, RequestOptions } from "./http";
import { fillPath } from "./paths";
import { secretValues } from "./redact";
import type { ParentIds } from "./resource-client";
import { parseRequest } from "./validate";

/**
 * The client of one single-module endpoint (a route's or an edge's module): PUT replaces the module
 * whole, GET reads it (404 when it is not set), DELETE removes it (204 even when it was not set).
 */
export interface ModuleClient<D> {
  replace(
    ...args: [...parents: ParentIds<D>, body: ModuleRequestOf<D>, options?: RequestOptions]
  ): Promise<ResponseOf<D>>;
  get(...args: [...parents: ParentIds<D>, options?: RequestOptions]): Promise<ResponseOf<D>>;
  delete(...args: [...parents: ParentIds<D>, options?: RequestOptions]): Promise<void>;
}

/**
 * The calls of a module's client, typed for any definition alike: how this package's own code that serves
 * every definition the same way (the provider) calls them, through `moduleCalls` (calls.ts).
 */
export interface ModuleCalls {
  replace(...args: [...parents: string[], body: unknown]): Promise<unknown>;
  get(...parents: string[]): Promise<unknown>;
  delete(...parents: string[]): Promise<void>;
}

/** Builds the client of any module definition: adding a module to the catalog needs no edit here. */
export function buildModuleClient(def: ModuleDef, core: HttpCore): ModuleCalls {
  const n = def.parents.length;
  const path = (method: string, args: readonly unknown[]) =>
    fillPath(def.path, def.parents, args.slice(0, n), method);
  const signalOf = (value: unknown) => (value as RequestOptions | undefined)?.signal;
  return {
    // async, so that a bad argument rejects the returned promise rather than throwing at the call
    replace: async (...args: unknown[]) => {
      const target = path("PUT", args);
      const body = args[n];
      const secrets = secretValues(def.request, body);
      const valid = parseRequest(
        def.request,
        body,
        { method: "PUT", path: target },
        core.redactorWith(secrets),
      );
      return core.request("PUT", target, valid, {
        signal: signalOf(args[n + 1]),
        secrets,
        response: def.response,
      });
    },
    get: async (...args: unknown[]) =>
      core.request("GET", path("GET", args), undefined, {
        signal: signalOf(args[n]),
        response: def.response,
      }),
    delete: async (...args: unknown[]) => {
      await core.request("DELETE", path("DELETE", args), undefined, { signal: signalOf(args[n]) });
    },
  };
}
