/**
 * A client's calls by catalog definition rather than by property name, typed for every definition alike:
 * for this package's own code that serves each definition the same way (the provider's endpoints and its
 * coalesced reads). Not part of `pulumi-tunnels/sdk`: index.ts does not export it.
 */
import type { ModuleDef, ResourceDef } from "../catalog";
import type { TunnelsClient } from "./client";
import type { ModuleCalls } from "./module-client";
import type { ResourceCalls } from "./resource-client";

export type { ModuleCalls } from "./module-client";
export type { Page, ResourceCalls } from "./resource-client";

/** Where a client finds the calls of a definition. */
export interface CallsByDefinition {
  resource(def: ResourceDef): ResourceCalls | undefined;
  module(def: ModuleDef): ModuleCalls | undefined;
}

const registry = new WeakMap<object, CallsByDefinition>();

/** Called by the TunnelsClient constructor with the calls it built (and by tests that stand in for a client). */
export function registerCalls(client: object, calls: CallsByDefinition): void {
  registry.set(client, calls);
}

function lookUp<T>(
  client: TunnelsClient,
  find: (calls: CallsByDefinition) => T | undefined,
  name: string,
): T {
  const found = registry.get(client);
  if (!found) throw new Error("calls.ts: this client was not made by TunnelsClient's constructor");
  const calls = find(found);
  if (!calls) throw new Error(`catalog: ${name} is not a definition of this client's catalog`);
  return calls;
}

export const resourceCalls = (client: TunnelsClient, def: ResourceDef): ResourceCalls =>
  lookUp(client, (c) => c.resource(def), def.clientName);

export const moduleCalls = (client: TunnelsClient, def: ModuleDef): ModuleCalls =>
  lookUp(client, (c) => c.module(def), def.clientName);
