import { analyzeResource, analyzeStack, packConfig } from "../provider/policy/pack";
import type { PolicyResource } from "../provider/policy/types";
import { UNKNOWN } from "../provider/base/values";

/**
 * The tunnels rules' own cost, in this process, on the resources of bench/policy-preview.ts's 1,000-resource stack
 * (968 reserved addresses, an IP policy, an HTTPS edge, 20 routes with an IP restriction, 10 header modules), as
 * the engine sends them at a preview of the YAML program: each resource's rules (`Analyze`), then the stack's
 * (`AnalyzeStack`). Median of BENCH_ROUNDS (default 9) passes, after one unmeasured. What this leaves of the
 * preview's added time is the protocol: two round trips per resource (`Remediate`, `Analyze`) and one with all.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9);
const urn = (cls: string, name: string) => `urn:pulumi:dev::refresh-calls::tunnels:index:${cls}::${name}`;
const made = (
  cls: string,
  name: string,
  props: Record<string, unknown>,
  deps?: Record<string, string[]>,
) => ({
  type: `tunnels:index:${cls}`,
  name,
  urn: urn(cls, name),
  props,
  ...(deps ? { propertyDependencies: deps } : {}),
});

function stack(): PolicyResource[] {
  const out: PolicyResource[] = [];
  for (let i = 0; i < 968; i++)
    out.push(made("ReservedAddr", `ra-${i}`, { region: "eu", description: `ra ${i}` }));
  out.push(made("IpPolicy", "office", { description: "office" }));
  out.push(made("HttpsEdge", "edge", { hostports: ["bench.example.com:443"], description: "edge" }));
  const edge = { edgeId: [urn("HttpsEdge", "edge")] };
  for (let i = 0; i < 20; i++)
    out.push(
      made(
        "HttpsEdgeRoute",
        `route-${i}`,
        {
          edgeId: UNKNOWN,
          matchType: "path_prefix",
          match: `/r${i}`,
          circuitBreaker: { errorThresholdPercentage: 0.5 },
          compression: {},
          ipRestriction: { ipPolicyIds: [UNKNOWN] },
        },
        edge,
      ),
    );
  for (let i = 0; i < 10; i++)
    out.push(
      made(
        "HttpsEdgeRouteResponseHeaders",
        `headers-${i}`,
        { edgeId: UNKNOWN, routeId: UNKNOWN, add: { "x-bench": String(i) } },
        { ...edge, routeId: [urn("HttpsEdgeRoute", `route-${i}`)] },
      ),
    );
  return out;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function main() {
  const resources = stack();
  const config = packConfig({ all: "mandatory" });
  const pass = () => {
    const t0 = performance.now();
    for (const r of resources) analyzeResource(r, config);
    const t1 = performance.now();
    analyzeStack(resources, config);
    return [t1 - t0, performance.now() - t1];
  };
  pass();
  const each: number[] = [];
  const whole: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const [a, b] = pass();
    each.push(a);
    whole.push(b);
  }
  const [a, b] = [median(each), median(whole)];
  console.log(
    `${resources.length} resources, median of ${ROUNDS}: each resource's rules ${a.toFixed(1)} ms in all ` +
      `(${((a / resources.length) * 1000).toFixed(0)} µs each), the stack's rules ${b.toFixed(1)} ms; ` +
      `together ${(a + b).toFixed(1)} ms`,
  );
}

main();
