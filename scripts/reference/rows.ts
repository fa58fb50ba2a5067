import type { z } from "zod";
import { type FieldFlags, type VisitedMember, walk } from "../../catalog";
import type { ClassModel, ExtraMember } from "../../provider/model";
import { typeText } from "./type-text";

/** One row of a class's member table. */
export interface Row {
  /** Pulumi path: camelCase at every level, `[]` after a list whose items have members. */
  name: string;
  type: string;
  presence: "required" | "optional" | "output";
  flags: string[];
  description: string;
}

/** The flags the reference shows, in a fixed order. */
export function flagWords(flags: FieldFlags): string[] {
  return [
    flags.createOnly ? "replaces" : "",
    flags.computed ? "output" : "",
    flags.secret ? "secret" : "",
    flags.lowercase ? "lower-cased by the service" : "",
  ].filter(Boolean);
}

/** A parent id or `adoptId`, in the reference's shorter words (the package model's `summary`). */
const extraRow = (e: ExtraMember): Row => ({
  name: e.name,
  type: "string",
  presence: e.optional ? "optional" : "required",
  flags: e.createOnly ? ["replaces"] : [],
  description: e.summary,
});

/** Members of a schema with display paths; members below a `skip` member are left out with it. */
function visit(
  schema: z.ZodType,
  skip: (m: VisitedMember) => boolean,
): (VisitedMember & { display: string })[] {
  const display = new Map<string, string>();
  const skipped = new Set<string>();
  const out: (VisitedMember & { display: string })[] = [];
  walk(schema, (m) => {
    const parentKey = m.wirePath.slice(0, -1).join(".");
    const key = m.wirePath.join(".");
    if (skipped.has(parentKey) || skip(m)) {
      skipped.add(key);
      return;
    }
    const parent = display.get(parentKey);
    const name = parent === undefined ? m.pulumiName : `${parent}.${m.pulumiName}`;
    display.set(key, m.shape === "list" ? `${name}[]` : name);
    out.push({ ...m, display: name });
  });
  return out;
}

/**
 * Inputs are the request's members (flags merged with the same member of the response); outputs are what
 * only the response has, except what stands for an input (requestAs), what is kept out of state, the parent
 * ids and `id` (every Pulumi resource has it).
 */
function memberRows(request: z.ZodType, response: z.ZodType, parents: readonly string[]): Row[] {
  const answered = new Map(visit(response, () => false).map((m) => [m.wirePath.join("."), m]));
  const inputs = visit(request, () => false);
  const sent = new Set(inputs.map((m) => m.wirePath.join(".")));
  const rows: Row[] = inputs.map((m) => {
    const back = answered.get(m.wirePath.join("."));
    return {
      name: m.display,
      type: typeText(m.schema),
      presence: m.optional ? "optional" : "required",
      flags: flagWords({ ...back?.flags, ...m.flags }),
      description: m.description ?? "",
    };
  });
  const outputs = visit(
    response,
    (m) =>
      !!m.flags.notInState ||
      !!m.flags.requestAs ||
      (m.wirePath.length === 1 && (m.wireName === "id" || parents.includes(m.wireName))),
  ).filter((m) => !sent.has(m.wirePath.join(".")));
  for (const m of outputs) insertAfterParent(rows, m.display, outputRow(m));
  return rows;
}

/** The rows of one Pulumi class: parent ids, adoptId where the provider takes it, then the members. */
export function classRows(model: ClassModel): Row[] {
  const { spec } = model;
  return [
    ...model.extras.map(extraRow),
    ...memberRows(
      spec.input,
      spec.response,
      spec.parents.map((p) => p.wire),
    ),
  ];
}

const outputRow = (m: VisitedMember & { display: string }): Row => ({
  name: m.display,
  type: typeText(m.schema),
  presence: "output",
  flags: flagWords({ ...m.flags, computed: true }),
  description: m.description ?? "",
});

/** A nested output goes after the rows of its parent object (saml.entityId after saml's inputs). */
function insertAfterParent(rows: Row[], display: string, row: Row): void {
  const parent = display.includes(".") ? display.slice(0, display.lastIndexOf(".")).replace(/\[\]$/, "") : "";
  let at = rows.length;
  if (parent) {
    const last = rows
      .map((r) => r.name === parent || r.name.startsWith(`${parent}.`) || r.name.startsWith(`${parent}[]`))
      .lastIndexOf(true);
    if (last >= 0) at = last + 1;
  }
  rows.splice(at, 0, row);
}

/** The members of a read-only object (a tunnel), all outputs. */
export function outputRows(response: z.ZodType): Row[] {
  return visit(response, (m) => !!m.flags.notInState).map(outputRow);
}
