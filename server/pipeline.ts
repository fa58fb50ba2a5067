import type { ResourceDef } from "pulumi-tunnels/catalog";
import { dropPathIds, parseJsonBody } from "./body";
import { humanName } from "./catalog-view";
import { type Caller, collectionUri, renderRow, type ServerContext } from "./context";
import { badReference, fromZodError, notFound } from "./errors";
import { ID_SHAPE, newId, nowRfc3339 } from "./ids";
import { applyOwner } from "./owner";
import { nextPageUri, readPaging, rejectQuery } from "./paging";
import { prepare, type Reference } from "./shape";
import type { Row } from "./store";
import { withoutZeroValues } from "./zero-values";

type Obj = Record<string, unknown>;

/** One request as the pipeline sees it, after auth, version and faults have passed. */
export interface Call {
  caller: Caller;
  /** Path parameters by their catalog names (`edge_id`, `id`, `route_id`). */
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: Buffer | undefined;
  contentType: string | undefined;
}
export interface Answer {
  status: number;
  body?: unknown;
}

/**
 * Reads a body against a request schema: JSON, path ids, then the catalog's strict schema. A create's body is
 * first read as the service reads its own clients' zero values (zero-values.ts).
 */
export function validate(
  schema: Parameters<typeof fromZodError>[0],
  call: Call,
  pathIds: Record<string, string>,
  creating = false,
): Obj {
  const sent = dropPathIds(parseJsonBody(call.body, call.contentType), pathIds);
  const body = creating ? withoutZeroValues(schema, sent) : sent;
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw fromZodError(schema, parsed.error);
  return parsed.data as Obj;
}

/** Every id a write names must exist (400, code 223, naming the member). */
export function checkReferences(ctx: ServerContext, refs: Reference[]) {
  for (const ref of refs) {
    const target = ctx.catalog.referencedResource(ref.kind);
    for (const id of ref.ids)
      if (!ID_SHAPE.test(id) || !ctx.store.exists(target.kind, id))
        throw badReference(ref.field, humanName(target), id);
  }
}

/** The row at `id` of `def`, under the parent named in the path; 404 otherwise. */
export function findRow(ctx: ServerContext, def: ResourceDef, id: string, parentId: string | null): Row {
  const row = ID_SHAPE.test(id) ? ctx.store.get(def.kind, id) : undefined;
  if (!row || (parentId !== null && row.parent_id !== parentId)) throw notFound(humanName(def), id);
  return row;
}

function parentOf(ctx: ServerContext, def: ResourceDef, call: Call): string | null {
  const parent = ctx.catalog.parentResource(def);
  if (!parent) return null;
  const parentId = call.params[def.parents[0]];
  findRow(ctx, parent, parentId, null);
  return parentId;
}

export async function create(ctx: ServerContext, def: ResourceDef, call: Call): Promise<Answer> {
  rejectQuery(call.query);
  // docs/contract.md §3: the body is judged (400) before the ids in the path are looked up (404).
  const pathParent = def.parents.length ? call.params[def.parents[0]] : undefined;
  const body = validate(def.create, call, pathParent ? { [def.parents[0]]: pathParent } : {}, true);
  const parentId = parentOf(ctx, def, call);
  const refs: Reference[] = [];
  const stored: Obj = { created_at: nowRfc3339(), ...prepare(def.create, body, ctx.box, refs) };
  checkReferences(ctx, refs);
  applyOwner(ctx, def, call.caller, stored);
  const hooks = ctx.hooks[def.clientName] ?? {};
  await hooks.create?.(ctx, call.caller, stored, parentId);
  const id = newId(def.idPrefix);
  const extra: Obj = {};
  ctx.store.db.transaction(() => {
    // A slow hook (a key pair) may have raced a delete of what the body names: check again, then write.
    checkReferences(ctx, refs);
    if (parentId) parentOf(ctx, def, call);
    ctx.store.insert(def.kind, id, parentId, stored);
    hooks.created?.(ctx, call.caller, id, stored, extra);
  })();
  const response = renderRow(ctx, def, { kind: def.kind, id, parent_id: parentId, body: stored });
  return { status: 201, body: { ...response, ...extra } };
}

export function get(ctx: ServerContext, def: ResourceDef, call: Call): Answer {
  rejectQuery(call.query);
  const parentId = parentOf(ctx, def, call);
  return { status: 200, body: renderRow(ctx, def, findRow(ctx, def, call.params.id, parentId)) };
}

export function list(ctx: ServerContext, def: ResourceDef, call: Call): Answer {
  const page = readPaging(call.query);
  // One more than asked tells whether a next page exists.
  const rows = ctx.store.page(def.kind, page.beforeId, page.limit + 1);
  const items = rows.slice(0, page.limit).map((row) => renderRow(ctx, def, row));
  const base = collectionUri(ctx, def, null);
  return {
    status: 200,
    body: {
      [def.listKey!]: items,
      uri: base,
      next_page_uri: rows.length > page.limit ? nextPageUri(base, page, rows[page.limit - 1].id) : null,
    },
  };
}

export function update(ctx: ServerContext, def: ResourceDef, call: Call): Answer {
  rejectQuery(call.query);
  const pathParent = def.parents.length ? call.params[def.parents[0]] : undefined;
  const body = validate(def.update, call, {
    id: call.params.id,
    ...(pathParent ? { [def.parents[0]]: pathParent } : {}),
  });
  const parentId = parentOf(ctx, def, call);
  const row = findRow(ctx, def, call.params.id, parentId);
  const refs: Reference[] = [];
  // A member left out is unchanged; a member sent (a whole module included) replaces the stored one.
  const next = { ...row.body, ...prepare(def.update, body, ctx.box, refs) };
  checkReferences(ctx, refs);
  ctx.store.db.transaction(() => {
    ctx.hooks[def.clientName]?.update?.(ctx, row, next);
    ctx.store.update(row.id, next);
  })();
  return { status: 200, body: renderRow(ctx, def, { ...row, body: next }) };
}

export function remove(ctx: ServerContext, def: ResourceDef, call: Call): Answer {
  rejectQuery(call.query);
  const parentId = parentOf(ctx, def, call);
  const row = findRow(ctx, def, call.params.id, parentId);
  ctx.store.db.transaction(() => {
    ctx.hooks[def.clientName]?.delete?.(ctx, row);
    ctx.store.delete(row.id);
  })();
  return { status: 204 };
}
