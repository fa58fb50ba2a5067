import { z } from "zod";
import { unwrap } from "../../catalog";
import type { ModelMember } from "./members";

/**
 * A member's doc as every generated surface shows it (the TypeScript classes' doc comments, the schema's
 * descriptions and so the SDKs'): the catalog's description, its lifecycle in words, its limits.
 */

/** The bounds zod keeps on a string or a number, in words; byte limits live in the descriptions. */
function limitsOf(schema: z.ZodType): string {
  const s = unwrap(schema);
  if (s instanceof z.ZodString) {
    const parts = [
      s.minLength !== null ? `at least ${s.minLength} character${s.minLength === 1 ? "" : "s"}` : "",
      s.maxLength !== null ? `at most ${s.maxLength} characters` : "",
    ].filter(Boolean);
    return parts.length ? `Limits: ${parts.join(", ")}.` : "";
  }
  if (s instanceof z.ZodNumber) {
    const what = s.isInt ? "a whole number" : "a number";
    const min = Number.isFinite(s.minValue) ? s.minValue : undefined;
    const max =
      Number.isFinite(s.maxValue) && (s.maxValue ?? 0) < Number.MAX_SAFE_INTEGER ? s.maxValue : undefined;
    if (min !== undefined && max !== undefined) return `Limits: ${what} from ${min} to ${max}.`;
    if (min !== undefined) return `Limits: ${what}, at least ${min}.`;
    if (max !== undefined) return `Limits: ${what}, at most ${max}.`;
    return s.isInt ? "Limits: a whole number." : "";
  }
  return "";
}

const LOWERCASED = { map: " (its keys)", list: " (its items)" } as Record<string, string>;

/** The paragraphs of a member's doc: its description, then its lifecycle in words, then its limits. */
export function memberDoc(m: ModelMember): string[] {
  const schema = (m.request ?? m.response) as z.ZodType;
  const flags = [
    m.computed ? "Output only: set by the service." : "",
    m.flags.createOnly ? "Create-only: changing it replaces the object." : "",
    m.flags.secret ? "Secret: a secret in Pulumi state, never shown in logs or errors." : "",
    m.flags.lowercase ? `Lower-cased by the service${LOWERCASED[m.shape] ?? ""}.` : "",
    m.flags.serviceDefault !== undefined && !m.computed && !/default/i.test(m.description)
      ? `Default (stored by the service when left out): ${JSON.stringify(m.flags.serviceDefault)}.`
      : "",
  ].filter(Boolean);
  return [m.description, flags.join(" "), limitsOf(schema)];
}
