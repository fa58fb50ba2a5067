import type { z } from "zod";
import { elementOf, flagsOf } from "../../catalog";
import type { ModelMember } from "./members";

/**
 * How a member's object type (its items', its values') is named, shared by the generated classes
 * (scripts/classes/named-types.ts) and the package schema (scripts/schema/), so that `HttpsEdgeRouteOauthProviderGithub` is
 * one name in TypeScript, in plugin/schema.json and in the SDKs generated from it.
 *
 * A type is named after its class and member path in PascalCase; a member that is also a module class of its
 * own has its shape named `<ModuleClass>Module`; a shape the catalog builds for several members carries the
 * name of its `typeName` flag (on the member, or on a list's items).
 */

/** Where a level's members sit, which names the object types inside them. */
export interface Scope {
  /** The class (or function) the member path starts from (for a module class: the module's owner). */
  owner: string;
  /** The member path from the owner, as a program writes it, `[]` after a list's or a map's name. */
  path: string[];
  /** What the types inside are named after: the owner and the path in PascalCase (`HttpsEdgeRouteOauth`). */
  base: string;
  /** At the owner's top level: member name → the class that also manages that module on its own. */
  modules?: ReadonlyMap<string, string>;
  /** Inside a module: its class, whose file in types/ holds the module's types. */
  module?: string;
}

/** Which part of the member the type is: the object itself, each item of a list, each value of a map. */
export type TypePart = "object" | "list" | "map";

export interface TypeNaming {
  /** The type's name (the output side's, in the classes). */
  name: string;
  /** Where the members inside it sit: what their own types are named after. */
  inner: Scope;
  /** Class and member path, `HttpsEdgeRoute.oauth.provider.google`, and the part of it the type is. */
  use: { path: string; part: TypePart };
  /** For the shape of a module: the class that also manages it on its own. */
  moduleClass?: string;
}

const pascal = (camel: string) => camel.charAt(0).toUpperCase() + camel.slice(1);

/** The name a member's own type takes where the catalog does not name it: its scope's base and its name. */
export const pathName = (m: Pick<ModelMember, "name">, scope: Scope) => `${scope.base}${pascal(m.name)}`;

/** The `typeName` flag of a member, or of a list's items or a map's values. */
export function sharedName(m: ModelMember): string | undefined {
  const element =
    m.shape === "list" || m.shape === "map" ? elementOf((m.request ?? m.response) as z.ZodType) : undefined;
  return (element && flagsOf(element).typeName) ?? m.flags.typeName;
}

/** The type of a member holding an object, a list of objects or a map of objects. */
export function typeNaming(m: ModelMember, scope: Scope): TypeNaming {
  const part: TypePart = m.shape === "list" || m.shape === "map" ? m.shape : "object";
  const moduleClass = scope.path.length === 0 ? scope.modules?.get(m.name) : undefined;
  const base = sharedName(m) ?? moduleClass ?? pathName(m, scope);
  const path = [...scope.path, part === "object" ? m.name : `${m.name}[]`];
  return {
    name: moduleClass ? `${moduleClass}Module` : base,
    inner: { owner: scope.owner, path, base, module: scope.module ?? moduleClass },
    use: { path: `${scope.owner}.${[...scope.path, m.name].join(".")}`, part },
    moduleClass,
  };
}

/** The shape of a module class: the type its owner's member holds (`HttpsEdgeRoute.oauth`). */
export function moduleTypeNaming(moduleClass: string, owner: string, member: string): TypeNaming {
  return {
    name: `${moduleClass}Module`,
    inner: { owner, path: [member], base: moduleClass, module: moduleClass },
    use: { path: `${owner}.${member}`, part: "object" },
    moduleClass,
  };
}
