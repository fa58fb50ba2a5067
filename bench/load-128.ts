import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
// autocannon ships no types; it returns an event emitter that is also a promise of the results.
// biome-ignore lint/suspicious/noExplicitAny: untyped module
const autocannon: (opts: object) => any = require("autocannon");

/**
 * Issue 8 item 12: the 128-connection load, run RUNS times, each against a freshly started server, with
 * its p50, p99 and maximum latency and the server's own event-loop and GC figures (bench/loop-monitor.ts).
 * Each connection repeats: create an IP policy, read it back, read the first page of 20 policies.
 *
 *   npm run build && BENCH_RUNS=10 BENCH_SECONDS=10 [BENCH_DATA=1] [BENCH_ONE_SERVER=1] node dist/bench/load-128.js
 *
 * BENCH_DATA=1 starts the server with --data (WAL, synchronous FULL) on a new file; BENCH_ONE_SERVER=1
 * keeps one server (and one data file) for all runs, so the data grows from run to run.
 */
const CONNECTIONS = 128;
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WITH_DATA = process.env.BENCH_DATA === "1";
const ONE_SERVER = process.env.BENCH_ONE_SERVER === "1";
const TOKEN = "bench-root-token";
const headers = {
  authorization: `Bearer ${TOKEN}`,
  "service-version": "2",
  "content-type": "application/json",
};

interface Server {
  url: string;
  proc: ChildProcess;
  monitor: Promise<Record<string, number>>;
}

function startServer(dataFile: string | undefined): Promise<Server> {
  const args = ["-r", join(__dirname, "loop-monitor.js"), join(__dirname, "..", "server", "cli.js")];
  args.push("--port", "0", "--root-token", TOKEN);
  if (dataFile) args.push("--data", dataFile);
  const proc = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
  let err = "";
  const monitor = new Promise<Record<string, number>>((resolve, reject) => {
    proc.stderr!.on("data", (d) => {
      err += d;
    });
    proc.on("exit", () => {
      const line = /loop-monitor (\{.*\})/.exec(err);
      if (line) resolve(JSON.parse(line[1]));
      else reject(new Error(`server printed no loop-monitor line: ${err.trim()}`));
    });
  });
  return new Promise((resolve, reject) => {
    let out = "";
    proc.stdout!.on("data", (d) => {
      out += d;
      const m = /listening on (\S+)/.exec(out);
      if (m) resolve({ url: m[1], proc, monitor });
    });
    proc.on("exit", (code) => reject(new Error(`server exited with ${code}: ${err.trim()}`)));
  });
}

async function stop(server: Server) {
  server.proc.kill("SIGTERM");
  return server.monitor;
}

/**
 * The run's figures, plus the slowest first request of a connection and the slowest later one: a
 * request that waits for its connection to be accepted is always the first on that connection.
 */
async function load(url: string) {
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: "POST",
        path: "/ip_policies",
        headers,
        body: JSON.stringify({ description: "load-128", metadata: '{"team":"edge"}' }),
        onResponse: (status: number, body: string, context: { id?: string }) => {
          if (status === 201) context.id = JSON.parse(body).id;
        },
      },
      {
        method: "GET",
        headers,
        setupRequest: (req: object, context: { id?: string }) =>
          context.id ? { ...req, path: `/ip_policies/${context.id}` } : undefined,
      },
      { method: "GET", path: "/ip_policies?limit=20", headers },
    ],
  });
  const seen = new Set<object>();
  const max = { first: 0, later: 0 };
  instance.on("response", (client: object, _status: number, _bytes: number, ms: number) => {
    const key = seen.has(client) ? "later" : "first";
    seen.add(client);
    max[key] = Math.max(max[key], Math.round(ms));
  });
  return { ...(await instance), maxFirst: max.first, maxLater: max.later };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), "load-128-"));
  console.log(
    `${CONNECTIONS} connections, ${SECONDS} s per run, ${RUNS} runs, ${WITH_DATA ? "--data (WAL)" : "in memory"}, ` +
      `${ONE_SERVER ? "one server for all runs" : "a new server per run"}`,
  );
  console.log(
    "run  req/s  p50 ms  p99 ms  max ms  max 1st/later | errors timeouts non2xx | loop p99/max ms  worst stall  gc max/total ms",
  );
  const file = (run: number) => (WITH_DATA ? join(dir, `run-${ONE_SERVER ? 0 : run}.db`) : undefined);
  let shared = ONE_SERVER ? await startServer(file(0)) : undefined;
  const rows: { p99: number; max: number }[] = [];
  try {
    for (let run = 1; run <= RUNS; run++) {
      const server = shared ?? (await startServer(file(run)));
      const r = await load(server.url);
      const m = shared ? undefined : await stop(server);
      rows.push({ p99: r.latency.p99, max: r.latency.max });
      const pad = (v: unknown, n: number) => String(v).padStart(n);
      console.log(
        `${pad(run, 3)} ${pad(Math.round(r.requests.average), 6)} ${pad(r.latency.p50, 7)} ${pad(r.latency.p99, 7)} ` +
          `${pad(r.latency.max, 7)} ${pad(`${r.maxFirst}/${r.maxLater}`, 14)} | ` +
          `${pad(r.errors, 6)} ${pad(r.timeouts, 8)} ${pad(r.non2xx, 6)} | ` +
          (m
            ? `${pad(`${m.loopP99Ms}/${m.loopMaxMs}`, 15)} ${pad(m.worstStallMs, 11)} ${pad(`${m.gcMaxMs}/${m.gcTotalMs}`, 16)}`
            : "(one server: see the end)"),
      );
    }
    if (shared) {
      const m = await stop(shared);
      shared = undefined;
      console.log(`server over all runs: ${JSON.stringify(m)}`);
    }
    const range = (key: "p99" | "max") => {
      const values = rows.map((r) => r[key]).sort((a, b) => a - b);
      return `${values[0]} to ${values[values.length - 1]} ms (median ${values[Math.floor(values.length / 2)]})`;
    };
    console.log(`over ${rows.length} runs: p99 ${range("p99")}, max ${range("max")}`);
  } finally {
    if (shared) shared.proc.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
