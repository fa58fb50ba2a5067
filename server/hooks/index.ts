import { resources } from "pulumi-tunnels/catalog";
import type { ResourceHooks } from "../context";
import { apiKeyHooks } from "./api-keys";
import { httpsEdgeHooks, httpsEdgeRouteHooks } from "./edges";
import { eventDestinationHooks, eventSubscriptionHooks, ipPolicyHooks } from "./events";
import { reservedAddrHooks } from "./reserved-addrs";
import { sshCaHooks } from "./ssh-certificate-authorities";
import { tunnelGroupBackendHooks, tunnelHooks } from "./tunnels";

/** Each resource's own behaviour, keyed by the catalog's class name. */
export const hooks: Record<string, ResourceHooks> = {
  [resources.apiKeys.className]: apiKeyHooks,
  [resources.reservedAddrs.className]: reservedAddrHooks,
  [resources.sshCertificateAuthorities.className]: sshCaHooks,
  [resources.tunnels.className]: tunnelHooks,
  [resources.tunnelGroupBackends.className]: tunnelGroupBackendHooks,
  [resources.httpsEdges.className]: httpsEdgeHooks,
  [resources.httpsEdgeRoutes.className]: httpsEdgeRouteHooks,
  [resources.eventSubscriptions.className]: eventSubscriptionHooks,
  [resources.eventDestinations.className]: eventDestinationHooks,
  [resources.ipPolicies.className]: ipPolicyHooks,
};
