import { describe, expect, it } from "vitest";
import { z } from "zod";
import { field } from "../../catalog";
import { expectAccepted } from "./expect-issues";
import { buildWith, membersWhere, requestSchemas, responseSchemas, sample } from "./samples";

// The helpers every other test leans on: if they cannot build a valid value, those tests prove nothing.
describe.each([...requestSchemas, ...responseSchemas])("$name", ({ schema }) => {
  it("has a minimal valid value", () => {
    expect(schema.safeParse(sample(schema)).error?.issues ?? []).toEqual([]);
  });

  it("stays valid when any member at any depth is built in, unchanged", () => {
    for (const m of membersWhere(schema, () => true)) {
      expectAccepted(
        schema,
        buildWith(schema, m.wirePath, (v) => v),
      );
    }
  });
});

describe("buildWith", () => {
  it("enters list items and reports the item index in the issue path", () => {
    const route = requestSchemas.find((s) => s.name === "HttpsEdgeRoute create")!.schema;
    const built = buildWith(route, ["policy", "inbound", "actions", "type"], () => "deny");
    expect(built.issuePath).toEqual(["policy", "inbound", 0, "actions", 0, "type"]);
    expect(built.value).toMatchObject({ policy: { inbound: [{ actions: [{ type: "deny" }] }] } });
  });
});

describe("a member no candidate value fits", () => {
  it("is named, with where to add a value it accepts", () => {
    const schema = z.strictObject({
      auth: field(z.strictObject({ code: field(z.string().regex(/^X\d+$/), "A code.") }), "Auth."),
    });
    expect(() => sample(schema)).toThrow(
      "no candidate value fits the member auth.code (a ZodString): add a value it accepts to STRING_CANDIDATES in test/catalog/samples.ts",
    );
  });
});
