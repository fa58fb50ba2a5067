package generated_program;

import com.pulumi.Context;
import com.pulumi.Pulumi;
import com.pulumi.core.Output;
import com.pulumitunnels.tunnels.TlsEdge;
import com.pulumitunnels.tunnels.TlsEdgeArgs;
import com.pulumitunnels.tunnels.TlsEdgeTlsTermination;
import com.pulumitunnels.tunnels.TlsEdgeTlsTerminationArgs;
import com.pulumitunnels.tunnels.enums.TlsEdgeTlsTerminationTerminateAt;
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
        var db = new TlsEdge("db", TlsEdgeArgs.builder()
            .hostports("db.example.com:5432")
            .build());

        var tlsTermination = new TlsEdgeTlsTermination("tlsTermination", TlsEdgeTlsTerminationArgs.builder()
            .edgeId(db.id())
            .terminateAt(TlsEdgeTlsTerminationTerminateAt.Edge)
            .minVersion(TlsVersion._1_2)
            .build());

    }
}
