import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leftovers, requirePlugin, useLocalServer, YamlProject } from "../../harness";

/**
 * `pulumi import` through the real CLI, the real YAML host and the plugin: objects made through the API are
 * brought under a stack one by one and from a file, the CLI writes YAML for them, and that YAML, as the
 * program, previews with no changes. The ids are the ones the README lists (`<edgeId>/<routeId>` for a
 * route, `<edgeId>/<routeId>/<module>` for a module resource).
 */
const local = useLocalServer({ beforeAll, afterAll });
const STREAM = "arn:aws:kinesis:us-east-1:123456789012:stream/events";
const ROLE = "arn:aws:iam::123456789012:role/deliver";
const WEBHOOK_SECRET = "imp-whsec-SECRET-777";
const DATADOG_KEY = "imp-dd-SECRET-888";

interface Made {
  policy: string;
  edge: string;
  route: string;
  destination: string;
}
let made: Made;

beforeAll(async () => {
  const c = local.client;
  const policy = await c.ipPolicies.create({ description: "office", metadata: "team=web" });
  const edge = await c.httpsEdges.create({ description: "web", hostports: ["import.example.com:443"] });
  // Two module members declared; the service fills in the others with its defaults (0.5, 10…).
  const route = await c.httpsEdgeRoutes.create(edge.id, {
    match_type: "path_prefix",
    match: "/api",
    circuit_breaker: { num_buckets: 20, tripped_duration: 30 },
  });
  const destination = await c.eventDestinations.create({
    description: "audit",
    target: { kinesis: { auth: { role: { role_arn: ROLE } }, stream_arn: STREAM } },
  });
  made = { policy: policy.id, edge: edge.id, route: route.id, destination: destination.id };
});

const newProject = async () =>
  YamlProject.create({
    program: "resources: {}\n",
    project: "tunnels-import",
    pluginDir: requirePlugin(),
    config: { "tunnels:apiUrl": local.server.url },
    secretConfig: { "tunnels:apiKey": local.server.rootToken },
  });

/** The program: the generated files' `resources:` blocks, each file's lines after its own `resources:`. */
function programOf(project: YamlProject, files: string[]): string {
  const blocks = files.map((f) => {
    const text = readFileSync(path.join(project.dir, f), "utf8");
    expect(text, f).toMatch(/^resources:\n/m);
    return text.slice(text.indexOf("resources:\n") + "resources:\n".length).trimEnd();
  });
  return `resources:\n${blocks.join("\n")}\n`;
}

async function ok(project: YamlProject, args: string[]) {
  const result = await project.pulumi(args);
  expect(result.code, `pulumi ${args.join(" ")}\n${result.stdout}\n${result.stderr}`).toBe(0);
  return result;
}

describe("pulumi import through the real CLI, the real YAML host and the plugin", {
  timeout: 600_000,
}, () => {
  it("one by one: the generated YAML holds what was declared, not the service's defaults, and previews with no changes", async () => {
    const project = await newProject();
    // A route's own id does not say its edge: the CLI shows the form to use, and nothing is imported.
    const bare = await project.pulumi([
      "import",
      "tunnels:index:HttpsEdgeRoute",
      "route",
      made.route,
      "--yes",
    ]);
    expect(bare.code).not.toBe(0);
    expect(bare.stdout + bare.stderr).toContain('a HttpsEdgeRoute is imported by "<edgeId>/<id>"');
    const imports: Array<[string, string, string]> = [
      ["IpPolicy", "policy", made.policy],
      ["HttpsEdge", "edge", made.edge],
      ["HttpsEdgeRoute", "route", `${made.edge}/${made.route}`],
      ["HttpsEdgeRouteCircuitBreaker", "breaker", `${made.edge}/${made.route}/circuit_breaker`],
      ["EventDestination", "destination", made.destination],
    ];
    const files: string[] = [];
    for (const [type, name, id] of imports) {
      const file = `${name}.yaml`;
      await ok(project, [
        "import",
        `tunnels:index:${type}`,
        name,
        id,
        "--yes",
        "--protect=false",
        "--out",
        file,
      ]);
      files.push(file);
    }
    const program = programOf(project, files);
    // What was declared through the API is there, in the program's names…
    expect(program).toContain("description: office");
    expect(program).toContain("matchType: path_prefix");
    expect(program).toMatch(/numBuckets: 20/);
    expect(program).toContain(`streamArn: ${STREAM}`);
    expect(program).toContain(`edgeId: ${made.edge}`);
    // …and what the service filled in is not (errorThresholdPercentage 0.5, enabled true).
    expect(program).not.toMatch(/errorThresholdPercentage/);
    expect(program).not.toMatch(/enabled: true/);

    project.writeProgram(program);
    await ok(project, ["preview", "--expect-no-changes"]);
    await ok(project, ["preview", "--refresh", "--expect-no-changes"]);
    // The stack holds them now: destroying it deletes them (the module before its route, the route before its edge).
    await ok(project, ["destroy", "--yes", "--skip-preview"]);
    expect(await leftovers(local.client)).toEqual({});
  });

  it("from a file (-f): several at once, with generated YAML that previews with no changes", async () => {
    const c = local.client;
    const policy = await c.ipPolicies.create({ description: "lab" });
    const edge = await c.httpsEdges.create({ description: "lab edge" });
    const route = await c.httpsEdgeRoutes.create(edge.id, {
      match_type: "exact_path",
      match: "/health",
      compression: { enabled: false },
      circuit_breaker: { error_threshold_percentage: 0.9 },
    });
    const destination = await c.eventDestinations.create({
      target: { kinesis: { auth: { role: { role_arn: ROLE } }, stream_arn: STREAM } },
    });
    const project = await newProject();
    const resources = [
      { type: "tunnels:index:IpPolicy", name: "lab", id: policy.id },
      { type: "tunnels:index:HttpsEdge", name: "labEdge", id: edge.id },
      { type: "tunnels:index:HttpsEdgeRoute", name: "health", id: `${edge.id}/${route.id}` },
      {
        type: "tunnels:index:HttpsEdgeRouteCircuitBreaker",
        name: "healthBreaker",
        id: `${edge.id}/${route.id}/circuit_breaker`,
      },
      { type: "tunnels:index:EventDestination", name: "stream", id: destination.id },
    ];
    writeFileSync(path.join(project.dir, "import.json"), JSON.stringify({ resources }));
    await ok(project, ["import", "-f", "import.json", "--yes", "--protect=false", "--out", "all.yaml"]);
    const program = programOf(project, ["all.yaml"]);
    // A member set to something other than its default stays, even when it is `false`.
    expect(program).toMatch(/compression:\n\s+enabled: false/);
    expect(program.match(/errorThresholdPercentage: 0\.9/g)).toHaveLength(2);
    expect(program).not.toMatch(/numBuckets|trippedDuration/);
    expect(program).toContain(`streamArn: ${STREAM}`);
    project.writeProgram(program);
    await ok(project, ["preview", "--expect-no-changes"]);
    await ok(project, ["destroy", "--yes", "--skip-preview"]);
    expect(await leftovers(local.client)).toEqual({});
  });

  it("secrets: left out of the generated YAML, the output and the state, each told with its config line; then one update per never-returned secret", async () => {
    const c = local.client;
    const edge = await c.httpsEdges.create({ description: "hooks", hostports: ["hooks.example.com:443"] });
    const route = await c.httpsEdgeRoutes.create(edge.id, {
      match_type: "path_prefix",
      match: "/hooks",
      webhook_verification: { provider: "github", secret: WEBHOOK_SECRET },
    });
    const destination = await c.eventDestinations.create({
      description: "dd",
      target: { datadog: { api_key: DATADOG_KEY } },
    });
    const project = await newProject();
    const seen: string[] = [];
    for (const [type, name, id] of [
      ["HttpsEdgeRoute", "hooks", `${edge.id}/${route.id}`],
      ["EventDestination", "dd", destination.id],
    ]) {
      const result = await ok(project, [
        "import",
        `tunnels:index:${type}`,
        name,
        id,
        "--yes",
        "--protect=false",
        "--out",
        `${name}.yaml`,
      ]);
      seen.push(result.stdout + result.stderr);
    }
    const output = seen.join("\n");
    // No check failure reaches the user as "a bug in the provider" (the Datadog key is never returned)…
    expect(output).not.toContain("almost certainly a bug");
    // …and each secret left out is told once per step, under its resource, with the line to run.
    expect(output).toContain(
      "hooks: webhookVerification.secret is a secret, left out of the imported inputs",
    );
    expect(output).toContain("pulumi config set --secret hooksWebhookVerificationSecret <value>");
    expect(output).toContain("dd: target.datadog.apiKey is a secret the service never returns");
    expect(output).toContain("pulumi config set --secret ddTargetDatadogApiKey <value>");
    const generated = programOf(project, ["hooks.yaml", "dd.yaml"]);
    expect(generated).toMatch(/webhookVerification:\n\s+provider: github/);
    const exported = (await ok(project, ["stack", "export"])).stdout;
    for (const text of [output, generated, exported]) {
      expect(text).not.toContain(WEBHOOK_SECRET);
      expect(text).not.toContain(DATADOG_KEY);
    }
    // The program takes each secret from the config key the warning named.
    project.writeProgram(
      programOf(project, ["hooks.yaml", "dd.yaml"])
        .replace(/(\n(\s+)provider: github)/, `$1\n$2secret: \${hooksWebhookVerificationSecret}`)
        .replace(/apiKey: .*/, `apiKey: \${ddTargetDatadogApiKey}`),
    );
    await project.setConfig("hooksWebhookVerificationSecret", WEBHOOK_SECRET, { secret: true });
    await project.setConfig("ddTargetDatadogApiKey", DATADOG_KEY, { secret: true });
    // The webhook secret the service returned is in state: the same value is no change. The Datadog key was
    // never seen: exactly one update, of that member, sends it.
    const preview = await ok(project, ["preview", "--diff"]);
    expect(preview.stdout).toMatch(/~ 1 to update/);
    expect(preview.stdout).toContain("+ apiKey: [secret]");
    expect(preview.stdout).not.toMatch(/HttpsEdgeRoute::hooks\]/);
    await ok(project, ["up", "--yes", "--skip-preview"]);
    await ok(project, ["preview", "--expect-no-changes"]);
    const after = (await ok(project, ["stack", "export"])).stdout;
    expect(after).not.toContain(WEBHOOK_SECRET);
    expect(after).not.toContain(DATADOG_KEY);
    await ok(project, ["destroy", "--yes", "--skip-preview"]);
    await c.httpsEdges.delete(edge.id); // not imported: the route was taken alone
    expect(await leftovers(local.client)).toEqual({});
  });
});
