package generated_program;

import com.pulumi.Context;
import com.pulumi.Pulumi;
import com.pulumi.core.Output;
import com.pulumitunnels.tunnels.IpPolicy;
import com.pulumitunnels.tunnels.IpPolicyArgs;
import com.pulumitunnels.tunnels.IpPolicyRule;
import com.pulumitunnels.tunnels.IpPolicyRuleArgs;
import com.pulumitunnels.tunnels.enums.IpPolicyRuleAction;
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
        var office = new IpPolicy("office", IpPolicyArgs.builder()
            .description("Office networks")
            .build());

        var officeV4 = new IpPolicyRule("officeV4", IpPolicyRuleArgs.builder()
            .ipPolicyId(office.id())
            .cidr("203.0.113.0/24")
            .action(IpPolicyRuleAction.Allow)
            .build());

    }
}
