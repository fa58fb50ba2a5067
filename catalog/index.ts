import type { FunctionDef } from "./function-defs";
import { getTunnel, getTunnels } from "./functions/tunnels";
import { edgeModules, routeModules } from "./module-defs";
import { apiKeys } from "./resources/api-keys";
import { eventDestinations } from "./resources/event-destinations";
import { eventSourceTypes, eventSubscriptionsNaming } from "./resources/event-subscriptions";
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

/**
 * Every collection of the service but the event subscriptions, which are built from it (they name the event
 * types of the others). Adding a resource starts here.
 */
const resourcesExceptSubscriptions = {
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
};

/**
 * Every event type a subscription may name (docs/contract.md §2), built here where the list of resources is
 * complete; the event subscriptions themselves emit none.
 */
export const EVENT_SOURCE_TYPES = eventSourceTypes(Object.values(resourcesExceptSubscriptions));

/** Every collection of the service, keyed by client name. */
export const resources = {
  ...resourcesExceptSubscriptions,
  eventSubscriptions: eventSubscriptionsNaming(EVENT_SOURCE_TYPES),
};

/** A resource's key in `resources`, which is also its `clientName`. */
export type ResourceKey = keyof typeof resources;

/** Every single-module endpoint, keyed by client name. */
export const modules = { ...routeModules, ...edgeModules };

export const resourceList: ResourceDef[] = Object.values(resources);
export const moduleList: ModuleDef[] = Object.values(modules);

/** Every function of the package, keyed by its name. Adding a function starts here. */
export const functions = { getTunnels, getTunnel };

export const functionList: FunctionDef[] = Object.values(functions);

export * from "./fields";
export * from "./flags";
export * from "./function-defs";
export * from "./modules";
export * from "./quote";
export * from "./types";
export * from "./user-keys";
export * from "./walk";
export { EVENT_TARGETS } from "./resources/event-destinations";
export { TRAFFIC_EVENT_TYPES } from "./resources/event-subscriptions";
export * from "./shared-members";
export { MATCH_TYPES } from "./resources/https-edge-routes";
export { SSH_CURVES, SSH_KEY_TYPES } from "./resources/ssh-certificate-authorities";
export { TUNNEL_PROTOS } from "./resources/tunnels";
