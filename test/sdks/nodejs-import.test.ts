import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leftovers, REPO_ROOT, useLocalServer } from "../../harness";
import { compileProgram, nodejsSdkProject, packedNodejsSdk } from "./nodejs-project";
import { codegenCommand } from "./toolchain";

/**
 * `pulumi import` into a TypeScript stack, through the real CLI and the plugin: objects made through the API are
 * imported with `--generate-code=false` (the CLI would ask the Node.js language host for the code, and that host
 * cannot be built here); the TypeScript the host would write is rendered from the same state by Pulumi's own
 * program generator, `codegen/nodejs.GenerateProgram` (`pulumi-codegen import-nodejs`, the CLI's import code
 * path with the generator called in process), compiled with `tsc --strict` against the SDK and run as the
 * program: it previews with no changes.
 */
const local = useLocalServer({ beforeAll, afterAll });
const STREAM = "arn:aws:kinesis:us-east-1:123456789012:stream/events";
const ROLE = "arn:aws:iam::123456789012:role/deliver";
let tarball = "";

beforeAll(() => {
  tarball = packedNodejsSdk();
}, 300_000);

describe("pulumi import into a TypeScript stack", { timeout: 600_000 }, () => {
  it("imports with --generate-code=false; the TypeScript rendered for it compiles and previews with no changes", async () => {
    const c = local.client;
    const policy = await c.ipPolicies.create({ description: "vpn", metadata: "team=ops" });
    const edge = await c.httpsEdges.create({ description: "docs", hostports: ["docs.example.com:443"] });
    const route = await c.httpsEdgeRoutes.create(edge.id, {
      match_type: "path_prefix",
      match: "/guides",
      ip_restriction: { ip_policy_ids: [policy.id] },
      request_headers: { add: { "x-served-by": "edge" } },
      circuit_breaker: { num_buckets: 20, tripped_duration: 30 },
    });
    const destination = await c.eventDestinations.create({
      description: "audit trail",
      format: "json",
      target: { kinesis: { stream_arn: STREAM, auth: { role: { role_arn: ROLE } } } },
    });
    const key = await c.apiKeys.create({ description: "deploys" });

    const project = await nodejsSdkProject({
      tarballs: [tarball],
      project: "nodejs-import",
      config: { "tunnels:apiUrl": local.server.url },
      secretConfig: { "tunnels:apiKey": local.server.rootToken },
    });
    const resources = [
      { type: "tunnels:index:IpPolicy", name: "vpn", id: policy.id },
      { type: "tunnels:index:HttpsEdge", name: "docs", id: edge.id },
      { type: "tunnels:index:HttpsEdgeRoute", name: "guides", id: `${edge.id}/${route.id}` },
      {
        type: "tunnels:index:HttpsEdgeRouteCircuitBreaker",
        name: "guidesBreaker",
        id: `${edge.id}/${route.id}/circuit_breaker`,
      },
      { type: "tunnels:index:EventDestination", name: "audit", id: destination.id },
      { type: "tunnels:index:ApiKey", name: "deploys", id: key.id },
    ];
    writeFileSync(path.join(project.dir, "import.json"), JSON.stringify({ resources }));
    const imported = await project.pulumi([
      "import",
      "-f",
      "import.json",
      "--yes",
      "--protect=false",
      "--generate-code=false",
    ]);
    expect(imported.code, imported.stdout + imported.stderr).toBe(0);
    expect(imported.stdout).toMatch(/= 6 imported/);

    // The TypeScript `pulumi import` would write, from the stack's state as the CLI has it after the import.
    const state = await project.run(["stack", "export", "--show-secrets"]);
    const urns = resources.map((r) => `urn:pulumi:dev::nodejs-import::${r.type}::${r.name}`);
    const schema = path.join(REPO_ROOT, "plugin", "schema.json");
    await codegenCommand(["import-nodejs", schema, "index.ts", ...urns], project.dir, state.stdout);
    const source = readFileSync(path.join(project.dir, "index.ts"), "utf8");
    expect(source).toMatch(/^import \* as tunnels from "@pulumi-tunnels\/tunnels";$/m);
    expect(source).toContain('const guides = new tunnels.HttpsEdgeRoute("guides", {');
    // References where a value is another imported object's id, and what was declared, in the program's names.
    expect(source).toMatch(/edgeId: docs\.id,/);
    expect(source).toMatch(/ipPolicyIds: \[vpn\.id\]/);
    expect(source).toMatch(/"x-served-by": "edge"/);
    expect(source).toMatch(/numBuckets: 20,/);
    expect(source).toContain(`streamArn: "${STREAM}"`);
    // What the service filled in is not there (errorThresholdPercentage 0.5).
    expect(source).not.toMatch(/errorThresholdPercentage/);

    const compiled = await compileProgram(project.dir, source, true);
    expect(compiled.code, `${compiled.stdout}\n${source}`).toBe(0);
    for (const args of [["preview"], ["preview", "--refresh"]]) {
      const preview = await project.pulumi([...args, "--expect-no-changes"]);
      expect(preview.code, preview.stdout + preview.stderr).toBe(0);
    }
    // The stack holds them now: destroying it deletes them.
    await project.run(["destroy", "--yes", "--skip-preview"]);
    expect(await leftovers(c)).toEqual({});
  });
});
