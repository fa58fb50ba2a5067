import { badRequest } from "./errors";

type Obj = Record<string, unknown>;

/**
 * The JSON object of a request body, or a 400 saying what is wrong with it. An empty body is `{}`
 * (every member of a create may be optional). The raw bytes come from a catch-all content parser so
 * that a wrong content type is our 400, not the framework's 415. JSON.parse keeps a `__proto__` member as
 * an own key; what a body may hold is the catalog's to judge (catalog/user-keys.ts): a name that is not
 * a member is refused at its path by the strict request schemas, and the keys and depth of user maps and
 * free JSON by their own rule, so a walk over the body never goes deeper than the schema plus 32 levels.
 */
export function parseJsonBody(raw: Buffer | undefined, contentType: string | undefined): Obj {
  if (!raw || raw.length === 0) return {};
  const type = (contentType ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "application/json")
    throw badRequest(
      `the body must be JSON sent with Content-Type: application/json (got ${type ? JSON.stringify(type.slice(0, 60)) : "no content type"})`,
    );
  let value: unknown;
  try {
    value = JSON.parse(raw.toString("utf8"));
  } catch {
    throw badRequest("the body is not valid JSON; send one JSON object");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw badRequest(
      `the body must be a JSON object, not ${Array.isArray(value) ? "an array" : typeof value}`,
    );
  return value as Obj;
}

/**
 * The ids of the path (`id`, a parent's `edge_id`) in a body are accepted when they equal the path's (some of
 * the service's own clients send them), and removed before validation; a different value is a 400. A name
 * that is no path id here is left for validation to report as unknown.
 */
export function dropPathIds(body: Obj, pathIds: Record<string, string>): Obj {
  const out = { ...body };
  for (const [name, expected] of Object.entries(pathIds)) {
    if (!(name in out)) continue;
    if (out[name] !== expected)
      throw badRequest(
        `${name} in the body differs from the ${name} in the path; leave it out or make them equal`,
        name,
      );
    delete out[name];
  }
  return out;
}
