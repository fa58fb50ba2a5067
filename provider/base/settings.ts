/**
 * The provider's settings, each stated once: its stack config key, its environment variable, its default,
 * what the reference says of it, whether it is a secret, and how its text is read. The provider host's
 * `configure` (host/impl.ts), the functions (program/generated/functions.ts), the resolution (config.ts), the
 * failure messages (messages.ts) and the reference's table (scripts/reference/render.ts) all take them from here,
 * so a setting added here is read from config and environment and documented with no other list to edit.
 */

/** Stack config keys are `tunnels:<name>`. */
export const CONFIG_NAMESPACE = "tunnels";

export interface Setting<T> {
  /** Read when stack config leaves the setting unset or `""`. */
  env: string;
  /** What the reference's table says of it. */
  doc: string;
  /** A credential: set with `pulumi config set --secret`, and its value never goes into a message. */
  secret: boolean;
  /** The value's type as a Pulumi package schema names it (plugin/schema.json's config and provider inputs). */
  type: "string" | "number" | "integer" | "boolean";
  /** The value when neither stack config nor the environment gives one; none when there is no default. */
  default?: T;
  /**
   * What config or the environment gave (undefined: neither did) read as the value; throws, naming `key`
   * as the user writes it, when the text is not one. Never puts the text itself in the message.
   */
  parse(raw: string | undefined, key: string): T;
}

/** The command that sets a setting, as a "not set" message and a 401 give it. */
function setCommand(key: string, secret: boolean, placeholder: string): string {
  return `\`pulumi config set ${secret ? "--secret " : ""}${key} <${placeholder}>\``;
}

/** Text without which no call can be made. */
function required(
  spec: Omit<Setting<string>, "parse" | "default" | "type"> & {
    placeholder: string;
    /** Throws, naming `key`, when the text is set but is not a value of the setting. */
    validate?: (raw: string, key: string) => void;
  },
): Setting<string> & { placeholder: string } {
  return {
    ...spec,
    type: "string",
    parse(raw, key) {
      if (raw === undefined)
        throw new Error(
          `${key} is not set: run ${setCommand(key, spec.secret, spec.placeholder)} or set ${spec.env}.`,
        );
      spec.validate?.(raw, key);
      return raw;
    },
  };
}

/** What the client accepts as its base URL, checked up front so `preview` names the setting. */
function serviceUrl(raw: string, key: string): void {
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  const ok =
    url && /^https?:$/.test(url.protocol) && !url.username && !url.password && !url.search && !url.hash;
  if (!ok)
    throw new Error(
      `${key} must be an absolute http:// or https:// URL such as http://127.0.0.1:8080, without credentials, query or fragment: run ${setCommand(key, false, "url of the service")}.`,
    );
}

function seconds(
  spec: Omit<Setting<number>, "parse" | "secret" | "type"> & { default: number },
): Setting<number> {
  return {
    ...spec,
    type: "number",
    secret: false,
    parse(raw, key) {
      if (raw === undefined) return spec.default;
      const n = Number(raw);
      if (!Number.isFinite(n) || n < 0)
        throw new Error(`${key} must be a number of seconds, 0 or more (default ${spec.default}).`);
      return n;
    },
  };
}

function flag(
  spec: Omit<Setting<boolean>, "parse" | "secret" | "type"> & { default: boolean },
): Setting<boolean> {
  return {
    ...spec,
    type: "boolean",
    secret: false,
    parse(raw, key) {
      if (raw === undefined) return spec.default;
      if (raw === "true") return true;
      if (raw === "false") return false;
      throw new Error(`${key} must be true or false (default ${spec.default}).`);
    },
  };
}

/** Unset means "not known up front": the client learns the pace from the service's 429s. */
function perMinute(
  spec: Omit<Setting<number | undefined>, "parse" | "secret" | "type">,
): Setting<number | undefined> {
  return {
    ...spec,
    type: "integer",
    secret: false,
    parse(raw, key) {
      if (raw === undefined) return undefined;
      const n = Number(raw);
      if (!Number.isInteger(n) || n < 1)
        throw new Error(
          `${key} must be a whole number of calls a minute, 1 or more (leave it unset to learn the pace from the service's 429s).`,
        );
      return n;
    },
  };
}

/** The settings in the order the reference lists them and resolution checks them. */
export const SETTINGS = {
  apiUrl: required({
    env: "TUNNELS_API_URL",
    secret: false,
    placeholder: "url of the service",
    validate: serviceUrl,
    doc: "Base URL of the service, for example `http://127.0.0.1:8080`.",
  }),
  apiKey: required({
    env: "TUNNELS_API_KEY",
    secret: true,
    placeholder: "token",
    doc: "API key token sent as the bearer token. Set it with `pulumi config set --secret`.",
  }),
  retryTimeoutSeconds: seconds({
    env: "TUNNELS_RETRY_TIMEOUT_SECONDS",
    default: 300,
    doc: "How long, in seconds, retries of one call may go on (rate limits, unavailable service).",
  }),
  requestsPerMinute: perMinute({
    env: "TUNNELS_REQUESTS_PER_MINUTE",
    doc: "Calls a minute the account allows, to pace calls from the start. Unset, calls are paced after the first 429 at what the service allowed in the minute before.",
  }),
  coalesceReads: flag({
    env: "TUNNELS_COALESCE_READS",
    default: true,
    doc: "Whether a refresh reads objects from listings of their collections (routes and modules from their edge) instead of one call each; `false` turns it off.",
  }),
  readWindowSeconds: seconds({
    env: "TUNNELS_READ_WINDOW_SECONDS",
    default: 60,
    doc: "How old, in seconds, a listed page may be when a read begins, for coalesced reads (never older than the provider's own last write to the object); an older page is fetched again.",
  }),
};

export type SettingName = keyof typeof SETTINGS;

/** Every setting's name, in the table's order. */
export const settingNames = Object.keys(SETTINGS) as SettingName[];

/** The setting's stack config key, `tunnels:<name>`, as users write it and messages name it. */
export const configKey = (name: SettingName) => `${CONFIG_NAMESPACE}:${name}`;

/** How to set a setting that has no default, for messages that tell the user to check it. */
export function howToSet(name: "apiUrl" | "apiKey"): string {
  const s = SETTINGS[name];
  return setCommand(configKey(name), s.secret, s.placeholder);
}
