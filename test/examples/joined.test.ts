import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";
import { REPO_ROOT, TMP_ROOT } from "../../harness";
import { declaredObjects } from "../../scripts/examples/declared";
import { JOINED_PROJECT, joinedProgram } from "../../scripts/examples/joined";
import { EXAMPLES, outputNames } from "../../scripts/examples/sources";

/**
 * Each language deploys all its examples as one stack in one account (test/sdks/*-examples.test.ts), which the
 * examples allow only if no two of them use one resource, variable or output name, nor declare one config key
 * two ways: joinedProgram refuses that, naming both examples.
 */
const sumOf = (counts: Record<string, number>[]) =>
  counts.reduce<Record<string, number>>((all, c) => {
    for (const [k, n] of Object.entries(c)) all[k] = (all[k] ?? 0) + n;
    return all;
  }, {});
const source = (root: string, name: string) => readFileSync(path.join(root, name, "Pulumi.yaml"), "utf8");

function examplesIn(programs: Record<string, string>) {
  mkdirSync(TMP_ROOT, { recursive: true });
  const root = mkdtempSync(path.join(TMP_ROOT, "joined-"));
  for (const [name, yaml] of Object.entries(programs)) {
    mkdirSync(path.join(root, name));
    writeFileSync(path.join(root, name, "Pulumi.yaml"), `name: ${name}\nruntime: yaml\n${yaml}`);
  }
  return { root, examples: Object.keys(programs).map((name) => ({ name, source: name, out: name })) };
}

const POLICY = "    type: tunnels:index:IpPolicy\n";

describe("the examples joined into one program", () => {
  it("hold every example's objects and outputs, under the joined project", () => {
    const joined = joinedProgram(REPO_ROOT, EXAMPLES);
    const each = EXAMPLES.map((e) => source(REPO_ROOT, e.source));
    expect(load(joined)).toMatchObject({ name: JOINED_PROJECT, runtime: "yaml" });
    expect(declaredObjects(joined)).toEqual(sumOf(each.map(declaredObjects)));
    expect(outputNames(joined).sort()).toEqual(each.flatMap(outputNames).sort());
  });

  it("refuse a resource name two examples use, naming both", () => {
    const { root, examples } = examplesIn({
      first: `resources:\n  office:\n${POLICY}`,
      second: `resources:\n  office:\n${POLICY}`,
    });
    expect(() => joinedProgram(root, examples)).toThrow(
      "second and first both declare the resources entry `office`: the examples share one stack per language",
    );
  });

  it("refuse an output name two examples use", () => {
    const { root, examples } = examplesIn({
      first: `resources:\n  a:\n${POLICY}outputs:\n  id: \${a.id}\n`,
      second: `resources:\n  b:\n${POLICY}outputs:\n  id: \${b.id}\n`,
    });
    expect(() => joinedProgram(root, examples)).toThrow("both declare the outputs entry `id`");
  });

  it("share a config key declared alike, and refuse one declared differently", () => {
    const secret = "config:\n  key:\n    type: string\n    secret: true\n";
    const alike = examplesIn({ first: secret, second: secret });
    expect(load(joinedProgram(alike.root, alike.examples))).toMatchObject({
      config: { key: { type: "string", secret: true } },
    });
    const different = examplesIn({ first: secret, second: "config:\n  key:\n    type: string\n" });
    expect(() => joinedProgram(different.root, different.examples)).toThrow(
      "second and first both declare the config entry `key` differently",
    );
  });
});
