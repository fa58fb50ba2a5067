import { z } from "zod";
import { field } from "../flags";
import { bytes, labels, ref, region } from "../fields";
import { defineResource } from "../types";

export const TUNNEL_PROTOS = ["http", "https", "tcp", "tls"] as const;

const tunnelMembers = {
  public_url: field(z.string(), "URL of the tunnel's public endpoint.").optional(),
  forwards_to: field(
    z.string(),
    "Upstream address the agent forwards to: a URL or a network address.",
  ).optional(),
  metadata: field(bytes(4096), "User data from the agent configuration.").optional(),
  labels: labels("Labels that tunnel-group backends match against.").optional(),
};

const byHook = { computed: true, computedByHook: true };

/**
 * Tunnels are read-only in the public API: agents bring them online. `create` is the body of the local
 * server's control endpoint `POST /_local/tunnels`, which stands in for an agent.
 */
export const tunnels = defineResource({
  className: "Tunnel",
  clientName: "tunnels",
  kind: "tunnel",
  emitsEvents: false,
  collection: "/tunnels",
  parents: [],
  idPrefix: "tn_",
  listKey: "tunnels",
  operations: ["get", "list"],
  create: z.strictObject({
    proto: field(
      z.enum(TUNNEL_PROTOS, { message: "must be http, https, tcp or tls" }),
      "Protocol of the tunnel.",
    ),
    region: region("Region the tunnel runs in; default us.").optional(),
    ...tunnelMembers,
  }),
  update: z.strictObject({}),
  response: z.object({
    id: field(z.string(), "Unique id of the tunnel.", { computed: true }),
    uri: field(z.string(), "Absolute URI of the tunnel.", { computed: true }),
    started_at: field(z.string(), "When the tunnel came online, RFC 3339 in UTC.", { computed: true }),
    proto: field(z.string(), "Protocol: http, https, tcp or tls."),
    region: field(z.string(), "Region the tunnel runs in."),
    // The tunnel's server hook renders these from the stored ids and the label index.
    tunnel_session: ref("Session on which the tunnel started.", byHook),
    endpoint: ref("Endpoint of an agent-initiated tunnel.", byHook).nullish(),
    backends: field(
      z.array(ref("A backend.")),
      "Tunnel-group backends whose labels this tunnel matches.",
      byHook,
    ).nullish(),
    ...tunnelMembers,
  }),
  description: "An online tunnel, read-only: the tunnels functions list and read them.",
});
