import { isPlainObject } from "../../catalog";
import { DECLARED_KEY, PROVIDER_KEY } from "../base/dynamic-keys";
import { type ClassMembers, shortType, type TunnelsType, tunnelsType } from "./members";

/**
 * The drift in the JSON of `pulumi preview --refresh --json`: every step that is not `same` (nor one of the
 * refresh steps that come before the real ones), with the members that differ between the step's old
 * inputs (the refreshed state: what the service holds) and its new inputs (what the program declares).
 * The plugin's resources (`tunnels:index:…`) also name each changed member in the step's `detailedDiff`,
 * which is how a changed secret member, `[secret]` on both sides, is still named. The dynamic provider (the
 * TypeScript classes, `pulumi-nodejs:dynamic/tunnels:…`) sends no detailed diff and keeps a top-level member
 * that holds a secret secret whole: when nothing visible differs, the report names the members it hid.
 */

export interface MemberChange {
  member: string;
  /** On the service now (the refreshed state); undefined when not set. */
  old?: unknown;
  /** In the program; undefined when not declared. */
  new?: unknown;
  /** A secret member the plugin's detailed diff names as changed: its values are never shown. */
  secret?: true;
}

export interface DriftedResource {
  type: string;
  name: string;
  op: string;
  changes: MemberChange[];
  /**
   * The TypeScript classes only, when no member visibly differs: the declared top-level members the CLI shows
   * as `[secret]` on both sides (a module holding a secret is secret whole there), one of which changed.
   */
  hidden?: string[];
}

export interface DriftReport {
  /** Resources in the preview, the stack itself left out. */
  resources: number;
  drifted: DriftedResource[];
  /** Steps by operation, as the CLI's changeSummary counts them. */
  summary: Record<string, number>;
}

/** Input the report cannot use: the message says what it expected. */
export class UnusableInputError extends Error {}

/** A resource's state in a step: its inputs, and for a stack rule's joins its id and property dependencies. */
export interface StepState {
  type?: string;
  id?: string;
  inputs?: Record<string, unknown>;
  propertyDependencies?: Record<string, string[]>;
}

export interface Step {
  op: string;
  urn: string;
  type?: string;
  oldState?: StepState;
  newState?: StepState;
  /** Paths in the program's names (`oauth.provider.github.emailDomains[0]`): the plugin's, never the dynamic provider's. */
  detailedDiff?: Record<string, unknown> | null;
}

const EXPECTED =
  "expected the JSON that `pulumi preview --refresh --json` prints (an object with a `steps` list)";
const NOT_DRIFT = new Set(["same", "refresh", "read"]);
/** Inputs the package adds to every resource, not members of the user's. */
export const NOT_MEMBERS = new Set([PROVIDER_KEY, DECLARED_KEY, "adoptId"]);
/** A replacement shows as up to three steps; the report names it once. */
const REPLACE_STEPS = new Set(["replace", "create-replacement", "delete-replaced"]);
const SECRET = "[secret]";

export function parsePreview(text: string): DriftReport {
  const steps = previewSteps(text);
  const byUrn = new Map<string, DriftedResource>();
  for (const step of steps) {
    if (NOT_DRIFT.has(step.op) || isStack(step.urn)) continue;
    const op = REPLACE_STEPS.has(step.op) ? "replace" : step.op;
    const type = step.newState?.type ?? step.oldState?.type ?? step.type ?? typeOfUrn(step.urn);
    const drifted = driftOf(step, op, tunnelsType(type));
    const known = byUrn.get(step.urn);
    if (known && known.changes.length >= drifted.changes.length) continue;
    byUrn.set(step.urn, { type: shortType(type), name: nameOfUrn(step.urn), op, ...drifted });
  }
  const resources = new Set(steps.filter((s) => !isStack(s.urn)).map((s) => s.urn)).size;
  return { resources, drifted: [...byUrn.values()], summary: changeSummary(text) };
}

/** The steps of a preview's JSON, each with its `op` and `urn`; input the report cannot use is refused. */
export function previewSteps(text: string): Step[] {
  if (!text.trim()) throw new UnusableInputError(`the input is empty: ${EXPECTED}`);
  let preview: unknown;
  try {
    preview = JSON.parse(text);
  } catch (err) {
    throw new UnusableInputError(`the input is not JSON (${(err as Error).message}): ${EXPECTED}`);
  }
  // A preview that failed (a refresh that could not read, a server that is down) still prints the steps
  // it got to, with errors among its diagnostics: it says nothing of drift.
  const errors = isPlainObject(preview) ? previewErrors(preview.diagnostics) : [];
  if (errors.length)
    throw new UnusableInputError(`the preview failed, so it says nothing of drift: ${errors.join("; ")}`);
  if (!isPlainObject(preview) || !Array.isArray(preview.steps))
    throw new UnusableInputError(`the input has no \`steps\` list: ${EXPECTED}`);
  const steps = preview.steps as Step[];
  for (const step of steps)
    if (typeof step?.op !== "string" || typeof step.urn !== "string")
      throw new UnusableInputError(`a step has no \`op\` or \`urn\`: ${EXPECTED}`);
  return steps;
}

function changeSummary(text: string): Record<string, number> {
  const preview = JSON.parse(text) as Record<string, unknown>;
  return isPlainObject(preview.changeSummary) ? (preview.changeSummary as Record<string, number>) : {};
}

/** The distinct error messages of a preview's diagnostics, the first three of them. */
function previewErrors(diagnostics: unknown): string[] {
  if (!Array.isArray(diagnostics)) return [];
  const messages = diagnostics
    .filter((d) => isPlainObject(d) && d.severity === "error" && typeof d.message === "string")
    .map((d) => (d.message as string).trim());
  const distinct = [...new Set(messages)];
  return distinct.length > 3 ? [...distinct.slice(0, 3), `${distinct.length - 3} more`] : distinct;
}

export const isStack = (urn: string) => urn.includes("::pulumi:pulumi:Stack::");
const typeOfUrn = (urn: string) => urn.split("::")[2]?.split("$").pop() ?? "";
export const nameOfUrn = (urn: string) => urn.split("::").slice(3).join("::");

/** What changed in an update or a replacement: members with their values, and what the CLI hid. */
function driftOf(
  step: Step,
  op: string,
  type: TunnelsType | undefined,
): Pick<DriftedResource, "changes" | "hidden"> {
  if (op !== "update" && op !== "replace") return { changes: [] };
  const changes = changedMembers(step, type?.members);
  if (type?.provider === "plugin") changes.push(...hiddenSecrets(step, changes, type.members));
  if (type?.provider !== "dynamic" || changes.length) return { changes };
  const before = step.oldState?.inputs ?? {};
  const after = step.newState?.inputs ?? {};
  const hidden = union(before, after).filter(
    (key) => type.members.holdSecrets.has(key) && before[key] === SECRET && after[key] === SECRET,
  );
  // One secret member alone (a webhook module's `secret`) is the change itself.
  if (hidden.length === 1 && type.members.secrets.has(hidden[0]))
    return { changes: [{ member: hidden[0], old: SECRET, new: SECRET, secret: true }] };
  return { changes, ...(hidden.length ? { hidden } : {}) };
}

/**
 * The secret members the plugin's detailed diff names that no visible change covers: `[secret]` on both sides,
 * changed all the same. Named, with their values hidden. (A path holds list indexes, `members` none.)
 */
function hiddenSecrets(step: Step, visible: MemberChange[], members: ClassMembers): MemberChange[] {
  const paths = (isPlainObject(step.detailedDiff) ? Object.keys(step.detailedDiff) : []).filter((path) =>
    members.secrets.has(path.replace(/\[\d+\]/g, "")),
  );
  const within = (inner: string, outer: string) =>
    inner === outer || inner.startsWith(`${outer}.`) || inner.startsWith(`${outer}[`);
  const covered = (path: string) => visible.some((c) => within(path, c.member) || within(c.member, path));
  return paths
    .filter((path) => !covered(path))
    .sort()
    .map((member) => ({ member, old: SECRET, new: SECRET, secret: true }));
}

function changedMembers(step: Step, members: ClassMembers | undefined): MemberChange[] {
  const changes: MemberChange[] = [];
  const compare = (path: string, before: unknown, after: unknown) => {
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    // A side the CLI hides whole (`[secret]`: state written before secrets were at their own path) is compared
    // whole: looking inside the other side alone would report its members as added.
    const hiddenWhole = before === SECRET || after === SECRET;
    if (members?.objects.has(path) && !hiddenWhole && (isPlainObject(before) || isPlainObject(after))) {
      const b = isPlainObject(before) ? before : {};
      const a = isPlainObject(after) ? after : {};
      for (const key of union(b, a)) compare(`${path}.${key}`, b[key], a[key]);
      return;
    }
    changes.push({ member: path, old: shown(path, before, members), new: shown(path, after, members) });
  };
  const before = step.oldState?.inputs ?? {};
  const after = step.newState?.inputs ?? {};
  for (const key of union(before, after)) if (!NOT_MEMBERS.has(key)) compare(key, before[key], after[key]);
  return changes;
}

const union = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();

/** A value as the report may show it: what the catalog marks secret is `[secret]`, even in clear. */
function shown(path: string, value: unknown, members: ClassMembers | undefined): unknown {
  if (value === undefined || value === null || !members) return value;
  if (members.secrets.has(path)) return SECRET;
  if (members.objects.has(path) && isPlainObject(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shown(`${path}.${k}`, v, members)]));
  return members.holdSecrets.has(path) ? SECRET : value;
}
