import { TunnelsClient } from "../../client";
import { logLongWait, logPaceWait } from "./retry-log";
import { configKey, SETTINGS, type SettingName, settingNames } from "./settings";
import type { UserNames } from "./user-names";

/**
 * Where the provider and the functions find the service, and how they pace and read: each setting of the
 * table in settings.ts, from stack configuration first, then the environment. Credentials are read here,
 * at run time, never captured in the serialized provider, so they never reach the state.
 */

/** The settings as stack config gives them (text), by name; a setting left out is unset. */
export type Settings = Partial<Record<SettingName, string>>;

/** Each setting read, checked and defaulted. */
export type ResolvedSettings = { [K in SettingName]: ReturnType<(typeof SETTINGS)[K]["parse"]> };

/** Every setting of the table, by name, from a reader of stack config (`get("apiUrl")`: `tunnels:apiUrl`). */
export function readSettings(get: (name: SettingName) => string | undefined): Settings {
  return Object.fromEntries(settingNames.map((name) => [name, get(name)]));
}

/** A setting from config, else the environment; `""` counts as not set. */
const pick = (configured: string | undefined, env: string | undefined) =>
  configured === undefined || configured === "" ? env || undefined : configured;

/** Every setting's failure (none when all resolve), by name, for a provider's CheckConfig. */
export function settingFailures(
  config: Settings,
  env: NodeJS.ProcessEnv = process.env,
): { name: SettingName; reason: string }[] {
  const failures: { name: SettingName; reason: string }[] = [];
  for (const name of settingNames) {
    const setting = SETTINGS[name];
    try {
      setting.parse(pick(config[name], env[setting.env]), configKey(name));
    } catch (err) {
      failures.push({ name, reason: (err as Error).message });
    }
  }
  return failures;
}

/** Throws the first setting's failure, in the table's order. */
export function resolveSettings(config: Settings, env: NodeJS.ProcessEnv = process.env): ResolvedSettings {
  const resolved: Partial<Record<SettingName, unknown>> = {};
  for (const name of settingNames) {
    const setting = SETTINGS[name];
    resolved[name] = setting.parse(pick(config[name], env[setting.env]), configKey(name));
  }
  return resolved as ResolvedSettings;
}

/**
 * A client for resolved settings, telling each long wait (a retry's, the pace's) to `write` (the log of whoever
 * runs it), stopped by `stop` (the provider process's: Pulumi's Cancel, or its engine gone).
 */
export function newClient(
  s: ResolvedSettings,
  write?: (line: string) => void,
  names?: UserNames,
  stop?: AbortSignal,
): TunnelsClient {
  return new TunnelsClient({
    baseUrl: s.apiUrl,
    apiKey: s.apiKey,
    retryTimeoutMs: s.retryTimeoutSeconds * 1000,
    requestsPerMinute: s.requestsPerMinute,
    stop,
    onRetryWait: (wait) => logLongWait(wait, write, names),
    onPaceWait: (wait) => logPaceWait(wait, write),
  });
}

/** What makes two settings need two clients: the service, the key and the pace. */
export const clientKey = (s: ResolvedSettings) =>
  JSON.stringify([s.apiUrl, s.apiKey, s.retryTimeoutSeconds, s.requestsPerMinute]);

const clients = new Map<string, TunnelsClient>();

/** One client per distinct setting, reused by every resource the provider host serves; waits go to stderr. */
export function clientFor(config: Settings): TunnelsClient {
  const s = resolveSettings(config);
  const key = clientKey(s);
  let client = clients.get(key);
  if (!client) {
    client = newClient(s);
    clients.set(key, client);
  }
  return client;
}
