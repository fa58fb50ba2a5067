import { z } from "zod";
import { elementOf, flagsOf, shapeOf, unwrap } from "../../catalog";
import { type ModelMember, memberDoc, type Scope, type Side } from "../../provider/model";
import { docComment } from "./doc-comment";

/**
 * TypeScript text for the generated classes. Inputs are `pulumi.Input<…>` at every level, as in Pulumi's own
 * SDKs (a plain value, a Promise or another resource's Output, down to list items and map values); outputs
 * are the plain shape that state holds; a state (for `X.get`) is the outputs' members as inputs. Closed sets
 * are string-literal unions. An object inside a member is a named type of types/ (named-types.ts). Which
 * members a side shows, their names and docs are the package model's (provider/model/).
 */

/** The named types: an object inside a member is written once and referred to by its name. */
export interface TypeNamer {
  /** The name of the object type a member holds (its items', its values'), as a side sees it. */
  nameOf(m: ModelMember, side: Side, scope: Scope): string;
}

/** Where text is written: the named types and the scope. Every file refers to a named type as `types.X`. */
export interface Place {
  types: TypeNamer;
  scope: Scope;
}

const literal = (v: unknown) => JSON.stringify(v);

/** A scalar's type; free JSON is `unknown`. */
export function scalarText(schema: z.ZodType): string {
  const closed = flagsOf(schema).anyCaseOf;
  if (closed) return closed.map(literal).join(" | ");
  const s = unwrap(schema);
  if (s instanceof z.ZodString) return "string";
  if (s instanceof z.ZodNumber) return "number";
  if (s instanceof z.ZodBoolean) return "boolean";
  if (s instanceof z.ZodEnum) return s.options.map(literal).join(" | ");
  if (s instanceof z.ZodLiteral) return [...s.values].map(literal).join(" | ");
  if (s instanceof z.ZodUnion) return s.options.map((o) => scalarText(o as z.ZodType)).join(" | ");
  if (s instanceof z.ZodUnknown || s instanceof z.ZodAny) return "unknown";
  throw new Error(`scalarText: no TypeScript for ${s.constructor.name}; teach scripts/classes/type-text.ts`);
}

const wrap = (side: Side, text: string) => (side === "output" ? text : `pulumi.Input<${text}>`);
const grouped = (text: string) => (text.includes(" | ") ? `(${text})` : text);
const named = (m: ModelMember, side: Side, place: Place) =>
  `types.${place.types.nameOf(m, side, place.scope)}`;

/** The type of the values inside a list or a map: a named object type, or a scalar. */
function elementText(m: ModelMember, side: Side, place: Place): string {
  const element = elementOf((m.request ?? m.response) as z.ZodType);
  const shape = shapeOf(element);
  if (shape === "object") return named(m, side, place);
  if (shape === "list" || shape === "map")
    throw new Error(
      `elementText: ${m.name} nests a ${shape} in a ${m.shape}; teach scripts/classes/type-text.ts`,
    );
  return scalarText(element);
}

/** A member's type without optionality, as one side sees it. */
export function valueText(m: ModelMember, side: Side, place: Place): string {
  if (m.shape === "object") return named(m, side, place);
  if (m.shape === "list") {
    const item = elementText(m, side, place);
    return side === "output" ? `${grouped(item)}[]` : `pulumi.Input<${item}>[]`;
  }
  if (m.shape === "map") return `{ [key: string]: ${wrap(side, elementText(m, side, place))} }`;
  return scalarText((m.request ?? m.response) as z.ZodType);
}

/** `T | null` where the side may hold null. */
export function withNull(m: ModelMember, side: Side, text: string): string {
  return (side === "input" ? m.nullableIn : m.nullableOut) ? `${text} | null` : text;
}

/** Whether a side may leave the member out. */
export function isOptional(m: ModelMember, side: Side): boolean {
  return side === "input" ? m.optionalIn : m.optionalOut;
}

/** One property of an object type, with its doc. */
export function propertyText(m: ModelMember, side: Side, place: Place, optional: boolean): string {
  const type = wrap(side, withNull(m, side, valueText(m, side, place)));
  return `${docComment(memberDoc(m), "  ")}\n  ${m.name}${optional ? "?" : ""}: ${type};`;
}
