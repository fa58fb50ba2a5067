import type * as pulumi from "@pulumi/pulumi";
import type { z } from "zod";
import { type ModuleDef, modules, type ResourceDef, resources } from "../../sdk/catalog";
import { resourceClass } from "./resource-class";
import type { Camelize, ComputedOf, InputsOf, ParentArgs } from "./types";

type Adopt = {
  /** Id of an existing object to take over at create instead of creating one; read only at create. */
  adoptId?: pulumi.Input<string>;
};
type ParentState<P extends readonly string[]> = { [K in keyof ParentArgs<P>]: string };

type ResourceArgs<D extends ResourceDef> = InputsOf<D["create"]> & ParentArgs<D["parents"]> & Adopt;
type ResourceState<D extends ResourceDef> = Camelize<z.output<D["create"]>> &
  ComputedOf<D["create"], D["response"]> &
  ParentState<D["parents"]>;
type ModuleArgs<D extends ModuleDef> = InputsOf<D["request"]> & ParentArgs<D["parents"]>;
type ModuleState<D extends ModuleDef> = Camelize<z.output<D["request"]>> &
  ComputedOf<D["request"], D["response"]> &
  ParentState<D["parents"]>;

const R = resources;
const M = modules;
const resource = <D extends ResourceDef>(def: D) =>
  resourceClass<ResourceArgs<D>, ResourceState<D>>(def.className);
const moduleClass = <D extends ModuleDef>(def: D) =>
  resourceClass<ModuleArgs<D>, ModuleState<D>>(def.className);

export type ApiKeyArgs = InputsOf<(typeof R.apiKeys)["create"]>;
export const ApiKey = resourceClass<ApiKeyArgs, ResourceState<typeof R.apiKeys>>("ApiKey");
export type ReservedAddrArgs = ResourceArgs<typeof R.reservedAddrs>;
export const ReservedAddr = resource(R.reservedAddrs);
export type SshCertificateAuthorityArgs = ResourceArgs<typeof R.sshCertificateAuthorities>;
export const SshCertificateAuthority = resource(R.sshCertificateAuthorities);
export type EventDestinationArgs = ResourceArgs<typeof R.eventDestinations>;
export const EventDestination = resource(R.eventDestinations);
export type EventSubscriptionArgs = ResourceArgs<typeof R.eventSubscriptions>;
export const EventSubscription = resource(R.eventSubscriptions);
export type IpPolicyArgs = ResourceArgs<typeof R.ipPolicies>;
export const IpPolicy = resource(R.ipPolicies);
export type IpPolicyRuleArgs = ResourceArgs<typeof R.ipPolicyRules>;
export const IpPolicyRule = resource(R.ipPolicyRules);
export type TunnelGroupBackendArgs = ResourceArgs<typeof R.tunnelGroupBackends>;
export const TunnelGroupBackend = resource(R.tunnelGroupBackends);
export type HttpsEdgeArgs = ResourceArgs<typeof R.httpsEdges>;
export const HttpsEdge = resource(R.httpsEdges);
export type TlsEdgeArgs = ResourceArgs<typeof R.tlsEdges>;
export const TlsEdge = resource(R.tlsEdges);
export type HttpsEdgeRouteArgs = ResourceArgs<typeof R.httpsEdgeRoutes>;
export const HttpsEdgeRoute = resource(R.httpsEdgeRoutes);

export type HttpsEdgeRouteBackendArgs = ModuleArgs<typeof M.httpsEdgeRouteBackend>;
export const HttpsEdgeRouteBackend = moduleClass(M.httpsEdgeRouteBackend);
export type HttpsEdgeRouteIpRestrictionArgs = ModuleArgs<typeof M.httpsEdgeRouteIpRestriction>;
export const HttpsEdgeRouteIpRestriction = moduleClass(M.httpsEdgeRouteIpRestriction);
export type HttpsEdgeRouteCircuitBreakerArgs = ModuleArgs<typeof M.httpsEdgeRouteCircuitBreaker>;
export const HttpsEdgeRouteCircuitBreaker = moduleClass(M.httpsEdgeRouteCircuitBreaker);
export type HttpsEdgeRouteCompressionArgs = ModuleArgs<typeof M.httpsEdgeRouteCompression>;
export const HttpsEdgeRouteCompression = moduleClass(M.httpsEdgeRouteCompression);
export type HttpsEdgeRouteRequestHeadersArgs = ModuleArgs<typeof M.httpsEdgeRouteRequestHeaders>;
export const HttpsEdgeRouteRequestHeaders = moduleClass(M.httpsEdgeRouteRequestHeaders);
export type HttpsEdgeRouteResponseHeadersArgs = ModuleArgs<typeof M.httpsEdgeRouteResponseHeaders>;
export const HttpsEdgeRouteResponseHeaders = moduleClass(M.httpsEdgeRouteResponseHeaders);
export type HttpsEdgeRouteWebhookVerificationArgs = ModuleArgs<typeof M.httpsEdgeRouteWebhookVerification>;
export const HttpsEdgeRouteWebhookVerification = moduleClass(M.httpsEdgeRouteWebhookVerification);
export type HttpsEdgeRouteOauthArgs = ModuleArgs<typeof M.httpsEdgeRouteOauth>;
export const HttpsEdgeRouteOauth = moduleClass(M.httpsEdgeRouteOauth);
export type HttpsEdgeRouteSamlArgs = ModuleArgs<typeof M.httpsEdgeRouteSaml>;
export const HttpsEdgeRouteSaml = moduleClass(M.httpsEdgeRouteSaml);
export type HttpsEdgeRouteOidcArgs = ModuleArgs<typeof M.httpsEdgeRouteOidc>;
export const HttpsEdgeRouteOidc = moduleClass(M.httpsEdgeRouteOidc);
export type HttpsEdgeRouteWebsocketTcpConverterArgs = ModuleArgs<
  typeof M.httpsEdgeRouteWebsocketTcpConverter
>;
export const HttpsEdgeRouteWebsocketTcpConverter = moduleClass(M.httpsEdgeRouteWebsocketTcpConverter);
export type HttpsEdgeRouteUserAgentFilterArgs = ModuleArgs<typeof M.httpsEdgeRouteUserAgentFilter>;
export const HttpsEdgeRouteUserAgentFilter = moduleClass(M.httpsEdgeRouteUserAgentFilter);
export type HttpsEdgeRoutePolicyArgs = ModuleArgs<typeof M.httpsEdgeRoutePolicy>;
export const HttpsEdgeRoutePolicy = moduleClass(M.httpsEdgeRoutePolicy);
export type HttpsEdgeTlsTerminationArgs = ModuleArgs<typeof M.httpsEdgeTlsTermination>;
export const HttpsEdgeTlsTermination = moduleClass(M.httpsEdgeTlsTermination);
export type TlsEdgeTlsTerminationArgs = ModuleArgs<typeof M.tlsEdgeTlsTermination>;
export const TlsEdgeTlsTermination = moduleClass(M.tlsEdgeTlsTermination);
export type TlsEdgeBackendArgs = ModuleArgs<typeof M.tlsEdgeBackend>;
export const TlsEdgeBackend = moduleClass(M.tlsEdgeBackend);
export type TlsEdgeIpRestrictionArgs = ModuleArgs<typeof M.tlsEdgeIpRestriction>;
export const TlsEdgeIpRestriction = moduleClass(M.tlsEdgeIpRestriction);
