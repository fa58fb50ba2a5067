import { timingSafeEqual } from "node:crypto";
import type { Caller, ServerContext } from "./context";
import { ApiError } from "./errors";
import { hashToken } from "./hooks/api-keys";

/**
 * Who is calling (docs/contract.md §3, "Auth"): a Bearer token that is either the root token (the
 * account's admin user) or an API key's token (the key's owner). Control routes take the root token
 * only. Whether a route is a control route is a fact of the route the router dispatched the request
 * to, passed in by the caller of this function; it is never read from the URL's text, which the
 * router decodes (`/%5Flocal/reset` is the reset route).
 */
export type Authenticate = (authorization: unknown, controlRoute: boolean) => Caller;

export function authenticator(ctx: ServerContext, rootToken: string): Authenticate {
  const rootHash = Buffer.from(hashToken(rootToken), "hex");
  return (authorization, controlRoute) => {
    const token = bearer(authorization);
    const hash = token === undefined ? undefined : hashToken(token);
    // Compared in constant time: the root token is the one credential not looked up in the store.
    const isRoot = hash !== undefined && timingSafeEqual(Buffer.from(hash, "hex"), rootHash);
    if (controlRoute) {
      if (!isRoot) throw unauthenticated("the control API takes the root token");
      return { userId: ctx.adminId, admin: true };
    }
    if (!hash) throw unauthenticated("the Authorization header is missing or not a Bearer token");
    if (isRoot) return { userId: ctx.adminId, admin: true };
    const owner = ctx.store.tokenOwner(hash);
    const user = owner && ctx.store.user(owner.ownerId);
    if (!user) throw unauthenticated("the token is unknown or its API key was deleted");
    return { userId: user.id, admin: user.admin };
  };
}

function bearer(header: unknown): string | undefined {
  if (typeof header !== "string") return undefined;
  const m = /^Bearer ([\x21-\x7e]{1,512})$/i.exec(header.trim());
  return m ? m[1] : undefined;
}

const unauthenticated = (why: string) =>
  new ApiError(401, 401, `not authenticated: ${why}; send Authorization: Bearer <token>`, undefined, {
    "WWW-Authenticate": "Bearer",
  });
