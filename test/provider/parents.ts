import type { TunnelsClient } from "../../client";

/** Objects that cases need as parents or references, made through the API. */
export const edge = async (c: TunnelsClient) => ({
  edgeId: (await c.httpsEdges.create({ description: "parent" })).id,
});
export const tlsEdge = async (c: TunnelsClient) => ({
  edgeId: (await c.tlsEdges.create({ description: "parent" })).id,
});
export const route = async (c: TunnelsClient) => {
  const { edgeId } = await edge(c);
  const r = await c.httpsEdgeRoutes.create(edgeId, { match_type: "path_prefix", match: "/" });
  return { edgeId, routeId: r.id };
};
export const policy = async (c: TunnelsClient) => (await c.ipPolicies.create({})).id;
export const backend = async (c: TunnelsClient) =>
  (await c.tunnelGroupBackends.create({ labels: { app: "x" } })).id;
export const destination = async (c: TunnelsClient) =>
  (await c.eventDestinations.create({ target: { datadog: { api_key: "dd-key" } } })).id;
