import { camelCase } from "../../catalog";
import { type ClassSpec, classSpecs } from "../base/specs";
import { idForm } from "./id-form";
import { type Level, membersFor, type ModelMember, type Side } from "./members";
import { type LanguageNames, languageNames } from "../base/names";
import { dynamicType, token } from "./package";
import type { Scope } from "./type-names";

/**
 * The Pulumi surface of one class: its tokens, its members on each side with their names and docs, the
 * members the provider adds to the catalog's (parent ids, `adoptId`), and what its nested types are named
 * after. The TypeScript classes, the package schema (so every SDK) and the reference all read it.
 */
export interface ClassModel {
  className: string;
  /** The plugin's token: `tunnels:index:<Class>`. */
  token: string;
  /** The TypeScript class's type token, a dynamic resource's: `pulumi-nodejs:dynamic/tunnels:<Class>`. */
  dynamicType: string;
  /** The provider's view of the class: its calls, parents, schemas. */
  spec: ClassSpec;
  description: string;
  /** Parent ids and `adoptId`, before the catalog's members. */
  extras: ExtraMember[];
  /** The catalog's members: the request merged with the response, less the id and parent ids. */
  level: Level;
  /** What the class's nested types are named after. */
  scope: Scope;
  /** How `X.get` (and `pulumi import`) takes an id, in words. */
  idForm: string;
}

/** A member the provider adds to the catalog's: a parent id (create-only) or `adoptId`. */
export interface ExtraMember {
  name: string;
  names: LanguageNames;
  /** Its doc in the classes and the schema. */
  doc: string;
  /** The reference's shorter words for it, beside its flags. */
  summary: string;
  optional: boolean;
  /** A parent id: changing it replaces the object. */
  createOnly: boolean;
}

const CREATE_ONLY = "Create-only: changing it replaces the object.";

/** What a parent id is, by its Pulumi name: the classes' doc, then the reference's shorter words. */
const PARENT_DOCS: Record<string, [doc: string, summary: string]> = {
  edgeId: ["Id of the edge this belongs to.", "Id of the edge this belongs to."],
  routeId: [
    "Id of the route this module belongs to (the route's own id, as `route.id` gives it).",
    "Id of the route this module belongs to.",
  ],
};

const ADOPT: ExtraMember = {
  name: "adoptId",
  names: languageNames("adoptId"),
  doc:
    "Id of an existing object to take over at create, instead of creating one; read only at create. " +
    "Destroying the resource later deletes the adopted object (set `retainOnDelete` to keep it).",
  summary:
    "Id of an existing object to take over at create, instead of creating a new one. Destroying the resource " +
    "deletes the adopted object: set the `retainOnDelete` option to keep it.",
  optional: true,
  createOnly: false,
};

function extrasOf(spec: ClassSpec): ExtraMember[] {
  const parents = spec.parents.map((p): ExtraMember => {
    const [doc, summary] = PARENT_DOCS[p.pulumi] ?? Array(2).fill(`Id of the owning object (${p.pulumi}).`);
    return {
      name: p.pulumi,
      names: languageNames(p.pulumi),
      doc: `${doc} ${CREATE_ONLY}`,
      summary,
      optional: false,
      createOnly: true,
    };
  });
  return [...parents, ...(spec.adoptable ? [ADOPT] : [])];
}

/**
 * A resource's nested types are named after it, its module members after their module classes; a module
 * class sits at its owner's member, so both name the same types.
 */
function scopeOf(spec: ClassSpec): Scope {
  if (spec.def.is === "module") {
    const { owner, module } = spec.def.module;
    return { owner, path: [camelCase(module)], base: spec.className };
  }
  const modules = new Map([...spec.modules.values()].map((m) => [camelCase(m.module), m.className]));
  return { owner: spec.className, path: [], base: spec.className, modules };
}

export function classModelOf(spec: ClassSpec): ClassModel {
  const def = spec.def.is === "resource" ? spec.def.resource : spec.def.module;
  return {
    className: spec.className,
    token: token(spec.className),
    dynamicType: dynamicType(spec.className),
    spec,
    description: def.description,
    extras: extrasOf(spec),
    level: { request: spec.input, response: spec.response, skip: ["id", ...spec.parents.map((p) => p.wire)] },
    scope: scopeOf(spec),
    idForm: idForm(spec),
  };
}

/** The catalog's members of a class a side shows (without the extras). */
export const classMembers = (model: ClassModel, side: Side): ModelMember[] => membersFor(model.level, side);

let all: ClassModel[] | undefined;

/** Every class, in the catalog's order: its resources, then its modules. */
export function classModels(): ClassModel[] {
  all ??= Object.values(classSpecs).map(classModelOf);
  return all;
}

/** The class a plugin token or a class name names; throws, naming what the package has, for any other. */
export function classModel(className: string): ClassModel {
  const found = classModels().find((c) => c.className === className);
  if (!found) throw new Error(`pulumi-tunnels has no resource class ${className}`);
  return found;
}
