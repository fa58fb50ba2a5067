import { membersOf, type ResourceDef } from "pulumi-tunnels/catalog";
import { humanName } from "./catalog-view";
import type { Caller, ServerContext } from "./context";
import { ApiError, badReference } from "./errors";

type Obj = Record<string, unknown>;

const article = (noun: string) => `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;

/**
 * The owner rule, for every member flagged `owner` (an API key's `owner_id`): left out, the caller owns the
 * object; only an admin may name another user or bot, which must exist.
 */
export function applyOwner(ctx: ServerContext, def: ResourceDef, caller: Caller, stored: Obj): void {
  for (const member of membersOf(def.create).filter((m) => m.flags.owner)) {
    const owner = stored[member.wireName] as string | undefined;
    if (owner !== undefined && owner !== caller.userId) {
      if (!caller.admin)
        throw new ApiError(
          403,
          403,
          `only an admin may create ${article(humanName(def))} owned by someone else; leave ${member.wireName} out`,
          member.wireName,
        );
      if (!ctx.store.user(owner)) throw badReference(member.wireName, "user or bot", owner);
    }
    stored[member.wireName] = owner ?? caller.userId;
  }
}
