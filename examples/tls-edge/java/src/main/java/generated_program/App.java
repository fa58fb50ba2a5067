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
import com.pulumitunnels.tunnels.TlsEdge;
import com.pulumitunnels.tunnels.TlsEdgeArgs;
import com.pulumitunnels.tunnels.inputs.TlsEdgeTlsTerminationModuleArgs;
import com.pulumitunnels.tunnels.inputs.TlsEdgeBackendModuleArgs;
import com.pulumitunnels.tunnels.inputs.TlsEdgeIpRestrictionModuleArgs;
import com.pulumitunnels.tunnels.enums.IpPolicyRuleAction;
import com.pulumitunnels.tunnels.enums.TlsEdgeTlsTerminationTerminateAt;
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
        var dbClients = new IpPolicy("db-clients", IpPolicyArgs.builder()
            .description("Networks allowed to reach the database")
            .build());

        var appServers = new IpPolicyRule("app-servers", IpPolicyRuleArgs.builder()
            .ipPolicyId(dbClients.id())
            .cidr("10.20.0.0/16")
            .action(IpPolicyRuleAction.Allow)
            .build());

        var vpn = new IpPolicyRule("vpn", IpPolicyRuleArgs.builder()
            .ipPolicyId(dbClients.id())
            .cidr("192.0.2.0/24")
            .action(IpPolicyRuleAction.Allow)
            .build());

        var db = new TunnelGroupBackend("db", TunnelGroupBackendArgs.builder()
            .description("Database tier")
            .labels(Map.of("app", "db"))
            .build());

        var dbEdge = new TlsEdge("db-edge", TlsEdgeArgs.builder()
            .description("Database over TLS")
            .hostports("db.example.com:5432")
            .tlsTermination(TlsEdgeTlsTerminationModuleArgs.builder()
                .terminateAt(TlsEdgeTlsTerminationTerminateAt.Upstream)
                .build())
            .backend(TlsEdgeBackendModuleArgs.builder()
                .backendId(db.id())
                .build())
            .ipRestriction(TlsEdgeIpRestrictionModuleArgs.builder()
                .ipPolicyIds(Output.all(dbClients.id()))
                .build())
            .build());

        ctx.export("edgeUri", dbEdge.uri());
    }
}
