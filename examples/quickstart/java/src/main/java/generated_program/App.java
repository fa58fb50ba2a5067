package generated_program;

import com.pulumi.Context;
import com.pulumi.Pulumi;
import com.pulumi.core.Output;
import com.pulumitunnels.tunnels.TunnelsFunctions;
import com.pulumitunnels.tunnels.inputs.GetTunnelsArgs;
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
import com.pulumitunnels.tunnels.inputs.HttpsEdgeRouteCircuitBreakerModuleArgs;
import com.pulumitunnels.tunnels.inputs.HttpsEdgeRouteRequestHeadersModuleArgs;
import com.pulumitunnels.tunnels.inputs.HttpsEdgeRouteCompressionModuleArgs;
import com.pulumitunnels.tunnels.HttpsEdgeRouteWebhookVerification;
import com.pulumitunnels.tunnels.HttpsEdgeRouteWebhookVerificationArgs;
import com.pulumitunnels.tunnels.ApiKey;
import com.pulumitunnels.tunnels.ApiKeyArgs;
import com.pulumitunnels.tunnels.ReservedAddr;
import com.pulumitunnels.tunnels.ReservedAddrArgs;
import com.pulumitunnels.tunnels.SshCertificateAuthority;
import com.pulumitunnels.tunnels.SshCertificateAuthorityArgs;
import com.pulumitunnels.tunnels.EventDestination;
import com.pulumitunnels.tunnels.EventDestinationArgs;
import com.pulumitunnels.tunnels.inputs.EventDestinationTargetArgs;
import com.pulumitunnels.tunnels.inputs.EventDestinationTargetDatadogArgs;
import com.pulumitunnels.tunnels.EventSubscription;
import com.pulumitunnels.tunnels.EventSubscriptionArgs;
import com.pulumitunnels.tunnels.inputs.EventSubscriptionSourcesArgs;
import com.pulumitunnels.tunnels.enums.HttpsEdgeRouteMatchType;
import com.pulumitunnels.tunnels.enums.HttpsEdgeRouteWebhookVerificationProvider;
import com.pulumitunnels.tunnels.enums.IpPolicyRuleAction;
import com.pulumitunnels.tunnels.enums.Region;
import com.pulumitunnels.tunnels.enums.SshCertificateAuthorityEllipticCurve;
import com.pulumitunnels.tunnels.enums.SshCertificateAuthorityPrivateKeyType;
import com.pulumitunnels.tunnels.enums.TlsVersion;
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
        final var webhookSecret = config.require("webhookSecret");
        final var datadogApiKey = config.require("datadogApiKey");
        final var online = TunnelsFunctions.getTunnels(GetTunnelsArgs.builder()
            .labels(Map.of("app", "web"))
            .build()).applyValue(_invoke -> _invoke.tunnels());

        var office = new IpPolicy("office", IpPolicyArgs.builder()
            .description("Office networks")
            .build());

        var officeV4 = new IpPolicyRule("office-v4", IpPolicyRuleArgs.builder()
            .ipPolicyId(office.id())
            .cidr("203.0.113.0/24")
            .action(IpPolicyRuleAction.Allow)
            .build());

        var web = new TunnelGroupBackend("web", TunnelGroupBackendArgs.builder()
            .description("Web tier")
            .labels(Map.of("app", "web"))
            .build());

        var site = new HttpsEdge("site", HttpsEdgeArgs.builder()
            .description("Public site")
            .hostports("site.example.com:443")
            .tlsTermination(HttpsEdgeTlsTerminationModuleArgs.builder()
                .minVersion(TlsVersion._1_2)
                .build())
            .build());

        var api = new HttpsEdgeRoute("api", HttpsEdgeRouteArgs.builder()
            .edgeId(site.id())
            .matchType(HttpsEdgeRouteMatchType.PathPrefix)
            .match("/api")
            .description("API, office only")
            .backend(HttpsEdgeRouteBackendModuleArgs.builder()
                .backendId(web.id())
                .build())
            .ipRestriction(HttpsEdgeRouteIpRestrictionModuleArgs.builder()
                .ipPolicyIds(Output.all(office.id()))
                .build())
            .circuitBreaker(HttpsEdgeRouteCircuitBreakerModuleArgs.builder()
                .errorThresholdPercentage(0.25)
                .build())
            .requestHeaders(HttpsEdgeRouteRequestHeadersModuleArgs.builder()
                .add(Map.of("X-Served-By", "tunnels"))
                .remove("Cookie")
                .build())
            .compression(HttpsEdgeRouteCompressionModuleArgs.builder()
                .build())
            .build());

        var hooks = new HttpsEdgeRoute("hooks", HttpsEdgeRouteArgs.builder()
            .edgeId(site.id())
            .matchType(HttpsEdgeRouteMatchType.ExactPath)
            .match("/hooks/github")
            .backend(HttpsEdgeRouteBackendModuleArgs.builder()
                .backendId(web.id())
                .build())
            .build());

        var hooksGithub = new HttpsEdgeRouteWebhookVerification("hooks-github", HttpsEdgeRouteWebhookVerificationArgs.builder()
            .edgeId(site.id())
            .routeId(hooks.id())
            .provider(HttpsEdgeRouteWebhookVerificationProvider.Github)
            .secret(webhookSecret)
            .build());

        var deploy = new ApiKey("deploy", ApiKeyArgs.builder()
            .description("Deploys from CI")
            .build());

        var bastion = new ReservedAddr("bastion", ReservedAddrArgs.builder()
            .region(Region.Eu)
            .description("SSH bastion")
            .build());

        var hosts = new SshCertificateAuthority("hosts", SshCertificateAuthorityArgs.builder()
            .privateKeyType(SshCertificateAuthorityPrivateKeyType.Ecdsa)
            .ellipticCurve(SshCertificateAuthorityEllipticCurve.P384)
            .build());

        var audit = new EventDestination("audit", EventDestinationArgs.builder()
            .description("Audit trail")
            .format("json")
            .target(EventDestinationTargetArgs.builder()
                .datadog(EventDestinationTargetDatadogArgs.builder()
                    .apiKey(datadogApiKey)
                    .service("tunnels")
                    .ddsite("datadoghq.eu")
                    .build())
                .build())
            .build());

        var auditSubscription = new EventSubscription("audit-subscription", EventSubscriptionArgs.builder()
            .sources(            
                EventSubscriptionSourcesArgs.builder()
                    .type("api_key_created.v0")
                    .build(),
                EventSubscriptionSourcesArgs.builder()
                    .type("https_edge_route_updated.v0")
                    .build())
            .destinationIds(Output.all(audit.id()))
            .build());

        ctx.export("apiRouteUri", api.uri());
        ctx.export("deployToken", deploy.token());
        ctx.export("bastionAddr", bastion.addr());
        ctx.export("hostCaPublicKey", hosts.publicKey());
        ctx.export("webTunnels", online);
    }
}
