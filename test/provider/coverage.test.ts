import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as tunnels from "../../provider";
import { classSpecs } from "../../provider/base/specs";
import { cases } from "./cases";

/**
 * The lifecycle table must follow the catalog: a class added to the catalog without a case here would
 * otherwise go untested without anyone noticing. The failure names the classes that lack a case.
 */
describe("provider case table", () => {
  it("has exactly one case per class of the catalog", () => {
    const classes = Object.keys(classSpecs).sort();
    const covered = cases.map((c) => c.className);
    expect(
      classes.filter((name) => !covered.includes(name)),
      "classes of the catalog without a lifecycle case: add one to test/provider/cases.ts (module classes: module-cases.ts)",
    ).toEqual([]);
    expect(
      covered.filter((name) => !classes.includes(name)),
      "cases of test/provider/cases.ts that are no class of the catalog: add the resource to catalog/index.ts",
    ).toEqual([]);
    expect(new Set(covered).size).toBe(covered.length);
  });
});

describe("the scenario program", () => {
  it("declares one of every class (test/scenarios/every-class.test.ts runs it)", () => {
    const program = readFileSync(join(__dirname, "../scenarios/programs/every-class.js"), "utf8");
    for (const c of Object.keys(classSpecs))
      expect(
        program.includes(`new t.${c}(`),
        `${c} is not declared in test/scenarios/programs/every-class.js: add one of it`,
      ).toBe(true);
  });
});

describe("the package's classes", () => {
  it("export one class per class of the catalog, under its name", () => {
    const exported = tunnels as unknown as Record<string, unknown>;
    const missing = Object.keys(classSpecs).filter(
      (name) => typeof exported[name] !== "function" || (exported[name] as { name: string }).name !== name,
    );
    expect(
      missing,
      "classes of the catalog the package does not export: run npm run gen-classes (provider/program/generated/index.ts)",
    ).toEqual([]);
  });
});

describe("isInstance", () => {
  it("tells the classes apart by type token, so a copy from another package version still counts", () => {
    const edge = { __pulumiType: "pulumi-nodejs:dynamic/tunnels:HttpsEdge" };
    expect(tunnels.HttpsEdge.isInstance(edge)).toBe(true);
    expect(tunnels.TlsEdge.isInstance(edge)).toBe(false);
    expect(tunnels.HttpsEdge.isInstance({ __pulumiType: "pulumi-nodejs:dynamic/other:HttpsEdge" })).toBe(
      false,
    );
    expect(tunnels.HttpsEdge.isInstance(undefined)).toBe(false);
    expect(tunnels.HttpsEdge.isInstance(null)).toBe(false);
  });
});
