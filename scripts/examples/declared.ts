import { resourceList } from "../../catalog";
import { nameOfToken } from "../../provider/model";

/**
 * How many objects of each collection of the account a YAML program's resources make, by the catalog's client
 * name (`ipPolicies`), routes apart (`routes`, as harness inventory reads them from their edges); a module
 * managed as its own resource makes none.
 */
export function declaredObjects(yaml: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [, type] of yaml.matchAll(/type: (\S+)/g)) {
    const className = nameOfToken(type);
    const r = resourceList.find((x) => x.className === className);
    // A resource with a parent (a route) is listed from its parent: inventory's `routes`.
    const key = r?.parents.length ? "routes" : r?.clientName;
    if (key) out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}
