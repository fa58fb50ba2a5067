import { monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";

/**
 * Preloaded into the server process by bench/load-128.ts (`node -r dist/bench/loop-monitor.js`), so the
 * server's code stays as shipped: records how long the event loop was held and how long garbage
 * collection paused it, and prints both as one JSON line on stderr when the process exits.
 */
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();

const gc = { count: 0, totalMs: 0, maxMs: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gc.count++;
    gc.totalMs += entry.duration;
    gc.maxMs = Math.max(gc.maxMs, entry.duration);
  }
}).observe({ entryTypes: ["gc"] });

// The longest single stall and when it ended, from a 50 ms ticker: monitorEventLoopDelay gives no time.
// The first tick only starts the clock, so loading the server's modules is not counted as a stall.
let last: number | undefined;
let worst = { ms: 0, atMs: 0 };
setInterval(() => {
  const now = performance.now();
  const late = last === undefined ? 0 : now - last - 50;
  if (late > worst.ms) worst = { ms: late, atMs: now };
  last = now;
}, 50).unref();

process.on("exit", () => {
  const ms = (ns: number) => Math.round(ns / 1e5) / 10;
  process.stderr.write(
    `loop-monitor ${JSON.stringify({
      loopP99Ms: ms(delay.percentile(99)),
      loopMaxMs: ms(delay.max),
      worstStallMs: Math.round(worst.ms),
      worstStallAtMs: Math.round(worst.atMs),
      gcCount: gc.count,
      gcTotalMs: Math.round(gc.totalMs),
      gcMaxMs: Math.round(gc.maxMs * 10) / 10,
      rssMiB: Math.round(process.memoryUsage().rss / 2 ** 20),
    })}\n`,
  );
});
