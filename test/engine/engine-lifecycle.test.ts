import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FixtureStore, fixtureEngine } from "./fixture-store";
import { isSecret, TestEngine, writeProgram } from "../../harness";

const THING = "pulumi-nodejs:dynamic/fixture:Thing";
const header = 'const pulumi = require("@pulumi/pulumi");\nconst { Thing } = require("fixture-provider");\n';

describe("TestEngine: create, same, update, outputs, secrets in state", () => {
  let engine: TestEngine;
  let store: FixtureStore;
  let programDir: string;
  let apiToken: string;

  beforeAll(async () => {
    ({ engine, store, programDir, apiToken } = await fixtureEngine(
      `${header}const a = new Thing("a", { name: "a", description: "first", password: pulumi.secret("hunter2-pw") });
module.exports = { aName: a.name, token: a.token, revision: a.revision };`,
      "correct horse",
    ));
  });

  afterAll(async () => {
    await engine?.close();
  });

  it("preview shows creates and changes nothing; outputs not known until the update are unknown", async () => {
    const result = await engine.preview();
    expect(result.steps.map((s) => [s.op, s.type, s.name])).toEqual([
      ["create", "pulumi:pulumi:Stack", "engine-test-dev"],
      ["create", THING, "a"],
    ]);
    expect(store.objects()).toEqual({});
    expect(result.report).toContain("Resources: + 2 to create");
    // Create in preview hands the inputs back as outputs (the dynamic host cannot preview), so
    // `token` and `revision`, which are not inputs, stay unknown; `name` is known.
    expect(result.outputs.aName).toBe("a");
    expect(result.outputs.revision).toBe("04da6b54-80e4-46f7-96ec-b56ff0331ba9");
  });

  it("up creates; outputs carry the secret token; a second up is a no-op", async () => {
    const up = await engine.up();
    expect(up.summary.create).toBe(2);
    const created = store.byName("a");
    expect(created.description).toBe("first");
    expect(created.password).toBe("hunter2-pw");
    expect(up.outputs).toEqual({ aName: "a", token: created.token, revision: 1 });
    expect(up.secretOutputs).toEqual(["token"]);
    expect(up.report).toContain("token: [secret]");

    const again = await engine.up();
    expect(again.steps.map((s) => s.op)).toEqual(["same", "same"]);
    expect(again.report).toContain("Resources: 2 unchanged");
    expect(store.journal().map((j) => j.op)).toEqual(["create"]);
  });

  it("state is a checkpoint with secrets encrypted; they decrypt on the next run", () => {
    const raw = readFileSync(engine.stateFile, "utf8");
    const token = store.byName("a").token;
    for (const secret of [token, "hunter2-pw", apiToken, "correct horse"]) expect(raw).not.toContain(secret);
    const parsed = JSON.parse(raw);
    const thing = parsed.checkpoint.latest.resources.find((r: { type: string }) => r.type === THING);
    expect(thing.id).toBe(store.byName("a").id);
    expect(thing.outputs.token.ciphertext).toMatch(/^v1:/);
    expect(parsed.checkpoint.latest.secrets_providers.type).toBe("passphrase");
    const decrypted = engine.state().find((r) => r.type === THING)!;
    expect(isSecret(decrypted.outputs.token)).toBe(true);
    expect((decrypted.outputs.token as { value: string }).value).toBe(token);
    expect(() => new TestEngine({ programDir, stack: "dev", passphrase: "wrong" }).state()).toThrow(
      /incorrect passphrase/,
    );
  });

  it("a changed member updates in place and the report names it", async () => {
    writeProgram(
      programDir,
      `${header}const a = new Thing("a", { name: "a", description: "second", password: pulumi.secret("hunter2-pw") });
module.exports = { aName: a.name, token: a.token, revision: a.revision };`,
    );
    const preview = await engine.preview();
    expect(preview.steps.find((s) => s.name === "a")).toMatchObject({ op: "update", diffs: ["description"] });
    expect(preview.report).toMatch(
      /~ +update +pulumi-nodejs:dynamic\/fixture:Thing {2}a \[diff: ~description\]/,
    );
    expect(store.byName("a").description).toBe("first");
    const up = await engine.up();
    expect(up.summary).toMatchObject({ update: 1, same: 1 });
    expect(store.byName("a")).toMatchObject({ description: "second", revision: 2 });
    expect(up.outputs.revision).toBe(2);
  });

  it("no secret appears in the logs", async () => {
    const result = await engine.up();
    const text = result.logs.join("\n") + result.report;
    for (const secret of [store.byName("a").token, "hunter2-pw", apiToken])
      expect(text).not.toContain(secret);
  });
});
