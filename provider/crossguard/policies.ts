/**
 * The tunnels policy pack's rules as `@pulumi/policy` policies, for a TypeScript team that runs its own pack
 * (docs/policy.md). Each policy is one rule of provider/policy/ (the same rules the plugin's analyzer serves), with
 * its name, description, level, severity, remediation and settings' schema; its validation calls the rule. Only
 * `@pulumi/policy`'s types are imported: it is the team's dependency (an optional peer), never this package's.
 */
import type {
  PolicyConfigSchema,
  PolicyResource as PulumiPolicyResource,
  ReportViolation,
  ResourceValidationArgs,
  ResourceValidationPolicy,
  StackValidationArgs,
  StackValidationPolicy,
} from "@pulumi/policy";
import { type PackConfig, resolveConfig } from "../policy/config";
import { RULES } from "../policy/pack";
import type { EnforcementLevel, Finding, PolicyResource, Rule, Settings } from "../policy/types";
import { withCatalogSecrets } from "./secrets";

/** Levels and settings for the rules, as a `--policy-pack-config` file gives them (`all` first, then by rule). */
export type TunnelsPoliciesConfig = Record<string, EnforcementLevel | Record<string, unknown>>;

/**
 * `@pulumi/policy` wraps a policy's props in a proxy that throws on an unknown value. The rules decide for
 * themselves what an unknown means (an unknown id is often fine; a finding that needs one is advisory), as the
 * analyzer's do, so they get the values under the proxy.
 */
const PROXY_TARGET = "__getSpecialProxyTarget";
function unproxied(props: Record<string, unknown>): Record<string, unknown> {
  const target = (props as Record<string, unknown>)[PROXY_TARGET];
  return (target as Record<string, unknown> | undefined) ?? props;
}

/** A resource as the rules take it, from what `@pulumi/policy` passes a validation. */
function ruleResource(r: {
  type: string;
  name: string;
  urn: string;
  props: Record<string, unknown>;
}): PolicyResource {
  return { type: r.type, name: r.name, urn: r.urn, props: withCatalogSecrets(r.type, unproxied(r.props)) };
}

function stackResource(r: PulumiPolicyResource): PolicyResource {
  const urns = (rs: readonly PulumiPolicyResource[]) => rs.map((d) => d.urn);
  return {
    ...ruleResource(r),
    ...(r.parent ? { parent: r.parent.urn } : {}),
    dependencies: urns(r.dependencies),
    propertyDependencies: Object.fromEntries(
      Object.entries(r.propertyDependencies).map(([member, rs]) => [member, urns(rs)]),
    ),
  };
}

/**
 * Reports a finding as the analyzer does: a violation at the policy's level, with the rule's remediation; one
 * the rule cannot decide before deploy (a value unknown during preview) advisory whatever the level, as
 * `@pulumi/policy` itself reports a policy that reads an unknown. Its `reportViolation` takes an object for a
 * diagnostic with its own level; the description comes first, as for a message.
 */
function report(rule: Rule, finding: Finding, reportViolation: ReportViolation, urn?: string): void {
  if (!finding.undecided) {
    reportViolation(`${finding.message} Remediation: ${rule.remediation}`, urn);
    return;
  }
  const advisory = { message: `${rule.description}\n${finding.message}`, enforcementLevel: "advisory", urn };
  // 1.21.0 takes this object form, which its types do not declare (test/crossguard guards it).
  (reportViolation as ReportViolation & ((diagnostic: typeof advisory) => void))(advisory);
}

/**
 * A rule's settings: what the pack's config gave it (`getConfig()`: the engine's values, checked against the
 * schema) over those set in code. A setting the rule does not have is refused, naming the rule's own.
 */
function settingsOf(rule: Rule, given: Record<string, unknown>, base: PackConfig): Settings {
  if (Object.keys(given).length === 0) return base[rule.name].settings;
  const checked = resolveConfig([rule], { [rule.name]: given })[rule.name].settings;
  return {
    ...base[rule.name].settings,
    ...Object.fromEntries(Object.keys(given).map((k) => [k, checked[k]])),
  };
}

/**
 * The rule's schema with the settings set in code as its defaults (the engine fills in the defaults from the
 * schema). The settings' schemas are the JSON schema subset both sides read; only the default's type differs.
 */
function schemaOf(rule: Rule, settings: Settings): PolicyConfigSchema | undefined {
  if (!rule.configSchema) return undefined;
  const properties = Object.fromEntries(
    Object.entries(rule.configSchema.properties).map(([k, s]) => [k, { ...s, default: settings[k] }]),
  );
  return { ...rule.configSchema, properties } as PolicyConfigSchema;
}

function policyOf(rule: Rule, config: PackConfig): ResourceValidationPolicy | StackValidationPolicy {
  const common = {
    name: rule.name,
    description: rule.description,
    enforcementLevel: config[rule.name].enforcementLevel,
    severity: rule.severity,
    remediationSteps: rule.remediation,
    ...(rule.configSchema ? { configSchema: schemaOf(rule, config[rule.name].settings) } : {}),
  };
  if (rule.kind === "resource")
    return {
      ...common,
      validateResource(args: ResourceValidationArgs, reportViolation: ReportViolation) {
        const settings = settingsOf(rule, args.getConfig<Record<string, unknown>>(), config);
        for (const finding of rule.check(ruleResource(args), settings))
          report(rule, finding, reportViolation);
      },
    };
  return {
    ...common,
    validateStack(args: StackValidationArgs, reportViolation: ReportViolation) {
      const settings = settingsOf(rule, args.getConfig<Record<string, unknown>>(), config);
      for (const finding of rule.checkStack(args.resources.map(stackResource), settings))
        report(rule, finding, reportViolation, finding.resource.urn);
    },
  };
}

/**
 * Every rule of the tunnels pack as a `@pulumi/policy` policy, to put in a `PolicyPack`'s `policies` beside the
 * team's own. `config` sets levels and default settings in code (`{all: "advisory", "tls-min-version":
 * {minVersion: "1.3"}}`); the stack's `--policy-pack-config` file still overrides them. An unknown rule or
 * setting is refused with the rules' names.
 */
export function tunnelsPolicies(
  config?: TunnelsPoliciesConfig,
): (ResourceValidationPolicy | StackValidationPolicy)[] {
  const resolved = resolveConfig(RULES, config);
  return RULES.map((rule) => policyOf(rule, resolved));
}
