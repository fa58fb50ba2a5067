import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
// autocannon ships no types; the few members used here are declared below.
// biome-ignore lint/suspicious/noExplicitAny: untyped module
const autocannon: (opts: object) => Promise<any> = require("autocannon");

/**
 * Server benchmark: get, create and delete under 32 connections against the local API server, and
 * the same three against a bare node:http server answering the same JSON, in the same run. Both run
 * in child processes so the load generator does not share their event loop.
 */
const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const TOKEN = "bench-root-token";
const headers = {
  authorization: `Bearer ${TOKEN}`,
  "service-version": "2",
  "content-type": "application/json",
};

function startChild(args: string[]): Promise<{ url: string; proc: ChildProcess }> {
  const proc = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    let out = "";
    proc.stdout!.on("data", (d) => {
      out += d;
      const m = /listening on (\S+)/.exec(out);
      if (m) resolve({ url: m[1], proc });
    });
    proc.on("exit", (code) => reject(new Error(`child exited with ${code}`)));
  });
}

const BARE = `
const http = require("node:http");
const body = process.argv[1];
http.createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    if (req.method === "DELETE") { res.writeHead(204); res.end(); return; }
    res.writeHead(req.method === "POST" ? 201 : 200, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(body) });
    res.end(body);
  });
}).listen(0, "127.0.0.1", function () { console.log("listening on http://127.0.0.1:" + this.address().port); });`;

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(opts: object): Promise<Figures> {
  const r = await autocannon({ connections: CONNECTIONS, ...opts });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

async function scenario(url: string, idPath: string): Promise<Record<string, Figures>> {
  const created: string[] = [];
  const create = await load({
    url,
    duration: SECONDS,
    requests: [
      {
        method: "POST",
        path: "/ip_policies",
        headers,
        body: JSON.stringify({ description: "bench", metadata: '{"team":"edge"}' }),
        onResponse: (_status: number, body: string) => {
          try {
            created.push(JSON.parse(body).id);
          } catch {}
        },
      },
    ],
  });
  const get = await load({
    url,
    duration: SECONDS,
    requests: [{ method: "GET", path: idPath || `/ip_policies/${created[0]}`, headers }],
  });
  const ids = created.slice(0, 20_000);
  const del = await load({
    url,
    amount: ids.length,
    requests: [
      {
        method: "DELETE",
        setupRequest: (req: object) => ({ ...req, path: `/ip_policies/${ids.pop()}`, headers }),
      },
    ],
  });
  return { get, create, delete: del };
}

async function main() {
  const server = await startChild([
    join(__dirname, "..", "server", "cli.js"),
    "--port",
    "0",
    "--root-token",
    TOKEN,
  ]);
  const sample = await fetch(`${server.url}/ip_policies`, {
    method: "POST",
    headers,
    body: JSON.stringify({ description: "bench" }),
  });
  const sampleBody = await sample.text();
  const bare = await startChild(["-e", BARE, sampleBody]);
  try {
    const ours = await scenario(server.url, "");
    const base = await scenario(bare.url, "/ip_policies/x");
    const row = (name: string, f: Figures) =>
      `${name.padEnd(22)} ${f.rps.toFixed(0).padStart(8)} req/s   p50 ${String(f.p50).padStart(3)} ms   p99 ${String(f.p99).padStart(3)} ms   errors ${f.errors}`;
    console.log(
      `${CONNECTIONS} connections, ${SECONDS} s per run (delete: one request per created object)\n`,
    );
    for (const op of ["get", "create", "delete"]) {
      console.log(row(`server ${op}`, ours[op]));
      console.log(row(`bare node:http ${op}`, base[op]));
      console.log(
        `${"ratio".padEnd(22)} ${(ours[op].rps / base[op].rps).toFixed(2).padStart(8)} of the bare server's throughput\n`,
      );
    }
  } finally {
    server.proc.kill("SIGTERM");
    bare.proc.kill("SIGTERM");
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
