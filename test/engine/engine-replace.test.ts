import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FixtureStore, fixtureEngine } from "./fixture-store";
import { expectFailure, type TestEngine, writeProgram } from "../../harness";

const header = 'const pulumi = require("@pulumi/pulumi");\nconst { Thing } = require("fixture-provider");\n';

describe("TestEngine: replacements, protect, deletes in reverse dependency order", () => {
  let engine: TestEngine;
  let store: FixtureStore;
  let programDir: string;
  const deploy = (body: string) => writeProgram(programDir, header + body);

  beforeAll(async () => {
    ({ engine, store, programDir } = await fixtureEngine(header));
  });

  afterAll(async () => {
    await engine?.close();
  });

  const journal = () => store.journal().map((j) => `${j.op} ${j.name}`);

  it("a create-only change replaces create-before-delete: the new object exists before the old goes", async () => {
    deploy(`new Thing("a", { name: "a", kind: "basic" });`);
    await engine.up();
    const oldId = store.byName("a").id;
    deploy(`new Thing("a", { name: "a", kind: "premium" });`);
    const result = await engine.up();
    // continueStepsFromDiff: replace without deleteBeforeReplace creates the replacement first and
    // deletes the old object at the end of the deployment (GenerateDeletes).
    expect(result.steps.find((s) => s.name === "a")).toMatchObject({
      op: "replace",
      replaces: ["kind"],
      diffs: ["kind"],
      deleteBeforeReplace: false,
    });
    expect(journal().slice(-2)).toEqual(["create a", "delete a"]);
    expect(store.byName("a").id).not.toBe(oldId);
    expect(result.report).toContain("+- replace");
  });

  it("delete-before-replace deletes first, and replaces dependents whose inputs come from it", async () => {
    // b.ref comes from a's id (a property dependency); c only `dependsOn` a.
    deploy(`const a = new Thing("a", { name: "a", kind: "basic", dbr: true });
const b = new Thing("b", { name: "b", ref: a.id });
new Thing("c", { name: "c" }, { dependsOn: [a] });`);
    await engine.up();
    const before = { a: store.byName("a").id, b: store.byName("b").id, c: store.byName("c").id };
    const mark = store.journal().length;
    deploy(`const a = new Thing("a", { name: "a", kind: "premium", dbr: true });
const b = new Thing("b", { name: "b", ref: a.id });
new Thing("c", { name: "c" }, { dependsOn: [a] });`);
    const result = await engine.up();
    // calculateDependentReplacements: b's `ref` depends on a, so it is set to unknown and b's Diff
    // answers a replacement (ref is create-only): b is deleted before a. c has no property that
    // depends on a, so it is left alone.
    expect(
      store
        .journal()
        .slice(mark)
        .map((j) => `${j.op} ${j.name}`),
    ).toEqual(["delete b", "delete a", "create a", "create b"]);
    const ops = Object.fromEntries(result.steps.map((s) => [s.name, s.op]));
    expect(ops).toMatchObject({ a: "replace", b: "replace", c: "same" });
    expect(result.steps.find((s) => s.name === "a")?.deleteBeforeReplace).toBe(true);
    expect(store.byName("b").ref).toBe(store.byName("a").id);
    expect(store.byName("c").id).toBe(before.c);
  });

  it("protect blocks a replacement (nothing happens) and a delete (the rest still goes)", async () => {
    deploy(`new Thing("p", { name: "p", kind: "basic" }, { protect: true });
new Thing("q", { name: "q" });
new Thing("r", { name: "r" });`);
    await engine.up();
    const mark = store.journal().length;
    deploy(`new Thing("p", { name: "p", kind: "premium" }, { protect: true });
new Thing("q", { name: "q" });
new Thing("r", { name: "r" });`);
    const replace = await expectFailure(engine.up());
    // continueStepsFromDiff: new.Protect && old.Protect refuses the replacement and bails.
    expect(replace.result.errors.join("\n")).toMatch(
      /unable to replace resource ".*::p"\nas it is currently marked for protection/,
    );
    expect(store.journal().length).toBe(mark);

    deploy(`new Thing("q", { name: "q" });`);
    const del = await expectFailure(engine.up());
    // DeleteStep.Apply refuses a protected delete; the step executor continues past it.
    expect(del.result.errors.join("\n")).toMatch(
      /resource ".*::p" cannot be deleted\nbecause it is protected/,
    );
    expect(store.byName("p").kind).toBe("basic");
    expect(
      store
        .journal()
        .slice(mark)
        .map((j) => `${j.op} ${j.name}`),
    ).toEqual(["delete r"]);
    expect(engine.state().some((r) => r.urn.endsWith("::p"))).toBe(true);

    deploy(`new Thing("p", { name: "p", kind: "basic" });\nnew Thing("q", { name: "q" });`);
    await engine.up(); // unprotects
    deploy("");
    await engine.up();
    expect(store.objects()).toEqual({});
  });

  it("resources no longer declared are deleted in reverse dependency order", async () => {
    deploy(`const x = new Thing("x", { name: "x" });
const y = new Thing("y", { name: "y", ref: x.id });
new Thing("z", { name: "z", ref: y.id });`);
    await engine.up();
    const mark = store.journal().length;
    deploy("");
    const result = await engine.up();
    // GenerateDeletes walks the old snapshot backwards: dependents before what they depend on.
    expect(
      store
        .journal()
        .slice(mark)
        .map((j) => `${j.op} ${j.name}`),
    ).toEqual(["delete z", "delete y", "delete x"]);
    expect(result.steps.filter((s) => s.op === "delete").map((s) => s.name)).toEqual(["z", "y", "x"]);
    expect(result.report).toContain("- 3 deleted");
  });
});
