/**
 * The resource classes, generated from the catalog into generated/ (`npm run gen-classes`; a test keeps the
 * files current): one real class per resource and module, with its Args and State types, and the named types
 * of the objects inside their members (generated/types.ts).
 */
export * from "./generated";
