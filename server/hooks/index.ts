import type { ResourceKey } from "pulumi-tunnels/catalog";
import type { ResourceHooks } from "../context";
import { apiKeyHooks } from "./api-keys";
import { httpsEdgeHooks, httpsEdgeRouteHooks } from "./edges";
import { eventDestinationHooks, eventSubscriptionHooks, ipPolicyHooks } from "./events";
import { reservedAddrHooks } from "./reserved-addrs";
import { sshCaHooks } from "./ssh-certificate-authorities";
import { tunnelGroupBackendHooks, tunnelHooks } from "./tunnels";

/**
 * Each resource's own behaviour, keyed by its key in the catalog's `resources` (a key that is no resource
 * does not compile). A resource with members flagged `computedByHook` must have one: the server refuses to
 * start without it (`hook-check.ts`).
 */
export const hooks: { readonly [K in ResourceKey]?: ResourceHooks } = {
  apiKeys: apiKeyHooks,
  reservedAddrs: reservedAddrHooks,
  sshCertificateAuthorities: sshCaHooks,
  tunnels: tunnelHooks,
  tunnelGroupBackends: tunnelGroupBackendHooks,
  httpsEdges: httpsEdgeHooks,
  httpsEdgeRoutes: httpsEdgeRouteHooks,
  eventSubscriptions: eventSubscriptionHooks,
  eventDestinations: eventDestinationHooks,
  ipPolicies: ipPolicyHooks,
};
