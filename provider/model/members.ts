import type { z } from "zod";
import { camelCase, elementOf, type FieldFlags, shapeOf, type MemberShape, membersOf } from "../../catalog";
import { type LanguageNames, languageNames } from "../base/names";

/**
 * The members a class or a type shows at one level: the request's (what a program declares) merged with the
 * response's (what state holds), as the provider folds a response back into state (provider/host/state.ts):
 * a Ref that stands for an input is that input, members kept out of state are left out, and what only the
 * response has is computed by the service (a route's `saml.entityId`).
 */
export interface ModelMember {
  /** Pulumi name: the schema's, TypeScript's and YAML's. */
  name: string;
  /** Its name in each language. */
  names: LanguageNames;
  /** The member's schema in the request, the response, or both. */
  request: z.ZodType | undefined;
  response: z.ZodType | undefined;
  shape: MemberShape;
  /** A program may leave it out (inputs). */
  optionalIn: boolean;
  /** State may lack it: left out of the request, or optional or absent in the response. */
  optionalOut: boolean;
  /** null is accepted in a request, or answered by the service. */
  nullableIn: boolean;
  nullableOut: boolean;
  computed: boolean;
  flags: FieldFlags;
  description: string;
}

/** One level of members: a class's top level, or the inside of an object member, a list's items, a map's values. */
export interface Level {
  request: z.ZodType | undefined;
  response: z.ZodType | undefined;
  /** Wire names left out at this level (a class's id and parent ids, which it handles on its own). */
  skip?: readonly string[];
}

/** Which side of a class a member list is for: what a program declares, what state holds, what `X.get` takes. */
export type Side = "input" | "output" | "state";

export function membersAt({ request, response, skip = [] }: Level): ModelMember[] {
  const asked = request ? membersOf(request) : [];
  const answered = response ? membersOf(response) : [];
  const back = new Map(answered.map((m) => [m.wireName, m]));
  const out: ModelMember[] = asked
    .filter((m) => !skip.includes(m.wireName))
    .map((m) => {
      const r = back.get(m.wireName);
      // A Ref in the response that stands for this input tells whether state holds it.
      const held = r ?? answered.find((a) => a.flags.requestAs === m.wireName);
      return {
        name: m.pulumiName,
        names: languageNames(m.pulumiName),
        request: m.schema,
        response: r && !r.flags.notInState ? r.schema : undefined,
        shape: m.shape,
        optionalIn: m.optional,
        optionalOut: m.optional || !held || held.optional,
        nullableIn: m.nullable,
        nullableOut: m.nullable || !!held?.nullable,
        computed: false,
        flags: { ...r?.flags, ...m.flags },
        description: m.description ?? r?.description ?? "",
      };
    });
  const sent = new Set(asked.map((m) => m.wireName));
  for (const m of answered) {
    if (sent.has(m.wireName) || skip.includes(m.wireName) || m.flags.notInState) continue;
    if (m.flags.requestAs && sent.has(m.flags.requestAs)) continue;
    const name = m.flags.requestAs ? camelCase(m.flags.requestAs) : m.pulumiName;
    out.push({
      name,
      names: languageNames(name),
      request: undefined,
      response: m.schema,
      shape: m.shape,
      optionalIn: true,
      optionalOut: m.optional || m.nullable,
      nullableIn: false,
      nullableOut: m.nullable,
      // Inside a read-only object (a tunnel) nothing is an input to tell apart.
      computed: request !== undefined,
      flags: { ...m.flags, computed: request !== undefined },
      description: m.description ?? "",
    });
  }
  return out;
}

/** The members a side shows: inputs and state leave out what the service computes. */
export const membersFor = (level: Level, side: Side) =>
  membersAt(level).filter((m) => side === "output" || !m.computed);

/** The level inside an object member, a list's items or a map's values, on both sides. */
export function inner(m: Pick<ModelMember, "request" | "response">): Level {
  const step = (s: z.ZodType | undefined) => {
    if (!s) return undefined;
    const shape = shapeOf(s);
    return shape === "list" || shape === "map" ? elementOf(s) : s;
  };
  return { request: step(m.request), response: step(m.response) };
}
