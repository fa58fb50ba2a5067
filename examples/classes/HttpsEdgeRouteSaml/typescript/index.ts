import * as pulumi from "@pulumi/pulumi";
import * as tunnels from "@pulumi-tunnels/tunnels";

const site = new tunnels.HttpsEdge("site", {hostports: ["www.example.com:443"]});
const app = new tunnels.HttpsEdgeRoute("app", {
    edgeId: site.id,
    matchType: tunnels.HttpsEdgeRouteMatchType.PathPrefix,
    match: "/app",
});
const saml = new tunnels.HttpsEdgeRouteSaml("saml", {
    edgeId: site.id,
    routeId: app.id,
    idpMetadata: "<EntityDescriptor entityID=\"https://idp.example.com\"/>",
    authorizedGroups: ["partners"],
});
