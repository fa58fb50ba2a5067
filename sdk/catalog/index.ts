import { edgeModules, routeModules } from "./module-defs";
import { apiKeys } from "./resources/api-keys";
import { eventDestinations } from "./resources/event-destinations";
import { EVENT_SOURCE_TYPES, eventSubscriptions, TRAFFIC_EVENT_TYPES } from "./resources/event-subscriptions";
import { httpsEdgeRoutes } from "./resources/https-edge-routes";
import { httpsEdges } from "./resources/https-edges";
import { ipPolicies } from "./resources/ip-policies";
import { ipPolicyRules } from "./resources/ip-policy-rules";
import { reservedAddrs } from "./resources/reserved-addrs";
import { sshCertificateAuthorities } from "./resources/ssh-certificate-authorities";
import { tlsEdges } from "./resources/tls-edges";
import { tunnelGroupBackends } from "./resources/tunnel-group-backends";
import { tunnels } from "./resources/tunnels";
import type { ModuleDef, ResourceDef } from "./types";

/** Every collection of the service, keyed by client name. Adding a resource starts here. */
export const resources = {
  apiKeys,
  reservedAddrs,
  sshCertificateAuthorities,
  tunnels,
  httpsEdges,
  tlsEdges,
  httpsEdgeRoutes,
  ipPolicies,
  ipPolicyRules,
  tunnelGroupBackends,
  eventDestinations,
  eventSubscriptions,
};

/** Every single-module endpoint, keyed by client name. */
export const modules = { ...routeModules, ...edgeModules };

export const resourceList: ResourceDef[] = Object.values(resources);
export const moduleList: ModuleDef[] = Object.values(modules);

EVENT_SOURCE_TYPES.push(
  ...resourceList
    .filter((r) => r.emitsEvents)
    .flatMap((r) => [`${r.kind}_created.v0`, `${r.kind}_updated.v0`, `${r.kind}_deleted.v0`]),
  ...TRAFFIC_EVENT_TYPES,
);

export * from "./fields";
export * from "./flags";
export * from "./modules";
export * from "./types";
export * from "./user-keys";
export * from "./walk";
export { EVENT_TARGETS } from "./resources/event-destinations";
export { EVENT_SOURCE_TYPES } from "./resources/event-subscriptions";
export { MATCH_TYPES } from "./resources/https-edge-routes";
export { SSH_CURVES, SSH_KEY_TYPES } from "./resources/ssh-certificate-authorities";
export { TUNNEL_PROTOS } from "./resources/tunnels";
