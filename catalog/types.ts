import type { z } from "zod";
import { walk } from "./walk";

export type Operation = "create" | "get" | "list" | "update" | "delete";

/** One collection of the service, described as data. Client, server, providers and docs derive from it. */
export interface ResourceDef<
  Parents extends readonly string[] = readonly string[],
  Create extends z.ZodType = z.ZodType,
  Update extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
  Ops extends readonly Operation[] = readonly Operation[],
> {
  /** Pulumi class name, also the base of every derived name. */
  className: string;
  /** Property of the client that serves this resource. */
  clientName: string;
  /** The service's name for the kind, as in event types (`<kind>_created.v0`). */
  kind: string;
  /**
   * Whether the service emits `<kind>_created.v0`, `_updated.v0` and `_deleted.v0` events for it, which
   * event subscriptions may name (docs/contract.md §2: tunnels and event subscriptions emit none).
   */
  emitsEvents: boolean;
  /**
   * Whether `adoptId` may take over an existing object. Derived by `defineResource`, never written: false
   * when the response has a member flagged `shownOnce` (only the create answers it, so an adopted object
   * could never have it: an API key's token).
   */
  adoptable: boolean;
  /** Collection path; `{parent}` segments are filled positionally from `parents`. */
  collection: string;
  parents: Parents;
  idPrefix: string;
  /** Member of the list envelope holding the items; null when the service has no list. */
  listKey: string | null;
  operations: Ops;
  create: Create;
  update: Update;
  response: Response;
  description: string;
}

/** A single-module endpoint of a route or an edge: PUT replaces whole, GET reads, DELETE removes. */
export interface ModuleDef<
  Parents extends readonly string[] = readonly string[],
  Request extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  className: string;
  clientName: string;
  /** The module's member name on its owner, and the last segment of its path. */
  module: string;
  /** Class name of the owning resource. */
  owner: string;
  /**
   * The module that sends traffic on (a backend). An update puts it on after every other module and takes
   * it off before them, so a half-applied update never exposes traffic without its protection.
   */
  carriesTraffic?: boolean;
  /** Path of the module; `{parent}` segments are filled positionally from `parents`. */
  path: string;
  parents: Parents;
  request: Request;
  response: Response;
  description: string;
}

export type CreateOf<D> =
  D extends ResourceDef<readonly string[], infer C, z.ZodType, z.ZodType> ? z.input<C> : never;
export type UpdateOf<D> =
  D extends ResourceDef<readonly string[], z.ZodType, infer U, z.ZodType> ? z.input<U> : never;
export type ResponseOf<D> =
  D extends ResourceDef<readonly string[], z.ZodType, z.ZodType, infer R>
    ? z.output<R>
    : D extends ModuleDef<readonly string[], z.ZodType, infer R>
      ? z.output<R>
      : never;
export type ModuleRequestOf<D> =
  D extends ModuleDef<readonly string[], infer Q, z.ZodType> ? z.input<Q> : never;

/** Whether a response has a member only the create answers (`shownOnce`), which no adopted object has. */
export function hasShownOnceMember(response: z.ZodType): boolean {
  let found = false;
  walk(response, (m) => {
    if (m.flags.shownOnce) found = true;
  });
  return found;
}

/**
 * Keeps literal types (parents, operations) of a definition while checking its shape, and adds what follows
 * from its members' flags (`adoptable`).
 */
export const defineResource = <
  const P extends readonly string[],
  C extends z.ZodType,
  U extends z.ZodType,
  R extends z.ZodType,
  const O extends readonly Operation[],
>(
  def: Omit<ResourceDef<P, C, U, R, O>, "adoptable">,
): ResourceDef<P, C, U, R, O> => ({ ...def, adoptable: !hasShownOnceMember(def.response) });
export const defineModule = <const P extends readonly string[], Q extends z.ZodType, R extends z.ZodType>(
  def: ModuleDef<P, Q, R>,
) => def;
