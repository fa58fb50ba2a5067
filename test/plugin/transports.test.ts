import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { membersOf, walk } from "../../catalog";
import { NotFoundError, TunnelsClient } from "../../client";
import { parentIds } from "../../provider/base/ids";
import { specOf } from "../../provider/base/specs";
import { type RunningServer, startServer } from "../../server/index";
import {
  dynamicTransport,
  isSecret,
  makeProgramDir,
  makeSecret,
  nativeTransport,
  packProject,
  PluginClient,
  type PropertyMap,
  ProviderHost,
  REPO_ROOT,
  serializeShims,
  stripSecrets,
  type Transport,
} from "../../harness";
import { type ClassCase, cases } from "../provider/cases";

/**
 * One implementation, two transports: every class goes through the same stages (check, create, no-op
 * diff, refresh, update, drift made through the API then put back, a create-only change, delete) once
 * through the dynamic provider host and once through the plugin, with the same stage inputs, each on
 * objects of its own. The transcripts must agree: check results, the declared members of the outputs and
 * the set of output names, what each diff decides, and the server's objects after each write. Computed
 * values (ids, times, generated keys) differ between two objects by nature and are compared by presence.
 */
let server: RunningServer;
let client: TunnelsClient;
let host: ProviderHost;
let plugin: PluginClient;
let transports: Transport[];

beforeAll(async () => {
  server = await startServer({ port: 0 });
  client = new TunnelsClient({ baseUrl: server.url, apiKey: server.rootToken, retryTimeoutMs: 5_000 });
  const program = await makeProgramDir({
    tarballs: [await packProject(REPO_ROOT)],
    programSource: "// not run: the test drives the provider host directly\n",
    project: "plugin-test",
  });
  const shims = await serializeShims(
    program.dir,
    cases.map((c) => c.className),
  );
  host = await ProviderHost.start({ programDir: program.dir, project: "plugin-test", stack: "dev" });
  // Reads one GET each on both sides, so out-of-band changes are seen at once (coalesced reads have a window).
  const config = { apiUrl: server.url, apiKey: server.rootToken, coalesceReads: "false" };
  await host.configure(Object.fromEntries(Object.entries(config).map(([k, v]) => [`tunnels:${k}`, v])), [
    "tunnels:apiKey",
  ]);
  plugin = await PluginClient.start();
  await plugin.configure({ ...config, apiKey: makeSecret(server.rootToken) });
  transports = [dynamicTransport(host, shims), nativeTransport(plugin)];
}, 240_000);

afterAll(async () => {
  await plugin?.close();
  await host?.close();
  await client?.close();
  await server?.close();
});

type Transcript = Record<string, unknown>;

/** The service's ids: a prefix and 26 characters of a time-ordered id. */
const SERVICE_ID = /\b[a-z]+_[0-9a-z]{26}\b/g;

/**
 * Ids as placeholders, wherever they appear (alone or inside a URI), so two objects' transcripts compare:
 * the context's ids by their name there, the object's own as `<own id>`, any other (made during a drift)
 * as `<other id>`.
 */
function scrubber(ctx: PropertyMap, id: string) {
  const names = new Map<string, string>();
  for (const [k, v] of Object.entries(ctx)) if (typeof v === "string") names.set(v, `<${k}>`);
  for (const part of id.split("/")) if (!names.has(part)) names.set(part, "<own id>");
  const text = (v: string) => v.replace(SERVICE_ID, (found) => names.get(found) ?? "<other id>");
  return (value: unknown): unknown =>
    JSON.parse(JSON.stringify(value ?? null), (_k, v) => (typeof v === "string" ? text(v) : v));
}

/** What outputs must agree on: the output names (without dynamic records) and the members declared. */
function outputsView(outputs: PropertyMap, declared: PropertyMap, scrub: (v: unknown) => unknown) {
  const plain = stripSecrets(outputs) as PropertyMap;
  const names = Object.keys(plain)
    .filter((k) => k !== "__declared")
    .sort();
  const members = Object.fromEntries(Object.keys(declared).map((k) => [k, plain[k]]));
  return scrub({ names, members });
}

/** The object as the server holds it, in its request members (what a program declares), or "gone". */
async function serverView(
  className: string,
  id: string,
  inputs: PropertyMap,
  scrub: (v: unknown) => unknown,
) {
  const spec = specOf(className);
  try {
    const obj = (await spec.endpoint.get(client, parentIds(spec, inputs, id), id)) as PropertyMap;
    const wire = membersOf(spec.input).map((m) => m.wireName);
    return scrub(Object.fromEntries(wire.filter((k) => k in obj).map((k) => [k, obj[k]])));
  } catch (err) {
    if (err instanceof NotFoundError) return "gone";
    throw err;
  }
}

/**
 * The members the catalog flags secret that some outputs hold in clear: at the member's path (each item of a
 * list, each value of a map) no value, and no value around it, is wrapped as a secret. The dynamic provider
 * wraps whole top-level members, the plugin each member at its own path: either way none may be left out.
 */
function inClear(className: string, outputs: PropertyMap): string[] {
  const spec = specOf(className);
  const paths = new Set<string>();
  for (const schema of [spec.input, spec.response])
    walk(schema, (m) => {
      if (m.flags.secret) paths.add(m.pulumiPath.join("."));
    });
  const found: string[] = [];
  const visit = (value: unknown, rest: string[], at: string) => {
    if (value === undefined || value === null || isSecret(value)) return;
    if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) visit(v, rest, `${at}[${i}]`);
      return;
    }
    if (rest.length === 0) return void found.push(at);
    if (typeof value === "object")
      visit((value as PropertyMap)[rest[0]], rest.slice(1), at ? `${at}.${rest[0]}` : rest[0]);
  };
  for (const path of paths) visit(outputs, path.split("."), "");
  return found;
}

const decision = (d: { changes: string; replaces: string[]; deleteBeforeReplace: boolean }) => ({
  changes: d.changes,
  replaces: d.replaces,
  deleteBeforeReplace: d.deleteBeforeReplace,
});

async function stages(t: Transport, c: ClassCase): Promise<Transcript> {
  const ctx = (c.setup ? await c.setup(client) : {}) as PropertyMap;
  const log: Transcript = {};
  const name = c.className;
  const check = async (news: PropertyMap) => {
    const r = await t.check(name, news);
    return { inputs: stripSecrets(r.inputs) as PropertyMap, failures: r.failures };
  };

  const first = await check(c.inputs(ctx) as PropertyMap);
  const created = await t.create(name, first.inputs);
  const secretsInClear: string[] = [];
  const secretsHeld = (stage: string, outputs: PropertyMap) => {
    for (const path of inClear(name, outputs)) secretsInClear.push(`${name}.${path} (${stage})`);
  };
  secretsHeld("create", created.outputs);
  const id = created.id;
  const scrub = scrubber(ctx, id);
  log.check = scrub(first);
  log.created = outputsView(created.outputs, first.inputs, scrub);
  log.serverAfterCreate = await serverView(name, id, first.inputs, scrub);
  log.noop = decision(await t.diff(name, id, created.outputs, first.inputs, first.inputs));

  const refreshed = await t.read(name, id, created.outputs, first.inputs);
  secretsHeld("read", refreshed.outputs);
  log.refreshed = {
    sameId: refreshed.id === id,
    ...(outputsView(refreshed.outputs, first.inputs, scrub) as object),
  };

  const second = await check(c.update(ctx) as PropertyMap);
  log.updateCheck = scrub(second);
  log.updateDiff = decision(await t.diff(name, id, refreshed.outputs, first.inputs, second.inputs));
  const updated = await t.update(name, id, refreshed.outputs, first.inputs, second.inputs);
  secretsHeld("update", updated.outputs);
  log.updated = outputsView(updated.outputs, second.inputs, scrub);
  log.serverAfterUpdate = await serverView(name, id, second.inputs, scrub);

  log.driftPath = await c.drift(client, id.split("/").pop() as string, ctx);
  const drifted = await t.read(name, id, updated.outputs, second.inputs);
  secretsHeld("refresh after drift", drifted.outputs);
  log.drifted = outputsView(drifted.outputs, second.inputs, scrub);
  log.driftDiff = decision(await t.diff(name, id, drifted.outputs, second.inputs, second.inputs));
  const restored = await t.update(name, id, drifted.outputs, second.inputs, second.inputs);
  log.restored = outputsView(restored.outputs, second.inputs, scrub);
  log.serverAfterRestore = await serverView(name, id, second.inputs, scrub);

  if (c.replaceWith) {
    const { inputs } = c.replaceWith(ctx);
    const replacing = await check(inputs as PropertyMap);
    log.replaceDiff = decision(await t.diff(name, id, restored.outputs, second.inputs, replacing.inputs));
  }

  await t.delete(name, id, restored.outputs);
  log.serverAfterDelete = await serverView(name, id, second.inputs, scrub);
  log.readAfterDelete = (await t.read(name, id, restored.outputs, second.inputs)).id;
  log.secretsInClear = secretsInClear;
  return log;
}

describe("the dynamic provider and the plugin, stage by stage", () => {
  it.each(cases.map((c) => [c.className, c] as [string, ClassCase]))("%s", async (_name, c) => {
    const [dynamic, native] = [await stages(transports[0], c), await stages(transports[1], c)];
    // Every member flagged secret comes back secret through both, at every stage.
    for (const [t, log] of [
      ["dynamic", dynamic],
      ["plugin", native],
    ] as const)
      expect(log.secretsInClear, `members flagged secret that the ${t} provider answered in clear`).toEqual(
        [],
      );
    expect(native).toEqual(dynamic);
    // The stages did something: a create the server saw, an update decided, drift seen, a delete done.
    expect(dynamic.serverAfterCreate).not.toBe("gone");
    expect(dynamic.updateDiff).toMatchObject({ changes: "some" });
    expect(dynamic.driftDiff).toMatchObject({ changes: "some" });
    expect(dynamic.serverAfterDelete).toBe("gone");
    expect(dynamic.readAfterDelete).toBe("");
  });

  it("wraps secrets at the member's own path natively, where the dynamic host wraps the whole member", async () => {
    const inputs = { target: { datadog: { apiKey: "dd-1", service: "s" } } };
    const [dynamic, native] = await Promise.all(
      transports.map(async (t) =>
        t.create("EventDestination", (await t.check("EventDestination", inputs)).inputs),
      ),
    );
    expect(isSecret(dynamic.outputs.target)).toBe(true);
    expect(isSecret(native.outputs.target)).toBe(false);
    const datadog = (native.outputs.target as PropertyMap).datadog as PropertyMap;
    expect(isSecret(datadog.apiKey)).toBe(true);
    expect(isSecret(datadog.service)).toBe(false);
    expect(stripSecrets(native.outputs.target)).toEqual(stripSecrets(dynamic.outputs.target));
    // The check of every stage above sees a secret answered in clear, and only that.
    expect(inClear("EventDestination", native.outputs)).toEqual([]);
    expect(inClear("EventDestination", dynamic.outputs)).toEqual([]);
    expect(inClear("EventDestination", stripSecrets(native.outputs) as PropertyMap)).toEqual([
      "target.datadog.apiKey",
    ]);
  });
});
