/**
 * The security rules' shapes (docs/policy.md): a rule judges one resource's inputs, or every resource of a stack
 * with their links, and says what is wrong in words. No transport here: the analyzer (plugin/analyzer.ts), the
 * `@pulumi/policy` adapter and the drift report call the same rules.
 */

/** What the CLI does with a rule's findings: fail the preview, warn, or nothing. */
export type EnforcementLevel = "advisory" | "mandatory" | "disabled";
export const ENFORCEMENT_LEVELS: readonly EnforcementLevel[] = ["advisory", "mandatory", "disabled"];

export type Severity = "low" | "medium" | "high" | "critical";

/** The JSON schema of one setting: the subset Pulumi's config validation reads. */
export interface SettingSchema {
  type: "string" | "array" | "integer" | "boolean";
  description: string;
  default: unknown;
  items?: { type: "string"; enum?: string[] };
  enum?: string[];
  minimum?: number;
  maximum?: number;
}

/** A rule's settings, as Pulumi's policy config carries them (`properties` and `required`). */
export interface ConfigSchema {
  properties: Record<string, SettingSchema>;
  required?: string[];
}

/**
 * One resource as a policy sees it. `props` are its inputs (or state) in the program's camelCase names; a secret
 * may be plain or wrapped as the engine marks it (`{4dabf181…: 1b470612…, value}`), an unknown value is the
 * engine's sentinel string. The links (`propertyDependencies`: member → URNs) join a module declared as its own
 * resource to its route or edge when the id is not known yet.
 */
export interface PolicyResource {
  /** `tunnels:index:<Class>` (plugin) or `pulumi-nodejs:dynamic/tunnels:<Class>` (TypeScript classes). */
  type: string;
  /** The resource's name as the program wrote it. */
  name: string;
  urn?: string;
  /** The object's id, where known (state); routes and edges are joined by it as well as by URN. */
  id?: string;
  props: Record<string, unknown>;
  parent?: string;
  dependencies?: string[];
  propertyDependencies?: Record<string, string[]>;
}

/** The settings of one rule, each one its schema's type. */
export type Settings = Record<string, unknown>;

/** What a rule found: a violation, or `undecided` when a value it needs is not known until deploy. */
export interface Finding {
  message: string;
  undecided?: boolean;
}

/** A finding of a stack rule, about one of the resources it was given. */
export interface StackFinding extends Finding {
  resource: PolicyResource;
}

interface RuleBase {
  /** kebab-case, the key of its entry in the pack's config file. */
  name: string;
  description: string;
  /** What to change so the resource complies. */
  remediation: string;
  enforcementLevel: EnforcementLevel;
  severity: Severity;
  configSchema?: ConfigSchema;
  /** Throws, naming the setting, where settings the schema accepts cannot work (a pattern that does not compile). */
  checkSettings?(settings: Settings): void;
}

/** A rule over one resource at a time: the CLI's `Analyze`. */
export interface ResourceRule extends RuleBase {
  kind: "resource";
  check(resource: PolicyResource, settings: Settings): Finding[];
}

/** A rule over all of a stack's resources: the CLI's `AnalyzeStack`. */
export interface StackRule extends RuleBase {
  kind: "stack";
  checkStack(resources: readonly PolicyResource[], settings: Settings): StackFinding[];
}

export type Rule = ResourceRule | StackRule;
