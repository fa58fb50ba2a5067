import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EVENT_SOURCE_TYPES, membersOf, resourceList, TRAFFIC_EVENT_TYPES, walk } from "../../catalog";

/**
 * docs/contract.md is hand-written, and code comments cite it: every list in it that enumerates resources
 * is checked against the catalog's flags here, so a new resource cannot leave it behind.
 */
const CONTRACT = readFileSync(join(__dirname, "../../docs/contract.md"), "utf8");
const section = (n: number) => {
  const start = CONTRACT.indexOf(`\n## ${n}. `);
  const end = CONTRACT.indexOf("\n## ", start + 1);
  expect(start, `docs/contract.md has no section ${n}`).toBeGreaterThan(0);
  return CONTRACT.slice(start, end < 0 ? undefined : end).replace(/\s+/g, " ");
};
type Resource = (typeof resourceList)[number];
const ACRONYMS = new Set(["api", "ip", "ssh", "https", "tls"]);
/**
 * The names the contract may write for a resource: the phrase its description starts with ("reserved
 * address"), or its kind in words ("IP policy rule").
 */
const namesOf = (r: Resource) => [
  /^An? ([^:,]+)/.exec(r.description)![1],
  r.kind
    .split("_")
    .map((w) => (ACRONYMS.has(w) ? w.toUpperCase() : w))
    .join(" "),
];
/** The first of a resource's names that `text` uses, else its kind in words (for the message). */
const written = (r: Resource, text = "") => namesOf(r).find((n) => text.includes(n)) ?? namesOf(r)[0];

describe("docs/contract.md against the catalog", () => {
  it("§2 names the kinds that emit events: each resource with emitsEvents, and no other", () => {
    // The kinds, not their number: a count in prose is one more edit for each new resource.
    const listed = /for the kinds ([a-z_, ]+) \(/.exec(section(2));
    expect(listed, "docs/contract.md §2 must say `for the kinds a, b, … (`").not.toBeNull();
    const [, names] = listed!;
    const inDoc = names.split(",").map((s) => s.trim());
    const emitting = resourceList.filter((r) => r.emitsEvents).map((r) => r.kind);
    expect(
      [...inDoc].sort(),
      "the kinds in docs/contract.md §2 differ from the resources that say emitsEvents: list each kind that emits " +
        "events there (or set emitsEvents: false on the resource)",
    ).toEqual([...emitting].sort());
    expect(EVENT_SOURCE_TYPES).toHaveLength(emitting.length * 3 + TRAFFIC_EVENT_TYPES.length);
  });

  it("§5 says which members the create response alone carries (flag shownOnce)", () => {
    for (const r of resourceList)
      walk(r.response, (m) => {
        if (m.flags.shownOnce)
          expect(
            section(5),
            `docs/contract.md §5 must say that ${written(r)} \`${m.wireName}\` is only in the create response`,
          ).toContain(`${written(r, section(5))}'s \`${m.wireName}\` is only in the create response`);
      });
  });

  it("§6 names the resources that have no public create as read-only", () => {
    for (const r of resourceList.filter((d) => !d.operations.includes("create"))) {
      const noun = r.kind.split("_").pop()!;
      const plural = `${noun.replace(/^./, (c) => c.toUpperCase())}s are read-only`;
      expect(section(6), `docs/contract.md §6 must say "${plural}"`).toContain(plural);
    }
  });

  it("§7 names every create-only member of a resource's create request, after the resource", () => {
    for (const r of resourceList.filter((d) => d.operations.includes("create"))) {
      const createOnly = membersOf(r.create)
        .filter((m) => m.flags.createOnly)
        .map((m) => m.wireName);
      if (!createOnly.length) continue;
      // "IP policy rule `ip_policy_id`, `action`": the resource as the contract writes it, then its members.
      const name = written(r, section(7));
      const clause = new RegExp(`${name} ((?:\`[a-z_]+\`(?:, )?)+)`).exec(section(7));
      const listed = [...(clause?.[1] ?? "").matchAll(/`([a-z_]+)`/g)].map((m) => m[1]);
      expect(
        listed.sort(),
        `docs/contract.md §7 must list the create-only members of ${name} as "${name} ` +
          `${createOnly.map((n) => `\`${n}\``).join(", ")}"`,
      ).toEqual([...createOnly].sort());
    }
  });

  it("reads a resource's name as the contract writes it", () => {
    const rules = resourceList.find((r) => r.clientName === "ipPolicyRules")!;
    expect(written(rules, "an IP policy rule")).toBe("IP policy rule");
  });
});
