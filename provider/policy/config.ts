/**
 * The pack's config, as `pulumi preview --policy-pack-config <file>` gives it (and the analyzer's `Configure`):
 * `{"<rule>": "<level>"}` or `{"<rule>": {"enforcementLevel": "<level>", <setting>: <value>…}}`, and `"all"`
 * setting every level first. The engine checks values against each rule's schema but lets unknown rule names and
 * settings through: this refuses them, naming them and what is valid, so a typo never turns a rule off quietly.
 */
import {
  ENFORCEMENT_LEVELS,
  type EnforcementLevel,
  type Rule,
  type SettingSchema,
  type Settings,
} from "./types";

export interface RuleConfig {
  enforcementLevel: EnforcementLevel;
  settings: Settings;
}

/** Every rule's level and settings, by rule name. */
export type PackConfig = Record<string, RuleConfig>;

const ALL = "all";

function levelOf(value: unknown, where: string): EnforcementLevel {
  if (ENFORCEMENT_LEVELS.includes(value as EnforcementLevel)) return value as EnforcementLevel;
  const hint = value === "remediate" ? " (the pack changes nothing; use mandatory)" : "";
  throw new Error(`${where}: enforcementLevel must be one of ${ENFORCEMENT_LEVELS.join(", ")}${hint}`);
}

function checkSetting(schema: SettingSchema, value: unknown, where: string): void {
  const fail = (what: string) => {
    throw new Error(`${where} ${what}`);
  };
  if (schema.type === "array") {
    if (!Array.isArray(value) || value.some((v) => typeof v !== "string")) fail("must be a list of strings");
    const allowed = schema.items?.enum;
    const bad = allowed ? (value as string[]).filter((v) => !allowed.includes(v)) : [];
    if (bad.length) fail(`has ${bad.join(", ")}: each must be one of ${allowed?.join(", ")}`);
  } else if (schema.type === "integer") {
    if (!Number.isInteger(value)) fail("must be a whole number");
    const n = value as number;
    if (
      (schema.minimum !== undefined && n < schema.minimum) ||
      (schema.maximum !== undefined && n > schema.maximum)
    )
      fail(`must be between ${schema.minimum} and ${schema.maximum}`);
  } else if (schema.type === "string") {
    if (typeof value !== "string") fail("must be a string");
    if (schema.enum && !schema.enum.includes(value as string))
      fail(`must be one of ${schema.enum.join(", ")}`);
  } else if (typeof value !== "boolean") fail("must be true or false");
}

/** The config of every rule: defaults, then `all`, then each rule's entry; anything unknown is refused. */
export function resolveConfig(rules: readonly Rule[], given: Record<string, unknown> = {}): PackConfig {
  const names = rules.map((r) => r.name);
  const unknown = Object.keys(given).filter((k) => k !== ALL && !names.includes(k));
  if (unknown.length)
    throw new Error(
      `the tunnels policy pack has no rule ${unknown.join(", ")}; its rules are ${names.join(", ")}`,
    );
  const all = given[ALL];
  const allLevel =
    all === undefined
      ? undefined
      : levelOf(typeof all === "object" && all !== null ? (all as Settings).enforcementLevel : all, ALL);
  const out: PackConfig = {};
  for (const rule of rules) {
    const properties = rule.configSchema?.properties ?? {};
    const settings: Settings = Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, s.default]));
    let level = allLevel ?? rule.enforcementLevel;
    const entry = given[rule.name];
    if (typeof entry === "string") level = levelOf(entry, rule.name);
    else if (entry !== undefined && entry !== null) {
      if (typeof entry !== "object" || Array.isArray(entry))
        throw new Error(`${rule.name}: give a level or an object of enforcementLevel and settings`);
      for (const [key, value] of Object.entries(entry)) {
        if (key === "enforcementLevel") {
          if (value !== undefined) level = levelOf(value, rule.name);
          continue;
        }
        const schema = properties[key];
        if (!schema) {
          const known = Object.keys(properties);
          throw new Error(
            `${rule.name} has no setting ${key}; ${known.length ? `its settings are ${known.join(", ")}` : "it has no settings"}`,
          );
        }
        checkSetting(schema, value, `${rule.name}.${key}`);
        settings[key] = value;
      }
    }
    // What the schema cannot say (a regular expression that does not compile), the rule checks itself.
    rule.checkSettings?.(settings);
    out[rule.name] = { enforcementLevel: level, settings };
  }
  return out;
}
