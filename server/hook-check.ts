import { type ResourceDef, walk } from "pulumi-tunnels/catalog";
import type { ServerCatalog } from "./catalog-view";
import type { ResourceHooks } from "./context";

/** Members of a schema the resource's own hook computes (flag `computedByHook`), as dotted wire paths. */
function hookComputed(...schemas: Parameters<typeof walk>[0][]): string[] {
  const paths = new Set<string>();
  for (const schema of schemas)
    walk(schema, (m) => {
      if (m.flags.computedByHook) paths.add(m.wirePath.join("."));
    });
  return [...paths];
}

/**
 * Refuses a server whose catalog has members only a hook computes (an API key's token, a reserved address's
 * `addr`, a SAML module's URLs) on a resource that has no hook: without this, such a server answers them as
 * null and every generic test passes. A module's computed members are its owner's hook's to fill in.
 */
export function checkHooks(
  catalog: ServerCatalog,
  hooks: Readonly<Partial<Record<string, ResourceHooks>>>,
): void {
  const missing = new Map<ResourceDef, string[]>();
  const need = (def: ResourceDef, paths: string[]) => {
    if (paths.length && !hooks[def.clientName]) missing.set(def, [...(missing.get(def) ?? []), ...paths]);
  };
  for (const def of catalog.resources) need(def, hookComputed(def.response));
  for (const module of catalog.modules)
    need(
      catalog.resourceByClass(module.owner),
      hookComputed(module.response).map((p) => `${module.module}.${p}`),
    );
  if (!missing.size) return;
  const lines = [...missing].map(([def, paths]) => `${def.clientName} (${paths.join(", ")})`);
  throw new Error(
    `the server cannot start: these resources have members their hook computes (flag computedByHook), ` +
      `but no hook: ${lines.join("; ")}. Write the hook in server/hooks/<resource>.ts (it sets each of ` +
      "those members: in create or created for a stored or once-shown member, in render for one computed " +
      "on every read) and register it under the resource's key in server/hooks/index.ts.",
  );
}
