import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../../server/index";
import { TunnelsClient } from "../../client";
import { CliProject, inventory, packedPackage } from "../../harness";

/**
 * tunnels-drift-report as a scheduled check runs it: installed with the package (its `bin`), fed the real
 * CLI's `pulumi preview --refresh --json`, right after a deploy and after changes made out of band. The
 * 200-resource capture its unit tests read is made by scripts/capture-drift-fixture.ts.
 */
const PROGRAM = `
const t = require("pulumi-tunnels");
const policy = new t.IpPolicy("office", { description: "office" });
new t.ReservedAddr("bastion", { region: "eu", description: "bastion" });
const edge = new t.HttpsEdge("site", { hostports: ["drift.example.com:443"] });
new t.HttpsEdgeRoute("api", {
  edgeId: edge.id,
  matchType: "path_prefix",
  match: "/api",
  ipRestriction: { ipPolicyIds: [policy.id] },
  webhookVerification: { provider: "github", secret: "webhook-s3cr3t" },
});
new t.EventDestination("audit", { target: { datadog: { apiKey: "dd-s3cr3t", service: "edge" } } });
`;

let server: RunningServer;
let client: TunnelsClient;
let project: CliProject;
beforeAll(async () => {
  server = await startServer({ port: 0 });
  client = new TunnelsClient({ baseUrl: server.url, apiKey: server.rootToken });
  project = await CliProject.create({
    programSource: PROGRAM,
    tarballs: [await packedPackage()],
    // Set before the first deploy: a refresh configures the provider as the state recorded it, so a
    // later change would not reach the stopped-server stage (see the last test).
    config: { "tunnels:apiUrl": server.url, "tunnels:retryTimeoutSeconds": "2" },
    secretConfig: { "tunnels:apiKey": server.rootToken },
  });
  await project.run(["up", "--yes", "--skip-preview"]);
});
afterAll(async () => {
  await client?.close();
});

/**
 * The installed command on the CLI's JSON, as a pipeline step runs it: the file the package's `bin` names
 * (the harness extracts the tarball without linking `node_modules/.bin`).
 */
function driftReport(previewJson: string, ...args: string[]) {
  const installed = path.join(project.dir, "node_modules", "pulumi-tunnels");
  const { bin } = JSON.parse(readFileSync(path.join(installed, "package.json"), "utf8"));
  const command = path.join(installed, bin["tunnels-drift-report"]);
  return spawnSync(process.execPath, [command, ...args], { input: previewJson, encoding: "utf8" });
}

describe("tunnels-drift-report on the real CLI's preview", { timeout: 600_000 }, () => {
  it("right after up: exit 0 and a one-line report", async () => {
    const preview = await project.run(["preview", "--refresh", "--json"]);
    const report = driftReport(preview.stdout);
    expect([report.status, report.stderr]).toEqual([0, ""]);
    expect(report.stdout).toBe("**No drift: 5 resources match the program.**\n");
  });

  it("after changes out of band: exit 7, naming each resource and member, secrets never in clear", async () => {
    const inv = await inventory(client);
    const edgeId = inv.httpsEdges[0].id;
    await client.reservedAddrs.update(inv.reservedAddrs[0].id, { description: "changed by hand" });
    await client.httpsEdgeRoutes.update(edgeId, inv.routes[0].id, { match: "/hijacked" });
    await client.httpsEdgeRouteWebhookVerification.replace(edgeId, inv.routes[0].id, {
      provider: "github",
      secret: "changed-s3cr3t",
    });
    await client.ipPolicies.delete(inv.ipPolicies[0].id);
    // Only a non-secret member of a module that holds a secret: the TypeScript classes hide the module whole.
    await client.eventDestinations.update(inv.eventDestinations[0].id, {
      target: { datadog: { api_key: "dd-s3cr3t", service: "changed by hand" } },
    });
    expect((await project.pulumi(["preview", "--refresh", "--expect-no-changes"])).code).toBe(7);

    const preview = await project.run(["preview", "--refresh", "--json"]);
    const report = driftReport(preview.stdout);
    expect(report.status).toBe(7);
    const lines = report.stdout.split("\n");
    expect(lines[0]).toMatch(/^\*\*Drift: 4 of 5 resources differ from the program \(.*\)\.\*\*$/);
    expect(report.stdout).toContain(
      '- `ReservedAddr` **bastion**: changed out of band: `description` `"changed by hand"` → `"bastion"`',
    );
    expect(report.stdout).toContain('`match` `"/hijacked"` → `"/api"`');
    expect(report.stdout).toContain("- `IpPolicy` **office**: missing on the service");
    expect(report.stdout).toContain(
      "- `EventDestination` **audit**: changed out of band: the change is in `target`, which the CLI shows only as `[secret]`: the TypeScript classes keep a module that holds a secret secret whole",
    );
    expect(report.stdout).not.toMatch(/s3cr3t/);

    const json = JSON.parse(driftReport(preview.stdout, "--json").stdout);
    expect(json.drifted.map((d: { name: string; op: string }) => `${d.name} ${d.op}`).sort()).toEqual([
      "api update",
      "audit update",
      "bastion update",
      "office create",
    ]);
  });

  // Last: it stops the server.
  it("a preview against a stopped server is not a clean report: exit 1", async () => {
    await server.close();
    const preview = await project.pulumi(["preview", "--refresh", "--json"]);
    expect(preview.code).not.toBe(0);
    expect(preview.code).not.toBe(7);
    const report = driftReport(preview.stdout);
    // The CLI prints the refresh steps it got to, and the errors among its diagnostics.
    expect(JSON.parse(preview.stdout).steps.length).toBeGreaterThan(0);
    expect(report.status).toBe(1);
    expect(report.stderr).toMatch(/^tunnels-drift-report: the preview failed, so it says nothing of drift: /);
    expect(report.stderr).toContain("ECONNREFUSED");
  });
});
