import { createHash, randomBytes } from "node:crypto";
import type { ResourceHooks } from "../context";
import { ApiError, badReference } from "../errors";

/** SHA-256, not a slow password hash: the tokens carry 256 random bits and every request checks one. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** API keys: the owner rule (only admins name another owner), and a token shown once and stored hashed. */
export const apiKeyHooks: ResourceHooks = {
  create(ctx, caller, stored) {
    const owner = stored.owner_id as string | undefined;
    if (owner !== undefined && owner !== caller.userId) {
      if (!caller.admin)
        throw new ApiError(
          403,
          403,
          "only an admin may create a key owned by someone else; leave owner_id out",
          "owner_id",
        );
      if (!ctx.store.user(owner)) throw badReference("owner_id", "user or bot", owner);
    }
    stored.owner_id = owner ?? caller.userId;
  },
  created(ctx, _caller, id, stored, response) {
    const token = `tk_${randomBytes(32).toString("base64url")}`;
    ctx.store.insertToken(hashToken(token), id, stored.owner_id as string);
    response.token = token;
  },
};
