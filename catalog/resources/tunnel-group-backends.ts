import { z } from "zod";
import { identity, labels, type Mode, obj, ref, only } from "../fields";
import { describedBy } from "../shared-members";
import { field } from "../flags";
import { defineResource } from "../types";

function tunnelGroupBackend<M extends Mode>(mode: M) {
  return obj(mode, {
    ...only(mode, "response", identity("tunnel-group backend")),
    ...describedBy("tunnel-group backend"),
    labels: labels("Labels a tunnel must carry, each with the same value, to serve this backend.").optional(),
    ...only(mode, "response", {
      tunnels: field(
        z.array(ref("An online tunnel.")),
        "The online tunnels whose labels match, computed on every read.",
        {
          computed: true,
          computedByHook: true,
        },
      ).optional(),
    }),
  });
}

export const tunnelGroupBackends = defineResource({
  className: "TunnelGroupBackend",
  clientName: "tunnelGroupBackends",
  kind: "tunnel_group_backend",
  emitsEvents: true,
  collection: "/backends/tunnel_group",
  parents: [],
  idPrefix: "bkdtg_",
  listKey: "tunnel_group_backends",
  operations: ["create", "get", "list", "update", "delete"],
  create: tunnelGroupBackend("request"),
  update: tunnelGroupBackend("request"),
  response: tunnelGroupBackend("response"),
  description: "A tunnel-group backend: serves traffic through the online tunnels that carry its labels.",
});
