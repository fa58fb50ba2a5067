/**
 * An account as `pulumi-resource-tunnels adopt` lists it (docs/adopting-and-importing.md): every object of every
 * class the catalog can both list and create, one call per page of each collection. Classes without a list of
 * their own (a route) are found inside their parent's objects (an edge's `routes`), which the parent's pages
 * already hold in full: no call of their own. Modules are members of their edge or route, read with it. Tunnels
 * are left out: they are read-only (never created through the API, so never managed by a stack).
 */
import { type ResourceDef, resourceList } from "../../catalog";
import type { TunnelsClient } from "../../client";
import { resourceCalls } from "../../client/calls";

type Body = Record<string, unknown>;

/** One object of the account, as the service answers it. */
export interface AccountObject {
  className: string;
  /** Its parents' ids, outermost first (a route's edge). */
  parents: string[];
  body: Body;
}

export interface Account {
  objects: AccountObject[];
  /** The classes left out, with why (tunnels: read-only). */
  leftOut: { className: string; why: string }[];
  /** Calls made: one per page. */
  calls: number;
}

const canCreate = (def: ResourceDef) => def.operations.includes("create");
const listed = (def: ResourceDef) => def.operations.includes("list") && def.parents.length === 0;

/**
 * Where each class without a list of its own is found: the member of its parent's objects that holds them
 * (`/edges/https/{edge_id}/routes` → an HTTPS edge's `routes`).
 */
function childrenOf(parent: ResourceDef): { def: ResourceDef; member: string }[] {
  return resourceList.flatMap((def) => {
    if (listed(def) || !canCreate(def)) return [];
    const match = /^(.*)\/\{[a-z_]+\}\/([a-z_]+)$/.exec(def.collection);
    return match && match[1] === parent.collection ? [{ def, member: match[2] }] : [];
  });
}

/** Lists the whole account through `client`, one call per page. */
export async function listAccount(client: TunnelsClient): Promise<Account> {
  const objects: AccountObject[] = [];
  const leftOut: Account["leftOut"] = [];
  let calls = 0;
  for (const def of resourceList) {
    if (!canCreate(def)) {
      leftOut.push({ className: def.className, why: "read-only: never created through the API" });
      continue;
    }
    if (!listed(def)) continue; // found inside its parent's objects, below
    const children = childrenOf(def);
    const calls_ = resourceCalls(client, def);
    for (let uri: string | null | undefined; uri !== null; ) {
      const page = await calls_.page([], uri);
      calls++;
      for (const body of page.items as Body[]) {
        objects.push({ className: def.className, parents: [], body });
        for (const child of children)
          for (const item of (body[child.member] as Body[] | undefined) ?? [])
            objects.push({ className: child.def.className, parents: [String(body.id)], body: item });
      }
      uri = page.next;
    }
  }
  return { objects, leftOut, calls };
}
