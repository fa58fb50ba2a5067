import { badRequest } from "./errors";

type Obj = Record<string, unknown>;

/** Deeper than this is not a request any client of this API makes; refusing it keeps every walk bounded. */
const MAX_DEPTH = 32;
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/**
 * The JSON object of a request body, or a 400 saying what is wrong with it. An empty body is `{}`
 * (every member of a create may be optional). The raw bytes come from a catch-all content parser so
 * that a wrong content type is our 400, not the framework's 415.
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
  checkShape(value);
  return value as Obj;
}

/** Iterative, so a hostile nesting cannot overflow the stack. */
function checkShape(root: unknown) {
  const stack: [unknown, number][] = [[root, 1]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v !== "object" || v === null) continue;
    if (depth > MAX_DEPTH) throw badRequest(`the body nests deeper than ${MAX_DEPTH} levels; flatten it`);
    if (Array.isArray(v)) for (const x of v) stack.push([x, depth + 1]);
    else
      for (const [k, x] of Object.entries(v)) {
        if (FORBIDDEN_KEYS.has(k)) throw badRequest(`the body may not use ${k} as a member name`, k);
        stack.push([x, depth + 1]);
      }
  }
}

/**
 * `id` and `edge_id` in a body are accepted when they equal the ids in the path (some of the service's
 * own clients send them), and removed before validation; a different value is a 400.
 */
export function dropPathIds(body: Obj, pathIds: Record<string, string | undefined>): Obj {
  const out = { ...body };
  for (const name of ["id", "edge_id"]) {
    if (!(name in out)) continue;
    const expected = pathIds[name];
    if (expected === undefined) continue; // not a path id here: validation reports it as unknown
    if (out[name] !== expected)
      throw badRequest(
        `${name} in the body differs from the ${name} in the path; leave it out or make them equal`,
        name,
      );
    delete out[name];
  }
  return out;
}
