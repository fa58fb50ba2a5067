/**
 * Taking over objects made outside Pulumi (by hand, by a script, by another tool): each resource names the
 * existing object with `adoptId`, so `pulumi up` updates it to match the program instead of creating a new
 * one, and from then on Pulumi manages it like any other (drift, updates, destroy). The ids come from stack
 * config (`adopt:<name>`), set once per stack; README.md shows how the objects are made and found.
 */
import * as pulumi from "@pulumi/pulumi";
import * as tunnels from "pulumi-tunnels";

const ids = new pulumi.Config("adopt");

// Adopted as they are, then changed: the descriptions below replace the ones made by hand.
const office = new tunnels.IpPolicy("office", {
  adoptId: ids.require("ipPolicyId"),
  description: "Office networks (managed by Pulumi)",
});
const bastion = new tunnels.ReservedAddr("bastion", {
  adoptId: ids.require("reservedAddrId"),
  // Create-only: it must be the region the address was reserved in, or adoption fails and says so.
  region: "eu",
  description: "SSH bastion (managed by Pulumi)",
});
const edge = new tunnels.HttpsEdge("site", {
  adoptId: ids.require("httpsEdgeId"),
  description: "Public site (managed by Pulumi)",
  hostports: ["legacy.example.com:443"],
});
const route = new tunnels.HttpsEdgeRoute("api", {
  adoptId: ids.require("httpsEdgeRouteId"),
  edgeId: edge.id,
  matchType: "path_prefix",
  match: "/api",
  description: "API, office only",
  // Modules the hand-made route lacked: the first `pulumi up` adds them.
  ipRestriction: { ipPolicyIds: [office.id] },
  compression: {},
});

// New objects beside the adopted ones are created as usual.
new tunnels.IpPolicyRule("office-v4", { ipPolicyId: office.id, cidr: "203.0.113.0/24", action: "allow" });

export const bastionAddr = bastion.addr;
export const routeUri = route.uri;
