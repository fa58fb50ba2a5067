import { resources } from "pulumi-tunnels/catalog";
import { renderRow, type ResourceHooks } from "../context";
import type { Row } from "../store";

type Obj = Record<string, unknown>;

/** HTTPS edges carry their routes (there is no route list); deleting an edge deletes its routes. */
export const httpsEdgeHooks: ResourceHooks = {
  render(ctx, row, out) {
    out.routes = ctx.store
      .children(row.id, resources.httpsEdgeRoutes.kind)
      .map((route) => renderRow(ctx, resources.httpsEdgeRoutes, route));
  },
};

/** SAML's service-provider URLs live under the edge's first hostport and the route's id. */
function addSamlUrls(ctx: Parameters<NonNullable<ResourceHooks["render"]>>[0], route: Row, saml: Obj) {
  const edge = route.parent_id ? ctx.store.get(resources.httpsEdges.kind, route.parent_id) : undefined;
  const hostport = ((edge?.body.hostports as string[] | undefined) ?? [])[0];
  const host = hostport ? hostport.replace(/:443$/, "") : `${route.parent_id}.edges.tunnels.local`;
  const base = `https://${host}/saml/${route.id}`;
  saml.entity_id = `${base}/metadata`;
  saml.assertion_consumer_service_url = `${base}/acs`;
  saml.single_logout_url = `${base}/slo`;
  saml.metadata_url = `${base}/metadata`;
}

export const httpsEdgeRouteHooks: ResourceHooks = {
  render(ctx, row, out) {
    if (out.saml && typeof out.saml === "object") addSamlUrls(ctx, row, out.saml as Obj);
  },
  renderModule(ctx, row, module, out) {
    if (module === "saml") addSamlUrls(ctx, row, out);
  },
};
