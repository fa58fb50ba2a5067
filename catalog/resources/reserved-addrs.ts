import { z } from "zod";
import { identity, type Mode, obj, ref, region, only } from "../fields";
import { describedBy, updateSchema } from "../shared-members";
import { field } from "../flags";
import { defineResource } from "../types";

function reservedAddr<M extends Mode>(mode: M) {
  return obj(mode, {
    ...only(mode, "response", identity("reserved address")),
    ...describedBy("reserved address"),
    region: region("Datacenter region of the address; default us.", {
      createOnly: true,
      serviceDefault: "us",
    }).optional(),
    ...only(mode, "response", {
      addr: field(z.string(), "The reserved host:port, assigned at creation.", {
        computed: true,
        computedByHook: true,
      }),
      endpoint_configuration: ref("Always null: endpoint configurations no longer exist.", {
        computed: true,
        notInState: true,
      }).nullish(),
    }),
  });
}

export const reservedAddrs = defineResource({
  className: "ReservedAddr",
  clientName: "reservedAddrs",
  kind: "reserved_addr",
  emitsEvents: true,
  collection: "/reserved_addrs",
  parents: [],
  idPrefix: "ra_",
  listKey: "reserved_addrs",
  operations: ["create", "get", "list", "update", "delete"],
  create: reservedAddr("request"),
  update: updateSchema("reserved address", {
    endpoint_configuration_id: field(
      z.literal("", { message: 'only "" is accepted: endpoint configurations no longer exist' }),
      'Only "" (detach), kept for old clients.',
    ).optional(),
  }),
  response: reservedAddr("response"),
  description: "A reserved address: a hostname:port held for you in one region.",
});
