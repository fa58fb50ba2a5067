/**
 * `pulumi-tunnels/provider-impl`, the module every serialized shim requires (see shim.ts): the provider's
 * implementation, which runs in the Pulumi provider host and lives in host/.
 */
export * from "./host/impl";
// The plugin reads the class of a resource from its token here, where the token is spelled (model/package.ts).
export { nameOfToken } from "./model";
// The plugin executable's `drift-report` command runs the npm package's drift report (drift-report/main.ts).
export { main as driftReport } from "./drift-report/main";
