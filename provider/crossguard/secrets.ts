import { isPlainObject } from "../../catalog";
import { nameOfDynamicType } from "../model/package";
import { secretPaths, type ValuePath } from "../model/paths";
import { specOfType } from "../policy/facts";
import { SECRET_SIG, SIG_KEY as SIG } from "../base/values";

/**
 * A resource's properties as `@pulumi/policy` hands them to a policy, with the catalog's secrets marked again as the
 * engine marks them on the wire. `@pulumi/policy` unwraps every secret before it calls a policy, but the rules
 * quote a value only when nothing marks it secret: marked again, a secret member is never quoted in a message,
 * and the rules see what the analyzer sees. The plugin's resources carry each secret member wrapped at its own
 * path; the TypeScript classes (the dynamic provider names top-level outputs only) a whole top-level member that
 * holds one. A value the program itself made secret on another member is not known here: `@pulumi/policy` drops
 * that mark.
 */
export function withCatalogSecrets(type: string, props: Record<string, unknown>): Record<string, unknown> {
  const spec = specOfType(type);
  if (!spec) return props;
  const paths = secretPaths(spec, props);
  if (paths.length === 0) return props;
  const copy = structuredClone(props);
  const dynamic = nameOfDynamicType(type) !== undefined;
  const wrapped = new Set<string>();
  for (const path of paths) {
    const at = dynamic ? path.slice(0, 1) : path;
    const key = JSON.stringify(at);
    if (wrapped.has(key)) continue;
    wrapped.add(key);
    wrapAt(copy, at);
  }
  return copy;
}

function wrapAt(root: Record<string, unknown>, path: ValuePath): void {
  let holder: unknown = root;
  for (const step of path.slice(0, -1)) {
    holder = (holder as Record<string | number, unknown>)[step];
    if (!isPlainObject(holder) && !Array.isArray(holder)) return;
  }
  const last = path[path.length - 1];
  const target = holder as Record<string | number, unknown>;
  if (target[last] === undefined || target[last] === null) return;
  target[last] = { [SIG]: SECRET_SIG, value: target[last] };
}
