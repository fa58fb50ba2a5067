import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TunnelsClient } from "../../client";
import { type CountedServer, countedServer, leftovers, requirePlugin, YamlProject } from "../../harness";

/**
 * `pulumi-resource-tunnels adopt` through the real CLI and the YAML host (docs/adopting-and-importing.md): an
 * account of 100+ objects made through the API, holding every class that can be adopted, modules on edges and
 * routes, and secrets the service returns (webhook, OIDC) and never returns (Datadog key, AWS secret). The
 * command lists it (one call per page, counted at a proxy), writes the files, `pulumi import -f` imports them,
 * and with the config lines run `preview` shows one update per never-returned secret and nothing else. No
 * secret value appears in any generated file, any output or the exported state.
 */
let s: CountedServer;
let c: TunnelsClient;
beforeAll(async () => {
  s = await countedServer();
  c = new TunnelsClient({ baseUrl: s.server.url, apiKey: s.server.rootToken });
});
afterAll(async () => s.close());

const ROLE = "arn:aws:iam::123456789012:role/deliver";
const STREAM = "arn:aws:kinesis:us-east-1:123456789012:stream/events";
/** Every secret made, by the object's own id and the member's path: the config value the test sets. */
const secrets = new Map<string, Map<string, string>>();
const remember = (id: string, member: string, value: string) =>
  secrets.set(id, (secrets.get(id) ?? new Map()).set(member, value));

/** The account: 21 policies with a rule each, 10 HTTPS edges with 2 routes each, and every other class. */
async function makeAccount(): Promise<number> {
  let made = 0;
  const policies: string[] = [];
  for (let i = 0; i < 21; i++) {
    const policy = await c.ipPolicies.create({ description: `office ${i}` });
    await c.ipPolicyRules.create({ ip_policy_id: policy.id, cidr: `10.${i}.0.0/16`, action: "allow" });
    policies.push(policy.id);
    made += 2;
  }
  // 101 rules in all: the rules' collection is two pages (100 to a page), the others one each.
  for (let i = 0; i < 80; i++)
    await c.ipPolicyRules.create({ ip_policy_id: policies[0], cidr: `172.16.${i}.0/24`, action: "deny" });
  made += 80;
  const backends: string[] = [];
  for (let i = 0; i < 5; i++) {
    backends.push(
      (await c.tunnelGroupBackends.create({ description: `pool ${i}`, labels: { app: `a${i}` } })).id,
    );
    await c.reservedAddrs.create({ region: "eu", description: `bastion ${i}` });
    await c.tlsEdges.create({
      description: `tls ${i}`,
      hostports: [`tls${i}.example.com:443`],
      backend: { backend_id: backends[i] },
      ip_restriction: { ip_policy_ids: [policies[i]] },
    });
    made += 3;
  }
  for (let i = 0; i < 10; i++) {
    const edge = await c.httpsEdges.create({
      description: `site ${i}`,
      hostports: [`site${i}.example.com:443`],
      tls_termination: { min_version: "1.3" },
    });
    const hooks = await c.httpsEdgeRoutes.create(edge.id, {
      match_type: "path_prefix",
      match: "/hooks",
      description: `hooks ${i}`,
      webhook_verification: { provider: "github", secret: `whsec-ADOPT-${i}` },
      circuit_breaker: { num_buckets: 20 },
      ip_restriction: { ip_policy_ids: [policies[i]] },
    });
    remember(hooks.id, "webhookVerification.secret", `whsec-ADOPT-${i}`);
    const app = await c.httpsEdgeRoutes.create(edge.id, {
      match_type: "path_prefix",
      match: "/app",
      description: `app ${i}`,
      backend: { backend_id: backends[i % 5] },
      compression: { enabled: true },
      oidc: { issuer: "https://id.example.com", client_id: `c${i}`, client_secret: `oidc-ADOPT-${i}` },
    });
    remember(app.id, "oidc.clientSecret", `oidc-ADOPT-${i}`);
    made += 3;
  }
  const destinations: string[] = [];
  for (let i = 0; i < 3; i++) {
    const dd = await c.eventDestinations.create({
      description: `datadog ${i}`,
      target: { datadog: { api_key: `dd-ADOPT-${i}`, service: "edge" } },
    });
    remember(dd.id, "target.datadog.apiKey", `dd-ADOPT-${i}`);
    const kinesis = await c.eventDestinations.create({
      description: `kinesis ${i}`,
      target: {
        kinesis: {
          auth: { creds: { aws_access_key_id: `AKIA${i}`, aws_secret_access_key: `aws-ADOPT-${i}` } },
          stream_arn: STREAM,
        },
      },
    });
    remember(kinesis.id, "target.kinesis.auth.creds.awsSecretAccessKey", `aws-ADOPT-${i}`);
    destinations.push(dd.id);
    await c.eventSubscriptions.create({
      description: `audit ${i}`,
      sources: [{ type: "api_key_created.v0" }],
      destination_ids: [dd.id],
    });
    await c.sshCertificateAuthorities.create({ description: `ca ${i}` });
    await c.apiKeys.create({ description: `ci ${i}` });
    made += 5;
  }
  await c.eventDestinations.create({
    description: "role",
    target: { kinesis: { auth: { role: { role_arn: ROLE } }, stream_arn: STREAM } },
  });
  // A tunnel, which only an agent makes: listed by the service, left out by the command (read-only).
  const tunnel = await fetch(`${s.server.url}/_local/tunnels`, {
    method: "POST",
    headers: { authorization: `Bearer ${s.server.rootToken}`, "content-type": "application/json" },
    body: JSON.stringify({ proto: "tcp" }),
  });
  expect(tunnel.status).toBe(201);
  return made + 1;
}

const NEVER_RETURNED = /dd-ADOPT|aws-ADOPT/;
const EVERY_SECRET = /whsec-ADOPT|oidc-ADOPT|dd-ADOPT|aws-ADOPT/;

describe("pulumi-resource-tunnels adopt, then pulumi import -f, through the real CLI and the YAML host", {
  timeout: 600_000,
}, () => {
  it("adopts a whole account: one call per page, no secret anywhere, one update per never-returned secret", async () => {
    const made = await makeAccount();
    expect(made).toBeGreaterThanOrEqual(100);
    const project = await YamlProject.create({
      program: "resources: {}\n",
      project: "tunnels-adopt",
      pluginDir: requirePlugin(),
      config: { "tunnels:apiUrl": s.server.url },
      secretConfig: { "tunnels:apiKey": s.server.rootToken },
    });
    const out = path.join(project.dir, "adopt");
    s.calls.length = 0;
    const command = await promisify(execFile)(
      path.join(requirePlugin(), "pulumi-resource-tunnels"),
      ["adopt", "--out", out],
      { env: { ...process.env, TUNNELS_API_URL: s.url, TUNNELS_API_KEY: s.server.rootToken } },
    );
    const said = command.stdout + command.stderr;
    // One call per page: ten collections the catalog can list and create (tunnels it lists but cannot create),
    // one page each but the rules' two; routes come inside their edges' pages, modules inside their objects.
    const pages = 11;
    expect(s.calls.map((call) => call.url.split("?")[0]).sort()).toEqual([
      "/api_keys",
      "/backends/tunnel_group",
      "/edges/https",
      "/edges/tls",
      "/event_destinations",
      "/event_subscriptions",
      "/ip_policies",
      "/ip_policy_rules",
      "/ip_policy_rules",
      "/reserved_addrs",
      "/ssh_certificate_authorities",
    ]);
    expect(s.calls.every((call) => call.method === "GET" && call.status === 200)).toBe(true);
    expect(said).toContain(`${made} objects in ${pages} calls`);
    expect(said).toContain("Tunnel: left out (read-only");
    expect(said).toMatch(/apiKeyCi0 \(ApiKey [^)]+\): its token cannot be recovered/);
    const files = ["import.json", "program.yaml", "secrets.txt", "notes.txt"].map((f) =>
      readFileSync(path.join(out, f), "utf8"),
    );
    for (const text of [said, ...files]) expect(text).not.toMatch(EVERY_SECRET);
    const [importJson, program, secretLines] = files;
    const resources = JSON.parse(importJson).resources as { name: string; id: string; parent?: string }[];
    expect(resources).toHaveLength(made);
    // Readable names, and routes under their edge.
    expect(resources).toContainEqual(
      expect.objectContaining({ name: "httpsEdgeRouteHooks3", parent: "httpsEdgeSite3" }),
    );
    expect(program).toContain(`secret: \${httpsEdgeRouteHooks3WebhookVerificationSecret}`);
    expect(program).toContain(`edgeId: \${httpsEdgeSite3.id}`);

    const imported = await project.pulumi([
      "import",
      "--file",
      path.join(out, "import.json"),
      "--generate-code=false",
      "--protect=false",
      "--yes",
    ]);
    expect(imported.code, imported.stdout + imported.stderr).toBe(0);
    expect(imported.stdout + imported.stderr).not.toMatch(EVERY_SECRET);
    project.writeProgram(program);
    // The config lines, each with its value.
    const idOf = new Map(resources.map((r) => [r.name, r.id.split("/").pop() as string]));
    const lines = secretLines.trim().split("\n");
    expect(lines).toHaveLength(26); // 10 webhook, 10 OIDC, 3 Datadog, 3 AWS
    for (const line of lines) {
      const [, key, resource, member] = /--secret (\S+) <value> +# (\w+)\.(\S+)/.exec(line) ?? [];
      const value = secrets.get(idOf.get(resource) as string)?.get(member);
      expect(value, line).toBeDefined();
      await project.setConfig(key, value as string, { secret: true });
    }
    const preview = await project.pulumi(["preview", "--json"]);
    expect(preview.code, preview.stderr).toBe(0);
    const steps = (
      JSON.parse(preview.stdout).steps as { op: string; urn: string; detailedDiff?: object }[]
    ).filter((step) => step.op !== "same");
    // Exactly the six never-returned secrets, each an update of that member alone.
    expect(steps).toHaveLength(6);
    for (const step of steps) {
      expect(step.op).toBe("update");
      expect(Object.keys(step.detailedDiff ?? {})).toEqual([
        expect.stringMatching(/^target\.(datadog\.apiKey|kinesis\.auth\.creds\.awsSecretAccessKey)$/),
      ]);
    }
    const up = await project.pulumi(["up", "--yes", "--skip-preview"]);
    expect(up.code, up.stdout + up.stderr).toBe(0);
    const settled = await project.pulumi(["preview", "--expect-no-changes"]);
    expect(settled.code, settled.stdout + settled.stderr).toBe(0);
    const exported = await project.pulumi(["stack", "export"]);
    for (const text of [preview.stdout, up.stdout, up.stderr, exported.stdout])
      expect(text).not.toMatch(EVERY_SECRET);
    expect(NEVER_RETURNED.test(exported.stdout)).toBe(false);

    const destroyed = await project.pulumi(["destroy", "--yes", "--skip-preview"]);
    expect(destroyed.code, destroyed.stdout + destroyed.stderr).toBe(0);
    expect(await leftovers(c)).toEqual({});
  });

  it("says what is wrong: an unknown option (exit 2), no API key (exit 2, naming the setting)", async () => {
    const bin = path.join(requirePlugin(), "pulumi-resource-tunnels");
    const run = (args: string[], env: NodeJS.ProcessEnv) =>
      promisify(execFile)(bin, args, { env }).then(
        (r) => ({ code: 0, ...r }),
        (e: { code: number; stdout: string; stderr: string }) => e,
      );
    const help = await run(["help"], process.env);
    expect(help.stdout).toMatch(/^ {2}adopt +list an account and write a pulumi import file/m);
    const bogus = await run(["adopt", "--bogus"], process.env);
    expect(bogus.code).toBe(2);
    expect(bogus.stderr).toContain('unknown argument "--bogus"');
    const env: NodeJS.ProcessEnv = { ...process.env, TUNNELS_API_URL: s.url };
    delete env.TUNNELS_API_KEY;
    const never = path.join(tmpdir(), `tunnels-adopt-${process.pid}`);
    const keyless = await run(["adopt", "--out", never], env);
    expect(keyless.code).toBe(2);
    expect(keyless.stderr).toContain("TUNNELS_API_KEY");
    expect(existsSync(never)).toBe(false); // nothing written
  });
});
