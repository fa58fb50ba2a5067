package generated_program;

import com.pulumi.Context;
import com.pulumi.Pulumi;
import com.pulumi.core.Output;
import com.pulumitunnels.tunnels.EventDestination;
import com.pulumitunnels.tunnels.EventDestinationArgs;
import com.pulumitunnels.tunnels.inputs.EventDestinationTargetArgs;
import com.pulumitunnels.tunnels.inputs.EventDestinationTargetFirehoseArgs;
import com.pulumitunnels.tunnels.inputs.EventDestinationTargetAuthArgs;
import com.pulumitunnels.tunnels.inputs.EventDestinationTargetAuthRoleArgs;
import com.pulumitunnels.tunnels.inputs.EventDestinationTargetKinesisArgs;
import com.pulumitunnels.tunnels.inputs.EventDestinationTargetCloudwatchLogsArgs;
import com.pulumitunnels.tunnels.inputs.EventDestinationTargetAuthCredsArgs;
import com.pulumitunnels.tunnels.inputs.EventDestinationTargetDatadogArgs;
import com.pulumitunnels.tunnels.EventSubscription;
import com.pulumitunnels.tunnels.EventSubscriptionArgs;
import com.pulumitunnels.tunnels.inputs.EventSubscriptionSourcesArgs;
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
        final var awsAccountId = config.get("awsAccountId").orElse("123456789012");
        final var awsRegion = config.get("awsRegion").orElse("eu-west-1");
        final var cloudwatchAccessKeyId = config.require("cloudwatchAccessKeyId");
        final var cloudwatchSecretAccessKey = config.require("cloudwatchSecretAccessKey");
        final var datadogApiKey = config.require("datadogApiKey");
        var firehose = new EventDestination("firehose", EventDestinationArgs.builder()
            .description("Request logs to the data lake")
            .format("json")
            .target(EventDestinationTargetArgs.builder()
                .firehose(EventDestinationTargetFirehoseArgs.builder()
                    .auth(EventDestinationTargetAuthArgs.builder()
                        .role(EventDestinationTargetAuthRoleArgs.builder()
                            .roleArn(String.format("arn:aws:iam::%s:role/tunnels-events", awsAccountId))
                            .build())
                        .build())
                    .deliveryStreamArn(String.format("arn:aws:firehose:%s:%s:deliverystream/tunnels-events", awsRegion,awsAccountId))
                    .build())
                .build())
            .build());

        var kinesis = new EventDestination("kinesis", EventDestinationArgs.builder()
            .description("Events for the stream processors")
            .format("json")
            .target(EventDestinationTargetArgs.builder()
                .kinesis(EventDestinationTargetKinesisArgs.builder()
                    .auth(EventDestinationTargetAuthArgs.builder()
                        .role(EventDestinationTargetAuthRoleArgs.builder()
                            .roleArn(String.format("arn:aws:iam::%s:role/tunnels-events", awsAccountId))
                            .build())
                        .build())
                    .streamArn(String.format("arn:aws:kinesis:%s:%s:stream/tunnels-events", awsRegion,awsAccountId))
                    .build())
                .build())
            .build());

        var cloudwatch = new EventDestination("cloudwatch", EventDestinationArgs.builder()
            .description("Audit trail in CloudWatch Logs")
            .format("json")
            .target(EventDestinationTargetArgs.builder()
                .cloudwatchLogs(EventDestinationTargetCloudwatchLogsArgs.builder()
                    .auth(EventDestinationTargetAuthArgs.builder()
                        .creds(EventDestinationTargetAuthCredsArgs.builder()
                            .awsAccessKeyId(Output.ofSecret(cloudwatchAccessKeyId))
                            .awsSecretAccessKey(cloudwatchSecretAccessKey)
                            .build())
                        .build())
                    .logGroupArn(String.format("arn:aws:logs:%s:%s:log-group:/tunnels/audit", awsRegion,awsAccountId))
                    .build())
                .build())
            .build());

        var datadog = new EventDestination("datadog", EventDestinationArgs.builder()
            .description("Dashboards and alerts")
            .format("json")
            .target(EventDestinationTargetArgs.builder()
                .datadog(EventDestinationTargetDatadogArgs.builder()
                    .apiKey(datadogApiKey)
                    .service("edge")
                    .ddtags("team:platform")
                    .ddsite("datadoghq.eu")
                    .build())
                .build())
            .build());

        var everything = new EventSubscription("everything", EventSubscriptionArgs.builder()
            .description("Configuration changes and traffic, to every destination")
            .sources(            
                EventSubscriptionSourcesArgs.builder()
                    .type("https_edge_created.v0")
                    .build(),
                EventSubscriptionSourcesArgs.builder()
                    .type("https_edge_updated.v0")
                    .build(),
                EventSubscriptionSourcesArgs.builder()
                    .type("https_edge_route_updated.v0")
                    .build(),
                EventSubscriptionSourcesArgs.builder()
                    .type("api_key_created.v0")
                    .build(),
                EventSubscriptionSourcesArgs.builder()
                    .type("http_request_complete.v0")
                    .build())
            .destinationIds(Output.all(firehose.id(), kinesis.id(), cloudwatch.id(), datadog.id()))
            .build());

        ctx.export("subscriptionId", everything.id());
    }
}
