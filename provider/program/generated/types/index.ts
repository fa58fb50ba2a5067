// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
export * from "./event-destination";
export * from "./event-subscription";
export * from "./https-edge-route-backend";
export * from "./https-edge-route-circuit-breaker";
export * from "./https-edge-route-compression";
export * from "./https-edge-route-ip-restriction";
export * from "./https-edge-route-oauth";
export * from "./https-edge-route-oidc";
export * from "./https-edge-route-policy";
export * from "./https-edge-route-request-headers";
export * from "./https-edge-route-response-headers";
export * from "./https-edge-route-saml";
export * from "./https-edge-route-user-agent-filter";
export * from "./https-edge-route-webhook-verification";
export * from "./https-edge-route-websocket-tcp-converter";
export * from "./https-edge-tls-termination";
export * from "./tls-edge-backend";
export * from "./tls-edge-ip-restriction";
export * from "./tls-edge-tls-termination";
export * from "./tunnel-group-backend";
