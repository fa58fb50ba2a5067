package generated_program;

import com.pulumi.Context;
import com.pulumi.Pulumi;
import com.pulumi.core.Output;
import com.pulumitunnels.tunnels.HttpsEdge;
import com.pulumitunnels.tunnels.HttpsEdgeArgs;
import com.pulumitunnels.tunnels.HttpsEdgeRoute;
import com.pulumitunnels.tunnels.HttpsEdgeRouteArgs;
import com.pulumitunnels.tunnels.HttpsEdgeRouteWebsocketTcpConverter;
import com.pulumitunnels.tunnels.HttpsEdgeRouteWebsocketTcpConverterArgs;
import com.pulumitunnels.tunnels.enums.HttpsEdgeRouteMatchType;
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
        var site = new HttpsEdge("site", HttpsEdgeArgs.builder()
            .hostports("www.example.com:443")
            .build());

        var app = new HttpsEdgeRoute("app", HttpsEdgeRouteArgs.builder()
            .edgeId(site.id())
            .matchType(HttpsEdgeRouteMatchType.PathPrefix)
            .match("/app")
            .build());

        var websocketTcpConverter = new HttpsEdgeRouteWebsocketTcpConverter("websocketTcpConverter", HttpsEdgeRouteWebsocketTcpConverterArgs.builder()
            .edgeId(site.id())
            .routeId(app.id())
            .build());

    }
}
