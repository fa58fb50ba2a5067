import { moduleList, resourceList } from "pulumi-tunnels/catalog";
import type { ServerContext } from "./context";
import { localHandlers } from "./local-api";
import { deleteModule, getModule, putModule } from "./module-pipeline";
import { type Answer, type Call, create, get, list, remove, update } from "./pipeline";

type Handler = (call: Call) => Answer | Promise<Answer>;

export interface RouteEntry {
  /** The catalog's path, `{name}` placeholders and all, for messages. */
  pattern: string;
  /** The fastify URL: placeholders become positional `:p0`, `:p1`, so sibling paths never disagree on names. */
  url: string;
  /** Catalog names of the placeholders, in order. */
  names: string[];
  /** A route of the control API: it takes the root token, no version header, and is never faulted. */
  control: boolean;
  /** The methods it takes; none for a namespace that only answers 404 (after its auth). */
  methods: Record<string, Handler>;
}

/** Every path the server answers, derived from the catalog's collections, operations and modules. */
export function routeTable(ctx: ServerContext): RouteEntry[] {
  const table = new Map<string, RouteEntry>();
  const entry = (pattern: string, control: boolean) => {
    let found = table.get(pattern);
    if (!found) {
      const names = [...pattern.matchAll(/\{([a-z_]+)\}/g)].map((m) => m[1]);
      let i = 0;
      const url = pattern.replace(/\{[a-z_]+\}/g, () => `:p${i++}`);
      found = { pattern, url, names, control, methods: {} };
      table.set(pattern, found);
    }
    return found;
  };
  const add = (pattern: string, method: string, handler: Handler) => {
    entry(pattern, false).methods[method] = handler;
  };
  const addControl = (pattern: string, method: string, handler: Handler) => {
    entry(pattern, true).methods[method] = handler;
  };

  for (const def of resourceList) {
    const item = `${def.collection}/{id}`;
    const ops = new Set(def.operations);
    // A resource without a public create (tunnels: agents bring them online) lists none in operations.
    if (ops.has("create")) add(def.collection, "POST", (c) => create(ctx, def, c));
    if (ops.has("list") && def.listKey) add(def.collection, "GET", (c) => list(ctx, def, c));
    if (ops.has("get")) add(item, "GET", (c) => get(ctx, def, c));
    if (ops.has("update")) add(item, "PATCH", (c) => update(ctx, def, c));
    if (ops.has("delete")) add(item, "DELETE", (c) => remove(ctx, def, c));
  }
  for (const def of moduleList) {
    add(def.path, "PUT", (c) => putModule(ctx, def, c));
    add(def.path, "GET", (c) => getModule(ctx, def, c));
    add(def.path, "DELETE", (c) => deleteModule(ctx, def, c));
  }

  const local = localHandlers(ctx);
  addControl("/_local/tunnels", "POST", local.createTunnel);
  addControl("/_local/tunnels/{id}", "DELETE", local.deleteTunnel);
  addControl("/_local/users", "POST", local.createUser);
  addControl("/_local/faults", "GET", local.getFaults);
  addControl("/_local/faults", "PUT", local.putFaults);
  addControl("/_local/reset", "POST", local.reset);
  // Any other path the router matches under /_local (a trailing slash, a typo) belongs to the control
  // API too: the root token is asked for first, then the answer is 404.
  entry("/_local", true);
  entry("/_local/*", true);
  return [...table.values()];
}
