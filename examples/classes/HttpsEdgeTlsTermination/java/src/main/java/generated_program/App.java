package generated_program;

import com.pulumi.Context;
import com.pulumi.Pulumi;
import com.pulumi.core.Output;
import com.pulumitunnels.tunnels.HttpsEdge;
import com.pulumitunnels.tunnels.HttpsEdgeArgs;
import com.pulumitunnels.tunnels.HttpsEdgeTlsTermination;
import com.pulumitunnels.tunnels.HttpsEdgeTlsTerminationArgs;
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
        var site = new HttpsEdge("site", HttpsEdgeArgs.builder()
            .hostports("www.example.com:443")
            .build());

        var tlsTermination = new HttpsEdgeTlsTermination("tlsTermination", HttpsEdgeTlsTerminationArgs.builder()
            .edgeId(site.id())
            .minVersion(TlsVersion._1_3)
            .build());

    }
}
