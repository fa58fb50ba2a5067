import { z } from "zod";

/**
 * Lifecycle facts about one member, kept on the member's schema so that the client, the server, the
 * providers and the docs all read the same flag. Set them with `field()`, read them with `flagsOf()`.
 */
export interface FieldFlags {
  /** A change means a new object: the service has no way to update it in place. */
  createOnly?: boolean;
  /** Set by the service; never sent in a request. */
  computed?: boolean;
  /** Sensitive: never logged, never shown in an error, a secret output in Pulumi. */
  secret?: boolean;
  /**
   * Returned only in the create response, never by a read (an API key's token). Implies `secret` and
   * `computed` (test/catalog/implications.test.ts checks it), and an object that has such a member cannot
   * be adopted: `defineResource` derives `adoptable` from this flag. Build it with `onceShownToken()`.
   */
  shownOnce?: boolean;
  /**
   * Computed by the server's own code for the resource (a key pair, an address, a token, Refs found by
   * label), not by the generic pipeline: the server refuses to start when a resource with such a member has
   * no hook in `server/hooks/index.ts`. Implies `computed`.
   */
  computedByHook?: boolean;
  /**
   * The user or bot that owns the object: the caller when left out; only an admin may name another, who
   * must exist (the server's pipeline checks it for every member with this flag). Build it with `ownerId()`.
   */
  owner?: boolean;
  /** Accepted in requests, but answered as `null` by the service: state must keep the declared value. */
  redacted?: boolean;
  /** Accepted at create, but absent from every response: state must keep the declared value. */
  writeOnly?: boolean;
  /** The service stores this in lower case (for a map: its keys; for a list: its items). */
  lowercase?: boolean;
  /** A response Ref (or list of Refs) that stands for the request member named here by its id(s). */
  requestAs?: string;
  /**
   * The kind of resource whose id(s) the member holds: a write naming one that does not exist is a 400
   * (code 223), and a response Ref points into that resource's collection.
   */
  references?: string;
  /** Part of the response, but not of the state a Pulumi resource keeps (for example an edge's routes). */
  notInState?: boolean;
  /**
   * What the service stores when a request leaves the member out (docs/contract.md §2), so that every
   * later read shows it. The member's description says the same in words.
   */
  serviceDefault?: string | number | boolean;
  /** The service's error code for an invalid value of this member, where it is not the catch-all 400. */
  errorCode?: number;
  /**
   * A closed set the member's string must belong to, in any case (the schema checks it with a refine, so
   * the set is named here): the generated classes type the member as the union of these values.
   */
  anyCaseOf?: readonly string[];
  /**
   * The name the generated classes give this member's object type (its items' type, for a list), where the
   * catalog builds one shape for several members (the OAuth providers but GitHub, the event targets' auth):
   * the members that carry it share that one type. Without it a type is named after its class and member
   * path (`HttpsEdgeRouteOauthProviderGithub`). On a closed set (an enum, `anyCaseOf`) it names the set's enum
   * in the package schema (`Region`), which is otherwise named the same way.
   */
  typeName?: string;
  /**
   * Facts the security rules read (provider/policy/), set on the member so no rule names a class. `guards`: a
   * module that keeps unwanted traffic out: users' sign-in (`identity`), source IPs (`source`) or a webhook
   * sender's signature (`sender`). Set on the module's schema (`flagged`), it holds wherever the module is used.
   */
  guards?: "identity" | "source" | "sender";
  /** A list that narrows who may pass a sign-in (emails, domains, groups): empty, any signed-in user passes. */
  narrowsAccess?: boolean;
  /** The lowest TLS version accepted; the values of its closed set are in ascending order. */
  tlsMinimum?: boolean;
  /** The network, in CIDR notation, that the object's rule matches. */
  network?: boolean;
  /** The value of this member that lets the matched traffic in (an IP policy rule's action `allow`). */
  grantsWhen?: string;
  /** A credential the service issues (an API key's token): someone should own it and say what it is for. */
  credential?: boolean;
  /** What the object is for, in the user's words (the `description` every writable resource has). */
  purpose?: boolean;
  /** Where the service sends data out of its hands: exactly one member is set, and its name is the kind. */
  deliversTo?: boolean;
  /** Long-lived keys the service keeps for the user, where a role it assumes would do. */
  longLived?: boolean;
  /** What says which requests the object takes: how it compares (`mode`) and what with (`value`). */
  selects?: "mode" | "value";
}

const flagRegistry = z.registry<FieldFlags>();

/** A member schema with its description (shown in errors and docs) and its lifecycle flags. */
export function field<T extends z.ZodType>(schema: T, description: string, flags: FieldFlags = {}): T {
  const described = schema.describe(description);
  flagRegistry.add(described, flags);
  return described;
}

/**
 * Flags set on a schema itself, without a description: a module's schema flagged once keeps its flags in every
 * member that holds it (`field()` and refinements copy a schema, and the copy reads its source's flags).
 */
export function flagged<T extends z.ZodType>(schema: T, flags: FieldFlags): T {
  flagRegistry.add(schema, { ...flagRegistry.get(schema), ...flags });
  return schema;
}

/**
 * The schema one wrapper in: inside optional/nullable/default, or the output side of a pipe (a user map
 * judges its keys as sent, then pipes into the record that describes it); undefined for anything else.
 */
function wrapped(s: z.ZodType): z.ZodType | undefined {
  if (s instanceof z.ZodOptional || s instanceof z.ZodNullable || s instanceof z.ZodDefault)
    return s.unwrap() as z.ZodType;
  if (s instanceof z.ZodPipe) return s.out as z.ZodType;
  return undefined;
}

/** The schema inside its wrappers. */
export function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema;
  for (let inner = wrapped(s); inner; inner = wrapped(s)) s = inner;
  return s;
}

/** Flags of a member, merged from its wrappers inward. */
export function flagsOf(schema: z.ZodType): FieldFlags {
  const out: FieldFlags = {};
  for (let s: z.ZodType | undefined = schema; s; s = wrapped(s))
    Object.assign(out, flagRegistry.get(s) ?? {});
  return out;
}

/** The description of a member, from its outermost described wrapper. */
export function describeOf(schema: z.ZodType): string | undefined {
  for (let s: z.ZodType | undefined = schema; s; s = wrapped(s)) if (s.description) return s.description;
  return undefined;
}
