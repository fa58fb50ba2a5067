import { z } from "zod";
import { hostport, identity, type Mode, moduleMember, obj, only } from "../fields";
import { describedBy } from "../shared-members";
import { field } from "../flags";
import { backendModule, ipRestrictionModule, tlsTerminationModule } from "../modules";
import { defineResource } from "../types";

function tlsEdge<M extends Mode>(mode: M) {
  return obj(mode, {
    ...only(mode, "response", identity("TLS edge")),
    ...describedBy("TLS edge"),
    hostports: field(z.array(hostport), "The host:port pairs the edge listens on.").optional(),
    backend: moduleMember(mode, field(backendModule(mode), "Backend module: where the edge's traffic goes.")),
    ip_restriction: moduleMember(mode, field(ipRestrictionModule(mode), "IP restriction module.")),
    tls_termination: moduleMember(mode, field(tlsTerminationModule(mode), "TLS termination module.")),
  });
}

export const tlsEdges = defineResource({
  className: "TlsEdge",
  clientName: "tlsEdges",
  kind: "tls_edge",
  emitsEvents: true,
  collection: "/edges/tls",
  parents: [],
  idPrefix: "edgtls_",
  listKey: "tls_edges",
  operations: ["create", "get", "list", "update", "delete"],
  create: tlsEdge("request"),
  update: tlsEdge("request"),
  response: tlsEdge("response"),
  description:
    "A TLS edge: hostports where TLS traffic arrives, with its backend, IP restriction and TLS termination.",
});
