// A stack of many cheap resources, for the drift report: `many:policies` IP policies and `many:addrs`
// reserved addresses, each with a description the drift made out of band can change.
const pulumi = require("@pulumi/pulumi");
const t = require("pulumi-tunnels");

const config = new pulumi.Config("many");
const policies = Number(config.require("policies"));
const addrs = Number(config.require("addrs"));
for (let i = 0; i < policies; i++) new t.IpPolicy(`policy-${i}`, { description: `policy ${i}` });
for (let i = 0; i < addrs; i++) new t.ReservedAddr(`addr-${i}`, { region: "eu", description: `addr ${i}` });
