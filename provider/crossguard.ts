/**
 * `pulumi-tunnels/crossguard`: the tunnels policy pack's rules as `@pulumi/policy` policies, for a TypeScript
 * team's own policy pack (docs/policy.md): `new PolicyPack("security", { policies: [...tunnelsPolicies(), …] })`.
 * The same rules the plugin executable serves to the CLI as `pulumi-analyzer-policy-tunnels`.
 */
export { type TunnelsPoliciesConfig, tunnelsPolicies } from "./crossguard/policies";
