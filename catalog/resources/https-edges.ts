import { z } from "zod";
import { hostport, identity, type Mode, moduleMember, obj, only } from "../fields";
import { describedBy } from "../shared-members";
import { field } from "../flags";
import { httpsTlsTerminationModule } from "../modules";
import { defineResource } from "../types";
import { routeSchema } from "./https-edge-routes";

function httpsEdge<M extends Mode>(mode: M) {
  return obj(mode, {
    ...only(mode, "response", identity("HTTPS edge")),
    ...describedBy("HTTPS edge"),
    hostports: field(z.array(hostport), "The host:port pairs the edge listens on.").optional(),
    tls_termination: moduleMember(
      mode,
      field(httpsTlsTerminationModule(mode), "TLS termination settings of the edge."),
    ),
    ...only(mode, "response", {
      routes: field(z.array(routeSchema("response")), "The edge's routes; each is managed on its own.", {
        computed: true,
        computedByHook: true,
        notInState: true,
      }).optional(),
    }),
  });
}

export const httpsEdges = defineResource({
  className: "HttpsEdge",
  clientName: "httpsEdges",
  kind: "https_edge",
  emitsEvents: true,
  collection: "/edges/https",
  parents: [],
  idPrefix: "edghts_",
  listKey: "https_edges",
  operations: ["create", "get", "list", "update", "delete"],
  create: httpsEdge("request"),
  update: httpsEdge("request"),
  response: httpsEdge("response"),
  description: "An HTTPS edge: hostports where HTTPS traffic arrives, routed by its routes.",
});
