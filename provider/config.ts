import { TunnelsClient } from "../sdk/client";
import { logLongWait } from "./retry-log";

/**
 * Where the provider and the functions find the service: stack configuration first (`tunnels:apiUrl`,
 * `tunnels:apiKey`, `tunnels:retryTimeoutSeconds`), then the environment. Credentials are read here, at
 * run time, never captured in the serialized provider, so they never reach the state.
 */
export interface Settings {
  apiUrl?: string;
  apiKey?: string;
  retryTimeoutSeconds?: string | number;
}

export function resolveSettings(config: Settings, env: NodeJS.ProcessEnv = process.env) {
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
  const raw = config.retryTimeoutSeconds ?? env.TUNNELS_RETRY_TIMEOUT_SECONDS ?? 300;
  const retryTimeoutSeconds = Number(raw);
  if (!Number.isFinite(retryTimeoutSeconds) || retryTimeoutSeconds < 0)
    throw new Error("tunnels:retryTimeoutSeconds must be a number of seconds, 0 or more (default 300).");
  return { apiUrl, apiKey, retryTimeoutSeconds };
}

const clients = new Map<string, TunnelsClient>();

/** One client per distinct setting, reused by every resource the provider host serves. */
export function clientFor(config: Settings): TunnelsClient {
  const s = resolveSettings(config);
  const key = JSON.stringify([s.apiUrl, s.apiKey, s.retryTimeoutSeconds]);
  let client = clients.get(key);
  if (!client) {
    client = new TunnelsClient({
      baseUrl: s.apiUrl,
      apiKey: s.apiKey,
      retryTimeoutMs: s.retryTimeoutSeconds * 1000,
      onRetryWait: (wait) => logLongWait(wait),
    });
    clients.set(key, client);
  }
  return client;
}
