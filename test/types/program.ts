/**
 * A Pulumi program's view of the package's types, compiled with `tsc --strict` by types.test.ts (and by
 * the build). Each point of the public surface is proved here: a line that must not compile carries
 * `@ts-expect-error`, so if the type ever loosens again the directive itself fails the compile.
 */
import * as pulumi from "@pulumi/pulumi";
import * as tunnels from "pulumi-tunnels";

/** True only when A and B are the same type (not merely assignable). */
type Exactly<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function sameType<A, B>(_proof: Exactly<A, B>): void {}
type OutputOf<O> = O extends pulumi.Output<infer T> ? T : never;

export function program() {
  // A class is a type: a function may take one.
  const hostportsOf = (e: tunnels.HttpsEdge): pulumi.Output<string[] | undefined> => e.hostports;
  const edge = new tunnels.HttpsEdge("edge", {
    // Every member, nested too, takes an Input: a plain value, a Promise or an Output.
    description: pulumi.output("made by a program"),
    hostports: [pulumi.output("example.com:443")],
    tlsTermination: { minVersion: pulumi.output("1.3" as const) },
  });
  hostportsOf(edge);
  if (tunnels.HttpsEdge.isInstance(edge as pulumi.Resource)) sameType<typeof edge, tunnels.HttpsEdge>(true);

  // Computed nested outputs are typed: an edge's tlsTermination.terminateAt, a route's saml.entityId.
  sameType<
    OutputOf<typeof edge.tlsTermination>,
    | { enabled?: boolean; minVersion?: "1.0" | "1.1" | "1.2" | "1.3" | null; terminateAt?: string }
    | null
    | undefined
  >(true);
  const terminateAt: pulumi.Output<string | undefined> = edge.tlsTermination.apply((t) => t?.terminateAt);

  const route = new tunnels.HttpsEdgeRoute("route", {
    edgeId: edge.id,
    matchType: "path_prefix",
    match: "/",
    saml: { idpMetadata: "<EntityDescriptor/>" },
    webhookVerification: { provider: "stripe", secret: "whsec_plain_string_made_secret_by_the_class" },
  });
  const entityId: pulumi.Output<string | undefined> = route.saml.apply((s) => s?.entityId);
  const acs: pulumi.Output<string | undefined> = route.saml.apply((s) => s?.assertionConsumerServiceUrl);
  const saml = new tunnels.HttpsEdgeRouteSaml("saml", {
    edgeId: edge.id,
    routeId: route.id,
    idpMetadata: "<EntityDescriptor/>",
  });
  sameType<OutputOf<typeof saml.entityId>, string | undefined>(true);
  sameType<OutputOf<typeof saml.singleLogoutUrl>, string | undefined>(true);
  sameType<OutputOf<typeof saml.metadataUrl>, string | undefined>(true);
  sameType<OutputOf<typeof route.uri>, string>(true);
  sameType<OutputOf<typeof route.edgeId>, string>(true);
  sameType<OutputOf<typeof edge.createdAt>, string>(true);

  // XState and get(name, id, state?, opts?).
  const state: tunnels.HttpsEdgeRouteState = { edgeId: edge.id, match: "/" };
  const read: tunnels.HttpsEdgeRoute = tunnels.HttpsEdgeRoute.get("read", route.id, state, { protect: true });
  const byComposite = tunnels.HttpsEdgeRoute.get("composite", pulumi.interpolate`${edge.id}/${route.id}`);
  const module = tunnels.HttpsEdgeRouteSaml.get("saml-read", saml.id, undefined, { parent: read });
  sameType<OutputOf<typeof module.entityId>, string | undefined>(true);
  // @ts-expect-error options go fourth: the third argument is the state
  tunnels.HttpsEdgeRoute.get("old-signature", route.id, { protect: true });

  // GitHub teams and organizations are typed lists, and taken on github only.
  new tunnels.HttpsEdgeRouteOauth("github", {
    edgeId: edge.id,
    routeId: route.id,
    provider: { github: { teams: ["acme/ops"], organizations: ["acme"] } },
  });
  new tunnels.HttpsEdgeRouteOauth("facebook", {
    edgeId: edge.id,
    routeId: route.id,
    // @ts-expect-error facebook has no teams
    provider: { facebook: { teams: ["acme/ops"] } },
  });
  new tunnels.HttpsEdgeRouteOauth("github-numbers", {
    edgeId: edge.id,
    routeId: route.id,
    // @ts-expect-error teams are strings
    provider: { github: { teams: [42] } },
  });

  // The webhook provider is a closed set.
  new tunnels.HttpsEdgeRouteWebhookVerification("hook", {
    edgeId: edge.id,
    routeId: route.id,
    // @ts-expect-error not a webhook sender the service knows
    provider: "my-own-hooks",
    secret: "s",
  });
  // @ts-expect-error a module needs its parents
  new tunnels.HttpsEdgeRouteCompression("orphan", {});
  // @ts-expect-error closed sets refuse other strings
  new tunnels.IpPolicyRule("rule", { ipPolicyId: "ipp_1", cidr: "10.0.0.0/8", action: "maybe" });

  // Functions: closed sets typed, Inputs at every level of the Output forms, InvokeOptions taken.
  tunnels.getTunnels({ region: "eu", proto: "https" }, { async: true });
  // @ts-expect-error not a region of the service
  tunnels.getTunnels({ region: "europe" });
  // @ts-expect-error not a tunnel protocol
  tunnels.getTunnels({ proto: "udp" });
  const online: pulumi.Output<tunnels.GetTunnelsResult> = tunnels.getTunnelsOutput(
    { region: pulumi.output("eu"), proto: pulumi.output("https"), labels: { app: pulumi.output("web") } },
    { dependsOn: [edge] },
  );
  const urls: pulumi.Output<(string | undefined)[]> = online.apply((r) => r.tunnels.map((t) => t.publicUrl));
  const one: pulumi.Output<tunnels.Tunnel> = tunnels.getTunnelOutput({ id: pulumi.output("tn_1") });
  // @ts-expect-error a region Output must hold a region
  tunnels.getTunnelsOutput({ region: pulumi.output(42) });

  return { terminateAt, entityId, acs, byComposite, urls, one };
}

/** The named types of types/: each nested object once, exported, and the same types the classes use. */
export function namedTypes(edge: tunnels.HttpsEdge, route: tunnels.HttpsEdgeRoute) {
  // The outputs are the named output types.
  sameType<OutputOf<typeof edge.tlsTermination>, tunnels.HttpsEdgeTlsTerminationModule | null | undefined>(
    true,
  );
  sameType<OutputOf<typeof route.oauth>, tunnels.HttpsEdgeRouteOauthModule | null | undefined>(true);
  const routeOauth = new tunnels.HttpsEdgeRouteOauth("named-read", {
    edgeId: edge.id,
    routeId: route.id,
    provider: { google: {} },
  });
  sameType<OutputOf<typeof routeOauth.provider>, tunnels.HttpsEdgeRouteOauthProvider>(true);

  // A named Args type is what the route's member and the module class take.
  const github: tunnels.HttpsEdgeRouteOauthProviderGithubArgs = { teams: [pulumi.output("acme/ops")] };
  const oauth: tunnels.HttpsEdgeRouteOauthModuleArgs = { provider: { github } };
  new tunnels.HttpsEdgeRoute("named", { edgeId: edge.id, matchType: "exact_path", match: "/named", oauth });
  new tunnels.HttpsEdgeRouteOauth("named-module", { ...oauth, edgeId: edge.id, routeId: route.id });
  const moduleState: tunnels.HttpsEdgeRouteOauthState = { inactivityTimeout: 60 };
  sameType<
    Omit<tunnels.HttpsEdgeRouteOauthArgs, "edgeId" | "routeId">,
    tunnels.HttpsEdgeRouteOauthModuleArgs
  >(true);

  // One shape, one name: every provider but GitHub shares one type, which has no teams.
  sameType<
    NonNullable<tunnels.HttpsEdgeRouteOauthProvider["google"]>,
    tunnels.HttpsEdgeRouteOauthProviderSettings
  >(true);
  sameType<
    NonNullable<tunnels.HttpsEdgeRouteOauthProvider["amazon"]>,
    tunnels.HttpsEdgeRouteOauthProviderSettings
  >(true);
  // @ts-expect-error only GitHub's settings have teams
  const facebook: tunnels.HttpsEdgeRouteOauthProviderSettingsArgs = { teams: ["acme/ops"] };
  sameType<
    NonNullable<tunnels.EventDestinationTarget["kinesis"]>["auth"],
    tunnels.EventDestinationTargetAuth
  >(true);
  sameType<tunnels.Tunnel["tunnelSession"], tunnels.Ref>(true);

  // A nested State type where the state may lack what a program must give: a secret never answered.
  const target: tunnels.EventDestinationTargetState = { datadog: {} };
  // @ts-expect-error a program gives the Datadog API key
  const declared: tunnels.EventDestinationTargetArgs = { datadog: {} };
  return { moduleState, facebook, target, declared };
}
