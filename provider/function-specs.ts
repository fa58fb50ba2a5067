import { z } from "zod";
import { field, labels, region, resources, TUNNEL_PROTOS } from "../catalog";

/**
 * The package's functions as data: their arguments and results as catalog schemas (wire names, described and
 * flagged like every member), so that the package schema (scripts/schema/) describes them with no code of
 * its own. The program-side functions are provider/program/functions.ts; a native provider's Invoke answers
 * with these results.
 */
export interface FunctionSpec {
  /** The function's name in programs, and the last part of its token (`tunnels:index:getTunnels`). */
  name: string;
  description: string;
  args: z.ZodType;
  /** What it answers: an object, as every Pulumi function does. */
  result: z.ZodType;
}

const tunnel = resources.tunnels.response;

export const functionSpecs: FunctionSpec[] = [
  {
    name: "getTunnels",
    description:
      "Lists the online tunnels, following every page, filtered by region, protocol and labels. A region or " +
      "protocol the service does not have is refused with an error, not answered with an empty list.",
    args: z.strictObject({
      region: region("Only tunnels in this region.").optional(),
      proto: field(z.enum(TUNNEL_PROTOS), "Only tunnels of this protocol.", {
        typeName: "TunnelProto",
      }).optional(),
      labels: labels("Only tunnels that carry every one of these labels with the same value.").optional(),
    }),
    result: z.object({
      // Named as the class it lists: the `Tunnel` the generated classes export.
      tunnels: field(z.array(tunnel), "The online tunnels that match, from every page.", {
        typeName: resources.tunnels.className,
      }),
    }),
  },
  {
    name: "getTunnel",
    description: "Reads one online tunnel by id.",
    args: z.strictObject({ id: field(z.string(), "Id of the tunnel.") }),
    result: tunnel,
  },
];
