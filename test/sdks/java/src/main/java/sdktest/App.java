package sdktest;

import com.pulumi.Context;
import com.pulumi.Pulumi;
import com.pulumi.core.Output;
import com.pulumitunnels.tunnels.ApiKey;
import com.pulumitunnels.tunnels.ApiKeyArgs;
import com.pulumitunnels.tunnels.EventDestination;
import com.pulumitunnels.tunnels.EventDestinationArgs;
import com.pulumitunnels.tunnels.HttpsEdge;
import com.pulumitunnels.tunnels.HttpsEdgeArgs;
import com.pulumitunnels.tunnels.HttpsEdgeRoute;
import com.pulumitunnels.tunnels.HttpsEdgeRouteArgs;
import com.pulumitunnels.tunnels.HttpsEdgeRoutePolicy;
import com.pulumitunnels.tunnels.HttpsEdgeRoutePolicyArgs;
import com.pulumitunnels.tunnels.IpPolicy;
import com.pulumitunnels.tunnels.IpPolicyArgs;
import com.pulumitunnels.tunnels.TunnelsFunctions;
import com.pulumitunnels.tunnels.enums.HttpsEdgeRouteMatchType;
import com.pulumitunnels.tunnels.enums.HttpsEdgeRoutePolicyRuleActionsType;
import com.pulumitunnels.tunnels.enums.HttpsEdgeRouteWebhookVerificationProvider;
import com.pulumitunnels.tunnels.inputs.EventDestinationTargetArgs;
import com.pulumitunnels.tunnels.inputs.EventDestinationTargetAuthArgs;
import com.pulumitunnels.tunnels.inputs.EventDestinationTargetAuthCredsArgs;
import com.pulumitunnels.tunnels.inputs.EventDestinationTargetDatadogArgs;
import com.pulumitunnels.tunnels.inputs.EventDestinationTargetFirehoseArgs;
import com.pulumitunnels.tunnels.inputs.HttpsEdgeRouteCircuitBreakerModuleArgs;
import com.pulumitunnels.tunnels.inputs.HttpsEdgeRouteCompressionModuleArgs;
import com.pulumitunnels.tunnels.inputs.HttpsEdgeRouteIpRestrictionModuleArgs;
import com.pulumitunnels.tunnels.inputs.HttpsEdgeRouteOauthModuleArgs;
import com.pulumitunnels.tunnels.inputs.HttpsEdgeRouteOauthProviderArgs;
import com.pulumitunnels.tunnels.inputs.HttpsEdgeRouteOauthProviderGithubArgs;
import com.pulumitunnels.tunnels.inputs.HttpsEdgeRouteOidcModuleArgs;
import com.pulumitunnels.tunnels.inputs.HttpsEdgeRouteWebhookVerificationModuleArgs;
import com.pulumitunnels.tunnels.inputs.HttpsEdgeRoutePolicyRuleActionsArgs;
import com.pulumitunnels.tunnels.inputs.HttpsEdgeRoutePolicyRuleArgs;

/**
 * The Java SDK's test program, what a user writes with the `tunnels` package: the same resources as
 * test/sdks/python/program.py and test/sdks/go/program.go (test/sdks/README.md), run by `pulumi` itself
 * (`runtime: java`). Every secret member is a plain literal: the schema marks only those members secret (never
 * the module holding one), and the plugin keeps each secret at its own path in state.
 */
public class App {
    // Written in clear here on purpose: the exported state must hold them only encrypted.
    static final String DATADOG_KEY = "dd-java-s3cr3t";
    static final String OAUTH_SECRET = "oauth-java-s3cr3t";
    static final String OIDC_SECRET = "oidc-java-s3cr3t";
    static final String WEBHOOK_SECRET = "webhook-java-s3cr3t";
    static final String AWS_SECRET = "aws-java-s3cr3t";

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
            .matchType(HttpsEdgeRouteMatchType.PathPrefix)
            .match("/app")
            .ipRestriction(HttpsEdgeRouteIpRestrictionModuleArgs.builder().ipPolicyIds(Output.all(office.id())).build())
            .compression(HttpsEdgeRouteCompressionModuleArgs.builder().build())
            .circuitBreaker(HttpsEdgeRouteCircuitBreakerModuleArgs.builder()
                .errorThresholdPercentage(0.5)
                .volumeThreshold(20)
                .build())
            .oauth(HttpsEdgeRouteOauthModuleArgs.builder()
                .provider(HttpsEdgeRouteOauthProviderArgs.builder()
                    .github(HttpsEdgeRouteOauthProviderGithubArgs.builder()
                        .clientId("gh-app")
                        .clientSecret(OAUTH_SECRET)
                        .emailDomains("example.com")
                        .build())
                    .build())
                .build())
            .oidc(HttpsEdgeRouteOidcModuleArgs.builder()
                .issuer("https://id.example.com")
                .clientId("oidc-app")
                .clientSecret(OIDC_SECRET)
                .build())
            .webhookVerification(HttpsEdgeRouteWebhookVerificationModuleArgs.builder()
                .provider(HttpsEdgeRouteWebhookVerificationProvider.Github)
                .secret(WEBHOOK_SECRET)
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
        new EventDestination("stream", EventDestinationArgs.builder()
            .target(EventDestinationTargetArgs.builder()
                .firehose(EventDestinationTargetFirehoseArgs.builder()
                    .auth(EventDestinationTargetAuthArgs.builder()
                        .creds(EventDestinationTargetAuthCredsArgs.builder()
                            .awsAccessKeyId("AKIAEXAMPLE")
                            .awsSecretAccessKey(AWS_SECRET)
                            .build())
                        .build())
                    .deliveryStreamArn("arn:aws:firehose:eu-west-1:123456789012:deliverystream/audit")
                    .build())
                .build())
            .build());
        var online = TunnelsFunctions.getTunnels();
        ctx.export("siteId", site.id());
        ctx.export("routeId", app.id());
        ctx.export("keyToken", key.token());
        ctx.export("tunnelCount", online.applyValue(result -> result.tunnels().size()));
    }
}
