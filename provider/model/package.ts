import { CONFIG_NAMESPACE } from "../base/settings";

/**
 * The package's name and its tokens, spelled here once. The package is `tunnels` (its stack config namespace
 * too); every class and function of the plugin is in its `index` module: `tunnels:index:HttpsEdge`,
 * `tunnels:index:getTunnels`. The TypeScript classes are dynamic resources, whose type token Pulumi makes
 * from the module name they pass (`pulumi-nodejs:dynamic/tunnels:HttpsEdge`).
 */
export const PACKAGE = CONFIG_NAMESPACE;

const INDEX_PREFIX = `${PACKAGE}:index:`;

/** The plugin's token of a class or a function: `tunnels:index:<name>`. */
export const token = (name: string) => `${INDEX_PREFIX}${name}`;

/** The class or function a plugin token names, or undefined for a token of another package or module. */
export const nameOfToken = (type: string): string | undefined =>
  type.startsWith(INDEX_PREFIX) ? type.slice(INDEX_PREFIX.length) : undefined;

/** What the TypeScript classes pass to `pulumi.dynamic.Resource` as their module: the package's name. */
export const DYNAMIC_MODULE = PACKAGE;

const DYNAMIC_PREFIX = `pulumi-nodejs:dynamic/${DYNAMIC_MODULE}:`;

/** The type token of a TypeScript class, a dynamic resource: `pulumi-nodejs:dynamic/tunnels:<Class>`. */
export const dynamicType = (className: string) => `${DYNAMIC_PREFIX}${className}`;

/** The class a TypeScript class's type token names, or undefined for any other type. */
export const nameOfDynamicType = (type: string): string | undefined =>
  type.startsWith(DYNAMIC_PREFIX) ? type.slice(DYNAMIC_PREFIX.length) : undefined;
