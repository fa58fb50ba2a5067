import { z } from "zod";
import { description, identity, type Mode, metadata, obj, only } from "../fields";
import { field } from "../flags";
import { ROUTE_MODULES, type RouteModuleName, type RouteModuleSchemas } from "../modules";
import { defineResource } from "../types";

export const MATCH_TYPES = ["exact_path", "path_prefix"] as const;

const MODULE_DOCS: Record<RouteModuleName, string> = {
  backend: "Backend module: where the route's traffic goes.",
  ip_restriction: "IP restriction module: which source IPs may reach the route.",
  circuit_breaker: "Circuit breaker module: stops traffic to an unhealthy upstream.",
  compression: "Compression module: compresses responses.",
  request_headers: "Request headers module: adds and removes headers before the request goes upstream.",
  response_headers: "Response headers module: adds and removes headers of the response.",
  webhook_verification: "Webhook verification module: checks the signatures of a webhook sender.",
  oauth: "OAuth module: users sign in with an identity provider.",
  saml: "SAML module: users sign in through a SAML identity provider.",
  oidc: "OIDC module: users sign in through an OpenID Connect provider.",
  websocket_tcp_converter: "Websocket-to-TCP converter module.",
  user_agent_filter: "User-agent filter module: allows or denies by user agent.",
  policy: "Traffic policy module: rules of CEL expressions and actions.",
};

function modules<M extends Mode>(mode: M) {
  const entries = (Object.keys(ROUTE_MODULES) as RouteModuleName[]).map((name) => {
    const schema = field(ROUTE_MODULES[name](mode), MODULE_DOCS[name]);
    // A module sent as null is a 400 (docs/contract.md §4): requests leave it out, responses show null.
    return [name, mode === "request" ? schema.optional() : schema.nullish()];
  });
  return Object.fromEntries(entries) as {
    [K in RouteModuleName]: M extends "request"
      ? z.ZodOptional<RouteModuleSchemas<M>[K]>
      : z.ZodOptional<z.ZodNullable<RouteModuleSchemas<M>[K]>>;
  };
}

export function routeSchema<M extends Mode>(mode: M) {
  return obj(mode, {
    ...only(mode, "response", {
      edge_id: field(z.string(), "Id of the owning HTTPS edge.", { computed: true }),
      ...identity("route"),
    }),
    match_type: field(
      z.enum(MATCH_TYPES, { message: "must be exact_path or path_prefix" }),
      "How match is compared: exact_path or path_prefix.",
    ),
    match: field(
      z.string().min(1, "must not be empty"),
      "The route selector: a path, a host, or host plus path.",
    ),
    description: description("route"),
    metadata: metadata("route"),
    ...modules(mode),
  });
}

const update = (() => {
  const create = routeSchema("request");
  return create.partial();
})();

export const httpsEdgeRoutes = defineResource({
  className: "HttpsEdgeRoute",
  clientName: "httpsEdgeRoutes",
  kind: "https_edge_route",
  emitsEvents: true,
  collection: "/edges/https/{edge_id}/routes",
  parents: ["edge_id"],
  idPrefix: "edghtsrt_",
  listKey: null,
  operations: ["create", "get", "update", "delete"],
  create: routeSchema("request"),
  update,
  response: routeSchema("response"),
  description: "A route of an HTTPS edge: which requests it matches and the modules applied to them.",
});
