import { camelCase, moduleList, resourceList, walk } from "../catalog";
import { AuthenticationError, ConnectionError, type TunnelsError } from "../client";
import { configKey, howToSet, SETTINGS } from "./settings";

/**
 * Messages in the program's names. The catalog's rules and the service speak the wire's snake_case
 * (`ip_restriction.ip_policy_ids`, `client_id`, `cloudwatch_logs`); a Pulumi program writes camelCase. Only
 * words that are member names in the catalog are converted, so values such as `path_prefix` or
 * `api_key_created.v0` stay as they are.
 */
const WIRE_MEMBER_NAMES: ReadonlySet<string> = (() => {
  const names = new Set<string>();
  const add = (name: string) => name.includes("_") && names.add(name);
  for (const def of [...resourceList, ...moduleList]) {
    def.parents.forEach(add);
    const schemas = "request" in def ? [def.request, def.response] : [def.create, def.update, def.response];
    for (const schema of schemas) walk(schema, (m) => add(m.wireName));
  }
  return names;
})();

const SNAKE_WORD = /\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g;

/** `text` with every catalog member name written as the program writes it. */
export function inUserNames(text: string): string {
  return text.replace(SNAKE_WORD, (word) => (WIRE_MEMBER_NAMES.has(word) ? camelCase(word) : word));
}

/** The settings a failure message may point at. */
export interface SettingsInUse {
  apiUrl: string;
  retryTimeoutSeconds: number;
}

const API_KEY = configKey("apiKey");
const API_URL = configKey("apiUrl");
const RETRY_TIMEOUT = configKey("retryTimeoutSeconds");

/** The client's note when retries ran out names its own option; a Pulumi user sets tunnels:retryTimeoutSeconds. */
const GAVE_UP = / \(gave up after (\d+) attempts within retryTimeoutMs\)$/;

/**
 * A client failure as a Pulumi user reads it: members in the program's names, and for the failures a
 * setting causes, which setting to check (`tunnels:apiKey`, `tunnels:apiUrl`) and how long retries went on.
 */
export function explainFailure(err: TunnelsError, settings: SettingsInUse): string {
  const message = inUserNames(err.message);
  if (err instanceof AuthenticationError) {
    return `${message}. The service refused the API key: check ${API_KEY} (${howToSet("apiKey")}, or ${SETTINGS.apiKey.env}).`;
  }
  if (err instanceof ConnectionError && /could not connect/.test(err.message)) {
    const tries = err.attempts > 1 ? `${err.attempts} attempts` : "one attempt";
    const base = message.replace(GAVE_UP, "");
    return (
      `${base}. Gave up after ${tries}: calls are retried for up to ${settings.retryTimeoutSeconds} s ` +
      `(${RETRY_TIMEOUT}). Check ${API_URL} (now ${settings.apiUrl}, or ${SETTINGS.apiUrl.env}): is the service listening there?`
    );
  }
  return message.replace(GAVE_UP, ` (gave up after $1 attempts within ${RETRY_TIMEOUT})`);
}
