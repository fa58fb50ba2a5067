import { isIP } from "node:net";
import { z } from "zod";
import { type FieldFlags, field } from "./flags";
import { userMap } from "./user-keys";

/**
 * Each schema is written once as a function of the mode it is built for: a request is strict (an unknown
 * member is an error, so a typo is never dropped) and carries the cross-member rules; a response is
 * lenient (unknown members are stripped) and trusts the service on its own rules.
 */
export type Mode = "request" | "response";

export function obj<S extends z.ZodRawShape>(mode: Mode, shape: S) {
  return mode === "request" ? z.strictObject(shape) : z.object(shape);
}

/** Members that exist in one mode only (computed members in responses, ids in requests, …). */
export function only<M extends Mode, T extends Mode, S extends z.ZodRawShape>(
  mode: M,
  target: T,
  shape: S,
): M extends T ? S : Record<never, never> {
  return (mode === (target as Mode) ? shape : {}) as M extends T ? S : Record<never, never>;
}

/** Adds a cross-member rule to request schemas only. */
export function rule<T extends z.ZodType>(
  mode: Mode,
  schema: T,
  check: (value: z.output<T>, ctx: RuleContext) => void,
): T {
  if (mode === "response") return schema;
  return schema.superRefine((value, zctx) => {
    check(value, {
      fail: (path, message) => zctx.addIssue({ code: "custom", path, message }),
    });
  }) as unknown as T;
}

export interface RuleContext {
  fail(path: (string | number)[], message: string): void;
}

const utf8 = new TextEncoder();
export const byteLength = (s: string) => utf8.encode(s).length;

/** A string limited in UTF-8 bytes, as the service counts, not in characters. */
export function bytes(max: number) {
  return z.string().refine((s) => byteLength(s) <= max, {
    message: `must be at most ${max} bytes of UTF-8 text; shorten it`,
  });
}

export const UINT32_MAX = 4294967295;

export const uint32 = (description: string, flags: FieldFlags = {}) =>
  field(
    z
      .number()
      .int("must be a whole number of seconds")
      .min(0, "must be 0 or more")
      .max(UINT32_MAX, `must be at most ${UINT32_MAX} (an unsigned 32-bit integer)`),
    description,
    flags,
  );

export const description = (what: string) =>
  field(bytes(255), `What this ${what} is for; at most 255 bytes of UTF-8.`, { purpose: true }).optional();

export const metadata = (what: string) =>
  field(
    bytes(4096),
    `Arbitrary user data attached to this ${what}, often JSON text; at most 4096 bytes.`,
  ).optional();

export const ref = (description: string, flags = {}) =>
  field(
    z.object({
      id: z.string().describe("Id of the referenced object."),
      uri: z.string().describe("URI of the referenced object."),
    }),
    description,
    { typeName: "Ref", ...flags },
  );

/** The members every top-level object carries in responses. */
export function identity(what: string) {
  return {
    id: field(z.string(), `Unique id of this ${what}.`, { computed: true }),
    uri: field(z.string(), `Absolute URI of this ${what}.`, { computed: true }),
    created_at: field(z.string(), "When it was created, RFC 3339 in UTC.", { computed: true }),
  };
}

export const REGIONS = ["us", "eu", "ap", "au", "sa", "jp", "in"] as const;
/** Every region member is one closed set, so the package schema has one `Region` enum for them all. */
export const region = (description: string, flags = {}) =>
  field(z.enum(REGIONS, { message: `must be one of ${REGIONS.join(", ")}` }), description, {
    typeName: "Region",
    ...flags,
  });

/**
 * A module member of an edge: left out of a request when unchanged (null is a 400, docs/contract.md §4: a module is
 * removed only through its DELETE), null in a response when unset.
 */
export const moduleMember = <T extends z.ZodType>(mode: Mode, schema: T) =>
  mode === "request" ? schema.optional() : schema.nullish();

export const enabled = () =>
  field(z.boolean(), "Whether the module is applied to traffic; defaults to true.", {
    serviceDefault: true,
  }).optional();

export const stringList = (description: string, flags = {}) => field(z.array(z.string()), description, flags);

export const labels = (description: string) =>
  userMap(description, z.string().min(1, "label names must not be empty"), z.string());

/** `host:port`, the shape of edge hostports and reserved addresses. */
export const hostport = z
  .string()
  .regex(/^[A-Za-z0-9.-]+:[0-9]{1,5}$/, "must be host:port, for example example.com:443")
  // Five digits alone let 0 and 65536…99999 through, which no listener can have.
  .refine((s) => {
    const port = Number(s.slice(s.lastIndexOf(":") + 1));
    return port >= 1 && port <= 65535;
  }, "the port must be 1 to 65535, for example example.com:443");

/** An IPv4 or IPv6 network in CIDR notation. */
export const cidr = z.string().refine(
  (s) => {
    const [addr, bits, ...rest] = s.split("/");
    if (rest.length || bits === undefined || !/^\d{1,3}$/.test(bits)) return false;
    const family = isIP(addr);
    return family !== 0 && Number(bits) <= (family === 4 ? 32 : 128);
  },
  { message: "must be a network in CIDR notation, for example 10.0.0.0/8 or 2001:db8::/32" },
);
