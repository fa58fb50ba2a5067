import type { RunResult } from "../../harness";

/**
 * What a preview would do, resource by resource, in one shape for the CLI and the test engine, so the two
 * can be compared: `name → [operation, changed members]`. Resources that stay the same, and the refresh
 * steps that precede a refreshed preview's real steps, are left out.
 *
 * The Node dynamic-provider host sends no detailed diff, so the CLI's `--json` steps carry no diff reasons:
 * the changed members are the top-level inputs that differ between a step's old and new state.
 */
export type StepTable = Record<string, [string, string[]]>;

interface CliStep {
  op: string;
  urn: string;
  oldState?: { inputs?: Record<string, unknown> };
  newState?: { inputs?: Record<string, unknown> };
}

const IGNORED_OPS = new Set(["same", "refresh"]);
/** The serialized provider is an input of every resource; it is the package's, not the user's. */
const NOT_MEMBERS = new Set(["__provider"]);

const nameOf = (urn: string) => urn.split("::").slice(3).join("::");

function changedInputs(step: CliStep): string[] {
  const before = step.oldState?.inputs ?? {};
  const after = step.newState?.inputs ?? {};
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((k) => !NOT_MEMBERS.has(k) && JSON.stringify(before[k]) !== JSON.stringify(after[k]))
    .sort();
}

/** What `--json` shows of a secret input, before and after alike (`--show-secrets` does not change it). */
const HIDDEN = "[secret]";

export interface CliPreview {
  steps: StepTable;
  /** Per resource, the inputs `--json` hides: a change to one of them cannot show in `steps`. */
  hidden: Record<string, string[]>;
}

/** The table of `pulumi preview --json` output. A replacement appears once, as `replace`. */
export function cliSteps(previewJson: string): CliPreview {
  const { steps } = JSON.parse(previewJson) as { steps: CliStep[] };
  const result: CliPreview = { steps: {}, hidden: {} };
  for (const step of steps) {
    if (IGNORED_OPS.has(step.op) || step.urn.includes("::pulumi:pulumi:Stack::")) continue;
    const op = step.op === "create-replacement" || step.op === "delete-replaced" ? "replace" : step.op;
    const members = op === "update" || op === "replace" ? changedInputs(step) : [];
    const name = nameOf(step.urn);
    result.steps[name] = [op, members];
    const inputs = { ...step.oldState?.inputs, ...step.newState?.inputs };
    const hidden = Object.keys(inputs).filter((k) => inputs[k] === HIDDEN);
    if (hidden.length) result.hidden[name] = hidden;
  }
  return result;
}

/** The same table of a test-engine run, leaving out the members the CLI's output hides. */
export function engineSteps(result: RunResult, hidden: Record<string, string[]> = {}): StepTable {
  const table: StepTable = {};
  for (const step of result.steps) {
    if (IGNORED_OPS.has(step.op) || step.type === "pulumi:pulumi:Stack") continue;
    const diffs = step.op === "update" || step.op === "replace" ? (step.diffs ?? []) : [];
    table[step.name] = [step.op, diffs.filter((m) => !hidden[step.name]?.includes(m))];
  }
  return table;
}

/**
 * What `pulumi refresh --yes --json` changed, by resource: its output is a stream of engine events, one
 * JSON object a line; each resource's outcome is the `op` of its `resOutputsEvent`.
 */
export function cliRefreshChanges(eventLines: string): Record<string, string> {
  const changes: Record<string, string> = {};
  for (const line of eventLines.split("\n")) {
    if (!line.includes('"resOutputsEvent"')) continue;
    const { metadata } = (JSON.parse(line) as { resOutputsEvent: { metadata: { op: string; urn: string } } })
      .resOutputsEvent;
    if (metadata.op !== "same" && !metadata.urn.includes("::pulumi:pulumi:Stack::"))
      changes[nameOf(metadata.urn)] = metadata.op;
  }
  return changes;
}

/** The same of a test-engine refresh: drift found becomes an update, an object gone a delete. */
export function engineRefreshChanges(result: RunResult): Record<string, string> {
  const changes: Record<string, string> = {};
  for (const step of result.steps) {
    if (step.op !== "refresh" || step.drift === "none") continue;
    changes[step.name] = step.drift === "gone" ? "delete" : "update";
  }
  return changes;
}
