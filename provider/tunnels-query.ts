import { REGIONS, resources, TUNNEL_PROTOS, toPulumiNames } from "../catalog";
import type { TunnelsClient } from "../client";

/**
 * The read-only tunnel functions, `getTunnels` and `getTunnel`, as calls on a client: the program's
 * functions (program/functions.ts) and the native plugin's Invoke (host/native.ts) both answer from here.
 */

export interface TunnelFilter {
  region?: string;
  proto?: string;
  labels?: Record<string, string>;
}

/**
 * A filter outside its closed set would match no tunnel and answer an empty list, which reads as "none
 * online": refuse it instead, naming the argument and the values it takes.
 */
function checkFilter(name: string, value: unknown, allowed: readonly string[]): void {
  if (value === undefined || allowed.includes(value as string)) return;
  throw new Error(
    `getTunnels: ${name} ${JSON.stringify(value)} is not one the service has; use one of ${allowed.join(", ")}.`,
  );
}

/** Throws before any call when a filter names a region or protocol the service does not have. */
export function checkTunnelFilter(args: TunnelFilter): void {
  checkFilter("region", args.region, REGIONS);
  checkFilter("proto", args.proto, TUNNEL_PROTOS);
}

/** The online tunnels that match, from every page, in the program's names. */
export async function listTunnels(client: TunnelsClient, args: TunnelFilter): Promise<unknown[]> {
  checkTunnelFilter(args);
  const found: unknown[] = [];
  for await (const t of client.tunnels.list()) {
    if (args.region && t.region !== args.region) continue;
    if (args.proto && t.proto !== args.proto) continue;
    if (args.labels && !Object.entries(args.labels).every(([k, v]) => t.labels?.[k] === v)) continue;
    found.push(toPulumiNames(resources.tunnels.response, t));
  }
  return found;
}

/** One online tunnel by id, in the program's names. */
export async function readTunnel(client: TunnelsClient, id: string): Promise<unknown> {
  return toPulumiNames(resources.tunnels.response, await client.tunnels.get(id));
}
