import { describe, expect, it } from "vitest";
import { expectAccepted, expectRejected } from "./expect-issues";
import { buildWith, membersWhere, objectsWhere, requestSchemas, responseSchemas, valueAt } from "./samples";

/**
 * Requests are strict at every level (a typo must not be dropped silently); responses are lenient at every
 * level (the service may add members). User maps and free JSON take any key in both, but the three that
 * user-keys.test.ts covers.
 */

const UNKNOWN = "zz_unknown_member";
const withUnknown = (v: unknown) => ({ ...(v as object), [UNKNOWN]: 1 });

const everyObject = (schemas: typeof requestSchemas) =>
  schemas.flatMap(({ name, schema }) =>
    objectsWhere(schema, () => true).map((path) => ({
      title: `${name} ${path.join(".") || "(root)"}`,
      schema,
      path,
    })),
  );

describe("unknown request members are rejected at every level", () => {
  it.each(everyObject(requestSchemas))("$title", ({ schema, path }) => {
    const issues = expectRejected(schema, buildWith(schema, path, withUnknown));
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ code: "unrecognized_keys", keys: [UNKNOWN] });
    expect(issues[0].message).toContain(UNKNOWN);
  });
});

describe("unknown response members are stripped at every level", () => {
  it.each(everyObject(responseSchemas))("$title", ({ schema, path }) => {
    const built = buildWith(schema, path, withUnknown);
    const parsed = expectAccepted(schema, built);
    expect(valueAt(built.value, built.issuePath)).toHaveProperty(UNKNOWN);
    expect(valueAt(parsed, built.issuePath)).not.toHaveProperty(UNKNOWN);
    expect(parsed).toEqual(schema.parse(buildWith(schema, path, (v) => v).value));
  });
});

describe("user maps and free JSON keep any key", () => {
  const maps = [...requestSchemas, ...responseSchemas].flatMap(({ name, schema }) =>
    membersWhere(schema, (m) => m.shape === "map").map((m) => ({
      title: `${name} ${m.wirePath.join(".")}`,
      schema,
      m,
    })),
  );
  it.each(maps)("$title", ({ schema, m }) => {
    const entries =
      m.wireName === "config" ? { Any_Key: { nested_key: [1] } } : { "X-Any_Key": "v", team_name: "x" };
    const parsed = expectAccepted(
      schema,
      buildWith(schema, m.wirePath, () => entries),
    );
    expect(JSON.stringify(parsed)).toContain(JSON.stringify(entries));
  });
  it("finds labels, header add maps and action config", () => {
    expect(new Set(maps.map((c) => c.m.wireName))).toEqual(new Set(["labels", "add", "config"]));
  });
});
