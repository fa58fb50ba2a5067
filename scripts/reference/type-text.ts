import { z } from "zod";
import { unwrap } from "../../catalog";

/** A member's type as the reference shows it: closed sets spelled out, lists and maps with their items. */
export function typeText(schema: z.ZodType): string {
  const s = unwrap(schema);
  if (s instanceof z.ZodString) return "string";
  if (s instanceof z.ZodNumber) return s.isInt ? "integer" : "number";
  if (s instanceof z.ZodBoolean) return "boolean";
  if (s instanceof z.ZodEnum) return s.options.map((o) => JSON.stringify(o)).join(" | ");
  if (s instanceof z.ZodLiteral) return [...s.values].map((v) => JSON.stringify(v)).join(" | ");
  if (s instanceof z.ZodUnion) return s.options.map((o) => typeText(o as z.ZodType)).join(" | ");
  if (s instanceof z.ZodArray) return `list<${typeText(s.element as z.ZodType)}>`;
  if (s instanceof z.ZodRecord) return `map<string, ${typeText(s.valueType as z.ZodType)}>`;
  if (s instanceof z.ZodObject) return "object";
  if (s instanceof z.ZodUnknown || s instanceof z.ZodAny) return "JSON";
  throw new Error(
    `typeText: no reference text for ${s.constructor.name}; teach scripts/reference/type-text.ts`,
  );
}
