import { TunnelsClient } from "../sdk/client";
import { logLongWait } from "./retry-log";

/**
 * Where the provider and the functions find the service, and how they pace and read: stack configuration
 * first (`tunnels:apiUrl`, `tunnels:apiKey`, `tunnels:retryTimeoutSeconds`, `tunnels:requestsPerMinute`,
 * `tunnels:coalesceReads`, `tunnels:readWindowSeconds`), then the environment. Credentials are read here,
 * at run time, never captured in the serialized provider, so they never reach the state.
 */
export interface Settings {
  apiUrl?: string;
  apiKey?: string;
  retryTimeoutSeconds?: string | number;
  requestsPerMinute?: string | number;
  coalesceReads?: string | boolean;
  readWindowSeconds?: string | number;
}

export interface ResolvedSettings {
  apiUrl: string;
  apiKey: string;
  retryTimeoutSeconds: number;
  /** Calls a minute the account allows, when known up front; none until the service answers 429. */
  requestsPerMinute?: number;
  /** Whether a refresh answers reads from listings of their collections (provider/host/coalesced-reads.ts). */
  coalesceReads: boolean;
  /** How old, in seconds, a listed page may be when a read begins. */
  readWindowSeconds: number;
}

/** A setting from config, else the environment; `""` counts as not set. */
const pick = <T>(configured: T | undefined, env: string | undefined) =>
  configured === undefined || configured === "" ? env || undefined : configured;

function seconds(name: string, raw: unknown, fallback: number): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0)
    throw new Error(`tunnels:${name} must be a number of seconds, 0 or more (default ${fallback}).`);
  return n;
}

export function resolveSettings(config: Settings, env: NodeJS.ProcessEnv = process.env): ResolvedSettings {
  const apiUrl = config.apiUrl || env.TUNNELS_API_URL;
  const apiKey = config.apiKey || env.TUNNELS_API_KEY;
  if (!apiUrl)
    throw new Error(
      "tunnels:apiUrl is not set: run `pulumi config set tunnels:apiUrl <url of the service>` or set TUNNELS_API_URL.",
    );
  if (!apiKey)
    throw new Error(
      "tunnels:apiKey is not set: run `pulumi config set --secret tunnels:apiKey <token>` or set TUNNELS_API_KEY.",
    );
  const retryTimeoutSeconds = seconds(
    "retryTimeoutSeconds",
    pick(config.retryTimeoutSeconds, env.TUNNELS_RETRY_TIMEOUT_SECONDS),
    300,
  );
  const resolved: ResolvedSettings = {
    apiUrl,
    apiKey,
    retryTimeoutSeconds,
    coalesceReads: flag(pick(config.coalesceReads, env.TUNNELS_COALESCE_READS)),
    readWindowSeconds: seconds(
      "readWindowSeconds",
      pick(config.readWindowSeconds, env.TUNNELS_READ_WINDOW_SECONDS),
      5,
    ),
  };
  const perMinute = pick(config.requestsPerMinute, env.TUNNELS_REQUESTS_PER_MINUTE);
  if (perMinute !== undefined) {
    const n = Number(perMinute);
    if (!Number.isInteger(n) || n < 1)
      throw new Error(
        "tunnels:requestsPerMinute must be a whole number of calls a minute, 1 or more (leave it unset to learn the pace from the service's 429s).",
      );
    resolved.requestsPerMinute = n;
  }
  return resolved;
}

function flag(raw: string | boolean | undefined): boolean {
  if (raw === undefined || raw === true || raw === "true") return true;
  if (raw === false || raw === "false") return false;
  throw new Error("tunnels:coalesceReads must be true or false (default true).");
}

const clients = new Map<string, TunnelsClient>();

/** One client per distinct setting, reused by every resource the provider host serves. */
export function clientFor(config: Settings): TunnelsClient {
  const s = resolveSettings(config);
  const key = JSON.stringify([s.apiUrl, s.apiKey, s.retryTimeoutSeconds, s.requestsPerMinute]);
  let client = clients.get(key);
  if (!client) {
    client = new TunnelsClient({
      baseUrl: s.apiUrl,
      apiKey: s.apiKey,
      retryTimeoutMs: s.retryTimeoutSeconds * 1000,
      requestsPerMinute: s.requestsPerMinute,
      onRetryWait: (wait) => logLongWait(wait),
    });
    clients.set(key, client);
  }
  return client;
}
