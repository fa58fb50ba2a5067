import { z } from "zod";
import { description, metadata } from "./fields";
import { type FieldFlags, field } from "./flags";

/**
 * Members several resources share, written once so that a new resource writes only its own members and
 * inherits the flags that go with these (an owner the server checks, a token that is secret and shown once).
 * `identity()` (id, uri, created_at) is in `fields.ts` beside the other single members.
 */

/** What the object is for and the user's own data: every writable resource has both. */
export const describedBy = (what: string) => ({
  description: description(what),
  metadata: metadata(what),
});

/**
 * The PATCH body of a resource whose only updatable members are its description and metadata, plus `extra`
 * (members it may also change in place, each `.optional()`).
 */
export const updateSchema = <S extends z.ZodRawShape = Record<never, never>>(what: string, extra?: S) =>
  z.strictObject({ ...describedBy(what), ...(extra ?? ({} as S)) });

/**
 * `owner_id`: the user or bot that owns the object. The server's pipeline defaults it to the caller and lets
 * only an admin name another (flag `owner`); a change means a new object.
 */
export const ownerId = (what: string) =>
  field(
    z.string().min(1, "must not be empty"),
    `User or bot that owns the ${what}; defaults to the caller. Only admins may name another owner.`,
    { createOnly: true, owner: true },
  ).optional();

/**
 * A secret the service makes at create and returns in that response only (docs/contract.md §5). Its flags
 * say all of it: secret, kept in state though reads answer null, computed by the resource's server hook,
 * and shown once, so the object cannot be adopted.
 */
export const onceShownToken = (description: string, flags: FieldFlags = {}) =>
  field(z.string(), description, {
    computed: true,
    computedByHook: true,
    secret: true,
    redacted: true,
    shownOnce: true,
    ...flags,
  }).nullish();
