import { z } from "zod";
import { identity, type Mode, obj, only } from "../fields";
import { describedBy } from "../shared-members";
import { field } from "../flags";
import { ROUTE_MODULES, type RouteModuleName, type RouteModuleSchemas } from "../modules";
import { defineResource } from "../types";

export const MATCH_TYPES = ["exact_path", "path_prefix"] as const;

function modules<M extends Mode>(mode: M) {
  const entries = (Object.keys(ROUTE_MODULES) as RouteModuleName[]).map((name) => {
    const schema = field(ROUTE_MODULES[name][mode], ROUTE_MODULES[name].doc);
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
      { selects: "mode" },
    ),
    match: field(
      z.string().min(1, "must not be empty"),
      "The route selector: a path, a host, or host plus path.",
      { selects: "value" },
    ),
    ...describedBy("route"),
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
