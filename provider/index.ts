/**
 * pulumi-tunnels: `import * as tunnels from "pulumi-tunnels"`. Resource classes for every resource and
 * module of the service, the tunnels functions, and their types. What runs in the user's program lives in
 * program/; what runs in the provider host lives in host/, loaded through `pulumi-tunnels/provider-impl`.
 */
export * from "./program/generated";
