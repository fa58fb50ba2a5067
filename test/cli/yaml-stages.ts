import path from "node:path";
import { REPO_ROOT, yamlResources } from "../../harness";

/**
 * The YAML suite's programs are the Node.js suites' programs, turned into Pulumi YAML by yaml-from-program.js,
 * so both declare the very same resources and values: the every-class program of the dynamic suite's stage
 * table (stack config `scenario:phase`), and issue 21's refresh stack (`programs/refresh-stack.js`).
 */
const EVERY_CLASS = path.join(REPO_ROOT, "test", "scenarios", "programs", "every-class.js");

/** The `resources:` of the every-class program at `phase` (1 declares, 2 updates, 3 replaces). */
export const everyClassResources = (phase: number) =>
  yamlResources(EVERY_CLASS, { "scenario:phase": String(phase) });

/** A reference in Pulumi YAML's interpolation syntax: `${<path>}`. */
const ref = (reference: string) => `\${${reference}}`;

/** The outputs every-class.js exports, in YAML: the API key's token among them, a secret. */
export const EVERY_CLASS_OUTPUTS = {
  keyToken: ref("key.token"),
  addr: ref("addr.addr"),
  caKey: ref("ca.publicKey"),
  ruleId: ref("rule.id"),
  subId: ref("sub.id"),
};

/** One step of `pulumi preview --json`, with the detailed diff a native provider sends. */
export interface DetailedStep {
  op: string;
  urn: string;
  diffReasons?: string[];
  replaceReasons?: string[];
  detailedDiff?: Record<string, { kind: string; inputDiff?: boolean }>;
}

/** The steps of `pulumi preview --json` by resource name, leaving out the stack and unchanged resources. */
export function detailedSteps(previewJson: string): Record<string, DetailedStep> {
  const { steps } = JSON.parse(previewJson) as { steps: DetailedStep[] };
  const byName: Record<string, DetailedStep> = {};
  for (const step of steps) {
    if (step.op === "same" || step.op === "refresh" || step.urn.includes("::pulumi:pulumi:Stack::")) continue;
    const name = step.urn.split("::").slice(3).join("::");
    // A replacement shows as two steps (create-replacement, delete-replaced) around `replace`: keep `replace`.
    if (byName[name]?.op === "replace") continue;
    byName[name] = step;
  }
  return byName;
}
