import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { specOf } from "../../provider/base/specs";
import { type ClassCase, cases } from "./cases";
import { checked, type Harness, impl, type Props, readModes, startHarness } from "./harness";

/**
 * Every class through the provider's own entry points against the real local server over HTTP: create, a
 * no-op diff, a refresh that finds nothing, an in-place update, drift made out of band and put back,
 * a create-only change that replaces, an object deleted out of band, adoption, and delete.
 */
describe.each(Object.entries(readModes))("%s", (_mode, readConfig) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(readConfig);
  });
  afterAll(async () => h?.close());

  const get = (value: unknown, path: string) =>
    path
      .split(".")
      .reduce<unknown>((v, k) => (v && typeof v === "object" ? (v as Props)[k] : undefined), value);

  describe.each(cases.map((c) => [c.className, c] as [string, ClassCase]))("%s", (className, c) => {
    const spec = specOf(className);
    let ctx: Props;
    let id: string;
    let outs: Props;
    let declared: Props;

    beforeAll(async () => {
      ctx = c.setup ? await c.setup(h.client) : {};
    });

    it("creates, then diffs and refreshes to nothing", async () => {
      declared = await checked(className, c.inputs(ctx));
      const created = await impl.create(className, declared);
      id = created.id;
      outs = created.outs;
      expect(id).toBeTruthy();
      const parents = spec.parents.map((p) => p.pulumi);
      expect(outs.__declared).toEqual(
        expect.arrayContaining(Object.keys(declared).filter((k) => !parents.includes(k))),
      );
      for (const p of spec.parents) expect(outs[p.pulumi]).toBe(declared[p.pulumi]);
      expect(await impl.diff(className, id, outs, declared)).toMatchObject({ changes: false, replaces: [] });

      const refreshed = await impl.read(className, id, outs);
      expect(refreshed.id).toBe(id);
      expect(refreshed.props).toEqual(outs);
      expect(await impl.diff(className, id, refreshed.props, declared)).toMatchObject({ changes: false });
      // The inputs a refresh reports are the declared members, read back.
      for (const key of Object.keys(declared)) expect(refreshed.inputs).toHaveProperty(key);
    });

    it("updates in place, sending only what changed", async () => {
      const news = await checked(className, c.update(ctx));
      const d = await impl.diff(className, id, outs, news);
      expect(d).toMatchObject({ changes: true, replaces: [] });
      const { outs: updated } = await impl.update(className, id, outs, news);
      expect(await impl.diff(className, id, updated, news)).toMatchObject({ changes: false });
      // The service really holds the new state: a fresh read agrees.
      const fresh = await impl.read(className, id, updated);
      expect(await impl.diff(className, id, fresh.props, news)).toMatchObject({ changes: false });
      outs = updated;
      declared = news;
    });

    it("shows drift made out of band, and the next update puts it back", async () => {
      const path = await c.drift(h.client, id.split("/").pop() as string, ctx);
      const refreshed = await impl.read(className, id, outs);
      expect(get(refreshed.props, path)).not.toEqual(get(outs, path));
      expect(await impl.diff(className, id, refreshed.props, declared)).toMatchObject({
        changes: true,
        replaces: [],
      });
      const { outs: restored } = await impl.update(className, id, refreshed.props, declared);
      expect(get(restored, path)).toEqual(get(outs, path));
      const again = await impl.read(className, id, restored);
      expect(await impl.diff(className, id, again.props, declared)).toMatchObject({ changes: false });
      outs = restored;
    });

    // Only the cases a class has: a class without a create-only member or an adoptable object has no such test.
    const { replaceWith, existing } = c;
    if (replaceWith)
      it("replaces on a create-only change", async () => {
        const { inputs, member } = replaceWith(ctx);
        const d = await impl.diff(className, id, outs, await checked(className, inputs));
        expect(d.replaces).toContain(member);
        expect(d.deleteBeforeReplace).toBe(spec.def.is === "module");
      });

    if (existing)
      it("adopts an existing object and makes it match the declared inputs", async () => {
        const existingId = await existing(h.client, ctx);
        const inputs = await checked(className, { ...c.inputs(ctx), adoptId: existingId });
        const adopted = await impl.create(className, inputs);
        expect(adopted.id).toBe(existingId);
        expect(adopted.outs.adoptId).toBe(existingId);
        const fresh = await impl.read(className, existingId, adopted.outs);
        expect(await impl.diff(className, existingId, fresh.props, inputs)).toMatchObject({ changes: false });
        await impl.delete(className, existingId, adopted.outs);
      });

    it("sees an object deleted out of band as gone, and delete treats gone as done", async () => {
      await impl.delete(className, id, outs);
      const gone = await impl.read(className, id, outs);
      expect(gone.id).toBe("");
      await expect(impl.delete(className, id, outs)).resolves.toBeUndefined();
    });
  });
});
