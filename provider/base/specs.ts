import type { z } from "zod";
import {
  camelCase,
  membersOf,
  type ModuleDef,
  moduleList,
  type ResourceDef,
  resourceList,
  walk,
} from "../../catalog";
import { type Endpoint, moduleEndpoint, resourceEndpoint } from "./endpoints";
import type { IdShape } from "./ids";

/** What the provider needs to know of one Pulumi class, derived from the catalog. */
export interface ClassSpec extends IdShape {
  /** A resource of its own collection, or a single module of a route or an edge (for the docs). */
  def: { is: "resource"; resource: ResourceDef } | { is: "module"; module: ModuleDef };
  /** The calls that create, read, update and delete one object of the class. */
  endpoint: Endpoint;
  /** The declared members: the create request (resources) or the module request (modules). */
  input: z.ZodType;
  response: z.ZodType;
  /** The PATCH body of a resource, which clears a member with ""; none for a module, replaced whole. */
  patch: z.ZodType | undefined;
  /**
   * A module is one path per parent: creating the new one first and deleting the old one after would
   * delete the new one, so a replacement deletes first.
   */
  deleteBeforeReplace: boolean;
  /** For resources that carry modules (routes, edges): member name → the module's own endpoint. */
  modules: Map<string, ModuleDef>;
  /**
   * Top-level outputs that hold a secret somewhere inside: the TypeScript classes' additionalSecretOutputs, since
   * Pulumi's dynamic protocol names top-level outputs only. The plugin and its schema mark each secret member at
   * its own path instead (model/paths.ts `secretPaths`).
   */
  secretOutputs: string[];
  /** Whether `adoptId` may take over an existing object (the resource's `adoptable`; modules need none). */
  adoptable: boolean;
}

function secretTopLevel(...schemas: z.ZodType[]): string[] {
  const names = new Set<string>();
  for (const schema of schemas) {
    const notInState = new Set(
      membersOf(schema)
        .filter((m) => m.flags.notInState)
        .map((m) => m.pulumiName),
    );
    walk(schema, (m) => m.flags.secret && !notInState.has(m.pulumiPath[0]) && names.add(m.pulumiPath[0]));
  }
  return [...names].sort();
}

function resourceSpec(resource: ResourceDef): ClassSpec {
  const modules = new Map(moduleList.filter((m) => m.owner === resource.className).map((m) => [m.module, m]));
  return {
    className: resource.className,
    def: { is: "resource", resource },
    endpoint: resourceEndpoint(resource, resource.create, modules),
    parents: resource.parents.map((wire) => ({ wire, pulumi: camelCase(wire) })),
    ownSegment: true,
    input: resource.create,
    response: resource.response,
    patch: resource.update,
    deleteBeforeReplace: false,
    modules,
    secretOutputs: secretTopLevel(resource.create, resource.response),
    adoptable: resource.adoptable,
  };
}

function moduleSpec(module: ModuleDef): ClassSpec {
  return {
    className: module.className,
    def: { is: "module", module },
    endpoint: moduleEndpoint(module, module.request),
    parents: module.parents.map((wire) => ({ wire, pulumi: camelCase(wire) })),
    ownSegment: false,
    input: module.request,
    response: module.response,
    patch: undefined,
    deleteBeforeReplace: true,
    modules: new Map(),
    secretOutputs: secretTopLevel(module.request, module.response),
    adoptable: false,
  };
}

/** Every Pulumi class: each writable resource (tunnels are read through functions) and each module. */
export const classSpecs: Record<string, ClassSpec> = Object.fromEntries(
  [
    ...resourceList.filter((r) => r.operations.includes("create")).map(resourceSpec),
    ...moduleList.map(moduleSpec),
  ].map((s) => [s.className, s]),
);

export function specOf(className: string): ClassSpec {
  // Own classes only: `constructor` or `toString` is no class, whatever the table's prototype lends.
  const spec = Object.hasOwn(classSpecs, className) ? classSpecs[className] : undefined;
  if (!spec)
    throw new Error(
      `pulumi-tunnels has no resource class ${className}: is the package older than the state?`,
    );
  return spec;
}
