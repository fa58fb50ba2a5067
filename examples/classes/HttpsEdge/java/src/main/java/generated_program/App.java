package generated_program;

import com.pulumi.Context;
import com.pulumi.Pulumi;
import com.pulumi.core.Output;
import com.pulumitunnels.tunnels.HttpsEdge;
import com.pulumitunnels.tunnels.HttpsEdgeArgs;
import com.pulumitunnels.tunnels.inputs.HttpsEdgeTlsTerminationModuleArgs;
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
            .description("Public site")
            .hostports("www.example.com:443")
            .tlsTermination(HttpsEdgeTlsTerminationModuleArgs.builder()
                .minVersion(TlsVersion._1_2)
                .build())
            .build());

    }
}
