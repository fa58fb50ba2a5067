import { TunnelsClient } from "../client";
import {
  countedServer,
  makeProgramDir,
  packProject,
  type PropertyMap,
  ProviderHost,
  REPO_ROOT,
  serializeProvider,
} from "../harness";

/**
 * The provider's cost per operation: create, update (a description: one PATCH) and delete of reserved
 * addresses through the real provider host over gRPC, beside the same calls made bare with the client,
 * in the same run against the same local server. Prints milliseconds per operation, the overhead, and the
 * service calls each operation cost (counted by a proxy).
 */
const N = Number(process.env.BENCH_OPS ?? 200);
const URN = "urn:pulumi:dev::bench::pulumi-nodejs:dynamic/tunnels:ReservedAddr::a";

async function main() {
  const s = await countedServer();
  const { dir } = await makeProgramDir({
    tarballs: [await packProject(REPO_ROOT)],
    programSource: "// not run: the provider host is driven directly\n",
    project: "bench",
  });
  const provider = await serializeProvider(
    dir,
    'new (require("pulumi-tunnels").ReservedAddr)("a", { description: "a" })',
  );
  const host = await ProviderHost.start({ programDir: dir, project: "bench", stack: "dev" });
  await host.configure({ "tunnels:apiUrl": s.url, "tunnels:apiKey": s.server.rootToken }, ["tunnels:apiKey"]);
  const client = new TunnelsClient({ baseUrl: s.url, apiKey: s.server.rootToken });
  const inputs = async (description: string) =>
    (await host.check({ urn: URN, olds: {}, news: { description, __provider: provider } })).inputs;

  const timed = async <T>(run: (i: number) => Promise<T>) => {
    const before = s.calls.length;
    const started = performance.now();
    const out: T[] = [];
    for (let i = 0; i < N; i++) out.push(await run(i));
    return { out, msPerOp: (performance.now() - started) / N, callsPerOp: (s.calls.length - before) / N };
  };
  try {
    // Warm both paths (connections, the host's first require) before measuring.
    const warm = await host.create({ urn: URN, inputs: await inputs("warm") });
    await host.delete({ urn: URN, id: warm.id, outputs: warm.outputs });
    await client.reservedAddrs.delete((await client.reservedAddrs.create({ description: "warm" })).id);

    const created: { id: string; outputs: PropertyMap }[] = [];
    const news: PropertyMap[] = [];
    for (let i = 0; i < N; i++) news.push(await inputs(`updated ${i}`));
    const firsts: PropertyMap[] = [];
    for (let i = 0; i < N; i++) firsts.push(await inputs(`bench ${i}`));
    const hostCreate = await timed(async (i) => {
      const c = await host.create({ urn: URN, inputs: firsts[i] });
      created.push(c);
    });
    const hostUpdate = await timed((i) =>
      host.update({ urn: URN, id: created[i].id, oldOutputs: created[i].outputs, newInputs: news[i] }),
    );
    const hostDelete = await timed((i) =>
      host.delete({ urn: URN, id: created[i].id, outputs: created[i].outputs }),
    );

    const ids: string[] = [];
    const bareCreate = await timed(async (i) => {
      ids.push((await client.reservedAddrs.create({ description: `bench ${i}` })).id);
    });
    const bareUpdate = await timed((i) =>
      client.reservedAddrs.update(ids[i], { description: `updated ${i}` }),
    );
    const bareDelete = await timed((i) => client.reservedAddrs.delete(ids[i]));

    console.log(`${N} operations each, one at a time, through the provider host (gRPC) and bare\n`);
    type Timed = { msPerOp: number; callsPerOp: number };
    const rows: [string, Timed, Timed][] = [
      ["create", hostCreate, bareCreate],
      ["update", hostUpdate, bareUpdate],
      ["delete", hostDelete, bareDelete],
    ];
    for (const [op, viaHost, bare] of rows)
      console.log(
        `${op.padEnd(7)} host ${viaHost.msPerOp.toFixed(2).padStart(6)} ms/op  bare ${bare.msPerOp.toFixed(2).padStart(6)} ms/op  overhead ${(viaHost.msPerOp - bare.msPerOp).toFixed(2).padStart(5)} ms/op  ratio ${(viaHost.msPerOp / bare.msPerOp).toFixed(2)}  calls/op host ${viaHost.callsPerOp.toFixed(2)} bare ${bare.callsPerOp.toFixed(2)}`,
      );
  } finally {
    await client.close();
    await host.close();
    await s.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
