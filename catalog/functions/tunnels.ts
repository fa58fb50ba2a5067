import { z } from "zod";
import { labels, region } from "../fields";
import { field } from "../flags";
import { defineFunction } from "../function-defs";
import { TUNNEL_PROTOS, tunnels } from "../resources/tunnels";

/** Tunnels are brought online by agents, not declared: programs read them with these functions. */
export const getTunnels = defineFunction({
  name: "getTunnels",
  description:
    "Lists the online tunnels, following every page, filtered by region, protocol and labels. A region or " +
    "protocol the service does not have is refused with an error, not answered with an empty list.",
  reads: tunnels,
  answers: "list",
  listedAs: { name: "tunnels", description: "The online tunnels that match, from every page." },
  itemType: tunnels.className,
  namedSets: { Region: "A region of the service.", TunnelProto: "A tunnel's protocol." },
  args: z.strictObject({
    region: region("Only tunnels in this region.").optional(),
    proto: field(z.enum(TUNNEL_PROTOS), "Only tunnels of this protocol.", {
      typeName: "TunnelProto",
    }).optional(),
    labels: labels("Only tunnels that carry every one of these labels with the same value.").optional(),
  }),
});

export const getTunnel = defineFunction({
  name: "getTunnel",
  description: "Reads one online tunnel by id.",
  reads: tunnels,
  answers: "get",
  itemType: tunnels.className,
  args: z.strictObject({ id: field(z.string(), "Id of the tunnel.") }),
});
