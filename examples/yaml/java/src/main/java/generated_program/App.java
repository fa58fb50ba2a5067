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
import com.pulumitunnels.tunnels.inputs.HttpsEdgeRouteCompressionModuleArgs;
import com.pulumitunnels.tunnels.inputs.HttpsEdgeRouteRequestHeadersModuleArgs;
import com.pulumitunnels.tunnels.inputs.HttpsEdgeRouteResponseHeadersModuleArgs;
import com.pulumitunnels.tunnels.HttpsEdgeRoutePolicy;
import com.pulumitunnels.tunnels.HttpsEdgeRoutePolicyArgs;
import com.pulumitunnels.tunnels.inputs.HttpsEdgeRoutePolicyRuleArgs;
import com.pulumitunnels.tunnels.inputs.HttpsEdgeRouteWebhookVerificationModuleArgs;
import com.pulumitunnels.tunnels.EventDestination;
import com.pulumitunnels.tunnels.EventDestinationArgs;
import com.pulumitunnels.tunnels.inputs.EventDestinationTargetArgs;
import com.pulumitunnels.tunnels.inputs.EventDestinationTargetDatadogArgs;
import com.pulumitunnels.tunnels.EventSubscription;
import com.pulumitunnels.tunnels.EventSubscriptionArgs;
import com.pulumitunnels.tunnels.inputs.EventSubscriptionSourcesArgs;
import com.pulumitunnels.tunnels.enums.HttpsEdgeRouteMatchType;
import com.pulumitunnels.tunnels.enums.HttpsEdgeRoutePolicyRuleActionsType;
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
        final var webhookSecret = config.require("webhookSecret");
        final var datadogApiKey = config.require("datadogApiKey");
        final var hostname = config.get("hostname").orElse("intranet.example.com");
        final var intranetTunnelsVar = TunnelsFunctions.getTunnels(GetTunnelsArgs.builder()
            .labels(Map.of("app", "web"))
            .build()).applyValue(_invoke -> _invoke.tunnels());

        var corp = new IpPolicy("corp", IpPolicyArgs.builder()
            .description("Office networks")
            .build());

        var corpV4 = new IpPolicyRule("corp-v4", IpPolicyRuleArgs.builder()
            .ipPolicyId(corp.id())
            .cidr("203.0.113.0/24")
            .action(IpPolicyRuleAction.Allow)
            .build());

        var intranetServers = new TunnelGroupBackend("intranet-servers", TunnelGroupBackendArgs.builder()
            .description("Web tier")
            .labels(Map.of("app", "web"))
            .build());

        var intranet = new HttpsEdge("intranet", HttpsEdgeArgs.builder()
            .description("Intranet")
            .hostports(String.format("%s:443", hostname))
            .tlsTermination(HttpsEdgeTlsTerminationModuleArgs.builder()
                .minVersion(TlsVersion._1_2)
                .build())
            .build());

        var app = new HttpsEdgeRoute("app", HttpsEdgeRouteArgs.builder()
            .edgeId(intranet.id())
            .matchType(HttpsEdgeRouteMatchType.PathPrefix)
            .match("/app")
            .description("The web app, from the office only")
            .backend(HttpsEdgeRouteBackendModuleArgs.builder()
                .backendId(intranetServers.id())
                .build())
            .ipRestriction(HttpsEdgeRouteIpRestrictionModuleArgs.builder()
                .ipPolicyIds(Output.all(corp.id()))
                .build())
            .circuitBreaker(HttpsEdgeRouteCircuitBreakerModuleArgs.builder()
                .errorThresholdPercentage(0.5)
                .volumeThreshold(20)
                .build())
            .compression(HttpsEdgeRouteCompressionModuleArgs.builder()
                .build())
            .requestHeaders(HttpsEdgeRouteRequestHeadersModuleArgs.builder()
                .add(Map.of("X-Forwarded-Edge", "www"))
                .build())
            .responseHeaders(HttpsEdgeRouteResponseHeadersModuleArgs.builder()
                .remove("Server")
                .build())
            .build());

        var appPolicy = new HttpsEdgeRoutePolicy("app-policy", HttpsEdgeRoutePolicyArgs.builder()
            .edgeId(intranet.id())
            .routeId(app.id())
            .inbound(HttpsEdgeRoutePolicyRuleArgs.builder()
                .name("no scanners")
                .expressions("req.user_agent.contains('sqlmap')")
                .actions(HttpsEdgeRoutePolicyRuleActionsArgs.builder()
                    .type(HttpsEdgeRoutePolicyRuleActionsType.Deny)
                    .build())
                .build())
            .build());

        var intranetHooks = new HttpsEdgeRoute("intranet-hooks", HttpsEdgeRouteArgs.builder()
            .edgeId(intranet.id())
            .matchType(HttpsEdgeRouteMatchType.ExactPath)
            .match("/hooks/github")
            .description("GitHub webhooks, signatures checked at the edge")
            .backend(HttpsEdgeRouteBackendModuleArgs.builder()
                .backendId(intranetServers.id())
                .build())
            .webhookVerification(HttpsEdgeRouteWebhookVerificationModuleArgs.builder()
                .provider(HttpsEdgeRouteWebhookVerificationProvider.Github)
                .secret(webhookSecret)
                .build())
            .build());

        var edgeAudit = new EventDestination("edge-audit", EventDestinationArgs.builder()
            .description("Audit trail in Datadog")
            .format("json")
            .target(EventDestinationTargetArgs.builder()
                .datadog(EventDestinationTargetDatadogArgs.builder()
                    .apiKey(datadogApiKey)
                    .service("edge")
                    .build())
                .build())
            .build());

        var auditChanges = new EventSubscription("audit-changes", EventSubscriptionArgs.builder()
            .description("Configuration changes of the edge, to Datadog")
            .sources(            
                EventSubscriptionSourcesArgs.builder()
                    .type("https_edge_updated.v0")
                    .build(),
                EventSubscriptionSourcesArgs.builder()
                    .type("https_edge_route_updated.v0")
                    .build())
            .destinationIds(Output.all(edgeAudit.id()))
            .build());

        ctx.export("edgeId", intranet.id());
        ctx.export("appRouteId", app.id());
        ctx.export("changesSubscriptionId", auditChanges.id());
        ctx.export("intranetTunnels", intranetTunnelsVar);
    }
}
