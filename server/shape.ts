import type { z } from "zod";
import {
  elementOf,
  type FieldFlags,
  shapeOf,
  lowerCased,
  type MemberShape,
  membersOf,
} from "pulumi-tunnels/catalog";
import { withDefaults } from "./defaults";
import type { ServerCatalog } from "./catalog-view";
import type { SecretBox } from "./secret-box";

/**
 * The two walks every resource and module goes through, led by the catalog's schemas and flags:
 * `prepare` turns a validated request into what is stored (lower-cased, defaults filled in, secrets
 * sealed, references collected), `render` turns what is stored into the response (Refs for ids,
 * redacted members as null, secrets opened, unset objects as null). Create, get, list, update and the
 * module endpoints all use these two, so a response never depends on which operation produced it.
 */

interface PlanMember {
  name: string;
  shape: MemberShape;
  flags: FieldFlags;
  /** Plan of the member's object, or of its list's object items. */
  child?: Plan;
  elementShape?: MemberShape;
}
type Plan = PlanMember[];

const plans = new WeakMap<z.ZodType, Plan>();

/** Members of an object schema, compiled once per schema (the walk runs on every request). */
function planOf(schema: z.ZodType): Plan {
  let plan = plans.get(schema);
  if (plan) return plan;
  plan = membersOf(schema).map((m) => {
    const out: PlanMember = { name: m.wireName, shape: m.shape, flags: m.flags };
    if (m.shape === "object") out.child = planOf(m.schema);
    if (m.shape === "list" || m.shape === "map") {
      out.elementShape = shapeOf(elementOf(m.schema));
      if (out.elementShape === "object") out.child = planOf(elementOf(m.schema));
    }
    return out;
  });
  plans.set(schema, plan);
  return plan;
}

/** Ids a request names, and the kind of resource they must be of (the member's `references` flag). */
export interface Reference {
  field: string;
  ids: string[];
  kind: string;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/** The stored form of a validated request (or of a module, when `moduleName` is given). */
export function prepare(
  schema: z.ZodType,
  value: Obj,
  box: SecretBox,
  refs: Reference[],
  moduleName?: string,
): Obj {
  const out = prepareObject(planOf(schema), value, box, refs, []);
  return moduleName ? withDefaults(planOf(schema), moduleName, out) : out;
}

function prepareObject(plan: Plan, value: Obj, box: SecretBox, refs: Reference[], path: string[]): Obj {
  const out: Obj = {};
  for (const m of plan) {
    let v = value[m.name];
    if (v === undefined) continue;
    const here = [...path, m.name];
    if (m.flags.lowercase) v = lowerCased(v);
    if (m.flags.secret && typeof v === "string") v = box.seal(v);
    if (m.flags.references && v !== null)
      refs.push({
        field: here.join("."),
        ids: Array.isArray(v) ? (v as string[]) : [v as string],
        kind: m.flags.references,
      });
    if (m.shape === "object" && isObj(v) && m.child) {
      v = prepareObject(m.child, v, box, refs, here);
      v = withDefaults(m.child, m.name, v as Obj);
    } else if (m.shape === "list" && m.child && Array.isArray(v)) {
      v = v.map((item, i) =>
        isObj(item) ? prepareObject(m.child!, item, box, refs, [...here, String(i)]) : item,
      );
    }
    out[m.name] = v;
  }
  return out;
}

export interface RenderContext {
  baseUrl: string;
  box: SecretBox;
  catalog: ServerCatalog;
}

/**
 * The response form of a stored object. `identity` supplies members the row holds outside its body
 * (id, uri, edge_id); everything else comes from the stored body, led by the response schema.
 */
export function render(schema: z.ZodType, stored: Obj, ctx: RenderContext, identity: Obj = {}): Obj {
  return renderObject(planOf(schema), stored, ctx, identity);
}

function renderObject(plan: Plan, stored: Obj, ctx: RenderContext, identity: Obj): Obj {
  const out: Obj = {};
  for (const m of plan) {
    if (m.name in identity) {
      out[m.name] = identity[m.name];
      continue;
    }
    if (m.flags.requestAs) {
      const ids = stored[m.flags.requestAs];
      const target = ctx.catalog.referencedResource(m.flags.references ?? "");
      const ref = (id: string) => ({ id, uri: `${ctx.baseUrl}${target.collection}/${id}` });
      if (Array.isArray(ids)) out[m.name] = ids.map(ref);
      else if (typeof ids === "string") out[m.name] = ref(ids);
      else if (m.shape === "list") out[m.name] = [];
      continue;
    }
    if (m.flags.redacted) {
      out[m.name] = null;
      continue;
    }
    const v = stored[m.name];
    if (v === undefined || v === null) {
      // Unset objects are answered as null (docs/contract.md §2); unset scalars are left out.
      if (m.shape === "object") out[m.name] = null;
      continue;
    }
    if (m.flags.secret && typeof v === "string") out[m.name] = ctx.box.open(v);
    else if (m.shape === "object" && m.child && isObj(v)) out[m.name] = renderObject(m.child, v, ctx, {});
    else if (m.shape === "list" && m.child && Array.isArray(v))
      out[m.name] = v.map((item) => (isObj(item) ? renderObject(m.child!, item, ctx, {}) : item));
    else out[m.name] = v;
  }
  return out;
}
