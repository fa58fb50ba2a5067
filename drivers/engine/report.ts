/**
 * Text like `pulumi preview` / `pulumi up` print: one line per step with its symbol, the changed
 * members, the stack outputs (secrets hidden) and a summary line.
 */
import { isSecret, type PropertyMap, redactSecrets, UNKNOWN } from "./rpc-values";
import type { Step, StepOp } from "./steps";

export type RunKind = "preview" | "up" | "refresh" | "destroy";

export type Summary = Record<StepOp, number>;

const SYMBOLS: Record<StepOp, string> = {
  create: "+ ",
  update: "~ ",
  replace: "+-",
  delete: "- ",
  same: "= ",
  read: "> ",
  discard: "< ",
  refresh: "~ ",
};

const HEADERS: Record<RunKind, [string, string]> = {
  preview: ["Previewing update", "Previewing update"],
  up: ["Updating", "Previewing update"],
  refresh: ["Refreshing", "Previewing refresh"],
  destroy: ["Destroying", "Previewing destroy"],
};

export function summarize(steps: Step[]): Summary {
  const summary: Summary = {
    create: 0,
    update: 0,
    replace: 0,
    delete: 0,
    same: 0,
    read: 0,
    discard: 0,
    refresh: 0,
  };
  for (const step of steps) summary[step.op]++;
  return summary;
}

export function formatStep(step: Step): string {
  const symbol = step.op === "refresh" && step.drift === "gone" ? "- " : SYMBOLS[step.op];
  let suffix = "";
  if (step.drift === "gone") suffix = " [gone]";
  else if (step.diffs?.length) suffix = ` [diff: ${step.diffs.map((d) => `~${d}`).join(", ")}]`;
  if (step.op === "replace" && step.deleteBeforeReplace) suffix += " [delete-before-replace]";
  if (step.unknowns?.length) suffix += ` [unknown: ${step.unknowns.join(", ")}]`;
  return `  ${symbol} ${step.op.padEnd(8)} ${step.type}  ${step.name}${suffix}`;
}

export function formatReport(args: {
  kind: RunKind;
  stack: string;
  dryRun: boolean;
  steps: Step[];
  outputs: PropertyMap;
  errors: string[];
}): string {
  const [live, preview] = HEADERS[args.kind];
  const lines = [`${args.dryRun ? preview : live} (${args.stack}):`];
  const shown = args.steps.filter((s) => s.op !== "refresh" || s.drift !== "none");
  for (const step of shown) lines.push(formatStep(step));
  const outputNames = Object.keys(args.outputs).sort();
  if (outputNames.length) {
    lines.push("Outputs:");
    for (const name of outputNames) lines.push(`    ${name}: ${formatOutput(args.outputs[name])}`);
  }
  if (args.errors.length) {
    lines.push("Diagnostics:");
    for (const error of args.errors) lines.push(`    error: ${error.replace(/\n/g, "\n    ")}`);
  }
  lines.push(summaryLine(summarize(args.steps), args.dryRun));
  return lines.join("\n");
}

export function summaryLine(summary: Summary, dryRun: boolean): string {
  const verb = (future: string, past: string) => (dryRun ? `to ${future}` : past);
  const parts = [
    summary.create && `+ ${summary.create} ${verb("create", "created")}`,
    summary.update && `~ ${summary.update} ${verb("update", "updated")}`,
    summary.replace && `+- ${summary.replace} ${verb("replace", "replaced")}`,
    summary.delete && `- ${summary.delete} ${verb("delete", "deleted")}`,
    summary.read && `> ${summary.read} ${verb("read", "read")}`,
    summary.refresh && `~ ${summary.refresh} refreshed`,
    summary.same && `${summary.same} unchanged`,
  ].filter(Boolean);
  return `Resources: ${parts.length ? parts.join(", ") : "no changes"}`;
}

function formatOutput(value: PropertyMap[string]): string {
  if (isSecret(value)) return "[secret]";
  if (value === UNKNOWN) return "output<unknown>";
  return JSON.stringify(redactSecrets(value));
}
