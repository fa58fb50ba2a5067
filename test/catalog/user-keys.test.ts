import { describe, expect, it } from "vitest";
import { toPulumiNames, toWireNames } from "../../catalog";
import { expectAccepted, expectRejected } from "./expect-issues";
import { buildWith, membersWhere, requestSchemas, responseSchemas, valueAt } from "./samples";

/**
 * The keys of user maps (labels, header names) and of free JSON (a policy action's config) are the user's,
 * except three that JavaScript gives a meaning of its own: `__proto__`, `constructor` and `prototype`, refused
 * in any letter case (the service lower-cases header names, so `__PROTO__` would become `__proto__`). Free JSON
 * nests at most 32 levels. Every other key is kept as an own key of a map without a prototype.
 */

const maps = [...requestSchemas, ...responseSchemas].flatMap(({ name, schema }) =>
  membersWhere(schema, (m) => m.shape === "map").map((m) => ({
    title: `${name} ${m.wirePath.join(".")}`,
    schema,
    m,
  })),
);
const jsonMaps = maps.filter(({ m }) => m.wireName === "config");
const lowercaseMaps = maps.filter(({ m }) => m.flags.lowercase);

/** JSON text parsed as the server and the client parse it: `__proto__` becomes an own key. */
const fromJson = (text: string) => JSON.parse(text) as Record<string, unknown>;

/** `{"a":{"a":…{"a":1}}}`: `levels` objects, one inside the other. */
const nested = (levels: number): unknown => (levels === 1 ? { a: 1 } : { a: nested(levels - 1) });

describe("user maps refuse __proto__, constructor and prototype in any case", () => {
  it.each(maps)("$title", ({ schema, m }) => {
    for (const key of ["__proto__", "__PROTO__", "constructor", "CONSTRUCTOR", "Prototype"]) {
      const built = buildWith(schema, m.wirePath, () => fromJson(`{${JSON.stringify(key)}:"x","team":"a"}`));
      const issues = expectRejected(schema, built, { path: [...built.issuePath, key] });
      expect(issues).toHaveLength(1);
      expect(issues[0].message).toMatch(/__proto__, constructor and prototype/);
      expect(issues[0].message).toMatch(/rename/);
    }
  });

  it("covers labels, header add maps and action config in requests and responses", () => {
    expect(new Set(maps.map((c) => c.m.wireName))).toEqual(new Set(["labels", "add", "config"]));
    expect(new Set(lowercaseMaps.map((c) => c.m.wireName))).toEqual(new Set(["add"]));
  });
});

describe("free JSON refuses those keys at any depth and nests at most 32 levels", () => {
  it.each(jsonMaps)("$title", ({ schema, m }) => {
    const deepKey = buildWith(schema, m.wirePath, () => fromJson('{"a":[{"b":{"Constructor":1}}]}'));
    expectRejected(schema, deepKey, { path: [...deepKey.issuePath, "a", 0, "b", "Constructor"] });

    // The map itself is the first level.
    expectAccepted(
      schema,
      buildWith(schema, m.wirePath, () => nested(32)),
    );
    const tooDeep = buildWith(schema, m.wirePath, () => nested(33));
    const [issue] = expectRejected(schema, tooDeep, { path: tooDeep.issuePath });
    expect(issue.message).toMatch(/nests deeper than 32 levels/);
    // Arrays count as levels too.
    const arrays = buildWith(schema, m.wirePath, () => ({
      a: JSON.parse(`${"[".repeat(32)}${"]".repeat(32)}`),
    }));
    expectRejected(schema, arrays, { path: arrays.issuePath });
  });
});

describe("keys that name the same header once lower-cased are refused, not merged", () => {
  it.each(lowercaseMaps)("$title", ({ schema, m }) => {
    const built = buildWith(schema, m.wirePath, () => ({ "X-Trace": "1", "x-trace": "2" }));
    const [issue] = expectRejected(schema, built, { path: [...built.issuePath, "x-trace"] });
    expect(issue.message).toContain("X-Trace");
  });
});

describe("every other key is kept, as an own key of a map without a prototype", () => {
  const keys = ["toString", "hasOwnProperty", "__defineGetter__", "valueOf", "Team"];
  it.each(maps)("$title", ({ schema, m }) => {
    const entries = Object.fromEntries(keys.map((k) => [k, m.wireName === "config" ? { [k]: [k] } : k]));
    const built = buildWith(schema, m.wirePath, () => entries);
    const parsed = valueAt(expectAccepted(schema, built), built.issuePath) as object;
    expect(Object.getPrototypeOf(parsed)).toBe(null);
    expect(Object.keys(parsed)).toEqual(keys);
    expect({ ...parsed }).toEqual(entries);
  });

  it("converting names between the wire and Pulumi keeps every map key, as an own key", () => {
    const { schema } = requestSchemas.find((s) => s.name === "TunnelGroupBackend create")!;
    const labels = fromJson('{"__proto__":"x","toString":"y","team_name":"z"}');
    const pulumi = toPulumiNames(schema, { labels }) as { labels: object };
    expect(Object.getPrototypeOf(pulumi.labels)).toBe(null);
    expect(Object.keys(pulumi.labels)).toEqual(["__proto__", "toString", "team_name"]);
    const wire = toWireNames(schema, pulumi) as { labels: object };
    expect(Object.entries(wire.labels)).toEqual(Object.entries(labels));
  });
});
