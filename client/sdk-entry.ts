/** The `pulumi-tunnels/sdk` entry: the catalog (every resource and module as zod schemas) and the typed client derived from it. */
export * from "../catalog";
export * from "./index";
