import { type ModuleDef, moduleList, type ResourceDef, resourceList } from "pulumi-tunnels/catalog";

/**
 * The resources and modules one server answers for, with the lookups its generic pipeline makes. A server
 * runs over the service's catalog; tests run the same machinery over a small synthetic one.
 */
export class ServerCatalog {
  private readonly byKind: Map<string, ResourceDef>;
  private readonly byClass: Map<string, ResourceDef>;

  constructor(
    readonly resources: readonly ResourceDef[],
    readonly modules: readonly ModuleDef[],
  ) {
    this.byKind = new Map(resources.map((d) => [d.kind, d]));
    this.byClass = new Map(resources.map((d) => [d.className, d]));
  }

  /** The resource a module's `owner` names. */
  resourceByClass(className: string): ResourceDef {
    const def = this.byClass.get(className);
    if (!def) throw new Error(`catalog: a module is owned by "${className}", which is no resource's class`);
    return def;
  }

  /**
   * The resource a member's `references` flag names: the collection its ids must exist in (a write naming
   * one that does not is a 400, code 223) and the one its response Refs point into. `owner_id` names a user,
   * not a resource: the API key hook checks it.
   */
  referencedResource(kind: string): ResourceDef {
    const def = this.byKind.get(kind);
    if (!def) throw new Error(`catalog: a member references "${kind}", which is no resource's kind`);
    return def;
  }

  /** The resource a `{parent}` of a collection path is an id of: `/edges/https/{edge_id}/routes` → HTTPS edges. */
  parentResource(def: ResourceDef): ResourceDef | undefined {
    const at = def.collection.indexOf("/{");
    if (at < 0) return undefined;
    const prefix = def.collection.slice(0, at);
    return this.resources.find((d) => d.collection === prefix);
  }
}

export const serviceCatalog = new ServerCatalog(resourceList, moduleList);

/** What a kind is called in messages: "IP policy", "event destination". */
export const humanName = (def: Pick<ResourceDef, "kind">) =>
  def.kind.replace(/_/g, " ").replace(/^ip /, "IP ");
