import * as pulumi from "@pulumi/pulumi";
import { type TunnelsClient, TunnelsError } from "../../client";
import { clientFor, readSettings, resolveSettings } from "../config";
import { explainFailure } from "../messages";
import { CONFIG_NAMESPACE } from "../settings";
import { checkTunnelFilter, listTunnels, readTunnel } from "../tunnels-query";
import type { Region, Tunnel, TunnelProto } from "./generated/tunnel";

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

export interface GetTunnelsResult {
  /** The online tunnels that match, from every page. */
  tunnels: Tunnel[];
}

export interface GetTunnelArgs {
  /** Id of the tunnel. */
  id: string;
}

export interface GetTunnelOutputArgs {
  /** Id of the tunnel. */
  id: pulumi.Input<string>;
}

/**
 * Calls the service with the settings of the program's stack config (every `tunnels:*` setting of the
 * table, each falling back to the environment), so a bad one fails here as it fails the provider. A
 * failure keeps the client's error class but says it as the provider does: members in the program's names
 * and the setting to check (provider/messages.ts).
 */
async function withProgramClient<T>(run: (client: TunnelsClient) => Promise<T>): Promise<T> {
  const config = new pulumi.Config(CONFIG_NAMESPACE);
  const settings = readSettings((name) => config.get(name));
  const client = clientFor(settings);
  try {
    return await run(client);
  } catch (err) {
    if (err instanceof TunnelsError) err.message = explainFailure(err, resolveSettings(settings));
    throw err;
  }
}

/**
 * Lists the online tunnels, following every page, filtered by region, protocol and labels. The functions
 * call the service from the program (dynamic providers have no invokes), so `opts` (`parent`, `provider`,
 * `version`) changes nothing; it is taken for the shape Pulumi's functions share.
 */
export function getTunnels(args?: GetTunnelsArgs, opts?: pulumi.InvokeOptions): Promise<GetTunnelsResult>;
export async function getTunnels(args: GetTunnelsArgs = {}): Promise<GetTunnelsResult> {
  checkTunnelFilter(args);
  return withProgramClient(async (client) => ({ tunnels: (await listTunnels(client, args)) as Tunnel[] }));
}

/** Reads one online tunnel by id. `opts` changes nothing, as for `getTunnels`. */
export function getTunnel(args: GetTunnelArgs, opts?: pulumi.InvokeOptions): Promise<Tunnel>;
export async function getTunnel(args: GetTunnelArgs): Promise<Tunnel> {
  return (await withProgramClient((client) => readTunnel(client, args.id))) as Tunnel;
}

/** Resolves once every resource of `dependsOn` is created: its id (or, for a component, its URN) is known. */
function after(dependsOn: pulumi.InvokeOutputOptions["dependsOn"]): pulumi.Output<unknown> {
  if (dependsOn === undefined) return pulumi.output([]);
  return pulumi.output(dependsOn).apply((d) => {
    const list = (Array.isArray(d) ? d : [d]) as pulumi.Resource[];
    return pulumi.all(list.map((r) => (pulumi.CustomResource.isInstance(r) ? r.id : r.urn)));
  });
}

/** `getTunnels` taking Outputs of other resources; `opts.dependsOn` makes the call wait for those. */
export function getTunnelsOutput(
  args: GetTunnelsOutputArgs = {},
  opts?: pulumi.InvokeOutputOptions,
): pulumi.Output<GetTunnelsResult> {
  return pulumi
    .all([pulumi.output(args), after(opts?.dependsOn)])
    .apply(([a]) => getTunnels(a as GetTunnelsArgs, opts));
}

/** `getTunnel` taking an Output; `opts.dependsOn` makes the call wait for those resources. */
export function getTunnelOutput(
  args: GetTunnelOutputArgs,
  opts?: pulumi.InvokeOutputOptions,
): pulumi.Output<Tunnel> {
  return pulumi.all([pulumi.output(args), after(opts?.dependsOn)]).apply(([a]) => getTunnel(a, opts));
}
