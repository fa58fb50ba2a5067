package generated_program;

import com.pulumi.Context;
import com.pulumi.Pulumi;
import com.pulumi.core.Output;
import com.pulumitunnels.tunnels.EventDestination;
import com.pulumitunnels.tunnels.EventDestinationArgs;
import com.pulumitunnels.tunnels.inputs.EventDestinationTargetArgs;
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
        final var datadogApiKey = config.require("datadogApiKey");
        var audit = new EventDestination("audit", EventDestinationArgs.builder()
            .target(EventDestinationTargetArgs.builder()
                .datadog(EventDestinationTargetDatadogArgs.builder()
                    .apiKey(datadogApiKey)
                    .build())
                .build())
            .build());

        var keys = new EventSubscription("keys", EventSubscriptionArgs.builder()
            .sources(EventSubscriptionSourcesArgs.builder()
                .type("api_key_created.v0")
                .build())
            .destinationIds(Output.all(audit.id()))
            .build());

    }
}
