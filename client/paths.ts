import { camelCase } from "../catalog";
import { argumentError } from "./validate";

/** `edge_id` → `edgeId`: how the argument is named in errors, as a caller writes it. */
export const argumentName = (parent: string) => camelCase(parent);

/**
 * One path segment from a caller's id. Percent-encoding every reserved character means an id such as
 * `../x?y#z` stays one segment and can never add a segment, a query or a fragment. `.` and `..` alone
 * would still be dot segments that proxies resolve, and an empty id would turn a read into a list: no
 * real id looks like those, so they are refused.
 */
export function segment(value: unknown, name: string, method: string, template: string): string {
  if (typeof value !== "string" || value === "" || value === "." || value === "..") {
    throw argumentError(
      { method, path: template },
      name,
      'must be a non-empty id string (not "." or "..") such as one returned by the service',
    );
  }
  // A lone surrogate has no UTF-8 form, so no URL can carry it: no id the service made holds one.
  if (/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(value))
    throw argumentError(
      { method, path: template },
      name,
      "must be text a URL can carry (it holds a lone surrogate)",
    );
  return encodeURIComponent(value);
}

/**
 * Fills the `{parent}` placeholders of a catalog path from the caller's positional ids, in the order of
 * the definition's `parents`.
 */
export function fillPath(
  template: string,
  parents: readonly string[],
  values: readonly unknown[],
  method: string,
): string {
  let out = template;
  parents.forEach((parent, i) => {
    const placeholder = `{${parent}}`;
    if (!out.includes(placeholder)) {
      throw new Error(`catalog: path ${template} has no placeholder ${placeholder} for parent ${parent}`);
    }
    out = out.replace(placeholder, segment(values[i], argumentName(parent), method, template));
  });
  if (/[{}]/.test(out)) throw new Error(`catalog: path ${template} has a placeholder that is not a parent`);
  return out;
}
