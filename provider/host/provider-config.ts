/**
 * The provider's own config as the engine sends it to the native plugin (CheckConfig, DiffConfig,
 * Configure): keys without the namespace, values as text, or typed when the schema types them. Read here as
 * the settings of settings.ts, each by its own name (never one a prototype lends), and checked for type
 * before anything reads it as text.
 */
import { type Settings, settingFailures } from "../base/config";
import { configKey, SETTINGS, settingNames } from "../base/settings";
import type { ValuePath } from "../model";
import { isUnknown } from "../base/values";

type Props = Record<string, unknown>;

/** A config value by name, never one a prototype lends (`constructor`, `toString`). */
const ownValue = (config: Props, name: string) => (Object.hasOwn(config, name) ? config[name] : undefined);

/** Config read as settings: text by name, unset when absent, null, "" or not a scalar (checkProviderConfig says so). */
export function settingsFrom(config: Props): Settings {
  const text = (v: unknown) =>
    typeof v === "string" || typeof v === "number" || typeof v === "boolean" ? String(v) : undefined;
  return Object.fromEntries(settingNames.map((name) => [name, text(ownValue(config, name))]));
}

const WANTED = { string: "text", number: "a number", integer: "a whole number", boolean: "true or false" };

const kindOf = (value: unknown) =>
  Array.isArray(value)
    ? "a list"
    : value === null
      ? "null"
      : typeof value === "object"
        ? "an object"
        : `a ${typeof value}`;

/**
 * Settings given as a value of the wrong type (an API key as a number or an object, seconds as a list): the
 * engine sends config as text, or typed as the schema says, so anything else is a mistake in the program or
 * the stack's config, named here instead of being sent as "[object Object]". Never quotes the value.
 */
function typeFailures(config: Props): { property: string; reason: string }[] {
  const failures: { property: string; reason: string }[] = [];
  for (const name of settingNames) {
    const value = ownValue(config, name);
    if (value === undefined || value === null || typeof value === "string") continue;
    const setting = SETTINGS[name];
    if (
      setting.type === "boolean"
        ? typeof value === "boolean"
        : typeof value === "number" && setting.type !== "string"
    )
      continue;
    const set = `pulumi config set ${setting.secret ? "--secret " : ""}${configKey(name)} <value>`;
    failures.push({
      property: name,
      reason: `${configKey(name)} must be ${WANTED[setting.type]}, not ${kindOf(value)}: run \`${set}\`.`,
    });
  }
  return failures;
}

/**
 * CheckConfig: each setting's failure, by its name (a value of the wrong type, then what the setting's own
 * rule says), and the paths of the settings that are credentials: the plugin answers them wrapped secret,
 * so the engine keeps the API key secret in state however it was set. A setting not known yet (a preview's
 * provider built from another resource's output) is judged when it is.
 */
export function checkProviderConfig(news: Props) {
  const wrongType = typeFailures(news);
  const failures = [
    ...wrongType,
    ...settingFailures(settingsFrom(news))
      .filter((f) => !wrongType.some((w) => w.property === f.name) && !isUnknown(ownValue(news, f.name)))
      .map((f) => ({ property: f.name, reason: f.reason })),
  ];
  const secret: ValuePath[] = settingNames
    .filter((n) => SETTINGS[n].secret && ownValue(news, n) !== undefined)
    .map((n) => [n]);
  return { inputs: news, failures, secretPaths: { inputs: secret } };
}
