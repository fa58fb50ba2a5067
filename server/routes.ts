import { moduleList, resourceList } from "../sdk/catalog";
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
  methods: Record<string, Handler>;
}

/** Every path the server answers, derived from the catalog's collections, operations and modules. */
export function routeTable(ctx: ServerContext): RouteEntry[] {
  const table = new Map<string, RouteEntry>();
  const add = (pattern: string, method: string, handler: Handler) => {
    let entry = table.get(pattern);
    if (!entry) {
      const names = [...pattern.matchAll(/\{([a-z_]+)\}/g)].map((m) => m[1]);
      let i = 0;
      const url = pattern.replace(/\{[a-z_]+\}/g, () => `:p${i++}`);
      entry = { pattern, url, names, methods: {} };
      table.set(pattern, entry);
    }
    entry.methods[method] = handler;
  };

  for (const def of resourceList) {
    const item = `${def.collection}/{id}`;
    const ops = new Set(def.operations);
    // Tunnels are created through the control API, not the public one.
    if (ops.has("create") && def.clientName !== "tunnels")
      add(def.collection, "POST", (c) => create(ctx, def, c));
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
  add("/_local/tunnels", "POST", local.createTunnel);
  add("/_local/tunnels/{id}", "DELETE", local.deleteTunnel);
  add("/_local/users", "POST", local.createUser);
  add("/_local/faults", "GET", local.getFaults);
  add("/_local/faults", "PUT", local.putFaults);
  add("/_local/reset", "POST", local.reset);
  return [...table.values()];
}
