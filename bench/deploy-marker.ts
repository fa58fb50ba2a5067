/**
 * What the deploy marker (provider/host/deploy-marker.ts) costs the plugin, against what the create journal
 * (create-journal.ts) already costs each create, in the same process: a marker line per create checked, a
 * noted call per other call, and reading the marker back as `recover` does. `npm run bench -- deploy-marker`.
 */
import { mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CreateJournal } from "../provider/host/create-journal";
import { DeployMarkers, DeployRecorder } from "../provider/host/deploy-marker";

const N = 1_000;
const ROUNDS = 5;
const urn = (i: number) => `urn:pulumi:dev::bench::tunnels:index:IpPolicy::policy-number-${i}`;

function ms(run: () => void): number {
  const start = process.hrtime.bigint();
  run();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const rows: { checks: number; calls: number; read: number; journal: number; bytes: number }[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "marker-bench-"));
  const markers = new DeployMarkers(path.join(dir, "deploys"));
  const recorder = new DeployRecorder(markers, { pid: process.ppid, command: "deploy" });
  const journal = new CreateJournal(path.join(dir, "creates"));
  const checks = ms(() => {
    for (let i = 0; i < N; i++) recorder.seen(urn(i), "check", true);
  });
  const calls = ms(() => {
    for (let i = 0; i < N; i++) recorder.seen(urn(i), "diff", false);
  });
  const read = ms(() => markers.of("bench", "dev"));
  // What each create writes to the journal today: its entry before the request, then with the id.
  const journalMs = ms(() => {
    for (let i = 0; i < N; i++) {
      const key = CreateJournal.keyFor("http://127.0.0.1:1", urn(i));
      const entry = { apiUrl: "http://127.0.0.1:1", className: "IpPolicy", parents: [], urn: urn(i) };
      journal.write(key, { ...entry, sentAt: Date.now(), by: "create" });
      journal.write(key, { ...entry, sentAt: Date.now(), id: `ipp_${i}`, by: "create" });
    }
  });
  const bytes = statSync(markers.of("bench", "dev")[0].file).size;
  rows.push({ checks, calls, read, journal: journalMs, bytes });
  recorder.exit();
  rmSync(dir, { recursive: true, force: true });
}

const m = (key: keyof (typeof rows)[0]) => median(rows.map((r) => r[key]));
console.log(
  `deploy marker, ${N} resources, median of ${ROUNDS} rounds (load average ${os.loadavg()[0].toFixed(1)}):`,
);
console.log(
  `  a line per create checked: ${m("checks").toFixed(1)} ms (${((m("checks") / N) * 1000).toFixed(0)} µs each)`,
);
console.log(`  other calls noted:         ${m("calls").toFixed(1)} ms`);
console.log(`  read back as recover does: ${m("read").toFixed(1)} ms (${m("bytes")} bytes)`);
console.log(`  the journal's two writes per create, for comparison: ${m("journal").toFixed(1)} ms`);
console.log(`  ratio, marker lines to journal writes: ${(m("checks") / m("journal")).toFixed(2)}`);
process.exit(0);
