import { z } from "zod";
import { flagsOf, unwrap } from "../../catalog";

/** The values of a closed set, or undefined for an open scalar. A single literal is not a set to choose from. */
export function closedSet(schema: z.ZodType): (string | number)[] | undefined {
  const anyCase = flagsOf(schema).anyCaseOf;
  if (anyCase) return [...anyCase];
  const s = unwrap(schema);
  if (s instanceof z.ZodEnum) return s.options as (string | number)[];
  const literals = (s instanceof z.ZodUnion ? s.options : [s]).map((o) => unwrap(o as z.ZodType));
  if (!literals.every((l) => l instanceof z.ZodLiteral)) return undefined;
  const values = literals.flatMap((l) => [...(l as z.ZodLiteral).values]) as (string | number)[];
  return values.length > 1 ? values : undefined;
}
