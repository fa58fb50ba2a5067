// Many resources at once, against a server that fails and rate-limits: each must be created exactly once.
const pulumi = require("@pulumi/pulumi");
const t = require("pulumi-tunnels");

const count = Number(new pulumi.Config("scenario").require("count"));
for (let i = 0; i < count; i++) {
  const policy = new t.IpPolicy(`policy-${i}`, { description: `policy ${i}` });
  if (i % 2 === 0)
    new t.IpPolicyRule(`rule-${i}`, { ipPolicyId: policy.id, cidr: `10.${i}.0.0/16`, action: "allow" });
}
