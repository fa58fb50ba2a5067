import type { ResourceDef } from "pulumi-tunnels/catalog";
import type { Faults } from "./faults";
import { type RenderContext, render } from "./shape";
import type { Row, Store } from "./store";

type Obj = Record<string, unknown>;

/** Who is calling: the admin user (root token or one of its keys), or another user or bot. */
export interface Caller {
  userId: string;
  admin: boolean;
}

/** Per-resource behaviour the generic pipeline cannot derive from the catalog. Every step is optional. */
export interface ResourceHooks {
  /** Before a create is written: checks the caller, adds stored computed members. May be slow (key pairs). */
  create?(ctx: ServerContext, caller: Caller, stored: Obj, parentId: string | null): Promise<void> | void;
  /** Inside the create's transaction, after the insert; may add members to the create response only. */
  created?(ctx: ServerContext, caller: Caller, id: string, stored: Obj, response: Obj): void;
  /** Before an update is written, with the merged body. */
  update?(ctx: ServerContext, row: Row, next: Obj): void;
  /** Before a delete, inside its transaction: refuses (throws) or removes what depends on the row. */
  delete?(ctx: ServerContext, row: Row): void;
  /** Adds members computed on every read (a backend's tunnels, an edge's routes). */
  render?(ctx: ServerContext, row: Row, out: Obj): void;
  /** Adds computed members to one rendered module of this owner (SAML's URLs). */
  renderModule?(ctx: ServerContext, row: Row, module: string, out: Obj): void;
}

export interface ServerContext extends RenderContext {
  store: Store;
  adminId: string;
  faults: Faults;
  /** Each resource's hooks by its `clientName` (its key in the catalog's `resources`). */
  hooks: Readonly<Partial<Record<string, ResourceHooks>>>;
}

export function collectionUri(ctx: RenderContext, def: ResourceDef, parentId: string | null): string {
  return ctx.baseUrl + def.collection.replace(/\{[a-z_]+\}/, parentId ?? "");
}

/** The response of a stored object, the same for create, get, list and update. */
export function renderRow(ctx: ServerContext, def: ResourceDef, row: Row): Obj {
  const identity: Obj = { id: row.id, uri: `${collectionUri(ctx, def, row.parent_id)}/${row.id}` };
  if (def.parents.length) identity[def.parents[def.parents.length - 1]] = row.parent_id;
  const out = render(def.response, row.body, ctx, identity);
  ctx.hooks[def.clientName]?.render?.(ctx, row, out);
  return out;
}
