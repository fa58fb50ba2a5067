/**
 * The tunnels policy pack: every rule, and the two evaluations the CLI asks for, one resource (`Analyze`) and the
 * whole stack (`AnalyzeStack`). A finding becomes a diagnostic at the rule's configured level; a disabled rule
 * says nothing, and what cannot be told until deploy is advisory, never mandatory.
 */
import { type PackConfig, resolveConfig } from "./config";
import { RESOURCE_RULES } from "./resource-rules";
import { STACK_RULES } from "./stack-rules";
import type { Finding, PolicyResource, Rule, Severity } from "./types";

export const PACK_NAME = "tunnels";

/** Every rule of the pack, the resource rules first. */
export const RULES: readonly Rule[] = [...RESOURCE_RULES, ...STACK_RULES];

/** One thing the pack says about one resource. */
export interface Diagnostic {
  rule: string;
  level: "advisory" | "mandatory";
  severity: Severity;
  /** The finding and, for a violation, the rule's remediation. */
  message: string;
  /** The rule's description. */
  description: string;
  resource: PolicyResource;
  /** True when a value was unknown during preview: advisory whatever the rule's level. */
  undecided: boolean;
}

/** The pack's config from a config file's JSON (see config.ts); no argument means every rule's defaults. */
export const packConfig = (given?: Record<string, unknown>): PackConfig => resolveConfig(RULES, given);

function diagnostic(rule: Rule, config: PackConfig, resource: PolicyResource, finding: Finding): Diagnostic {
  const undecided = finding.undecided === true;
  const level = config[rule.name].enforcementLevel;
  return {
    rule: rule.name,
    level: undecided || level === "advisory" ? "advisory" : "mandatory",
    severity: rule.severity,
    message: undecided ? finding.message : `${finding.message} Remediation: ${rule.remediation}`,
    description: rule.description,
    resource,
    undecided,
  };
}

const active = (config: PackConfig) => (r: Rule) => config[r.name]?.enforcementLevel !== "disabled";

/** The resource rules' diagnostics for one resource. */
export function analyzeResource(resource: PolicyResource, config: PackConfig = packConfig()): Diagnostic[] {
  return RULES.filter(active(config)).flatMap((rule) =>
    rule.kind === "resource"
      ? rule.check(resource, config[rule.name].settings).map((f) => diagnostic(rule, config, resource, f))
      : [],
  );
}

/** The stack rules' diagnostics over every resource of a stack. */
export function analyzeStack(
  resources: readonly PolicyResource[],
  config: PackConfig = packConfig(),
): Diagnostic[] {
  return RULES.filter(active(config)).flatMap((rule) =>
    rule.kind === "stack"
      ? rule
          .checkStack(resources, config[rule.name].settings)
          .map((f) => diagnostic(rule, config, f.resource, f))
      : [],
  );
}

/** Every rule over a set of resources (a stack's state, say): each resource's, then the stack's. */
export function analyzeAll(
  resources: readonly PolicyResource[],
  config: PackConfig = packConfig(),
): Diagnostic[] {
  return [...resources.flatMap((r) => analyzeResource(r, config)), ...analyzeStack(resources, config)];
}
