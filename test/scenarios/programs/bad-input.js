// Bad input: a typo in a member name, and a nested value out of range on a resource that depends on it.
const t = require("pulumi-tunnels");

const policy = new t.IpPolicy("typo", { descripton: "office" });
new t.IpPolicyRule("rule", { ipPolicyId: policy.id, cidr: "10.0.0.0/33", action: "allow" });
new t.HttpsEdgeRouteCircuitBreaker("bad", { edgeId: "edghts_x", routeId: "edghtsrt_y", numBuckets: 500 });
