/**
 * The package model: the Pulumi surface of every class and function of the package (members with their
 * names in each language and their docs, tokens, parents, `adoptId`, secret and create-only paths), derived
 * from the catalog once. The TypeScript class generator (scripts/classes/), the schema generator
 * (scripts/schema/, and so every SDK), the reference (scripts/reference/), the plugin and the program's
 * functions read it here; none of them derives these facts on its own. README.md says what is where.
 */
export {
  type ClassModel,
  classMembers,
  classModel,
  classModelOf,
  classModels,
  type ExtraMember,
} from "./classes";
export { closedSet } from "./closed-sets";
export { memberDoc } from "./docs";
export { type FunctionModel, functionModel, functionModelOf, functionModels } from "./functions";
export { inner, type Level, membersAt, membersFor, type ModelMember, type Side } from "./members";
export { goName, type LanguageNames, languageNames, pythonName } from "../base/names";
export { DYNAMIC_MODULE, dynamicType, nameOfDynamicType, nameOfToken, PACKAGE, token } from "./package";
export { createOnlyPaths, secretPaths, type ValuePath } from "./paths";
export {
  moduleTypeNaming,
  pathName,
  type Scope,
  sharedName,
  type TypeNaming,
  type TypePart,
  typeNaming,
} from "./type-names";
