/**
 * pulumi-tunnels: `import * as tunnels from "pulumi-tunnels"`. Resource classes for every resource and
 * module of the service, the tunnels functions, and their types.
 */
export * from "./classes";
export * from "./functions";
export type { TunnelsResourceClass } from "./resource-class";
