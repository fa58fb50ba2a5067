import { z } from "zod";
import { membersOf, unwrap } from "pulumi-tunnels/catalog";

type Obj = Record<string, unknown>;

/**
 * The zero value a client that cannot leave a member out sends for it: `""` for a text member (a string, a
 * set of names), `0` for a number (a range, a set of sizes); none for anything else (`false` is a value).
 */
export function zeroValueOf(schema: z.ZodType): "" | 0 | undefined {
  const s = unwrap(schema);
  if (s instanceof z.ZodString || s instanceof z.ZodEnum) return "";
  if (s instanceof z.ZodNumber) return 0;
  if (s instanceof z.ZodLiteral) {
    const [first] = s.values;
    return typeof first === "number" ? 0 : typeof first === "string" ? "" : undefined;
  }
  if (s instanceof z.ZodUnion) {
    const zeros = new Set(s.options.map((o) => zeroValueOf(o as z.ZodType)));
    return zeros.size === 1 ? [...zeros][0] : undefined;
  }
  return undefined;
}

/**
 * A create body as the service reads it (docs/contract.md §3, "Zero values"): the service's own generated
 * clients send `""` and `0` for every member a call leaves out, so an optional top-level member sent as the
 * zero value it cannot hold (a closed set, such as a curve, a key size, a region or a format, or a range that
 * leaves 0 out) is read as not sent. A member that can hold its zero value keeps it (`description: ""` is an
 * empty description), a required member sent as `""` is still refused, and `false` is never unset. Updates are
 * read as sent: `""` clears `description` and `metadata` there.
 */
export function withoutZeroValues(schema: z.ZodType, body: Obj): Obj {
  const out = { ...body };
  for (const m of membersOf(schema)) {
    if (!m.optional || !Object.hasOwn(out, m.wireName)) continue;
    const zero = zeroValueOf(m.schema);
    if (zero !== undefined && out[m.wireName] === zero && !m.schema.safeParse(zero).success)
      delete out[m.wireName];
  }
  return out;
}
