/**
 * `pulumi-tunnels/policy`: the tunnels policy pack's rules without any transport (docs/policy.md). The plugin
 * executable serves them to the CLI as an analyzer (`pulumi-analyzer-policy-tunnels`); a TypeScript team's own
 * `@pulumi/policy` pack and the drift report call them here.
 */
export { type PackConfig, type RuleConfig, resolveConfig } from "./policy/config";
export {
  analyzeAll,
  analyzeResource,
  analyzeStack,
  type Diagnostic,
  PACK_NAME,
  packConfig,
  RULES,
} from "./policy/pack";
export type {
  ConfigSchema,
  EnforcementLevel,
  Finding,
  PolicyResource,
  ResourceRule,
  Rule,
  SettingSchema,
  Settings,
  Severity,
  StackFinding,
  StackRule,
} from "./policy/types";
export { ENFORCEMENT_LEVELS } from "./policy/types";
