import * as pulumi from "@pulumi/pulumi";
import { resources, type ResponseOf, toPulumiNames } from "../../sdk/catalog";
import { clientFor } from "../config";
import type { Camelize } from "./types";

/** An online tunnel, in Pulumi names. */
export type Tunnel = Camelize<ResponseOf<typeof resources.tunnels>>;

export interface GetTunnelsArgs {
  /** Only tunnels in this region. */
  region?: string;
  /** Only tunnels of this protocol: http, https, tcp or tls. */
  proto?: string;
  /** Only tunnels that carry every one of these labels with the same value. */
  labels?: Record<string, string>;
}

/** Settings from the program's stack config (`tunnels:*`), falling back to the environment. */
function programClient() {
  const config = new pulumi.Config("tunnels");
  return clientFor({
    apiUrl: config.get("apiUrl"),
    apiKey: config.get("apiKey"),
    retryTimeoutSeconds: config.get("retryTimeoutSeconds"),
    requestsPerMinute: config.get("requestsPerMinute"),
  });
}

/** Lists the online tunnels, following every page, filtered by region, protocol and labels. */
export async function getTunnels(args: GetTunnelsArgs = {}): Promise<{ tunnels: Tunnel[] }> {
  const found: Tunnel[] = [];
  for await (const t of programClient().tunnels.list()) {
    if (args.region && t.region !== args.region) continue;
    if (args.proto && t.proto !== args.proto) continue;
    if (args.labels && !Object.entries(args.labels).every(([k, v]) => t.labels?.[k] === v)) continue;
    found.push(toPulumiNames(resources.tunnels.response, t) as Tunnel);
  }
  return { tunnels: found };
}

/** Reads one online tunnel by id. */
export async function getTunnel(args: { id: string }): Promise<Tunnel> {
  const t = await programClient().tunnels.get(args.id);
  return toPulumiNames(resources.tunnels.response, t) as Tunnel;
}

export function getTunnelsOutput(
  args: pulumi.Input<GetTunnelsArgs> = {},
): pulumi.Output<{ tunnels: Tunnel[] }> {
  return pulumi.output(args).apply((a) => getTunnels(a as GetTunnelsArgs));
}

export function getTunnelOutput(args: pulumi.Input<{ id: pulumi.Input<string> }>): pulumi.Output<Tunnel> {
  return pulumi.output(args).apply((a) => getTunnel(a));
}
