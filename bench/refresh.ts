import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { TunnelsClient } from "../sdk/client";
import { countedServer } from "../test/provider/counting-proxy";

/**
 * Refresh of a 500-resource stack (reserved addresses, IP policies and rules, an edge with 50 routes and
 * 25 route module resources), coalesced and one GET per read, in the same run. `refresh` and
 * `preview --refresh` make the same reads (one Read per resource), so one figure serves both. Calls are
 * counted by a proxy in front of the local server; each refresh runs in a child process of its own, as
 * each Pulumi run starts its own provider host. With `--rate-limit 120` (BENCH_RATE_LIMIT) both are timed.
 */
const run = promisify(execFile);
const RATE_LIMIT = Number(process.env.BENCH_RATE_LIMIT ?? 120);

type Resource = { className: string; id: string; props: Record<string, unknown> };

async function makeStack(client: TunnelsClient): Promise<Resource[]> {
  const out: Resource[] = [];
  for (let i = 0; i < 150; i++) {
    const ra = await client.reservedAddrs.create({ description: `ra ${i}` });
    out.push({ className: "ReservedAddr", id: ra.id, props: {} });
  }
  for (let i = 0; i < 137; i++) {
    const p = await client.ipPolicies.create({ description: `policy ${i}` });
    out.push({ className: "IpPolicy", id: p.id, props: {} });
    const r = await client.ipPolicyRules.create({
      ip_policy_id: p.id,
      cidr: `10.${i}.0.0/16`,
      action: "allow",
    });
    out.push({ className: "IpPolicyRule", id: r.id, props: {} });
  }
  const edge = await client.httpsEdges.create({ description: "bench edge" });
  out.push({ className: "HttpsEdge", id: edge.id, props: {} });
  for (let i = 0; i < 50; i++) {
    const route = await client.httpsEdgeRoutes.create(edge.id, {
      match_type: "path_prefix",
      match: `/r${i}`,
      ...(i < 25 ? { compression: { enabled: true } } : {}),
    });
    out.push({ className: "HttpsEdgeRoute", id: route.id, props: { edgeId: edge.id } });
    if (i < 25)
      out.push({
        className: "HttpsEdgeRouteCompression",
        id: `${edge.id}/${route.id}/compression`,
        props: { edgeId: edge.id, routeId: route.id },
      });
  }
  return out;
}

async function main() {
  const s = await countedServer();
  const direct = new TunnelsClient({ baseUrl: s.server.url, apiKey: s.server.rootToken });
  const dir = mkdtempSync(join(tmpdir(), "bench-refresh-"));
  try {
    const resources = await makeStack(direct);
    const n = resources.length;
    const refresh = async (label: string, coalesce: boolean, parallel: number) => {
      const file = join(dir, `${label}.json`);
      const config = {
        "tunnels:apiUrl": s.url,
        "tunnels:apiKey": s.server.rootToken,
        "tunnels:coalesceReads": String(coalesce),
      };
      writeFileSync(file, JSON.stringify({ config, parallel, resources }));
      const before = s.calls.length;
      const started = performance.now();
      const { stdout } = await run(process.execPath, [join(__dirname, "refresh-child.js"), file], {
        maxBuffer: 1 << 24,
      });
      const ms = performance.now() - started;
      const calls = s.calls.slice(before);
      const child = JSON.parse(stdout.trim().split("\n").pop() as string) as { gone: number };
      if (child.gone !== 0) throw new Error(`${label}: ${child.gone} resources reported gone`);
      const refused = calls.filter((c) => c.status === 429).length;
      return { label, calls: calls.length, refused, ms };
    };
    const show = (r: Awaited<ReturnType<typeof refresh>>) =>
      console.log(
        `${r.label.padEnd(44)} ${String(r.calls).padStart(4)} calls  ${(r.calls / n).toFixed(3)} calls/resource  ${String(r.refused).padStart(3)} × 429  ${(r.ms / 1000).toFixed(1).padStart(6)} s`,
      );
    console.log(`${n} resources; parallel 8 is the CLI's default on 2 cores, 0 is without bound\n`);
    const free = [];
    for (const parallel of [8, 0]) {
      const coalesced = await refresh(`coalesced, parallel ${parallel}`, true, parallel);
      const plain = await refresh(`one GET per read, parallel ${parallel}`, false, parallel);
      show(coalesced);
      show(plain);
      console.log(
        `${"ratio of calls (coalesced / not)".padEnd(44)} ${(coalesced.calls / plain.calls).toFixed(3)}\n`,
      );
      free.push(coalesced, plain);
    }
    if (RATE_LIMIT > 0) {
      await fetch(`${s.server.url}/_local/faults`, {
        method: "PUT",
        headers: { authorization: `Bearer ${s.server.rootToken}`, "content-type": "application/json" },
        body: JSON.stringify({ rate_limit: RATE_LIMIT }),
      });
      console.log(`--rate-limit ${RATE_LIMIT} (with Retry-After), parallel 8:`);
      const coalesced = await refresh(`coalesced, rate-limited`, true, 8);
      show(coalesced);
      const plain = await refresh(`one GET per read, rate-limited`, false, 8);
      show(plain);
      console.log(
        `${"speed-up (time not coalesced / coalesced)".padEnd(44)} ${(plain.ms / coalesced.ms).toFixed(1)}`,
      );
    }
  } finally {
    await direct.close();
    await s.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
