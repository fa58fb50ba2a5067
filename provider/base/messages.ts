import { flagsOf, schemaAt, shortText } from "../../catalog";
import { AuthenticationError, ConnectionError, type TunnelsError, TunnelsApiError } from "../../client";
import { FIRST_ANSWER_BUDGET_MS } from "../../client/first-answer";
import { configKey, howToSet, SETTINGS } from "./settings";
import { isStopped, stoppedMessage } from "./stopped-message";
import type { ClassSpec } from "./specs";
import { UserNames } from "./user-names";

/** The settings a failure message may point at. */
export interface SettingsInUse {
  apiUrl: string;
  retryTimeoutSeconds: number;
}

/**
 * Where a provider's settings came from, which decides what a refused key means:
 * - `program`: this run's program declared the provider (its stack config or properties of now);
 * - `record`: the settings the last deploy recorded in the state, which `pulumi refresh`, `pulumi destroy` and
 *   the refresh of `pulumi preview --refresh` (without `--run-program`) configure providers with;
 * - `unsure`: one of the two (the dynamic provider before any check of this run).
 */
export type SettingsOrigin = "program" | "record" | "unsure";

/** What a failure message is told beside the failure and the settings. */
export interface FailureContext {
  /** The names the message speaks (default: the schema's). */
  names?: UserNames;
  origin?: SettingsOrigin;
  /** The API key came from TUNNELS_API_KEY (its settings gave none). */
  keyFromEnvironment?: boolean;
  /** The class whose call failed: what a member that names other objects names. */
  spec?: ClassSpec;
  /** The call was the check of a changed key or URL, made when the provider was configured. */
  verifying?: boolean;
  /**
   * The name of the explicit provider resource (`pulumi:providers:tunnels`) whose call failed: its settings are
   * that resource's properties, not stack config. Absent for a default provider.
   */
  explicitProvider?: string;
}

const KEY_ENV = SETTINGS.apiKey.env;

type Named = "apiKey" | "apiUrl" | "retryTimeoutSeconds";
/** A setting as the user gave it: `tunnels:apiKey` in stack config, or the property of an explicit provider. */
const setting = (name: Named, context: FailureContext) =>
  context.explicitProvider ? `provider \`${context.explicitProvider}\`'s \`${name}\`` : configKey(name);
/** How to change the key or URL: a `pulumi config set` command, or the explicit provider's property. */
const howToChange = (name: "apiUrl" | "apiKey", context: FailureContext) =>
  context.explicitProvider ? "its property in the program" : howToSet(name);

/** The client's note when retries ran out names its own option; a Pulumi user sets tunnels:retryTimeoutSeconds. */
const GAVE_UP = / \(gave up after (\d+) attempts within retryTimeoutMs\)$/;

/** How to give the service's URL, as the end of a message about it. */
const setIt = (context: FailureContext) => `Set it with ${howToChange("apiUrl", context)}.`;

/** The client's note when it gave up before the service's first answer (client/first-answer.ts). */
const FIRST_ANSWER_GAVE_UP =
  / \(gave up after \d+ attempts within [\d.]+ s: \S+ has not answered in this process yet\)$/;

/** Whether the client gave up on the short budget of a service that had not answered yet, shorter than the setting. */
const shortBudget = (err: TunnelsError, settings: SettingsInUse) =>
  err.beforeFirstAnswer && settings.retryTimeoutSeconds * 1000 > FIRST_ANSWER_BUDGET_MS;

/** The commands that configure a provider from the last deploy's record. */
const FROM_RECORD = "`pulumi refresh`, `pulumi destroy` and `pulumi preview --refresh`";

/** What to do about a refused key, from where the key came. */
function refusedKey(context: FailureContext): string {
  const key = setting("apiKey", context);
  // Where the settings of now are: stack config, or the explicit provider's properties in the program.
  const [now, keptOut] = context.explicitProvider
    ? ["the program", "the provider's properties"]
    : ["the stack config", "stack config"];
  if (context.keyFromEnvironment)
    return `The service refused the API key in ${KEY_ENV} (this provider's settings give no ${key}, so the environment's is read at every run): check ${KEY_ENV}.`;
  if (context.verifying)
    return (
      `The service refused the API key this provider's settings changed to: it is checked with one call when it ` +
      `changes, before anything uses it. Check ${key} (${howToChange("apiKey", context)}, or ${KEY_ENV}); until a key ` +
      "is accepted, the stack keeps the settings of its last deploy."
    );
  const fix =
    `To use the key of ${now} now, run the command again with \`--run-program\` (the program runs first and ` +
    `its settings are used), or run \`pulumi up\` first (it records them); or keep the key out of ${keptOut} and ` +
    `give it as ${KEY_ENV}, read at every run.`;
  if (context.origin === "record")
    return `The service refused the API key this provider was configured with, the one the last deploy recorded in the state: ${FROM_RECORD} configure providers from that record, not from ${now} of now, so a ${key} changed or rotated since does not reach them. ${fix}`;
  const check = `The service refused the API key: check ${key} (${howToChange("apiKey", context)}, or ${KEY_ENV}).`;
  if (context.origin === "unsure")
    return `${check} If this run is \`pulumi refresh\`, \`pulumi destroy\` or \`pulumi preview --refresh\`, the key is the one the last deploy recorded in the state, not ${now} of now. ${fix}`;
  return check;
}

/** What a member that names other objects names: "an IP policy", "a tunnel group backend". */
function namedKind(spec: ClassSpec | undefined, field: string): string {
  const wirePath = field.split(".");
  for (const schema of spec ? [spec.input, spec.patch] : []) {
    const member = schema && schemaAt(schema, wirePath);
    const kind = member ? flagsOf(member).references : undefined;
    if (kind) {
      const words = kind.replace(/_/g, " ").replace(/^ip /, "IP ");
      return `${/^[aeiouAEIOU]/.test(words) ? "an" : "a"} ${words}`;
    }
  }
  return "an object";
}

/** The settings that say which account a provider reaches, as the user gave them. */
export const accountOf = (context: FailureContext) =>
  context.explicitProvider
    ? `its \`apiKey\` at its \`apiUrl\`, properties of provider \`${context.explicitProvider}\``
    : `its ${configKey("apiKey")} at ${configKey("apiUrl")}`;

/**
 * A reference the service says it cannot find (code 223): not found in this provider's account, which is
 * all the service can say. The object may exist in another account: another provider's objects cannot be named.
 */
function notInAccount(
  err: TunnelsApiError,
  settings: SettingsInUse,
  context: FailureContext,
  names: UserNames,
) {
  const field = typeof err.details.field === "string" ? err.details.field : "";
  const member = field ? names.path(field) : "A member";
  const operation = err.operationId ? ` [operation ${err.operationId}]` : "";
  return (
    `${err.method} ${err.path} failed with ${err.status} ${err.errorCode}: ${member} names ${namedKind(context.spec, field)} ` +
    `that was not found in this provider's account (the account of ${accountOf(context)}, now ${shortText(settings.apiUrl)}). ` +
    "A provider reaches only its own account: an object made through another provider, of another account or " +
    `service, cannot be named here. Make it with this provider, or give this resource the provider that made it.${operation}`
  );
}

/** The client's message in the program's names: the path called as it was, members as the program writes them. */
function described(err: TunnelsError, names: UserNames): string {
  let message = err.message;
  if (err instanceof TunnelsApiError && typeof err.details.field === "string") {
    const field = err.details.field;
    message = message
      .replace(`: ${field} `, `: ${names.path(field)} `)
      .replace(`(member ${field})`, `(member ${names.path(field)})`);
  }
  return names.text(message);
}

/**
 * A client failure as a Pulumi user reads it: members in the program's names, the path that was called, and
 * for the failures a setting causes, which setting to check (`tunnels:apiKey`, `tunnels:apiUrl`), where it came
 * from and how long retries went on.
 */
export function explainFailure(
  err: TunnelsError,
  settings: SettingsInUse,
  context: FailureContext = {},
): string {
  const names = context.names ?? new UserNames();
  if (isStopped(err)) return stoppedMessage(err);
  if (err instanceof TunnelsApiError && err.errorCode === "ERR_API_223")
    return notInAccount(err, settings, context, names);
  const message = described(err, names);
  if (err instanceof AuthenticationError) return `${message}. ${refusedKey(context)}`;
  if (err instanceof ConnectionError && /could not connect/.test(err.message)) {
    const tries = err.attempts > 1 ? `${err.attempts} attempts` : "one attempt";
    const base = message.replace(GAVE_UP, "").replace(FIRST_ANSWER_GAVE_UP, "");
    const retries = `${settings.retryTimeoutSeconds} s (${setting("retryTimeoutSeconds", context)})`;
    const how = shortBudget(err, settings)
      ? `Gave up after ${tries} within ${FIRST_ANSWER_BUDGET_MS / 1000} s: a service that has not answered yet is tried for ${FIRST_ANSWER_BUDGET_MS / 1000} s only; once it has answered, calls are retried for up to ${retries}`
      : `Gave up after ${tries}: calls are retried for up to ${retries}`;
    return `${base}. ${how}. Check ${setting("apiUrl", context)} (now ${shortText(settings.apiUrl)}, or ${SETTINGS.apiUrl.env}): is the service listening there? ${setIt(context)}`;
  }
  // A connection that never carried an HTTP answer (a port that closes, a TLS handshake that fails): the URL's fault
  // until the service has answered once.
  if (err instanceof ConnectionError && err.beforeFirstAnswer)
    return `${message}. Check ${setting("apiUrl", context)} (now ${settings.apiUrl}, or ${SETTINGS.apiUrl.env}): nothing there has answered as an HTTP service yet; are its scheme (http:// or https://), host and port the service's? ${setIt(context)}`;
  return message.replace(
    GAVE_UP,
    ` (gave up after $1 attempts within ${setting("retryTimeoutSeconds", context)})`,
  );
}

/**
 * The settings' check found something at the URL, but not the service: an answer without the service's JSON (a web
 * server's page, a proxy's), a path the service does not have, a version it does not speak. `what` says what came.
 */
export function notTheService(what: string, settings: SettingsInUse, context: FailureContext = {}): string {
  const url = setting("apiUrl", context);
  return (
    `${url} (now ${settings.apiUrl}) answered, but not as the tunnels service does: ${what}. Check ${url} ` +
    `(${howToChange("apiUrl", context)}, or ${SETTINGS.apiUrl.env}): it must be the service's base URL, scheme, host, port and path.`
  );
}
