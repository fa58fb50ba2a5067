import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { byteLength, resourceList, UINT32_MAX, unwrap, type VisitedMember } from "../../catalog";
import { expectAccepted, expectRejected } from "./expect-issues";
import { buildWith, membersWhere, requestSchemas, sample } from "./samples";

/**
 * Every size and range limit, just inside and just outside, on every request schema of the catalog that
 * has the member, at whatever depth it sits. Byte limits are counted in UTF-8: multi-byte text included.
 */

const isUint32 = (m: VisitedMember) => {
  const s = unwrap(m.schema);
  return s instanceof z.ZodNumber && s.minValue === 0 && s.maxValue === UINT32_MAX && s.isInt;
};

const text = (parts: [string, number][]) => parts.map(([s, n]) => s.repeat(n)).join("");

interface Limit {
  name: string;
  pick: (m: VisitedMember) => boolean;
  ok: unknown[];
  bad: unknown[];
  /** Text every rejection's message carries, so the user learns the limit. */
  says: RegExp;
}

const LIMITS: Limit[] = [
  {
    name: "description (255 UTF-8 bytes)",
    pick: (m) => m.wireName === "description",
    ok: [
      "",
      text([["a", 255]]),
      text([["€", 85]]),
      text([
        ["é", 127],
        ["a", 1],
      ]),
      text([
        ["😀", 63],
        ["abc", 1],
      ]),
    ],
    bad: [
      text([["a", 256]]),
      text([["é", 128]]),
      text([
        ["€", 85],
        ["a", 1],
      ]),
      text([["😀", 64]]),
    ],
    says: /255 bytes/,
  },
  {
    name: "metadata (4096 UTF-8 bytes)",
    pick: (m) => m.wireName === "metadata",
    ok: [
      text([["a", 4096]]),
      text([["é", 2048]]),
      text([
        ["€", 1365],
        ["a", 1],
      ]),
      text([["😀", 1024]]),
    ],
    bad: [
      text([["a", 4097]]),
      text([
        ["é", 2048],
        ["a", 1],
      ]),
      text([["€", 1366]]),
      text([
        ["😀", 1024],
        ["a", 1],
      ]),
    ],
    says: /4096 bytes/,
  },
  {
    name: "uint32 durations and counts",
    pick: isUint32,
    ok: [0, 1, UINT32_MAX],
    bad: [-1, UINT32_MAX + 1, 1.5, "10"],
    says: /0 or more|at most 4294967295|whole number|number/,
  },
  {
    name: "num_buckets (1…128)",
    pick: (m) => m.wireName === "num_buckets",
    ok: [1, 128],
    bad: [0, 129, 1.5],
    says: /at least 1|at most 128|whole number/,
  },
  {
    name: "error_threshold_percentage (0…1.0)",
    pick: (m) => m.wireName === "error_threshold_percentage",
    ok: [0, 0.5, 1],
    bad: [-0.0001, 1.0001, 50],
    says: /between 0 and 1\.0/,
  },
];

const cases = LIMITS.flatMap((limit) =>
  requestSchemas.flatMap(({ name, schema }) =>
    membersWhere(schema, limit.pick).map((member) => ({
      title: `${limit.name}: ${name} ${member.wirePath.join(".")}`,
      limit,
      schema,
      member,
    })),
  ),
);

describe.each(cases)("$title", ({ limit, schema, member }) => {
  it.each(limit.ok.map((v) => [v]))("accepts %#", (value) => {
    expectAccepted(
      schema,
      buildWith(schema, member.wirePath, () => value),
    );
  });
  it.each(limit.bad.map((v) => [v]))("rejects %#, naming the member and the limit", (value) => {
    const built = buildWith(schema, member.wirePath, () => value);
    const issues = expectRejected(schema, built, {
      secretText: member.flags.secret && typeof value === "string" ? value : undefined,
    });
    for (const issue of issues) expect(issue.message).toMatch(limit.says);
  });
});

describe("limit coverage", () => {
  it("checks the multi-byte fixtures really are bytes, not characters", () => {
    expect([...text([["é", 128]])].length).toBe(128);
    expect(byteLength(text([["é", 128]]))).toBe(256);
    expect(byteLength(text([["€", 85]]))).toBe(255);
    expect(
      byteLength(
        text([
          ["😀", 1024],
          ["a", 1],
        ]),
      ),
    ).toBe(4097);
  });

  it("finds description and metadata on every writable resource (docs/contract.md §3: every resource)", () => {
    for (const r of resourceList.filter((d) => d.operations.includes("create") && d.className !== "Tunnel")) {
      for (const name of ["description", "metadata"]) {
        expect(
          membersWhere(r.create, (m) => m.wireName === name),
          `${r.className} ${name}`,
        ).toHaveLength(1);
      }
    }
  });

  it("finds exactly the uint32 members the service describes", () => {
    const names = new Set(cases.filter((c) => c.limit.pick === isUint32).map((c) => c.member.wireName));
    expect([...names].sort()).toEqual(
      [
        "auth_check_interval",
        "inactivity_timeout",
        "maximum_duration",
        "rolling_window",
        "tripped_duration",
        "volume_threshold",
      ].sort(),
    );
  });

  it("covers num_buckets and error_threshold_percentage on route create, update and the module", () => {
    for (const limit of LIMITS.slice(3)) {
      const where = cases.filter((c) => c.limit === limit).map((c) => c.title);
      expect(where.length, limit.name).toBeGreaterThanOrEqual(3);
    }
  });
});

describe("byte limits, as properties", () => {
  const describedSchemas = requestSchemas.filter(
    ({ schema }) =>
      membersWhere(schema, (m) => m.wireName === "description" && m.wirePath.length === 1).length,
  );
  // Text near the limit: a few runs of one-, two-, three- and four-byte characters.
  const nearLimit = fc
    .array(fc.tuple(fc.constantFrom("a", "é", "€", "😀", "\u0000"), fc.integer({ min: 0, max: 90 })), {
      maxLength: 4,
    })
    .map((parts) => text(parts));

  it("accepts any description of at most 255 bytes and rejects any longer one", () => {
    const seen = { true: 0, false: 0 };
    fc.assert(
      fc.property(
        fc.constantFrom(...describedSchemas),
        fc.oneof(nearLimit, fc.string({ unit: "binary" })),
        ({ schema }, value) => {
          const result = schema.safeParse({ ...(sample(schema) as object), description: value });
          expect(result.success).toBe(byteLength(value) <= 255);
          seen[result.success ? "true" : "false"]++;
        },
      ),
      { numRuns: 300 },
    );
    // The generator must land on both sides of the limit, or the property proves half of it.
    expect(seen.true).toBeGreaterThan(20);
    expect(seen.false).toBeGreaterThan(20);
  });

  it("accepts any whole number 0…4294967295 for a duration and rejects anything else", () => {
    const oauth = requestSchemas.find((s) => s.name === "HttpsEdgeRouteOauth request")!.schema;
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1, max: 2 }),
          fc.double(),
          fc.integer({ min: UINT32_MAX - 1, max: UINT32_MAX + 2 }),
          fc.nat(),
        ),
        (value) => {
          const result = oauth.safeParse(buildWith(oauth, ["auth_check_interval"], () => value).value);
          expect(result.success).toBe(Number.isInteger(value) && value >= 0 && value <= UINT32_MAX);
        },
      ),
      { numRuns: 300 },
    );
  });
});
