import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import type Database from "better-sqlite3";
import { admitPerTurn } from "./admit-per-turn";
import { serviceCatalog } from "./catalog-view";
import type { ServerContext } from "./context";
import { openDatabase } from "./db";
import { Faults } from "./faults";
import { hooks } from "./hooks";
import { buildApp } from "./http";
import { newId } from "./ids";
import { SEALED_MARK, SecretBox, sealedValueIn } from "./secret-box";
import { Store } from "./store";

export interface ServerOptions {
  port?: number;
  host?: string;
  rootToken?: string;
  /** SQLite file (WAL); in memory when left out. */
  data?: string;
  /** Base of every `uri` the server answers with; default `http://<host>:<port>`. */
  publicUrl?: string;
  rateLimit?: number;
  /** Default true. False: a 429 of the rate limit carries no `Retry-After` (see server/README.md). */
  rateLimitRetryAfter?: boolean;
  failRate?: number;
  latencyMs?: number;
  logger?: boolean;
}

export interface RunningServer {
  url: string;
  rootToken: string;
  adminUserId: string;
  close(): Promise<void>;
}

/** Starts the local API server. Without `rootToken` (or TUNNELS_ROOT_TOKEN) one is made and returned. */
export async function startServer(opts: ServerOptions = {}): Promise<RunningServer> {
  const host = opts.host ?? "127.0.0.1";
  const rootToken =
    opts.rootToken || process.env.TUNNELS_ROOT_TOKEN || `root_${randomBytes(32).toString("base64url")}`;
  const opened = openDatabase(opts.data);
  let ctx: ServerContext;
  let app: ReturnType<typeof buildApp>;
  try {
    ctx = newContext(opts, opened.db);
    app = buildApp(ctx, rootToken, opts.logger ?? false);
    // Added after buildApp's checks, so a request they refuse is answered without waiting for a turn.
    admitPerTurn(app);
    await app.listen({ port: opts.port ?? 0, host });
  } catch (err) {
    opened.close();
    throw err;
  }
  const { port } = app.server.address() as AddressInfo;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  ctx.baseUrl = (opts.publicUrl ?? url).replace(/\/+$/, "");
  let closing: Promise<void> | undefined;
  return {
    url,
    rootToken,
    adminUserId: ctx.adminId,
    close() {
      // Fastify's close waits for in-flight requests, then the database is closed (WAL checkpointed).
      closing ??= app.close().then(() => opened.close());
      return closing;
    },
  };
}

/** The store over the open database, the admin user, the secret box and the faults a server runs with. */
function newContext(opts: ServerOptions, db: Database.Database): ServerContext {
  const store = new Store(db);
  // Before anything is written: a file whose sealed values its key cannot open is refused here.
  const box = opts.data
    ? SecretBox.forDatabase(opts.data, () => store.firstInBodies(SEALED_MARK, sealedValueIn))
    : SecretBox.inMemory();
  // The admin user's id is fixed at first start, so keys it owns stay its own across restarts.
  let adminId = store.meta("admin_user_id");
  if (!adminId) {
    adminId = newId("usr_");
    const id = adminId;
    db.transaction(() => {
      store.insertUser({ id, admin: true, bot: false });
      store.setMeta("admin_user_id", id);
    })();
  }
  return {
    store,
    adminId,
    baseUrl: "",
    box,
    catalog: serviceCatalog,
    faults: new Faults(
      {
        rate_limit: opts.rateLimit ?? null,
        fail_rate: opts.failRate ?? null,
        latency_ms: opts.latencyMs ?? null,
      },
      { retryAfter: opts.rateLimitRetryAfter },
    ),
    hooks,
  };
}
