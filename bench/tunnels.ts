import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { request } from "undici";
import { startServer } from "../server/index";

/**
 * `getTunnels` over many online tunnels beside fetching the same pages bare (undici, JSON.parse, the items
 * kept), in the same run: the time ratio (median of alternating runs), and memory: the heap kept by the
 * result, and the peak above it while paging, at two sizes, to show the paging itself does not grow with
 * the number of pages.
 */
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
const SIZES = (process.env.BENCH_TUNNELS ?? "2000,10000").split(",").map(Number);
const ROUNDS = 5;

async function main() {
  const server = await startServer({ port: 0 });
  process.env.TUNNELS_API_URL = server.url;
  process.env.TUNNELS_API_KEY = server.rootToken;
  // Loaded after the environment is set: it reads the settings at call time, from config then environment.
  const { getTunnels } = await import("../provider/program/generated/functions");
  const auth = { authorization: `Bearer ${server.rootToken}` };

  const bare = async () => {
    const items: unknown[] = [];
    let next: string | null = `${server.url}/tunnels`;
    while (next) {
      const res = await request(next, { headers: { ...auth, "service-version": "2" } });
      const page = JSON.parse(await res.body.text()) as { tunnels: unknown[]; next_page_uri: string | null };
      items.push(...page.tunnels);
      next = page.next_page_uri;
    }
    return items;
  };
  const viaFunction = async () => (await getTunnels()).tunnels;

  /** Time, heap kept by the result, and the peak heap above the result while it was being built. */
  const measure = async (run: () => Promise<unknown[]>) => {
    gc();
    const base = process.memoryUsage().heapUsed;
    let peak = base;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }, 2);
    const started = performance.now();
    const result = await run();
    const ms = performance.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().heapUsed);
    gc();
    const kept = process.memoryUsage().heapUsed - base;
    if (result.length === 0) throw new Error("no tunnels");
    return { ms, kept, above: Math.max(0, peak - base - kept), count: result.length };
  };

  let made = 0;
  const MB = (n: number) => `${(n / 1048576).toFixed(1)} MB`;
  for (const size of SIZES) {
    const todo = Array.from({ length: size - made }, (_, i) => made + i);
    for (let i = 0; i < todo.length; i += 50)
      await Promise.all(
        todo.slice(i, i + 50).map((n) =>
          request(`${server.url}/_local/tunnels`, {
            method: "POST",
            headers: { ...auth, "content-type": "application/json" },
            body: JSON.stringify({ proto: n % 2 ? "https" : "tcp", labels: { n: String(n) } }),
          }).then((r) => r.body.dump()),
        ),
      );
    made = size;
    const ours: Awaited<ReturnType<typeof measure>>[] = [];
    const base: Awaited<ReturnType<typeof measure>>[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      base.push(await measure(bare));
      ours.push(await measure(viaFunction));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const o = {
      ms: median(ours.map((x) => x.ms)),
      kept: median(ours.map((x) => x.kept)),
      above: median(ours.map((x) => x.above)),
    };
    const b = {
      ms: median(base.map((x) => x.ms)),
      kept: median(base.map((x) => x.kept)),
      above: median(base.map((x) => x.above)),
    };
    console.log(`${size} online tunnels (${Math.ceil(size / 100)} pages), median of ${ROUNDS}`);
    console.log(
      `  getTunnels  ${o.ms.toFixed(0).padStart(6)} ms  result kept ${MB(o.kept)}  peak above the result ${MB(o.above)}`,
    );
    console.log(
      `  bare pages  ${b.ms.toFixed(0).padStart(6)} ms  result kept ${MB(b.kept)}  peak above the result ${MB(b.above)}`,
    );
    console.log(`  time ratio ${(o.ms / b.ms).toFixed(2)}  kept ratio ${(o.kept / b.kept).toFixed(2)}\n`);
  }
  await server.close();
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
