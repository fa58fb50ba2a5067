import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FixtureStore, fixtureEngine } from "./fixture-store";
import { expectFailure, type TestEngine, UNKNOWN, writeProgram } from "../../harness";

const header = 'const pulumi = require("@pulumi/pulumi");\nconst { Thing } = require("fixture-provider");\n';

describe("TestEngine: unknowns, ignoreChanges, get, refresh, check failures, destroy", () => {
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

  it("check failures name the property and reason, and nothing is created", async () => {
    deploy(`new Thing("bad", { name: "Bad" });`);
    const error = await expectFailure(engine.up());
    // issueCheckFailures: "<type> resource '<name>': property <p> value <v> has a problem: <reason>".
    expect(error.result.errors).toContain(
      `pulumi-nodejs:dynamic/fixture:Thing resource 'bad': property name value "Bad" has a problem: name must be lower-case: use "bad"`,
    );
    expect(store.objects()).toEqual({});
  });

  it("preview propagates unknown outputs to the inputs of dependents", async () => {
    const program = (d: string) =>
      deploy(`const a = new Thing("a", { name: "a", description: "${d}", settings: { tier: "gold", size: 1 } }, { ignoreChanges: ["settings.tier"] });
new Thing("b", { name: "b", description: pulumi.interpolate\`after revision \${a.revision}\` });`);
    program("one");
    const fresh = await engine.preview();
    expect(fresh.steps.find((s) => s.name === "b")).toMatchObject({
      op: "create",
      unknowns: ["description"],
    });
    await engine.up();
    expect(store.byName("b").description).toBe("after revision 1");
    program("two");
    const preview = await engine.preview();
    // An update in preview hands back the new inputs as outputs: a's revision (not an input) is unknown,
    // so b's description is unknown and b shows an update.
    expect(preview.steps.find((s) => s.name === "a")).toMatchObject({ op: "update", diffs: ["description"] });
    expect(preview.steps.find((s) => s.name === "b")).toMatchObject({
      op: "update",
      unknowns: ["description"],
    });
    expect(preview.report).toContain("[unknown: description]");
    expect(store.byName("a").description).toBe("one");
    await engine.up();
    expect(store.byName("b").description).toBe("after revision 2");
  });

  it("ignoreChanges (a nested path) is applied before Check", async () => {
    // processIgnoreChanges runs before prov.Check: the ignored value "Gold!" never reaches the provider.
    deploy(`new Thing("a", { name: "a", description: "two", settings: { tier: "Gold!", size: 2 } }, { ignoreChanges: ["settings.tier"] });
new Thing("b", { name: "b", description: "after revision 2" });`);
    const result = await engine.up();
    expect(result.steps.find((s) => s.name === "a")).toMatchObject({ op: "update", diffs: ["settings"] });
    expect(store.byName("a").settings).toEqual({ tier: "gold", size: 2 });
  });

  it("Resource.get reads through the provider; the stack does not own what it read", async () => {
    const id = store.byName("b").id;
    deploy(`new Thing("a", { name: "a", description: "two", settings: { tier: "gold", size: 2 } });
new Thing("b", { name: "b", description: "after revision 2" });
const seen = Thing.get("seen-b", "${id}");
module.exports = { seenDescription: seen.description, seenToken: seen.token };`);
    const result = await engine.up();
    expect(result.steps.find((s) => s.name === "seen-b")?.op).toBe("read");
    expect(result.outputs.seenDescription).toBe("after revision 2");
    expect(result.outputs.seenToken).toBe(store.byName("b").token);
    expect(result.secretOutputs).toContain("seenToken");
    expect(engine.state().find((r) => r.urn.endsWith("::seen-b"))?.external).toBe(true);
  });

  it("refresh finds out-of-band changes and deletions; preview --refresh shows the drift; up puts it back", async () => {
    deploy(`new Thing("a", { name: "a", description: "two", settings: { tier: "gold", size: 2 } });
new Thing("b", { name: "b", description: "after revision 2" });`);
    await engine.up();
    const aId = store.byName("a").id;
    store.mutate((d) => {
      d.objects[aId].description = "changed elsewhere";
    });
    const preview = await engine.preview({ refresh: true });
    expect(preview.steps.find((s) => s.op === "refresh" && s.name === "a")).toMatchObject({
      drift: "changed",
      diffs: ["description"],
    });
    expect(preview.steps.find((s) => s.op === "update" && s.name === "a")?.diffs).toEqual(["description"]);
    expect(store.byName("a").description).toBe("changed elsewhere");
    await engine.up({ refresh: true });
    expect(store.byName("a").description).toBe("two");

    const bId = store.byName("b").id;
    store.mutate((d) => {
      delete d.objects[bId];
    });
    const refresh = await engine.refresh();
    // RefreshStep: a Read answering no id removes the resource from the state.
    expect(refresh.steps.find((s) => s.name === "b")).toMatchObject({ op: "refresh", drift: "gone" });
    expect(engine.state().some((r) => r.urn.endsWith("::b"))).toBe(false);
    const up = await engine.up();
    expect(up.steps.find((s) => s.name === "b")?.op).toBe("create");
    expect(store.byName("b").id).not.toBe(bId);
  });

  it("destroy deletes everything and empties the state", async () => {
    const result = await engine.destroy();
    expect(store.objects()).toEqual({});
    expect(engine.state()).toEqual([]);
    expect(result.steps.map((s) => s.op)).toEqual(["delete", "delete", "delete"]);
    expect(result.report).toContain("Destroying (dev):");
    expect(UNKNOWN).toHaveLength(36);
  });
});
