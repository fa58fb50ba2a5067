import { type PolicyReport, policyJson } from "./policy";
import type { DriftedResource, DriftReport, MemberChange } from "./report";

/** GitHub's limit on an issue or comment body: the Markdown stays under it. */
export const MARKDOWN_LIMIT = 65_536;
/** A value longer than this is cut, so one long member cannot fill the report. */
const VALUE_LIMIT = 200;

/** What each operation means when the preview follows a refresh. */
const MEANING: Record<string, string> = {
  update: "changed out of band",
  replace: "changed out of band; `pulumi up` replaces it",
  create: "missing on the service (deleted out of band?); `pulumi up` creates it",
  delete: "in the stack but not in the program; `pulumi up` deletes it",
};

const HIDDEN_NOTE =
  "Secret values are never shown: the plugin's resources name a changed secret member without its values; the " +
  "TypeScript classes keep a member holding a secret (a route's `oauth`, a destination's `target`) secret whole, " +
  "so for them the report names the module that hides the change, not its members.";

export function summaryLine(report: DriftReport): string {
  if (report.drifted.length === 0) return `No drift: ${report.resources} resources match the program.`;
  const ops = countBy(report.drifted.map((d) => d.op));
  return `Drift: ${report.drifted.length} of ${report.resources} resources differ from the program (${ops}).`;
}

/** Markdown: the summary line, then one line per drifted resource, cut with a notice under the limit. */
export function toMarkdown(report: DriftReport, limit = MARKDOWN_LIMIT): string {
  const head = [`**${summaryLine(report)}**`];
  if (report.drifted.length === 0) return `${head[0]}\n`;
  head.push("", "Each member: on the service → in the program. " + HIDDEN_NOTE, "");
  let text = `${head.join("\n")}\n`;
  for (const [i, resource] of report.drifted.entries()) {
    const line = `${resourceLine(resource)}\n`;
    const left = report.drifted.length - i;
    // Room is kept for the notice of the lines that would be left out.
    if (text.length + line.length + cutNotice(left).length >= limit || text.length + line.length >= limit)
      return text + cutNotice(left);
    text += line;
  }
  return text;
}

function cutNotice(left: number): string {
  return `\n…and ${left} more drifted resource${left === 1 ? "" : "s"}, left out to keep this under GitHub's ${MARKDOWN_LIMIT.toLocaleString("en")} characters: run \`pulumi preview --refresh\` to see them all.\n`;
}

function resourceLine(r: DriftedResource): string {
  const what = `- \`${r.type}\` **${escapeMarkdown(r.name)}**: ${MEANING[r.op] ?? r.op}`;
  if (r.op !== "update" && r.op !== "replace") return what;
  if (r.hidden?.length) return `${what}: ${hiddenText(r.hidden)}`;
  if (r.changes.length === 0) return `${what}; only secret members differ, which the CLI hides`;
  return `${what}: ${r.changes.map(changeText).join("; ")}`;
}

const changeText = (c: MemberChange) =>
  c.secret
    ? `\`${c.member}\` changed (a secret: values not shown)`
    : `\`${c.member}\` ${value(c.old)} → ${value(c.new)}`;

/** The members a TypeScript class's resource shows as `[secret]` on both sides, one of which changed. */
function hiddenText(hidden: string[]): string {
  const names = hidden.map((m) => `\`${m}\``);
  const which = names.length === 1 ? `in ${names[0]}` : `in one of ${names.join(", ")}`;
  return (
    `the change is ${which}, which the CLI shows only as \`[secret]\`: the TypeScript classes keep a module ` +
    "that holds a secret secret whole (the dynamic provider marks only top-level members); the plugin's " +
    "resources name each changed member"
  );
}

function value(v: unknown): string {
  if (v === undefined) return "(not set)";
  const json = JSON.stringify(v);
  const cut = json.length > VALUE_LIMIT ? `${json.slice(0, VALUE_LIMIT)}…` : json;
  return `\`${cut.replaceAll("`", "'")}\``;
}

/** Names come from the user's program: keep them from opening Markdown syntax. */
export const escapeMarkdown = (s: string) => s.replace(/[\\`*_[\]<>|]/g, (c) => `\\${c}`);

/** Counts by operation, in the order of MEANING, then any other. */
function countBy(ops: string[]): string {
  const counts = new Map<string, number>(Object.keys(MEANING).map((op) => [op, 0]));
  for (const op of ops) counts.set(op, (counts.get(op) ?? 0) + 1);
  return [...counts]
    .filter(([, n]) => n > 0)
    .map(([op, n]) => `${op} ${n}`)
    .join(", ");
}

/** The compact machine form: the same facts, one line of JSON, values cut as in the Markdown. */
export function toJson(report: DriftReport, policy?: PolicyReport): string {
  return `${JSON.stringify({
    drift: report.drifted.length > 0,
    resources: report.resources,
    drifted: report.drifted.map((r) => ({
      type: r.type,
      name: r.name,
      op: r.op,
      changes: r.changes.map((c) => ({
        member: c.member,
        old: c.old ?? null,
        new: c.new ?? null,
        ...(c.secret ? { secret: true } : {}),
      })),
      ...(r.hidden ? { hidden: r.hidden } : {}),
    })),
    note: HIDDEN_NOTE,
    ...(policy ? { policy: policyJson(policy) } : {}),
  })}\n`;
}
