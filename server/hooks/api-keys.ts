import { createHash, randomBytes } from "node:crypto";
import type { ResourceHooks } from "../context";

/** SHA-256, not a slow password hash: the tokens carry 256 random bits and every request checks one. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** API keys: a token shown once and stored hashed (the owner rule is the pipeline's, flag `owner`). */
export const apiKeyHooks: ResourceHooks = {
  created(ctx, _caller, id, stored, response) {
    const token = `tk_${randomBytes(32).toString("base64url")}`;
    ctx.store.insertToken(hashToken(token), id, stored.owner_id as string);
    response.token = token;
  },
};
