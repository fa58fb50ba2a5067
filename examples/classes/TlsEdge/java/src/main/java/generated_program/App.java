package generated_program;

import com.pulumi.Context;
import com.pulumi.Pulumi;
import com.pulumi.core.Output;
import com.pulumitunnels.tunnels.TunnelGroupBackend;
import com.pulumitunnels.tunnels.TunnelGroupBackendArgs;
import com.pulumitunnels.tunnels.TlsEdge;
import com.pulumitunnels.tunnels.TlsEdgeArgs;
import com.pulumitunnels.tunnels.inputs.TlsEdgeTlsTerminationModuleArgs;
import com.pulumitunnels.tunnels.inputs.TlsEdgeBackendModuleArgs;
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
        var web = new TunnelGroupBackend("web", TunnelGroupBackendArgs.builder()
            .labels(Map.of("app", "web"))
            .build());

        var db = new TlsEdge("db", TlsEdgeArgs.builder()
            .hostports("db.example.com:5432")
            .tlsTermination(TlsEdgeTlsTerminationModuleArgs.builder()
                .terminateAt(TlsEdgeTlsTerminationTerminateAt.Upstream)
                .build())
            .backend(TlsEdgeBackendModuleArgs.builder()
                .backendId(web.id())
                .build())
            .build());

        ctx.export("uri", db.uri());
    }
}
