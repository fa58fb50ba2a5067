// Reads objects made outside the program with X.get: a route by its own id with its edge in the state, the
// same route by its composite id, and a route module by the id its own resource shows.
const pulumi = require("@pulumi/pulumi");
const t = require("pulumi-tunnels");

const c = new pulumi.Config("scenario");
const edgeId = c.require("edgeId");
const routeId = c.require("routeId");
if (c.get("bare") === "1") {
  t.HttpsEdgeRoute.get("bare", routeId);
} else {
  const route = t.HttpsEdgeRoute.get("route", routeId, { edgeId });
  const composite = t.HttpsEdgeRoute.get("composite", `${edgeId}/${routeId}`);
  const saml = t.HttpsEdgeRouteSaml.get("saml", `${edgeId}/${routeId}/saml`);
  module.exports = {
    match: route.match,
    edgeOfRoute: route.edgeId,
    compositeMatch: composite.match,
    entityId: saml.entityId,
    routeSamlEntityId: route.saml.apply((s) => s?.entityId),
  };
}
