import {
  backendModule,
  httpsTlsTerminationModule,
  ipRestrictionModule,
  ROUTE_MODULES,
  type RouteModuleName,
  type RouteModuleSchemas,
  tlsTerminationModule,
} from "./modules";
import { httpsEdgeRoutes } from "./resources/https-edge-routes";
import { httpsEdges } from "./resources/https-edges";
import { tlsEdges } from "./resources/tls-edges";
import { defineModule, type ModuleDef } from "./types";
import { type PascalCase, pascalCase } from "./walk";

function routeModule<N extends RouteModuleName>(
  name: N,
): ModuleDef<
  readonly ["edge_id", "route_id"],
  RouteModuleSchemas<"request">[N],
  RouteModuleSchemas<"response">[N]
> {
  const entry: { request: unknown; response: unknown; carriesTraffic?: boolean } = ROUTE_MODULES[name];
  return {
    className: `HttpsEdgeRoute${pascalCase(name)}`,
    clientName: `httpsEdgeRoute${pascalCase(name)}`,
    module: name,
    owner: httpsEdgeRoutes.className,
    carriesTraffic: entry.carriesTraffic ?? false,
    path: `/edges/https/{edge_id}/routes/{route_id}/${name}`,
    parents: ["edge_id", "route_id"],
    request: entry.request as RouteModuleSchemas<"request">[N],
    response: entry.response as RouteModuleSchemas<"response">[N],
    description: `The ${name.replace(/_/g, " ")} module of an HTTPS edge route, managed on its own.`,
  };
}

/** Every route module, keyed by its client name (httpsEdgeRouteBackend, …). */
export const routeModules = Object.fromEntries(
  (Object.keys(ROUTE_MODULES) as RouteModuleName[]).map((n) => [
    `httpsEdgeRoute${pascalCase(n)}`,
    routeModule(n),
  ]),
) as { [K in RouteModuleName as `httpsEdgeRoute${PascalCase<K>}`]: ReturnType<typeof routeModule<K>> };

export const edgeModules = {
  httpsEdgeTlsTermination: defineModule({
    className: "HttpsEdgeTlsTermination",
    clientName: "httpsEdgeTlsTermination",
    module: "tls_termination",
    owner: httpsEdges.className,
    path: "/edges/https/{edge_id}/tls_termination",
    parents: ["edge_id"],
    request: httpsTlsTerminationModule("request"),
    response: httpsTlsTerminationModule("response"),
    description: "The TLS termination module of an HTTPS edge, managed on its own.",
  }),
  tlsEdgeTlsTermination: defineModule({
    className: "TlsEdgeTlsTermination",
    clientName: "tlsEdgeTlsTermination",
    module: "tls_termination",
    owner: tlsEdges.className,
    path: "/edges/tls/{edge_id}/tls_termination",
    parents: ["edge_id"],
    request: tlsTerminationModule("request"),
    response: tlsTerminationModule("response"),
    description: "The TLS termination module of a TLS edge, managed on its own.",
  }),
  tlsEdgeBackend: defineModule({
    className: "TlsEdgeBackend",
    clientName: "tlsEdgeBackend",
    module: "backend",
    owner: tlsEdges.className,
    carriesTraffic: true,
    path: "/edges/tls/{edge_id}/backend",
    parents: ["edge_id"],
    request: backendModule("request"),
    response: backendModule("response"),
    description: "The backend module of a TLS edge, managed on its own.",
  }),
  tlsEdgeIpRestriction: defineModule({
    className: "TlsEdgeIpRestriction",
    clientName: "tlsEdgeIpRestriction",
    module: "ip_restriction",
    owner: tlsEdges.className,
    path: "/edges/tls/{edge_id}/ip_restriction",
    parents: ["edge_id"],
    request: ipRestrictionModule("request"),
    response: ipRestrictionModule("response"),
    description: "The IP restriction module of a TLS edge, managed on its own.",
  }),
};
