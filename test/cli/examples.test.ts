import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TunnelsClient } from "../../client";
import { CliProject, counts, inventory, packedPackage, REPO_ROOT, useLocalServer } from "../../harness";
import { cliSteps } from "./steps";

/**
 * Every example under examples/ through the real CLI, as its README tells users to run it: preview lists
 * the creates, up deploys, right after it neither preview nor preview --refresh sees a change, and destroy
 * leaves nothing on the server. The program is the example as `npm run build` compiles it.
 */
const EXAMPLES = readdirSync(path.join(REPO_ROOT, "examples")).filter((name) => {
  const project = path.join(REPO_ROOT, "examples", name, "Pulumi.yaml");
  return existsSync(project) && /^runtime: nodejs$/m.test(readFileSync(project, "utf8")) && name !== "gitops";
});
// gitops is deployed, checked for drift and destroyed through its own scripts and committed stacks, by
// gitops.test.ts; the YAML examples (`runtime: yaml`) through the plugin by yaml-example.test.ts.

/**
 * What an example needs before `up`, as its README tells users to set it: secrets from `pulumi config set
 * --secret`, and for `adopt` the objects made outside Pulumi, created here through the client.
 */
interface ExampleConfig {
  config?: Record<string, string>;
  secretConfig?: Record<string, string>;
}
const SETUP: Record<string, (c: TunnelsClient) => Promise<ExampleConfig>> = {
  "https-edge": async () => ({
    secretConfig: { oidcClientSecret: "oidc-example-s3cr3t", webhookSecret: "whsec-example-s3cr3t" },
  }),
  "event-destinations": async () => ({
    secretConfig: {
      cloudwatchAccessKeyId: "AKIAEXAMPLE",
      cloudwatchSecretAccessKey: "aws-example-s3cr3t",
      datadogApiKey: "dd-example-s3cr3t",
    },
  }),
  adopt: async (c) => {
    const policy = await c.ipPolicies.create({ description: "office" });
    const addr = await c.reservedAddrs.create({ region: "eu", description: "bastion" });
    const edge = await c.httpsEdges.create({ hostports: ["legacy.example.com:443"] });
    const route = await c.httpsEdgeRoutes.create(edge.id, { match_type: "path_prefix", match: "/api" });
    return {
      config: {
        "adopt:ipPolicyId": policy.id,
        "adopt:reservedAddrId": addr.id,
        "adopt:httpsEdgeId": edge.id,
        "adopt:httpsEdgeRouteId": route.id,
      },
    };
  },
};

const local = useLocalServer({ beforeAll, afterAll });

describe("the examples through the real Pulumi CLI", { timeout: 600_000 }, () => {
  it("there are examples to run", () => {
    expect(EXAMPLES).toEqual(expect.arrayContaining(["quickstart", ...Object.keys(SETUP)]));
  });

  it.each(EXAMPLES)("%s: preview, up, no drift, destroy", async (name) => {
    const setup = (await SETUP[name]?.(local.client)) ?? {};
    const before = counts(await inventory(local.client));
    const project = await CliProject.create({
      programSource: readFileSync(path.join(REPO_ROOT, "dist", "examples", name, "index.js"), "utf8"),
      tarballs: [await packedPackage()],
      project: name,
      config: { "tunnels:apiUrl": local.server.url, ...setup.config },
      secretConfig: { "tunnels:apiKey": local.server.rootToken, ...setup.secretConfig },
    });
    const preview = await project.pulumi(["preview", "--json"]);
    expect(preview.code).toBe(0);
    const creates = Object.values(cliSteps(preview.stdout).steps);
    expect(creates.length).toBeGreaterThan(0);
    expect(creates.every(([op]) => op === "create")).toBe(true);

    await project.run(["up", "--yes", "--skip-preview"]);
    const total = (c: Record<string, number>) => Object.values(c).reduce((a, b) => a + b, 0);
    expect(total(counts(await inventory(local.client)))).toBeGreaterThan(total(before));
    expect((await project.pulumi(["preview", "--expect-no-changes"])).code).toBe(0);
    expect((await project.pulumi(["preview", "--refresh", "--expect-no-changes"])).code).toBe(0);

    await project.run(["destroy", "--yes", "--skip-preview"]);
    expect(Object.values(counts(await inventory(local.client))).every((n) => n === 0)).toBe(true);
  });
});
