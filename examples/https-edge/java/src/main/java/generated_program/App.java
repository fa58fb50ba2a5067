package generated_program;

import com.pulumi.Context;
import com.pulumi.Pulumi;
import com.pulumi.core.Output;
import com.pulumitunnels.tunnels.IpPolicy;
import com.pulumitunnels.tunnels.IpPolicyArgs;
import com.pulumitunnels.tunnels.IpPolicyRule;
import com.pulumitunnels.tunnels.IpPolicyRuleArgs;
import com.pulumitunnels.tunnels.TunnelGroupBackend;
import com.pulumitunnels.tunnels.TunnelGroupBackendArgs;
import com.pulumitunnels.tunnels.HttpsEdge;
import com.pulumitunnels.tunnels.HttpsEdgeArgs;
import com.pulumitunnels.tunnels.inputs.HttpsEdgeTlsTerminationModuleArgs;
import com.pulumitunnels.tunnels.HttpsEdgeRoute;
import com.pulumitunnels.tunnels.HttpsEdgeRouteArgs;
import com.pulumitunnels.tunnels.inputs.HttpsEdgeRouteBackendModuleArgs;
import com.pulumitunnels.tunnels.inputs.HttpsEdgeRouteIpRestrictionModuleArgs;
import com.pulumitunnels.tunnels.inputs.HttpsEdgeRouteOauthModuleArgs;
import com.pulumitunnels.tunnels.inputs.HttpsEdgeRouteOauthProviderArgs;
import com.pulumitunnels.tunnels.inputs.HttpsEdgeRouteOauthProviderGithubArgs;
import com.pulumitunnels.tunnels.inputs.HttpsEdgeRouteOauthProviderSettingsArgs;
import com.pulumitunnels.tunnels.inputs.HttpsEdgeRouteCircuitBreakerModuleArgs;
import com.pulumitunnels.tunnels.inputs.HttpsEdgeRouteCompressionModuleArgs;
import com.pulumitunnels.tunnels.inputs.HttpsEdgeRouteRequestHeadersModuleArgs;
import com.pulumitunnels.tunnels.inputs.HttpsEdgeRouteResponseHeadersModuleArgs;
import com.pulumitunnels.tunnels.inputs.HttpsEdgeRouteUserAgentFilterModuleArgs;
import com.pulumitunnels.tunnels.HttpsEdgeRoutePolicy;
import com.pulumitunnels.tunnels.HttpsEdgeRoutePolicyArgs;
import com.pulumitunnels.tunnels.inputs.HttpsEdgeRoutePolicyRuleArgs;
import com.pulumitunnels.tunnels.inputs.HttpsEdgeRouteSamlModuleArgs;
import com.pulumitunnels.tunnels.inputs.HttpsEdgeRouteOidcModuleArgs;
import com.pulumitunnels.tunnels.inputs.HttpsEdgeRouteWebhookVerificationModuleArgs;
import com.pulumitunnels.tunnels.inputs.HttpsEdgeRouteWebsocketTcpConverterModuleArgs;
import com.pulumitunnels.tunnels.enums.HttpsEdgeRouteMatchType;
import com.pulumitunnels.tunnels.enums.HttpsEdgeRoutePolicyRuleActionsType;
import com.pulumitunnels.tunnels.enums.HttpsEdgeRouteSamlNameidFormat;
import com.pulumitunnels.tunnels.enums.HttpsEdgeRouteWebhookVerificationProvider;
import com.pulumitunnels.tunnels.enums.IpPolicyRuleAction;
import com.pulumitunnels.tunnels.enums.TlsVersion;
import com.pulumitunnels.tunnels.inputs.HttpsEdgeRoutePolicyRuleActionsArgs;
import java.util.List;
import java.util.ArrayList;
import java.util.Map;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Paths;

public class App {
    public static void main(String[] args) {
        Pulumi.run(App::stack);
    }

    public static void stack(Context ctx) {
        final var config = ctx.config();
        final var oidcClientSecret = config.require("oidcClientSecret");
        final var webhookSecret = config.require("webhookSecret");
        var staff = new IpPolicy("staff", IpPolicyArgs.builder()
            .description("Office networks")
            .build());

        var staffV4 = new IpPolicyRule("staff-v4", IpPolicyRuleArgs.builder()
            .ipPolicyId(staff.id())
            .cidr("203.0.113.0/24")
            .action(IpPolicyRuleAction.Allow)
            .build());

        var staffV6 = new IpPolicyRule("staff-v6", IpPolicyRuleArgs.builder()
            .ipPolicyId(staff.id())
            .cidr("2001:db8:10::/48")
            .action(IpPolicyRuleAction.Allow)
            .build());

        var blocked = new IpPolicy("blocked", IpPolicyArgs.builder()
            .description("Networks never let in")
            .build());

        var blockedV4 = new IpPolicyRule("blocked-v4", IpPolicyRuleArgs.builder()
            .ipPolicyId(blocked.id())
            .cidr("198.51.100.0/24")
            .action(IpPolicyRuleAction.Deny)
            .build());

        var frontend = new TunnelGroupBackend("frontend", TunnelGroupBackendArgs.builder()
            .description("Web tier")
            .labels(Map.of("app", "web"))
            .build());

        var www = new HttpsEdge("www", HttpsEdgeArgs.builder()
            .description("Public site")
            .hostports("www.example.com:443")
            .tlsTermination(HttpsEdgeTlsTerminationModuleArgs.builder()
                .minVersion(TlsVersion._1_2)
                .build())
            .build());

        var admin = new HttpsEdgeRoute("admin", HttpsEdgeRouteArgs.builder()
            .edgeId(www.id())
            .matchType(HttpsEdgeRouteMatchType.PathPrefix)
            .match("/admin")
            .description("Administration: platform team, from the office")
            .backend(HttpsEdgeRouteBackendModuleArgs.builder()
                .backendId(frontend.id())
                .build())
            .ipRestriction(HttpsEdgeRouteIpRestrictionModuleArgs.builder()
                .ipPolicyIds(Output.all(staff.id(), blocked.id()))
                .build())
            .oauth(HttpsEdgeRouteOauthModuleArgs.builder()
                .provider(HttpsEdgeRouteOauthProviderArgs.builder()
                    .github(HttpsEdgeRouteOauthProviderGithubArgs.builder()
                        .organizations("example-org")
                        .teams("example-org/platform")
                        .build())
                    .build())
                .maximumDuration(28800)
                .build())
            .build());

        var portal = new HttpsEdgeRoute("portal", HttpsEdgeRouteArgs.builder()
            .edgeId(www.id())
            .matchType(HttpsEdgeRouteMatchType.PathPrefix)
            .match("/app")
            .description("The web app, for the company's accounts")
            .backend(HttpsEdgeRouteBackendModuleArgs.builder()
                .backendId(frontend.id())
                .build())
            .oauth(HttpsEdgeRouteOauthModuleArgs.builder()
                .provider(HttpsEdgeRouteOauthProviderArgs.builder()
                    .google(HttpsEdgeRouteOauthProviderSettingsArgs.builder()
                        .emailDomains("example.com")
                        .build())
                    .build())
                .inactivityTimeout(3600)
                .build())
            .circuitBreaker(HttpsEdgeRouteCircuitBreakerModuleArgs.builder()
                .errorThresholdPercentage(0.5)
                .volumeThreshold(20)
                .build())
            .compression(HttpsEdgeRouteCompressionModuleArgs.builder()
                .build())
            .requestHeaders(HttpsEdgeRouteRequestHeadersModuleArgs.builder()
                .add(Map.of("X-Forwarded-Edge", "www"))
                .remove("Cookie2")
                .build())
            .responseHeaders(HttpsEdgeRouteResponseHeadersModuleArgs.builder()
                .add(Map.of("Strict-Transport-Security", "max-age=31536000"))
                .remove("Server")
                .build())
            .userAgentFilter(HttpsEdgeRouteUserAgentFilterModuleArgs.builder()
                .deny(                
                    "sqlmap/.*",
                    "nikto/.*")
                .build())
            .build());

        var portalPolicy = new HttpsEdgeRoutePolicy("portal-policy", HttpsEdgeRoutePolicyArgs.builder()
            .edgeId(www.id())
            .routeId(portal.id())
            .inbound(HttpsEdgeRoutePolicyRuleArgs.builder()
                .name("rate limit by client")
                .expressions("req.url.path.startsWith('/app/api')")
                .actions(HttpsEdgeRoutePolicyRuleActionsArgs.builder()
                    .type(HttpsEdgeRoutePolicyRuleActionsType.RateLimit)
                    .config(Map.ofEntries(
                        Map.entry("capacity", 100),
                        Map.entry("rate", "60s"),
                        Map.entry("bucket_key", List.of("conn.client_ip"))
                    ))
                    .build())
                .build())
            .outbound(HttpsEdgeRoutePolicyRuleArgs.builder()
                .name("no server banner")
                .actions(HttpsEdgeRoutePolicyRuleActionsArgs.builder()
                    .type(HttpsEdgeRoutePolicyRuleActionsType.RemoveHeaders)
                    .config(Map.of("headers", List.of("X-Powered-By")))
                    .build())
                .build())
            .build());

        var sso = new HttpsEdgeRoute("sso", HttpsEdgeRouteArgs.builder()
            .edgeId(www.id())
            .matchType(HttpsEdgeRouteMatchType.PathPrefix)
            .match("/sso")
            .description("Partners, through their SAML identity provider")
            .backend(HttpsEdgeRouteBackendModuleArgs.builder()
                .backendId(frontend.id())
                .build())
            .saml(HttpsEdgeRouteSamlModuleArgs.builder()
                .idpMetadata("<EntityDescriptor entityID=\"https://idp.example.com\"/>")
                .authorizedGroups("partners")
                .nameidFormat(HttpsEdgeRouteSamlNameidFormat.Urn_oasis_names_tc_SAML_1_1_nameidformat_emailAddress)
                .build())
            .build());

        var id = new HttpsEdgeRoute("id", HttpsEdgeRouteArgs.builder()
            .edgeId(www.id())
            .matchType(HttpsEdgeRouteMatchType.ExactPath)
            .match("/id")
            .description("Sign-in through the company's OpenID provider")
            .backend(HttpsEdgeRouteBackendModuleArgs.builder()
                .backendId(frontend.id())
                .build())
            .oidc(HttpsEdgeRouteOidcModuleArgs.builder()
                .issuer("https://login.example.com")
                .clientId("edge-www")
                .clientSecret(oidcClientSecret)
                .scopes(                
                    "openid",
                    "email")
                .build())
            .build());

        var githubHooks = new HttpsEdgeRoute("github-hooks", HttpsEdgeRouteArgs.builder()
            .edgeId(www.id())
            .matchType(HttpsEdgeRouteMatchType.ExactPath)
            .match("/hooks/github")
            .description("GitHub webhooks, signatures checked at the edge")
            .backend(HttpsEdgeRouteBackendModuleArgs.builder()
                .backendId(frontend.id())
                .build())
            .webhookVerification(HttpsEdgeRouteWebhookVerificationModuleArgs.builder()
                .provider(HttpsEdgeRouteWebhookVerificationProvider.Github)
                .secret(webhookSecret)
                .build())
            .build());

        var ws = new HttpsEdgeRoute("ws", HttpsEdgeRouteArgs.builder()
            .edgeId(www.id())
            .matchType(HttpsEdgeRouteMatchType.PathPrefix)
            .match("/ws")
            .description("A TCP service reached over websockets")
            .backend(HttpsEdgeRouteBackendModuleArgs.builder()
                .backendId(frontend.id())
                .build())
            .websocketTcpConverter(HttpsEdgeRouteWebsocketTcpConverterModuleArgs.builder()
                .build())
            .build());

        ctx.export("adminUri", admin.uri());
        ctx.export("portalUri", portal.uri());
    }
}
