import { z } from "zod";
import { elementOf, flagsOf, kindOf, unwrap } from "../../sdk/catalog";
import { docComment, memberDoc } from "./doc";
import { inner, type Level, membersAt, type TypeMember } from "./members";

/**
 * TypeScript text for the generated classes. Inputs are `pulumi.Input<…>` at every level, as in Pulumi's own
 * SDKs (a plain value, a Promise or another resource's Output, down to list items and map values); outputs
 * are the plain shape that state holds; a state (for `X.get`) is the outputs' members as inputs. Closed sets
 * are string-literal unions.
 */
export type Side = "input" | "output" | "state";

const literal = (v: unknown) => JSON.stringify(v);

/** A scalar's type; free JSON is `unknown`. */
function scalarText(schema: z.ZodType): string {
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

/** The type of the values inside a list or a map: an object of members, or a scalar. */
function elementText(m: TypeMember, side: Side, indent: string): string {
  const element = elementOf((m.request ?? m.response) as z.ZodType);
  const kind = kindOf(element);
  if (kind === "object") return objectText(inner(m), side, indent);
  if (kind === "list" || kind === "map")
    throw new Error(
      `elementText: ${m.name} nests a ${kind} in a ${m.kind}; teach scripts/classes/type-text.ts`,
    );
  return scalarText(element);
}

/** A member's type without optionality, as one side sees it. */
export function valueText(m: TypeMember, side: Side, indent: string): string {
  if (m.kind === "object") return objectText(inner(m), side, indent);
  if (m.kind === "list") {
    const item = elementText(m, side, indent);
    return side === "output" ? `${grouped(item)}[]` : `pulumi.Input<${item}>[]`;
  }
  if (m.kind === "map") return `{ [key: string]: ${wrap(side, elementText(m, side, indent))} }`;
  return scalarText((m.request ?? m.response) as z.ZodType);
}

/** `T | null` where the side may hold null. */
export function withNull(m: TypeMember, side: Side, text: string): string {
  return (side === "input" ? m.nullableIn : m.nullableOut) ? `${text} | null` : text;
}

/** Whether a side may leave the member out. */
export function isOptional(m: TypeMember, side: Side): boolean {
  return side === "input" ? m.optionalIn : m.optionalOut;
}

/** The members a side shows: inputs leave out what the service computes. */
export const membersFor = (level: Level, side: Side) =>
  membersAt(level).filter((m) => side === "output" || !m.computed);

/** One property of an object type, with its doc. */
export function propertyText(m: TypeMember, side: Side, indent: string, optional: boolean): string {
  const type = wrap(side, withNull(m, side, valueText(m, side, indent)));
  return `${docComment(memberDoc(m), indent)}\n${indent}${m.name}${optional ? "?" : ""}: ${type};`;
}

/** An inline object type of the members at a level. */
function objectText(level: Level, side: Side, indent: string): string {
  const next = `${indent}  `;
  const props = membersFor(level, side).map((m) => propertyText(m, side, next, isOptional(m, side)));
  return props.length ? `{\n${props.join("\n")}\n${indent}}` : "Record<string, never>";
}
