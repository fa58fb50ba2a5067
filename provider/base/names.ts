/**
 * A member's or a function's name in each language, as Pulumi's code generators name it from the schema's
 * camelCase name: TypeScript (and YAML, and the schema) keep it, Python takes it in snake_case
 * (`ipPolicyId` → `ip_policy_id`), Go in PascalCase (`IpPolicyId`). test/model/names.test.ts holds these to
 * every name in the generated SDKs; a name with a run of capitals (which the catalog's snake_case wire names
 * never make) would be the first to check there.
 */
export interface LanguageNames {
  typescript: string;
  python: string;
  go: string;
}

export const pythonName = (camel: string) => camel.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();

export const goName = (camel: string) => camel.charAt(0).toUpperCase() + camel.slice(1);

export const languageNames = (camel: string): LanguageNames => ({
  typescript: camel,
  python: pythonName(camel),
  go: goName(camel),
});
