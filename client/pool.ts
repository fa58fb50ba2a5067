import { EnvHttpProxyAgent } from "undici";

/**
 * One keep-alive pool per origin, shared by every client of that origin in the process (a Pulumi
 * program may build several clients; they should share warm connections). Reference-counted: the last
 * client to let go closes the pool.
 *
 * The dispatcher is undici's EnvHttpProxyAgent: it keeps the same keep-alive connections, and goes through
 * HTTPS_PROXY / HTTP_PROXY (either case) unless NO_PROXY lists the host, as teams behind a corporate proxy
 * need; undici's plain Pool ignores those variables. They are read when an origin's pool is first made.
 */
interface Shared {
  pool: EnvHttpProxyAgent;
  users: number;
}
const pools = new Map<string, Shared>();

export interface PoolLease {
  pool: EnvHttpProxyAgent;
  /** Gives the pool back; closes it when no client holds it any more. Safe to call twice. */
  release(): Promise<void>;
}

export function leasePool(origin: string): PoolLease {
  let shared = pools.get(origin);
  if (!shared) {
    shared = {
      pool: new EnvHttpProxyAgent({ keepAliveTimeout: 10_000, keepAliveMaxTimeout: 60_000 }),
      users: 0,
    };
    pools.set(origin, shared);
  }
  shared.users += 1;
  const held = shared;
  let released = false;
  return {
    pool: held.pool,
    async release() {
      if (released) return;
      released = true;
      held.users -= 1;
      if (held.users > 0) return;
      if (pools.get(origin) === held) pools.delete(origin);
      await held.pool.close();
    },
  };
}

/** The shared pools by origin, each with how many clients hold it (read-only, for diagnostics). */
export const sharedPools: ReadonlyMap<string, { readonly users: number }> = pools;
