// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import type * as pulumi from "@pulumi/pulumi";
import type { Region, Tunnel, TunnelProto } from "./index";
import { invoke, invokeOutput } from "../invoke";

/** The arguments of `getTunnels`. */
export interface GetTunnelsArgs {
  /** Only tunnels in this region. */
  region?: Region;
  /** Only tunnels of this protocol. */
  proto?: TunnelProto;
  /** Only tunnels that carry every one of these labels with the same value. */
  labels?: { [key: string]: string };
}

/** The arguments of `getTunnelsOutput`: each may be an Output of another resource, at every level. */
export interface GetTunnelsOutputArgs {
  /** Only tunnels in this region. */
  region?: pulumi.Input<Region>;
  /** Only tunnels of this protocol. */
  proto?: pulumi.Input<TunnelProto>;
  /** Only tunnels that carry every one of these labels with the same value. */
  labels?: pulumi.Input<{ [key: string]: pulumi.Input<string> }>;
}

/** What `getTunnels` answers. */
export interface GetTunnelsResult {
  /** The online tunnels that match, from every page. */
  tunnels: Tunnel[];
}

/**
 * Lists the online tunnels, following every page, filtered by region, protocol and labels. A region or protocol the service does not have is refused with an error, not answered with an empty list.
 *
 * It calls the service from the program, with the settings of its stack config (a dynamic provider has
 * no invokes); `opts` changes nothing: it is taken for the shape Pulumi's functions share.
 */
export function getTunnels(args?: GetTunnelsArgs, opts?: pulumi.InvokeOptions): Promise<GetTunnelsResult> {
  return invoke<GetTunnelsResult>("getTunnels", args, opts);
}

/**
 * `getTunnels` taking Outputs of other resources; `opts.dependsOn` makes the call wait for those resources.
 */
export function getTunnelsOutput(
  args?: GetTunnelsOutputArgs,
  opts?: pulumi.InvokeOutputOptions,
): pulumi.Output<GetTunnelsResult> {
  return invokeOutput<GetTunnelsResult>("getTunnels", args, opts);
}

/** The arguments of `getTunnel`. */
export interface GetTunnelArgs {
  /** Id of the tunnel. */
  id: string;
}

/** The arguments of `getTunnelOutput`: each may be an Output of another resource, at every level. */
export interface GetTunnelOutputArgs {
  /** Id of the tunnel. */
  id: pulumi.Input<string>;
}

/**
 * Reads one online tunnel by id.
 *
 * It calls the service from the program, with the settings of its stack config (a dynamic provider has
 * no invokes); `opts` changes nothing: it is taken for the shape Pulumi's functions share.
 */
export function getTunnel(args: GetTunnelArgs, opts?: pulumi.InvokeOptions): Promise<Tunnel> {
  return invoke<Tunnel>("getTunnel", args, opts);
}

/**
 * `getTunnel` taking Outputs of other resources; `opts.dependsOn` makes the call wait for those resources.
 */
export function getTunnelOutput(
  args: GetTunnelOutputArgs,
  opts?: pulumi.InvokeOutputOptions,
): pulumi.Output<Tunnel> {
  return invokeOutput<Tunnel>("getTunnel", args, opts);
}
