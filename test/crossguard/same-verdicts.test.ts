import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  analyzeResource,
  analyzeStack,
  type Diagnostic,
  packConfig,
  RULES,
} from "../../provider/policy/pack";
import type { PolicyResource } from "../../provider/policy/types";
import { Analyzer, type PolicyConfig, type Verdict } from "./analyzer-client";
import { type ServedPack, servePack } from "./served-pack";
import { asTypeScriptClasses, CONFIG, SECRET_VALUES, TWINS, UNDECIDED } from "./twins";

/**
 * Item 4 of issue 43: a TypeScript team's own `@pulumi/policy` pack, holding the rules through
 * `pulumi-tunnels/crossguard`, gives the same verdicts as the tunnels pack. The pack is served by `@pulumi/policy`'s
 * own runtime (test/crossguard/served-pack.ts) and sent, over its gRPC service, exactly what the engine sends
 * (`Configure`, `Analyze` per resource, `AnalyzeStack`); the rules' own evaluation (provider/policy/pack.ts, what
 * the plugin's analyzer answers) judges the same resources. Per rule, a violation and its compliant twin, through
 * both providers' forms. `@pulumi/policy` puts the policy's description before each message.
 */
let pack: ServedPack;
let analyzer: Analyzer;

const ALL_MANDATORY = Object.fromEntries(RULES.map((r) => [r.name, "mandatory"]));

/** The cases' config file with these levels: each rule's entry keeps its settings. */
const withLevels = (levels: Record<string, string>) =>
  packConfig({
    ...CONFIG,
    ...Object.fromEntries(
      Object.entries(levels).map(([rule, level]) => [
        rule,
        { ...(CONFIG as Record<string, object>)[rule], enforcementLevel: level },
      ]),
    ),
  });

function engineConfig(levels: Record<string, string> = {}): PolicyConfig {
  const config = withLevels(levels);
  return Object.fromEntries(
    RULES.map((r) => [
      r.name,
      {
        enforcementLevel: config[r.name].enforcementLevel,
        settings: (CONFIG as Record<string, object>)[r.name] ?? {},
      },
    ]),
  );
}

/** What the rules themselves say, in the form the analyzer sends: one verdict per diagnostic. */
function expected(resources: readonly PolicyResource[], levels: Record<string, string> = {}): Verdict[] {
  const config = withLevels(levels);
  const diagnostics: Diagnostic[] = [
    ...resources.flatMap((r) => analyzeResource(r, config)),
    ...analyzeStack(resources, config),
  ];
  return diagnostics.map((d) => ({
    policy: d.rule,
    level: d.level,
    urn: d.resource.urn ?? "",
    message: `${d.description}\n${d.message}`,
  }));
}

/** What the pack answers; a resource's diagnostic without a URN is about the resource analyzed, as the engine reads it. */
async function served(resources: readonly PolicyResource[]): Promise<Verdict[]> {
  const each = await Promise.all(
    resources.map(async (r) =>
      (await analyzer.analyze(r)).map((v) => ({ ...v, urn: v.urn || (r.urn ?? "") })),
    ),
  );
  return [...each.flat(), ...(await analyzer.analyzeStack(resources))];
}

const sorted = (vs: Verdict[]) => [...vs].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

beforeAll(async () => {
  pack = await servePack();
  analyzer = new Analyzer(pack.address);
}, 60_000);
afterAll(() => {
  analyzer?.close();
  pack?.close();
});

describe("pulumi-tunnels/crossguard in a @pulumi/policy pack, served by @pulumi/policy", () => {
  it("declares every rule as a policy: its name, level, kind and remediation", async () => {
    const info = await analyzer.info();
    expect(info).toEqual(
      RULES.map((r) => ({
        name: r.name,
        level: r.enforcementLevel,
        stack: r.kind === "stack",
        remediation: r.remediation,
      })),
    );
  });

  const forms = [
    ["the plugin's resources", (rs: PolicyResource[]) => rs],
    ["the TypeScript classes' resources", asTypeScriptClasses],
  ] as const;

  for (const [form, shape] of forms)
    it(`per rule, a violation and its compliant twin: the same verdicts (${form})`, async () => {
      await analyzer.configure(engineConfig());
      for (const twin of TWINS) {
        const resources = shape(twin.resources);
        const got = await served(resources);
        expect(sorted(got), `${twin.rule}, ${twin.case}`).toEqual(sorted(expected(resources)));
        const ofRule = got.filter((v) => v.policy === twin.rule);
        const subject = resources.find((r) => r.name === twin.subject)?.urn;
        if (twin.case === "violation") {
          const level = RULES.find((r) => r.name === twin.rule)?.enforcementLevel;
          expect(ofRule, `${twin.rule} violation`).toEqual([
            expect.objectContaining({
              urn: subject,
              level,
              message: expect.stringContaining("Remediation: "),
            }),
          ]);
        } else expect(ofRule, `${twin.rule} compliant twin`).toEqual([]);
        for (const v of got) for (const s of SECRET_VALUES) expect(v.message).not.toContain(s);
      }
    });

  it("levels from the stack's config: all mandatory, then all advisory, then one disabled", async () => {
    const violations = TWINS.filter((t) => t.case === "violation").flatMap((t) => t.resources);
    for (const levels of [
      ALL_MANDATORY,
      Object.fromEntries(RULES.map((r) => [r.name, "advisory"])),
      { ...ALL_MANDATORY, "unique-route-match": "disabled" },
    ]) {
      await analyzer.configure(engineConfig(levels));
      const got = await served(violations);
      expect(sorted(got)).toEqual(sorted(expected(violations, levels)));
      const named = new Set(got.map((v) => v.policy));
      for (const [rule, level] of Object.entries(levels))
        expect(named.has(rule), `${rule} at ${level}`).toBe(level !== "disabled");
      expect(new Set(got.map((v) => v.level))).toEqual(
        new Set(Object.values(levels).filter((l) => l !== "disabled")),
      );
    }
  });

  it("a value unknown during preview: advisory 'cannot check until deploy' on both sides, even when mandatory", async () => {
    await analyzer.configure(engineConfig(ALL_MANDATORY));
    const got = await served(UNDECIDED);
    expect(sorted(got)).toEqual(sorted(expected(UNDECIDED, ALL_MANDATORY)));
    expect(got).toEqual([
      expect.objectContaining({
        policy: "credential-has-description",
        level: "advisory",
        message: expect.stringContaining("until deploy"),
      }),
    ]);
  });

  it("a setting the rule does not have, given in the stack's config, is refused with the rule's settings", async () => {
    await analyzer.configure({
      ...engineConfig(),
      "tls-min-version": { enforcementLevel: "mandatory", settings: { minVersoin: "1.3" } },
    });
    await expect(served(TWINS[0].resources)).rejects.toThrow(/tls-min-version has no setting minVersoin/);
    await analyzer.configure(engineConfig());
  });
});
