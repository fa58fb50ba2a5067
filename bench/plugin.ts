import { TunnelsClient } from "../client";
import {
  countedServer,
  dynamicTransport,
  makeProgramDir,
  nativeTransport,
  packProject,
  PluginClient,
  type PropertyMap,
  ProviderHost,
  REPO_ROOT,
  serializeShims,
  type Transport,
} from "../harness";

/**
 * The native plugin beside the dynamic provider host, in the same run against the same local server:
 * 1. start time: spawning each (the plugin through its `node_modules/.bin` launcher, the host as the
 *    engine starts `@pulumi/pulumi/cmd/dynamic-provider`) until its first GetPluginInfo is answered;
 * 2. cost per operation: check + create, check + update (a description: one PATCH) and delete of reserved
 *    addresses over gRPC through each, and the same calls made bare with the client.
 * A YAML run starts the plugin twice (the YAML host loads the schema itself), so a YAML `up` pays the
 * plugin's start twice.
 */
const STARTS = Number(process.env.BENCH_STARTS ?? 10);
const N = Number(process.env.BENCH_OPS ?? 200);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Medians of: start until GetPluginInfo is answered (what the YAML host's schema load waits for, with
 * GetSchema), and start until the first Check is answered after Configure (what a deployment's first
 * resource waits for: the host code loaded, in both, on first use).
 */
async function startTimes(programDir: string, url: string, token: string, shim: string) {
  const times = {
    plugin: [] as number[],
    pluginCheck: [] as number[],
    host: [] as number[],
    hostCheck: [] as number[],
  };
  const news = { description: "start" };
  for (let i = 0; i < STARTS; i++) {
    let t = performance.now();
    const p = await PluginClient.start();
    await p.getPluginInfo();
    times.plugin.push(performance.now() - t);
    await p.configure({ apiUrl: url, apiKey: token });
    await p.check("IpPolicy", {}, news);
    times.pluginCheck.push(performance.now() - t);
    await p.close();
    t = performance.now();
    const h = await ProviderHost.start({ programDir, project: "bench", stack: "dev" });
    times.host.push(performance.now() - t);
    await h.configure({ "tunnels:apiUrl": url, "tunnels:apiKey": token }, ["tunnels:apiKey"]);
    await h.check({
      urn: "urn:pulumi:dev::bench::pulumi-nodejs:dynamic/tunnels:IpPolicy::a",
      olds: {},
      news: { ...news, __provider: shim },
    });
    times.hostCheck.push(performance.now() - t);
    await h.close();
  }
  return {
    plugin: median(times.plugin),
    pluginCheck: median(times.pluginCheck),
    host: median(times.host),
    hostCheck: median(times.hostCheck),
  };
}

type Timed = { msPerOp: number; callsPerOp: number };

async function main() {
  const s = await countedServer();
  const { dir } = await makeProgramDir({
    tarballs: [await packProject(REPO_ROOT)],
    programSource: "// not run: the provider host is driven directly\n",
    project: "bench",
  });
  const shims = await serializeShims(dir, ["ReservedAddr", "IpPolicy"]);
  const starts = await startTimes(dir, s.url, s.server.rootToken, shims.IpPolicy);

  const host = await ProviderHost.start({ programDir: dir, project: "bench", stack: "dev" });
  const plugin = await PluginClient.start();
  const client = new TunnelsClient({ baseUrl: s.url, apiKey: s.server.rootToken });
  const timed = async (run: (i: number) => Promise<unknown>): Promise<Timed> => {
    const before = s.calls.length;
    const started = performance.now();
    for (let i = 0; i < N; i++) await run(i);
    return { msPerOp: (performance.now() - started) / N, callsPerOp: (s.calls.length - before) / N };
  };
  try {
    await host.configure({ "tunnels:apiUrl": s.url, "tunnels:apiKey": s.server.rootToken }, [
      "tunnels:apiKey",
    ]);
    await plugin.configure({ apiUrl: s.url, apiKey: s.server.rootToken });
    const through = async (t: Transport) => {
      const made: { id: string; outputs: PropertyMap; inputs: PropertyMap }[] = [];
      const news = (d: string) => t.check("ReservedAddr", { description: d }).then((r) => r.inputs);
      // Warm the path (connections, the first require of the host code) before measuring.
      const warm = await t.create("ReservedAddr", await news("warm"));
      await t.delete("ReservedAddr", warm.id, warm.outputs);
      const create = await timed(async (i) => {
        const inputs = await news(`bench ${i}`);
        made.push({ ...(await t.create("ReservedAddr", inputs)), inputs });
      });
      const update = await timed(async (i) => {
        const m = made[i];
        await t.update("ReservedAddr", m.id, m.outputs, m.inputs, await news(`updated ${i}`));
      });
      const remove = await timed((i) => t.delete("ReservedAddr", made[i].id, made[i].outputs));
      return { create, update, delete: remove };
    };
    const dynamic = await through(dynamicTransport(host, shims));
    const native = await through(nativeTransport(plugin));
    const ids: string[] = [];
    const bare = {
      create: await timed(async (i) =>
        ids.push((await client.reservedAddrs.create({ description: `b ${i}` })).id),
      ),
      update: await timed((i) => client.reservedAddrs.update(ids[i], { description: `u ${i}` })),
      delete: await timed((i) => client.reservedAddrs.delete(ids[i])),
    };

    const ms = (x: number) => x.toFixed(1).padStart(6);
    const ratio = (a: number, b: number) => (a / b).toFixed(2);
    console.log(`start, median of ${STARTS}:`);
    console.log(
      `  to GetPluginInfo answered:        plugin ${ms(starts.plugin)} ms  dynamic host ${ms(starts.host)} ms  ratio plugin/host ${ratio(starts.plugin, starts.host)}`,
    );
    console.log(
      `  to first Check (after Configure): plugin ${ms(starts.pluginCheck)} ms  dynamic host ${ms(starts.hostCheck)} ms  ratio plugin/host ${ratio(starts.pluginCheck, starts.hostCheck)}`,
    );
    console.log(
      `\n${N} operations each, one at a time (check included for create and update), over gRPC and bare:`,
    );
    for (const op of ["create", "update", "delete"] as const) {
      const [d, n, b] = [dynamic[op], native[op], bare[op]];
      console.log(
        `  ${op.padEnd(7)} plugin ${ms(n.msPerOp)} ms/op  dynamic ${ms(d.msPerOp)} ms/op  bare ${ms(b.msPerOp)} ms/op  ratio plugin/dynamic ${(n.msPerOp / d.msPerOp).toFixed(2)}  calls/op plugin ${n.callsPerOp.toFixed(2)} dynamic ${d.callsPerOp.toFixed(2)} bare ${b.callsPerOp.toFixed(2)}`,
      );
    }
  } finally {
    await client.close();
    await plugin.close();
    await host.close();
    await s.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
