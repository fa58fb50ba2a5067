import { describe, expect, it } from "vitest";
import { classSpecs } from "../../provider/base/specs";
import { type FieldFlags, memberAt, moduleList, resourceList, type VisitedMember, walk } from "../../catalog";

/**
 * Flags imply each other, so a forgotten one fails here, naming the member and the fix, instead of passing
 * because a pinned list of classes was never extended.
 */
const owners = [
  ...resourceList.map((r) => ({ name: r.className, schemas: [r.create, r.update, r.response] })),
  ...moduleList.map((m) => ({ name: m.className, schemas: [m.request, m.response] })),
];

function membersWith(flag: keyof FieldFlags): { owner: string; member: VisitedMember }[] {
  return owners.flatMap(({ name, schemas }) => {
    const found: { owner: string; member: VisitedMember }[] = [];
    for (const schema of schemas)
      walk(schema, (m) => {
        if (m.flags[flag]) found.push({ owner: name, member: m });
      });
    return found;
  });
}

/** Members with `flag` that lack `implied`, each as a sentence that names it and says what to write. */
const lacking = (flag: keyof FieldFlags, implied: keyof FieldFlags, fix: string): string[] =>
  membersWith(flag)
    .filter(({ member }) => !member.flags[implied])
    .map(
      ({ owner, member }) =>
        `${owner}.${member.pulumiPath.join(".")}: flag ${flag} implies ${implied}; ${fix}`,
    );

/** Fails with the sentences themselves as the message, so the first line of the report says what to do. */
const expectNone = (problems: string[]) => expect(problems, problems.join("\n")).toEqual([]);

describe("flags imply flags", () => {
  it("a member shown only once is secret, computed and kept in state (built with onceShownToken())", () => {
    expect(membersWith("shownOnce").length).toBeGreaterThan(0);
    const fix = "build the member with onceShownToken() from catalog/shared-members.ts";
    expectNone([
      ...lacking("shownOnce", "secret", fix),
      ...lacking("shownOnce", "computed", fix),
      ...lacking("shownOnce", "redacted", fix),
    ]);
  });

  it("a member a hook computes is computed (never sent in a request)", () => {
    expect(membersWith("computedByHook").length).toBeGreaterThan(0);
    expectNone(lacking("computedByHook", "computed", "add computed: true beside it"));
  });

  it("an owner is create-only (built with ownerId())", () => {
    expectNone(
      lacking("owner", "createOnly", "build the member with ownerId() from catalog/shared-members.ts"),
    );
  });
});

describe("what the providers derive from them", () => {
  it("a class with a member shown only once cannot be adopted, and every other resource can", () => {
    const shownOnce = new Set(membersWith("shownOnce").map((m) => m.owner));
    for (const r of resourceList.filter((d) => d.operations.includes("create"))) {
      expect({ [r.className]: r.adoptable }).toEqual({ [r.className]: !shownOnce.has(r.className) });
      expect({ [r.className]: classSpecs[r.className].adoptable }).toEqual({ [r.className]: r.adoptable });
    }
  });

  it("every top-level output that holds a secret is a secret output of its class", () => {
    for (const spec of Object.values(classSpecs)) {
      const holding = new Set<string>();
      for (const schema of [spec.input, spec.response])
        walk(schema, (m) => {
          // A member kept out of state (an edge's routes) is no output at all.
          if (m.flags.secret && !memberAt(schema, m.wirePath.slice(0, 1))?.flags.notInState)
            holding.add(m.pulumiPath[0]);
        });
      for (const top of holding)
        expect(spec.secretOutputs, `${spec.className}.${top} holds a secret (flag secret)`).toContain(top);
    }
  });
});
