import type { Mode } from "../fields";
import { backendRoute } from "./backend";
import { circuitBreakerRoute } from "./circuit-breaker";
import { compressionRoute } from "./compression";
import { ipRestrictionRoute } from "./ip-restriction";
import { oauthRoute } from "./oauth";
import { oidcRoute } from "./oidc";
import { policyRoute } from "./policy";
import { requestHeadersRoute } from "./request-headers";
import { responseHeadersRoute } from "./response-headers";
import { samlRoute } from "./saml";
import { userAgentFilterRoute } from "./user-agent-filter";
import { webhookVerificationRoute } from "./webhook-verification";
import { websocketTcpConverterRoute } from "./websocket-tcp-converter";

/**
 * The traffic modules of routes and edges, one file each, each written once for both modes (docs/contract.md §2
 * and §4). A route module's file also holds its entry here: its request and response schemas and the description
 * of the route's member. The module definitions (../module-defs.ts) and the route's schema derive from it.
 */

/** The route modules in the order the service lists them, each once: adding a route module ends here. */
export const ROUTE_MODULES = {
  backend: backendRoute,
  ip_restriction: ipRestrictionRoute,
  circuit_breaker: circuitBreakerRoute,
  compression: compressionRoute,
  request_headers: requestHeadersRoute,
  response_headers: responseHeadersRoute,
  webhook_verification: webhookVerificationRoute,
  oauth: oauthRoute,
  saml: samlRoute,
  oidc: oidcRoute,
  websocket_tcp_converter: websocketTcpConverterRoute,
  user_agent_filter: userAgentFilterRoute,
  policy: policyRoute,
};
export type RouteModuleName = keyof typeof ROUTE_MODULES;

/** The schema type of each route module in one mode. */
export type RouteModuleSchemas<M extends Mode> = { [K in RouteModuleName]: (typeof ROUTE_MODULES)[K][M] };

export { backendModule } from "./backend";
export { circuitBreakerModule } from "./circuit-breaker";
export { compressionModule } from "./compression";
export { headersModule } from "./headers";
export { ipRestrictionModule } from "./ip-restriction";
export { OAUTH_PROVIDERS, oauthModule } from "./oauth";
export { oidcModule } from "./oidc";
export { POLICY_ACTION_TYPES, policyModule } from "./policy";
export { requestHeadersModule } from "./request-headers";
export { responseHeadersModule } from "./response-headers";
export { SAML_NAMEID_FORMATS, samlModule } from "./saml";
export { httpsTlsTerminationModule, TLS_VERSIONS, tlsTerminationModule } from "./tls-termination";
export { userAgentFilterModule } from "./user-agent-filter";
export { WEBHOOK_PROVIDERS, webhookVerificationModule } from "./webhook-verification";
export { websocketTcpConverterModule } from "./websocket-tcp-converter";
