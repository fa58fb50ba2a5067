/**
 * The properties a dynamic resource carries besides its members, named here once. The host code knows them
 * only through the dynamic provider's adapter (host/dynamic.ts); test/provider/dynamic-boundary.test.ts
 * keeps it so.
 */

/** Pulumi's serialized provider (shim.ts), in every input and output of a dynamic resource. */
export const PROVIDER_KEY = "__provider";

/**
 * The dotted paths of the members the program declared, kept in the dynamic provider's outputs because its
 * protocol gives Diff and Update only the old outputs, never the old inputs (docs/contract.md §8).
 */
export const DECLARED_KEY = "__declared";
