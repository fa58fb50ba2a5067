package generated_program;

import com.pulumi.Context;
import com.pulumi.Pulumi;
import com.pulumi.core.Output;
import com.pulumitunnels.tunnels.SshCertificateAuthority;
import com.pulumitunnels.tunnels.SshCertificateAuthorityArgs;
import com.pulumitunnels.tunnels.enums.SshCertificateAuthorityEllipticCurve;
import com.pulumitunnels.tunnels.enums.SshCertificateAuthorityPrivateKeyType;
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
        var hosts = new SshCertificateAuthority("hosts", SshCertificateAuthorityArgs.builder()
            .privateKeyType(SshCertificateAuthorityPrivateKeyType.Ecdsa)
            .ellipticCurve(SshCertificateAuthorityEllipticCurve.P384)
            .build());

        ctx.export("publicKey", hosts.publicKey());
    }
}
