import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  isSecret,
  liveChildren,
  makeSecret,
  type PropertyMap,
  ProviderHost,
  SECRET_SIG,
  serializeProvider,
  SIG_KEY,
  UNKNOWN,
} from "../../harness";
import { type FixtureStore, makeFixtureProgram } from "./fixture-store";

const URN = "urn:pulumi:dev::engine-test::pulumi-nodejs:dynamic/fixture:Thing::a";

describe("ProviderHost against the packed fixture provider", () => {
  let host: ProviderHost;
  let store: FixtureStore;
  let provider: string;
  let apiToken: string;

  beforeAll(async () => {
    const fixture = await makeFixtureProgram("// not run here\n");
    store = fixture.store;
    apiToken = fixture.apiToken;
    provider = await serializeProvider(fixture.program.dir);
    host = await ProviderHost.start({
      programDir: fixture.program.dir,
      project: "engine-test",
      stack: "dev",
    });
    await host.configure({ ...fixture.config, ...fixture.secretConfig }, Object.keys(fixture.secretConfig));
  });

  afterAll(async () => {
    await host?.close();
  });

  const withProvider = (props: PropertyMap): PropertyMap => ({ ...props, __provider: provider });

  it("check returns failures with the property and reason, and skips unknowns", async () => {
    const bad = await host.check({ urn: URN, olds: {}, news: withProvider({ name: "Bad", kind: "gold" }) });
    expect(bad.failures).toEqual([
      { property: "name", reason: 'name must be lower-case: use "bad"' },
      { property: "kind", reason: 'kind must be "basic" or "premium", not "gold"' },
    ]);
    const preview = await host.check({ urn: URN, olds: {}, news: withProvider({ name: UNKNOWN }) });
    expect(preview.failures).toEqual([]);
    expect(preview.inputs.kind).toBe("basic");
  });

  it("check re-marks inputs that were secret, recursively (annotateSecrets)", async () => {
    // Worked out from annotateSecrets in pkg/resource/plugin/provider_plugin.go: objects recurse,
    // anything else holding a secret becomes wholly secret.
    const news = withProvider({
      name: "a",
      password: makeSecret("pw"),
      settings: { tier: makeSecret("gold"), n: 1 },
    });
    const { inputs } = await host.check({ urn: URN, olds: {}, news });
    expect(inputs.password).toEqual({ [SIG_KEY]: SECRET_SIG, value: "pw" });
    expect(inputs.settings).toEqual({ tier: { [SIG_KEY]: SECRET_SIG, value: "gold" }, n: 1 });
  });

  it("create, read, update, delete go through the host to the store, with secrets stripped and re-marked", async () => {
    const { inputs } = await host.check({
      urn: URN,
      olds: {},
      news: withProvider({ name: "a", password: makeSecret("pw") }),
    });
    const created = await host.create({ urn: URN, inputs, additionalSecretOutputs: ["token"] });
    expect(created.id).toMatch(/^thg_\d+$/);
    // The provider received the plain value (the host does not accept secrets) ...
    expect(store.objects()[created.id].password).toBe("pw");
    // ... and the engine re-marks it on the way back, plus the additionalSecretOutputs.
    expect(isSecret(created.outputs.password)).toBe(true);
    expect(isSecret(created.outputs.token)).toBe(true);
    expect(created.outputs.revision).toBe(1);

    const diff = await host.diff({
      urn: URN,
      id: created.id,
      oldOutputs: created.outputs,
      newInputs: { ...inputs, kind: "premium", description: "x" },
    });
    expect(diff).toEqual({ changes: "some", replaces: ["kind"], deleteBeforeReplace: false });
    const none = await host.diff({
      urn: URN,
      id: created.id,
      oldOutputs: created.outputs,
      newInputs: inputs,
    });
    expect(none.changes).toBe("none");

    const updated = await host.update({
      urn: URN,
      id: created.id,
      oldOutputs: created.outputs,
      newInputs: { ...inputs, description: "second" },
      additionalSecretOutputs: ["token"],
    });
    expect(updated.outputs.revision).toBe(2);
    expect(store.objects()[created.id].description).toBe("second");

    const read = await host.read({ urn: URN, id: created.id, outputs: updated.outputs, inputs });
    expect(read.id).toBe(created.id);
    expect(read.outputs.description).toBe("second");
    expect(read.inputs?.description).toBe("second");
    expect(isSecret(read.inputs?.password)).toBe(true);

    await host.delete({ urn: URN, id: created.id, outputs: updated.outputs });
    expect(store.objects()[created.id]).toBeUndefined();
    const gone = await host.read({ urn: URN, id: created.id, outputs: updated.outputs });
    expect(gone.id).toBe("");
    expect(store.journal().map((j) => j.op)).toEqual(["create", "update", "delete"]);
  });

  it("errors thrown by the provider come back with their message", async () => {
    await expect(
      host.update({ urn: URN, id: "thg_999", oldOutputs: {}, newInputs: withProvider({ name: "x" }) }),
    ).rejects.toThrow(/thg_999 does not exist/);
  });

  it("the secret config reached the provider unwrapped (a wrong token is refused)", async () => {
    store.mutate((d) => {
      d.expectedToken = "another";
    });
    try {
      await expect(
        host.create({ urn: URN, inputs: withProvider({ name: "b", kind: "basic" }) }),
      ).rejects.toThrow(/fixture:apiToken does not match/);
    } finally {
      store.mutate((d) => {
        d.expectedToken = apiToken;
      });
    }
  });

  it("close stops the host process", async () => {
    const before = liveChildren();
    await host.close();
    expect(liveChildren()).toBe(before - 1);
  });
});
