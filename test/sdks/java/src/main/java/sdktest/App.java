package sdktest;

import com.pulumi.Context;
import com.pulumi.Pulumi;
import com.pulumi.core.Output;
import io.github.pulumi_tunnels.tunnels.ApiKey;
import io.github.pulumi_tunnels.tunnels.ApiKeyArgs;
import io.github.pulumi_tunnels.tunnels.EventDestination;
import io.github.pulumi_tunnels.tunnels.EventDestinationArgs;
import io.github.pulumi_tunnels.tunnels.HttpsEdge;
import io.github.pulumi_tunnels.tunnels.HttpsEdgeArgs;
import io.github.pulumi_tunnels.tunnels.HttpsEdgeRoute;
import io.github.pulumi_tunnels.tunnels.HttpsEdgeRouteArgs;
import io.github.pulumi_tunnels.tunnels.HttpsEdgeRoutePolicy;
import io.github.pulumi_tunnels.tunnels.HttpsEdgeRoutePolicyArgs;
import io.github.pulumi_tunnels.tunnels.IpPolicy;
import io.github.pulumi_tunnels.tunnels.IpPolicyArgs;
import io.github.pulumi_tunnels.tunnels.TunnelsFunctions;
import io.github.pulumi_tunnels.tunnels.enums.HttpsEdgeRouteMatchType;
import io.github.pulumi_tunnels.tunnels.enums.HttpsEdgeRoutePolicyRuleActionsType;
import io.github.pulumi_tunnels.tunnels.inputs.EventDestinationTargetArgs;
import io.github.pulumi_tunnels.tunnels.inputs.EventDestinationTargetDatadogArgs;
import io.github.pulumi_tunnels.tunnels.inputs.HttpsEdgeRouteCircuitBreakerModuleArgs;
import io.github.pulumi_tunnels.tunnels.inputs.HttpsEdgeRouteCompressionModuleArgs;
import io.github.pulumi_tunnels.tunnels.inputs.HttpsEdgeRouteIpRestrictionModuleArgs;
import io.github.pulumi_tunnels.tunnels.inputs.HttpsEdgeRoutePolicyRuleActionsArgs;
import io.github.pulumi_tunnels.tunnels.inputs.HttpsEdgeRoutePolicyRuleArgs;

/**
 * The Java SDK's test program, what a user writes with the `tunnels` package: the same resources as
 * test/sdks/python/program.py and test/sdks/go/program.go (test/sdks/README.md), run by `pulumi` itself
 * (`runtime: java`). The Datadog key is a plain literal: the schema makes it secret.
 */
public class App {
    // Written in clear here on purpose: the exported state must hold it only encrypted.
    static final String DATADOG_KEY = "dd-java-s3cr3t";

    public static void main(String[] args) {
        Pulumi.run(App::stack);
    }

    static void stack(Context ctx) {
        var office = new IpPolicy("office", IpPolicyArgs.builder().description("Office networks").build());
        var site = new HttpsEdge("site", HttpsEdgeArgs.builder()
            .hostports("java.example.com:443")
            .description("Public site")
            .build());
        var app = new HttpsEdgeRoute("app", HttpsEdgeRouteArgs.builder()
            .edgeId(site.id())
            .matchType(HttpsEdgeRouteMatchType.Path_prefix)
            .match("/app")
            .ipRestriction(HttpsEdgeRouteIpRestrictionModuleArgs.builder().ipPolicyIds(Output.all(office.id())).build())
            .compression(HttpsEdgeRouteCompressionModuleArgs.builder().build())
            .circuitBreaker(HttpsEdgeRouteCircuitBreakerModuleArgs.builder()
                .errorThresholdPercentage(0.5)
                .volumeThreshold(20)
                .build())
            .build());
        // A module managed as its own resource: the route never declares `policy`, so the two never fight.
        new HttpsEdgeRoutePolicy("app-policy", HttpsEdgeRoutePolicyArgs.builder()
            .edgeId(site.id())
            .routeId(app.id())
            .inbound(HttpsEdgeRoutePolicyRuleArgs.builder()
                .name("no scanners")
                .expressions("req.user_agent.contains('sqlmap')")
                .actions(HttpsEdgeRoutePolicyRuleActionsArgs.builder()
                    .type(HttpsEdgeRoutePolicyRuleActionsType.Deny)
                    .build())
                .build())
            .build());
        var key = new ApiKey("ci", ApiKeyArgs.builder().description("CI").build());
        new EventDestination("audit", EventDestinationArgs.builder()
            .description("Audit trail")
            .target(EventDestinationTargetArgs.builder()
                .datadog(EventDestinationTargetDatadogArgs.builder().apiKey(DATADOG_KEY).service("edge").build())
                .build())
            .build());
        var online = TunnelsFunctions.getTunnels();
        ctx.export("siteId", site.id());
        ctx.export("routeId", app.id());
        ctx.export("keyToken", key.token());
        ctx.export("tunnelCount", online.applyValue(result -> result.tunnels().size()));
    }
}
