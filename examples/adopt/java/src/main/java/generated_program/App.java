package generated_program;

import com.pulumi.Context;
import com.pulumi.Pulumi;
import com.pulumi.core.Output;
import com.pulumitunnels.tunnels.IpPolicy;
import com.pulumitunnels.tunnels.IpPolicyArgs;
import com.pulumitunnels.tunnels.ReservedAddr;
import com.pulumitunnels.tunnels.ReservedAddrArgs;
import com.pulumitunnels.tunnels.HttpsEdge;
import com.pulumitunnels.tunnels.HttpsEdgeArgs;
import com.pulumitunnels.tunnels.HttpsEdgeRoute;
import com.pulumitunnels.tunnels.HttpsEdgeRouteArgs;
import com.pulumitunnels.tunnels.inputs.HttpsEdgeRouteIpRestrictionModuleArgs;
import com.pulumitunnels.tunnels.inputs.HttpsEdgeRouteCompressionModuleArgs;
import com.pulumitunnels.tunnels.IpPolicyRule;
import com.pulumitunnels.tunnels.IpPolicyRuleArgs;
import com.pulumitunnels.tunnels.enums.HttpsEdgeRouteMatchType;
import com.pulumitunnels.tunnels.enums.IpPolicyRuleAction;
import com.pulumitunnels.tunnels.enums.Region;
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
        final var ipPolicyId = config.require("ipPolicyId");
        final var reservedAddrId = config.require("reservedAddrId");
        final var httpsEdgeId = config.require("httpsEdgeId");
        final var httpsEdgeRouteId = config.require("httpsEdgeRouteId");
        var legacyOffice = new IpPolicy("legacy-office", IpPolicyArgs.builder()
            .adoptId(ipPolicyId)
            .description("Office networks (managed by Pulumi)")
            .build());

        var legacyBastion = new ReservedAddr("legacy-bastion", ReservedAddrArgs.builder()
            .adoptId(reservedAddrId)
            .region(Region.Eu)
            .description("SSH bastion (managed by Pulumi)")
            .build());

        var legacySite = new HttpsEdge("legacy-site", HttpsEdgeArgs.builder()
            .adoptId(httpsEdgeId)
            .description("Public site (managed by Pulumi)")
            .hostports("legacy.example.com:443")
            .build());

        var legacyApi = new HttpsEdgeRoute("legacy-api", HttpsEdgeRouteArgs.builder()
            .adoptId(httpsEdgeRouteId)
            .edgeId(legacySite.id())
            .matchType(HttpsEdgeRouteMatchType.PathPrefix)
            .match("/api")
            .description("API, office only")
            .ipRestriction(HttpsEdgeRouteIpRestrictionModuleArgs.builder()
                .ipPolicyIds(Output.all(legacyOffice.id()))
                .build())
            .compression(HttpsEdgeRouteCompressionModuleArgs.builder()
                .build())
            .build());

        var legacyOfficeV4 = new IpPolicyRule("legacy-office-v4", IpPolicyRuleArgs.builder()
            .ipPolicyId(legacyOffice.id())
            .cidr("203.0.113.0/24")
            .action(IpPolicyRuleAction.Allow)
            .build());

        ctx.export("legacyBastionAddr", legacyBastion.addr());
        ctx.export("routeUri", legacyApi.uri());
    }
}
