import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT, useLocalServer } from "../../harness";
import { compileProgram, nodejsSdkProject, packedNodejsSdk } from "./nodejs-project";
import {
  accountIds,
  expectDeployed,
  expectPutBack,
  expectSecretsAtOwnPath,
  LITERAL_SECRETS,
  RESOURCES,
  refreshingPreview,
  stackOutputs,
} from "./stages";

/**
 * The Node.js SDK, sdk/nodejs, packed as the release packs it and installed from its tarball, used by the
 * TypeScript program nodejs/program.ts, which the real CLI runs with the plugin: the resources of the other
 * languages' programs, a second route, and a second account through an explicit provider.
 */
const local = useLocalServer({ beforeAll, afterAll });
const lab = useLocalServer({ beforeAll, afterAll });
const SOURCE = readFileSync(path.join(REPO_ROOT, "test", "sdks", "nodejs", "program.ts"), "utf8");
/** The program's resources beyond the other languages': a route, the explicit provider and its IP policy. */
const EXTRA = 3;
let tarball = "";

beforeAll(() => {
  tarball = packedNodejsSdk();
}, 300_000);

type Steps = { steps: { op: string; urn: string; detailedDiff?: Record<string, { kind: string }> }[] };

describe("the Node.js SDK through the real CLI", { timeout: 900_000 }, () => {
  it("nodejs: up, no drift, drift named member by member and put back, secrets at their own path and never in clear, destroy", async () => {
    const { client, server } = local;
    const project = await nodejsSdkProject({
      tarballs: [tarball],
      project: "sdk-nodejs",
      source: SOURCE,
      config: { "tunnels:apiUrl": server.url, "sdk-nodejs:labUrl": lab.server.url },
      secretConfig: { "tunnels:apiKey": server.rootToken, "sdk-nodejs:labKey": lab.server.rootToken },
    });
    const [before, labBefore] = [await accountIds(client), await accountIds(lab.client)];

    const up = await project.run(["up", "--yes", "--skip-preview"]);
    expect(up.stdout).toMatch(new RegExp(`\\+ ${RESOURCES + EXTRA + 1} created`));
    const outputs = await stackOutputs(project);
    const siteId = await expectDeployed(client, outputs);
    const routeId = String(outputs.routeId.value);
    expect(await client.httpsEdgeRoutes.get(siteId, String(outputs.healthId.value))).toMatchObject({
      match: "/health",
      response_headers: { add: { "cache-control": "no-store" } },
    });
    // The explicit provider's policy is in the second account, and only there.
    expect((await lab.client.ipPolicies.get(String(outputs.labOfficeId.value))).description).toBe(
      "Lab networks",
    );
    expect((await accountIds(lab.client)).ipPolicies).toEqual([
      ...labBefore.ipPolicies,
      outputs.labOfficeId.value,
    ]);

    const quiet = await refreshingPreview(project, 0);

    // Two members changed through the API: the edge's description, a member of the route's circuit breaker.
    await client.httpsEdges.update(siteId, { description: "changed by hand" });
    await client.httpsEdgeRouteCircuitBreaker.replace(siteId, routeId, {
      error_threshold_percentage: 0.5,
      volume_threshold: 35,
    });
    const drifted = await refreshingPreview(project, 7);
    expect(drifted.stdout).toMatch(/~ description\s*:\s*"changed by hand"\s*=>\s*"Public site"/);
    expect(drifted.stdout).toMatch(/~ volumeThreshold\s*:\s*35\s*=>\s*20/);
    const json = JSON.parse((await project.run(["preview", "--refresh", "--json"])).stdout) as Steps;
    const diffs = Object.fromEntries(
      json.steps.filter((s) => s.op === "update").map((s) => [s.urn.split("::").pop(), s.detailedDiff]),
    );
    expect(diffs).toEqual({
      site: { description: { kind: "update", inputDiff: false } },
      app: { "circuitBreaker.volumeThreshold": { kind: "update", inputDiff: false } },
    });

    const putBack = await expectPutBack(project, client, siteId, 2);

    // As a user runs it, without --show-secrets: secrets only as ciphertext, the second account's key too.
    const state = (await project.run(["stack", "export"])).stdout;
    expect(state).toContain("ciphertext");
    const secrets = [String(outputs.keyToken.value), server.rootToken, lab.server.rootToken];
    for (const secret of [...secrets, ...LITERAL_SECRETS]) expect(state).not.toContain(secret);
    expectSecretsAtOwnPath(state);

    const destroyed = await project.run(["destroy", "--yes", "--skip-preview"]);
    expect(destroyed.stdout).toMatch(new RegExp(`- ${RESOURCES + EXTRA + 1} deleted`));
    expect(await accountIds(client)).toEqual(before);
    expect(await accountIds(lab.client)).toEqual(labBefore);
    const printed = [up, quiet, drifted, ...putBack, destroyed].map((r) => r.stdout + r.stderr).join("\n");
    for (const secret of LITERAL_SECRETS) expect(printed, "a command's output").not.toContain(secret);
  });

  // The program itself compiles with `tsc --strict` when its project is made (nodejsSdkProject), above.
  it("tsc --strict rejects a misspelt member, naming it and where it is", async () => {
    const project = await nodejsSdkProject({ tarballs: [tarball], project: "sdk-nodejs-tsc" });
    expect(SOURCE).toContain('match: "/app",');
    const misspelt = await compileProgram(
      project.dir,
      SOURCE.replace('match: "/app",', 'mach: "/app",'),
      true,
    );
    expect(misspelt.code).not.toBe(0);
    expect(misspelt.stdout).toMatch(
      /index\.ts\(\d+,\d+\): error TS2561: Object literal may only specify known properties, but 'mach' does not exist in type 'HttpsEdgeRouteArgs'\. Did you mean to write 'match'\?/,
    );
  });
});
