import { mkdtempSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  annotateSecrets,
  changedKeys,
  dependencyOrder,
  isSecret,
  loadCheckpoint,
  makeSecret,
  makeUrn,
  parsePropertyPath,
  PassphraseCrypter,
  processIgnoreChanges,
  type PropertyMap,
  type ResourceState,
  saveCheckpoint,
  stripSecrets,
  TMP_ROOT,
} from "../../harness";

describe("annotateSecrets (worked out from annotateSecrets in provider_plugin.go)", () => {
  it("recurses into objects, marks other values wholly secret, leaves unrelated outputs alone", () => {
    const ins: PropertyMap = {
      a: makeSecret("x"),
      obj: { inner: makeSecret(1), plain: 2 },
      list: ["p", makeSecret("q")],
      untouched: "u",
    };
    const outs: PropertyMap = {
      a: "x",
      obj: { inner: 1, plain: 2 },
      list: ["p", "q"],
      untouched: "u",
      extra: 5,
    };
    annotateSecrets(outs, ins);
    expect(outs).toEqual({
      a: makeSecret("x"),
      obj: { inner: makeSecret(1), plain: 2 },
      list: makeSecret(["p", "q"]),
      untouched: "u",
      extra: 5,
    });
    expect(stripSecrets(outs)).toEqual({
      a: "x",
      obj: { inner: 1, plain: 2 },
      list: ["p", "q"],
      untouched: "u",
      extra: 5,
    });
  });

  it("changedKeys compares through secret wrappers", () => {
    expect(changedKeys({ a: makeSecret("x"), b: 1 }, { a: "x", b: 2, c: 3 })).toEqual(["b", "c"]);
  });
});

describe("ignoreChanges paths (processIgnoreChanges / PropertyPath.Reset)", () => {
  it("parses members, indexes and quoted keys; refuses wildcards with a fix", () => {
    expect(parsePropertyPath('settings.tiers[0]["a.b"]')).toEqual(["settings", "tiers", 0, "a.b"]);
    expect(() => parsePropertyPath("tags[*]")).toThrow(/\[0\] or a key as \["key"\]/);
    expect(() => parsePropertyPath("tags.*")).toThrow(/wildcards are not supported/);
  });

  it("keeps the old value, removes a value the old inputs lacked, and reports a missing parent", () => {
    const olds: PropertyMap = { settings: { tier: "gold", size: 1 }, list: [1, 2] };
    const news: PropertyMap = { settings: { tier: "silver", size: 2, extra: true }, list: [1, 3], top: "t" };
    const { inputs, invalid } = processIgnoreChanges(news, olds, [
      "settings.tier",
      "settings.extra",
      "list[1]",
      "missing.deep",
    ]);
    expect(inputs).toEqual({ settings: { tier: "gold", size: 2 }, list: [1, 2], top: "t" });
    expect(invalid).toEqual(["missing.deep"]);
    expect(news.settings).toEqual({ tier: "silver", size: 2, extra: true }); // not mutated
  });

  it("writes inside a secret without unwrapping it", () => {
    const { inputs } = processIgnoreChanges(
      { s: makeSecret({ k: "new" }) },
      { s: makeSecret({ k: "old" }) },
      ["s.k"],
    );
    expect(isSecret(inputs.s)).toBe(true);
    expect(stripSecrets(inputs)).toEqual({ s: { k: "old" } });
  });
});

describe("URNs and ordering", () => {
  it("a child of the root stack has no parent prefix; other children do (generateURN)", () => {
    const stack = makeUrn("dev", "p", "pulumi:pulumi:Stack", "p-dev");
    const comp = makeUrn("dev", "p", "my:Comp", "c", stack);
    expect(comp).toBe("urn:pulumi:dev::p::my:Comp::c");
    expect(makeUrn("dev", "p", "x:y:Z", "z", comp)).toBe("urn:pulumi:dev::p::my:Comp$x:y:Z::z");
  });

  it("dependencyOrder puts dependencies and parents first and keeps the order otherwise", () => {
    const r = (urn: string, dependencies: string[] = [], parent?: string): ResourceState => ({
      urn,
      type: "t",
      custom: true,
      inputs: {},
      outputs: {},
      dependencies,
      parent,
    });
    const order = dependencyOrder([r("c", ["b"]), r("a"), r("b", [], "a"), r("d")]).map((x) => x.urn);
    expect(order).toEqual(["a", "b", "c", "d"]);
  });
});

describe("checkpoint encryption", () => {
  it("encrypts every secret with AES-256-GCM, round-trips, and refuses a wrong passphrase", () => {
    const dir = mkdtempSync(path.join(TMP_ROOT, "state-"));
    const file = path.join(dir, "dev.json");
    const crypter = PassphraseCrypter.create("pass one");
    const resource: ResourceState = {
      urn: "urn:pulumi:dev::p::t::a",
      type: "t",
      custom: true,
      id: "id1",
      inputs: { nested: { key: makeSecret("in-secret-value") } },
      outputs: { token: makeSecret({ deep: "out-secret-value" }), list: [makeSecret("third-secret")] },
      dependencies: [],
    };
    saveCheckpoint(file, "dev", [resource], crypter);
    const raw = readFileSync(file, "utf8");
    for (const s of ["in-secret-value", "out-secret-value", "third-secret", "pass one"])
      expect(raw).not.toContain(s);
    const loaded = loadCheckpoint(file, "pass one");
    expect(loaded.resources).toEqual([resource]);
    expect(() => loadCheckpoint(file, "pass two")).toThrow(
      /incorrect passphrase: set PULUMI_CONFIG_PASSPHRASE/,
    );
    expect(() => loadCheckpoint(file, "")).toThrow(/no passphrase/);
    // Tampering with a ciphertext is detected by GCM's tag.
    const parsed = JSON.parse(raw);
    const ct: string = parsed.checkpoint.latest.resources[0].outputs.token.ciphertext;
    parsed.checkpoint.latest.resources[0].outputs.token.ciphertext = `${ct.slice(0, -6)}AAAAA=`;
    const tampered = PassphraseCrypter.fromState(
      "pass one",
      parsed.checkpoint.latest.secrets_providers.state,
    );
    expect(() => tampered.decrypt(parsed.checkpoint.latest.resources[0].outputs.token.ciphertext)).toThrow();
  });
});
