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
import { type ServedPack, serveAnalyzer, servePack } from "./served-pack";
import { asTypeScriptClasses, CONFIG, SECRET_VALUES, TWINS, UNDECIDED } from "./twins";

/**
 * Item 4 of issue 43: a TypeScript team's own `@pulumi/policy` pack, holding the rules through
 * `pulumi-tunnels/crossguard`, gives the same verdicts as the tunnels pack. The pack is served by `@pulumi/policy`'s
 * own runtime, the plugin's analyzer as the CLI starts it (test/crossguard/served-pack.ts); both are sent, over the
 * Analyzer gRPC service, the same requests the engine sends (`Configure`, `Analyze` per resource, `AnalyzeStack`),
 * and both answer what the rules' own evaluation (provider/policy/pack.ts) says. Per rule, a violation and its
 * compliant twin, through both providers' forms. `@pulumi/policy` puts the policy's description before each message.
 */
let pack: ServedPack;
let analyzer: Analyzer;
let pluginPack: ServedPack;
let plugin: Analyzer;

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

/**
 * What an analyzer answers; a resource's diagnostic without a URN is about the resource analyzed, as the engine
 * reads it. The plugin's analyzer sends the message alone: the description is put first, as `@pulumi/policy` does.
 */
async function served(resources: readonly PolicyResource[], by = analyzer): Promise<Verdict[]> {
  const each = await Promise.all(
    resources.map(async (r) => (await by.analyze(r)).map((v) => ({ ...v, urn: v.urn || (r.urn ?? "") }))),
  );
  const all = [...each.flat(), ...(await by.analyzeStack(resources))];
  if (by === analyzer) return all;
  const described = new Map(RULES.map((r) => [r.name, r.description]));
  return all.map((v) => ({ ...v, message: `${described.get(v.policy)}\n${v.message}` }));
}

/** Both packs configured alike. */
async function configure(config: PolicyConfig): Promise<void> {
  await Promise.all([analyzer.configure(config), plugin.configure(config)]);
}

/** The @pulumi/policy pack's verdicts, checked equal to the plugin's analyzer's and to the rules' own. */
async function verdicts(resources: readonly PolicyResource[], levels: Record<string, string> = {}) {
  const [got, fromPlugin] = await Promise.all([served(resources), served(resources, plugin)]);
  const want = sorted(expected(resources, levels));
  expect(sorted(got), "the @pulumi/policy pack").toEqual(want);
  expect(sorted(fromPlugin), "the plugin's analyzer").toEqual(want);
  return got;
}

const sorted = (vs: Verdict[]) => [...vs].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

beforeAll(async () => {
  [pack, pluginPack] = await Promise.all([servePack(), serveAnalyzer()]);
  analyzer = new Analyzer(pack.address);
  plugin = new Analyzer(pluginPack.address);
}, 60_000);
afterAll(() => {
  analyzer?.close();
  plugin?.close();
  pack?.close();
  pluginPack?.close();
});

describe("pulumi-tunnels/crossguard in a @pulumi/policy pack, served by @pulumi/policy", () => {
  it("declares every rule as a policy: its name, level, kind and remediation, as the plugin's analyzer does", async () => {
    const info = await analyzer.info();
    expect(await plugin.info()).toEqual(info);
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
      await configure(engineConfig());
      for (const twin of TWINS) {
        const resources = shape(twin.resources);
        const got = await verdicts(resources);
        const ofRule = got.filter((v) => v.policy === twin.rule);
        const subjects = twin.subjects.map((name) => resources.find((r) => r.name === name)?.urn);
        if (twin.case === "violation") {
          const level = RULES.find((r) => r.name === twin.rule)?.enforcementLevel;
          expect(ofRule.map((v) => v.urn).sort(), `${twin.rule} violation`).toEqual(subjects.sort());
          for (const v of ofRule)
            expect(v).toMatchObject({ level, message: expect.stringContaining("Remediation: ") });
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
      await configure(engineConfig(levels));
      const got = await verdicts(violations, levels);
      const named = new Set(got.map((v) => v.policy));
      for (const [rule, level] of Object.entries(levels))
        expect(named.has(rule), `${rule} at ${level}`).toBe(level !== "disabled");
      expect(new Set(got.map((v) => v.level))).toEqual(
        new Set(Object.values(levels).filter((l) => l !== "disabled")),
      );
    }
  });

  it("a value unknown during preview: advisory 'cannot check until deploy' on both sides, even when mandatory", async () => {
    await configure(engineConfig(ALL_MANDATORY));
    const got = await verdicts(UNDECIDED, ALL_MANDATORY);
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
    await configure(engineConfig());
  });
});
