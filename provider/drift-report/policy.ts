import { isPlainObject } from "../../catalog";
import type { PackConfig } from "../policy/config";
import { analyzeAll, packConfig } from "../policy/pack";
import type { PolicyResource } from "../policy/types";
import { shortType } from "./members";
import {
  isStack,
  NOT_MEMBERS,
  nameOfUrn,
  previewSteps,
  type Step,
  type StepState,
  UnusableInputError,
} from "./report";
import { SECRET_SIG, SIG_KEY, UNKNOWN } from "../base/values";

/**
 * The tunnels policy pack's rules (provider/policy/, the ones the plugin's analyzer serves to a preview) on the
 * service's current objects, as `pulumi preview --refresh --json` shows them: the CLI's policy check judges only
 * what the program proposes, so a change made by hand that breaks a rule is found here. Each resource's state is
 * the refreshed one: the old state of its drift step (an update, a replacement, a delete), else that of its refresh
 * step (it matches the program). A resource the refresh found deleted is not on the service and is not judged.
 * The CLI shows a secret as `[secret]`: a rule that needs its value cannot check it, and says so.
 */
export interface PolicyFinding {
  rule: string;
  level: "advisory" | "mandatory";
  type: string;
  name: string;
  message: string;
}

export interface PolicyReport {
  /** Resources judged: on the service now, the stack itself left out. */
  judged: number;
  violations: PolicyFinding[];
  /** Rules that could not check a resource: a value they need is `[secret]` in the preview's JSON. */
  unchecked: PolicyFinding[];
}

const HIDDEN = "[secret]";
/** A value the CLI hid, for the rules: a secret whose value is not known, which a rule cannot decide on. */
const HIDDEN_SECRET = {
  [SIG_KEY]: SECRET_SIG,
  value: UNKNOWN,
};
/** Drift steps whose old state is what the service holds now. */
const OLD_IS_CURRENT = new Set(["update", "replace", "delete", "delete-replaced"]);
const GONE = new Set(["create", "create-replacement"]);

/** The pack's config from a `--policy-pack-config` file's text (none: every rule's defaults). */
export function configOf(text: string | undefined, file: string): PackConfig {
  if (text === undefined) return packConfig();
  let given: unknown;
  try {
    given = JSON.parse(text);
  } catch (err) {
    throw new UnusableInputError(`the policy config ${file} is not JSON (${(err as Error).message})`);
  }
  if (!isPlainObject(given)) throw new UnusableInputError(`the policy config ${file} is not a JSON object`);
  try {
    return packConfig(given);
  } catch (err) {
    throw new UnusableInputError(`the policy config ${file}: ${(err as Error).message}`);
  }
}

const revealed = (v: unknown): unknown =>
  v === HIDDEN
    ? HIDDEN_SECRET
    : Array.isArray(v)
      ? v.map(revealed)
      : isPlainObject(v)
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, revealed(x)]))
        : v;

function resourceOf(urn: string, state: StepState): PolicyResource {
  const props = Object.fromEntries(
    Object.entries(state.inputs ?? {})
      .filter(([k]) => !NOT_MEMBERS.has(k))
      .map(([k, v]) => [k, revealed(v)]),
  );
  return {
    type: state.type ?? "",
    name: nameOfUrn(urn),
    urn,
    ...(state.id ? { id: state.id } : {}),
    props,
    ...(state.propertyDependencies ? { propertyDependencies: state.propertyDependencies } : {}),
  };
}

/** Each resource of the preview as the service holds it now. */
export function currentObjects(steps: readonly Step[]): PolicyResource[] {
  const current = new Map<string, StepState | null>();
  for (const step of steps) {
    if (isStack(step.urn)) continue;
    if (GONE.has(step.op)) current.set(step.urn, null);
    else if (OLD_IS_CURRENT.has(step.op) && step.oldState) current.set(step.urn, step.oldState);
    else if (step.op === "refresh" && !current.has(step.urn)) current.set(step.urn, step.newState ?? null);
  }
  return [...current].flatMap(([urn, state]) => (state ? [resourceOf(urn, state)] : []));
}

export function policyReport(text: string, config: PackConfig): PolicyReport {
  const resources = currentObjects(previewSteps(text));
  const findings = analyzeAll(resources, config).map((d) => ({
    rule: d.rule,
    level: d.level,
    type: shortType(d.resource.type),
    name: d.resource.name,
    message: d.message,
    undecided: d.undecided,
  }));
  const plain = ({ undecided, ...f }: (typeof findings)[number]): PolicyFinding => f;
  return {
    judged: resources.length,
    violations: findings.filter((f) => !f.undecided).map(plain),
    unchecked: findings.filter((f) => f.undecided).map(plain),
  };
}

/** The policy section's facts for the report's JSON line. */
export const policyJson = (report: PolicyReport) => ({
  judged: report.judged,
  violations: report.violations,
  unchecked: report.unchecked.map(({ rule, type, name }) => ({ rule, type, name })),
});
