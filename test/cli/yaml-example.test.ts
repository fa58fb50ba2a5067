import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  counts,
  inventory,
  leftovers,
  REPO_ROOT,
  requirePlugin,
  useLocalServer,
  YamlProject,
} from "../../harness";

/**
 * examples/yaml as a user runs it: the real CLI starts the real YAML language host, which binds the
 * plugin's schema; the engine deploys through the plugin against the local server.
 */
const EXAMPLE = readFileSync(path.join(REPO_ROOT, "examples", "yaml", "Pulumi.yaml"), "utf8");
/** The example's own name and runtime lines are the project's: YamlProject writes them. */
const BODY = EXAMPLE.replace(/^(name|runtime):.*\n/gm, "");
const WEBHOOK_SECRET = "wh-example-s3cr3t";
const DATADOG_KEY = "dd-example-s3cr3t";

const local = useLocalServer({ beforeAll, afterAll });
let project: YamlProject;

beforeAll(async () => {
  project = await YamlProject.create({
    program: BODY,
    project: "tunnels-yaml",
    pluginDir: requirePlugin(),
    config: { "tunnels:apiUrl": local.server.url },
    secretConfig: {
      "tunnels:apiKey": local.server.rootToken,
      "tunnels-yaml:webhookSecret": WEBHOOK_SECRET,
      "tunnels-yaml:datadogApiKey": DATADOG_KEY,
    },
  });
});

describe("examples/yaml through the real CLI, the real YAML host and the plugin", {
  timeout: 600_000,
}, () => {
  it("preview, up, then no changes with or without a refresh; destroy leaves nothing", async () => {
    const preview = await project.pulumi(["preview"]);
    expect(preview.code, preview.stdout + preview.stderr).toBe(0);
    expect(counts(await inventory(local.client)).httpsEdges).toBe(0);

    await project.run(["up", "--yes", "--skip-preview"]);
    const inv = await inventory(local.client);
    expect(counts(inv)).toMatchObject({
      ipPolicies: 1,
      ipPolicyRules: 1,
      tunnelGroupBackends: 1,
      httpsEdges: 1,
      routes: 2,
      eventDestinations: 1,
      eventSubscriptions: 1,
    });
    const app = inv.routes.find((r) => r.match === "/app")!;
    expect(app.backend?.backend?.id).toBe(inv.tunnelGroupBackends[0].id);
    expect(app.policy?.inbound?.[0]).toMatchObject({ name: "no scanners" });
    expect(app.circuit_breaker).toMatchObject({ error_threshold_percentage: 0.5 });
    const outputs = JSON.parse((await project.run(["stack", "output", "--json"])).stdout);
    expect(outputs.edgeId).toBe(inv.httpsEdges[0].id);
    expect(Array.isArray(outputs.intranetTunnels)).toBe(true);

    const noChanges = await project.pulumi(["preview", "--expect-no-changes"]);
    expect(noChanges.code, noChanges.stdout + noChanges.stderr).toBe(0);
    const refreshed = await project.pulumi(["preview", "--refresh", "--expect-no-changes"]);
    expect(refreshed.code, refreshed.stdout + refreshed.stderr).toBe(0);

    const exported = (await project.run(["stack", "export"])).stdout;
    for (const secret of [WEBHOOK_SECRET, DATADOG_KEY, local.server.rootToken])
      expect(exported).not.toContain(secret);

    await project.run(["destroy", "--yes", "--skip-preview"]);
    expect(await leftovers(local.client)).toEqual({});
  });
});
