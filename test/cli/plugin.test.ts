import { appendFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TunnelsClient } from "../../client";
import {
  type CliProject,
  CliProject as Project,
  type CliResult,
  type CliServer,
  REPO_ROOT,
  startCli,
} from "../../harness";

/**
 * The native plugin judged by the real CLI: a project whose `Pulumi.yaml` points `plugins: providers:` at
 * `plugin/bin`, and a program that declares `tunnels:index:*` resources by type token (no schema needed;
 * the YAML programs of issue 19 go through the YAML host). The engine starts the plugin, checks and
 * configures it from stack config, and asks it for every step: here the CLI's own answers are checked.
 */
const ROOT_TOKEN = "root-token-for-cli-plugin";
const DATADOG_KEY = "datadog-s3cr3t-for-plugin";

const PROGRAM = `
const pulumi = require("@pulumi/pulumi");
const res = (type, name, args) => new pulumi.CustomResource("tunnels:index:" + type, name, args);
const policy = res("IpPolicy", "policy", { description: "office" });
res("IpPolicyRule", "rule", { ipPolicyId: policy.id, cidr: "10.0.0.0/8", action: "allow" });
const edge = res("HttpsEdge", "edge", { hostports: ["a.example.com:443"] });
res("HttpsEdgeRoute", "route", {
  edgeId: edge.id, matchType: "path_prefix", match: "/api", circuitBreaker: { numBuckets: 10 },
});
res("EventDestination", "dest", { target: { datadog: { apiKey: "${DATADOG_KEY}", service: "svc" } } });
const key = res("ApiKey", "key", { description: "ci", token: undefined });
exports.policyId = policy.id;
exports.token = key.token;
`;

let server: CliServer;
let project: CliProject;
let client: TunnelsClient;
const outputs: CliResult[] = [];

beforeAll(async () => {
  server = await startCli(["--port", "0", "--root-token", ROOT_TOKEN]);
  client = new TunnelsClient({ baseUrl: server.url, apiKey: ROOT_TOKEN });
  project = await Project.create({
    programSource: PROGRAM,
    tarballs: [],
    project: "plugin-cli",
    config: { "tunnels:apiUrl": server.url },
    secretConfig: { "tunnels:apiKey": ROOT_TOKEN },
  });
  appendFileSync(
    path.join(project.dir, "Pulumi.yaml"),
    `plugins:\n  providers:\n    - name: tunnels\n      path: ${path.join(REPO_ROOT, "plugin", "bin")}\n`,
  );
});
afterAll(async () => {
  await client?.close();
  server?.proc.kill("SIGTERM");
  await server?.exited;
});

const pulumi = async (args: string[]) => {
  const result = await project.pulumi(args);
  outputs.push(result);
  return result;
};

describe("the plugin through the real Pulumi CLI", { timeout: 600_000 }, () => {
  it("up, then no changes, and no drift on refresh", async () => {
    expect((await pulumi(["up", "--yes", "--skip-preview"])).code).toBe(0);
    expect((await pulumi(["preview", "--expect-no-changes"])).code).toBe(0);
    expect((await pulumi(["preview", "--refresh", "--expect-no-changes"])).code).toBe(0);
  });

  it("drift made through the API: exit 7, the member with both values, and detailedDiff in --json", async () => {
    const policyId = JSON.parse((await pulumi(["stack", "output", "--json"])).stdout).policyId as string;
    await client.ipPolicies.update(policyId, { description: "changed by hand" });
    const drifted = await pulumi(["preview", "--refresh", "--expect-no-changes", "--diff"]);
    expect(drifted.code).toBe(7);
    expect(drifted.stdout).toMatch(/~ description: "changed by hand" => "office"/);
    const json = JSON.parse((await pulumi(["preview", "--refresh", "--json"])).stdout) as {
      steps: { op: string; urn: string; detailedDiff?: Record<string, { kind: string }> }[];
    };
    const update = json.steps.find((s) => s.op === "update");
    expect(update?.urn).toMatch(/tunnels:index:IpPolicy::policy$/);
    expect(update?.detailedDiff).toEqual({ description: { kind: "update", inputDiff: false } });
    expect((await pulumi(["up", "--refresh", "--yes", "--skip-preview"])).code).toBe(0);
    expect((await client.ipPolicies.get(policyId)).description).toBe("office");
    expect((await pulumi(["preview", "--refresh", "--expect-no-changes"])).code).toBe(0);
  });

  it("a changed nested member shows by its path; a create-only change replaces", async () => {
    project.writeProgram(
      PROGRAM.replace("numBuckets: 10 }", "numBuckets: 20, errorThresholdPercentage: 0.9 }").replace(
        'action: "allow"',
        'action: "deny"',
      ),
    );
    const json = JSON.parse((await pulumi(["preview", "--json"])).stdout) as {
      steps: { op: string; urn: string; detailedDiff?: Record<string, { kind: string }> }[];
    };
    const byName = (name: string) => json.steps.find((s) => s.urn.endsWith(`::${name}`));
    expect(byName("route")?.op).toBe("update");
    expect(byName("route")?.detailedDiff).toEqual({
      "circuitBreaker.numBuckets": { kind: "update", inputDiff: false },
      // Not declared before, but the service keeps a default (0.5): a change of a value the object has.
      "circuitBreaker.errorThresholdPercentage": { kind: "update", inputDiff: false },
    });
    expect(byName("rule")?.op).toBe("replace");
    expect(byName("rule")?.detailedDiff).toEqual({ action: { kind: "update-replace", inputDiff: false } });
    project.writeProgram(PROGRAM);
  });

  it("secrets: the token is a secret output; no secret in clear in the state or any output", async () => {
    const shown = JSON.parse((await project.run(["stack", "output", "--json", "--show-secrets"])).stdout);
    expect(shown.token).toMatch(/^.{20,}$/);
    const exported = (await pulumi(["stack", "export"])).stdout;
    for (const secret of [DATADOG_KEY, ROOT_TOKEN, shown.token]) {
      expect(exported, secret).not.toContain(secret);
      for (const o of outputs) expect(o.stdout + o.stderr, secret).not.toContain(secret);
    }
    expect(exported).not.toContain("__declared");
  });

  it("destroy leaves nothing on the server", async () => {
    expect((await pulumi(["destroy", "--yes", "--skip-preview"])).code).toBe(0);
    const left: string[] = [];
    for await (const p of client.ipPolicies.list()) left.push(p.id);
    for await (const e of client.httpsEdges.list()) left.push(e.id);
    for await (const d of client.eventDestinations.list()) left.push(d.id);
    expect(left).toEqual([]);
  });
});
