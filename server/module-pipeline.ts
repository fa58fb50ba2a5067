import { membersOf, type ModuleDef } from "pulumi-tunnels/catalog";
import { parseJsonBody } from "./body";
import type { ServerContext } from "./context";
import { ApiError, badRequest, fromZodError } from "./errors";
import { type Answer, type Call, checkReferences, findRow } from "./pipeline";
import { rejectQuery } from "./paging";
import { prepare, type Reference, render } from "./shape";
import type { Row } from "./store";

type Obj = Record<string, unknown>;

/**
 * The single-module endpoints of routes and edges: PUT replaces the module whole, GET reads it
 * (404 when unset), DELETE removes it (204 even when unset). The module lives inside its owner's
 * stored body under its member name, so the owner's own GET shows the same thing.
 */
function ownerOf(ctx: ServerContext, def: ModuleDef, call: Call): { row: Row; ownerParent: string | null } {
  const owner = ctx.catalog.resourceByClass(def.owner);
  // The last path parameter is the owner's id; one before it, if any, is the owner's parent.
  const ownerId = call.params[def.parents[def.parents.length - 1]];
  const ownerParent = def.parents.length > 1 ? call.params[def.parents[0]] : null;
  const parentDef = ctx.catalog.parentResource(owner);
  if (ownerParent !== null && parentDef) findRow(ctx, parentDef, ownerParent, null);
  return { row: findRow(ctx, owner, ownerId, ownerParent), ownerParent };
}

function renderModule(ctx: ServerContext, def: ModuleDef, row: Row, stored: Obj): Obj {
  const out = render(def.response, stored, ctx);
  ctx.hooks[ctx.catalog.resourceByClass(def.owner).clientName]?.renderModule?.(ctx, row, def.module, out);
  return out;
}

/**
 * The bare module, or the wrapper `{edge_id, id, module}` (the owner's parent, its id) of the service's OpenAPI description, with the path
 * the module sits at in the body (so that an error names `module.add`, the full JSON path, in the wrapper).
 */
function unwrapBody(
  def: ModuleDef,
  body: Obj,
  ownerId: string,
  ownerParent: string | null,
): { module: Obj; at: string[] } {
  const hasModuleMember = membersOf(def.request).some((m) => m.wireName === "module");
  if (
    hasModuleMember ||
    typeof body.module !== "object" ||
    body.module === null ||
    Array.isArray(body.module)
  )
    return { module: body, at: [] };
  const { module, ...ids } = body;
  const expected: Obj =
    ownerParent === null ? { id: ownerId } : { [def.parents[0]]: ownerParent, id: ownerId };
  for (const [name, value] of Object.entries(ids)) {
    if (!Object.hasOwn(expected, name))
      throw badRequest(`${name} is not a member of the module wrapper; remove it`, name);
    if (value !== expected[name])
      throw badRequest(
        `${name} in the body differs from the ${name} in the path; leave it out or make them equal`,
        name,
      );
  }
  return { module: module as Obj, at: ["module"] };
}

export function putModule(ctx: ServerContext, def: ModuleDef, call: Call): Answer {
  rejectQuery(call.query);
  // docs/contract.md §3: the body is judged (400) before the ids in the path are looked up (404).
  const ownerId = call.params[def.parents[def.parents.length - 1]];
  const pathParent = def.parents.length > 1 ? call.params[def.parents[0]] : null;
  const body = unwrapBody(def, parseJsonBody(call.body, call.contentType), ownerId, pathParent);
  const parsed = def.request.safeParse(body.module);
  if (!parsed.success) throw fromZodError(def.request, parsed.error, body.at);
  const { row } = ownerOf(ctx, def, call);
  const refs: Reference[] = [];
  const stored = prepare(def.request, parsed.data as Obj, ctx.box, refs, def.module);
  checkReferences(ctx, refs);
  const next = { ...row.body, [def.module]: stored };
  ctx.store.db.transaction(() => {
    ctx.hooks[ctx.catalog.resourceByClass(def.owner).clientName]?.update?.(ctx, row, next);
    ctx.store.update(row.id, next);
  })();
  return { status: 200, body: renderModule(ctx, def, { ...row, body: next }, stored) };
}

export function getModule(ctx: ServerContext, def: ModuleDef, call: Call): Answer {
  rejectQuery(call.query);
  const { row } = ownerOf(ctx, def, call);
  const stored = row.body[def.module];
  if (stored === undefined || stored === null)
    throw new ApiError(404, 222, `the ${def.module} module is not set on ${row.id}; PUT it first`);
  return { status: 200, body: renderModule(ctx, def, row, stored as Obj) };
}

export function deleteModule(ctx: ServerContext, def: ModuleDef, call: Call): Answer {
  rejectQuery(call.query);
  const { row } = ownerOf(ctx, def, call);
  if (row.body[def.module] !== undefined) {
    const { [def.module]: _removed, ...next } = row.body;
    ctx.store.update(row.id, next);
  }
  return { status: 204 };
}
