import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inventory, useLocalServer } from "../../harness";
import { GitopsCheckout } from "./gitops";

/**
 * examples/gitops/scripts as its workflows run them, with the real CLI, against the local server: the pull
 * request's preview of both stacks, the deploys, the scheduled drift check (clean, drifted, and failing on
 * a stopped server) and the pull request's ephemeral integration run. The stacks are the committed
 * Pulumi.<stack>.yaml files, decrypted with the passphrase the example's README documents; only where the
 * service is (`tunnels:apiUrl`, `tunnels:apiKey`) is changed, to point at the local server.
 */
const local = useLocalServer({ beforeAll, afterAll });
let checkout: GitopsCheckout;
const reports = () => path.join(checkout.dir, "drift");
const report = (stack: string) => readFileSync(path.join(reports(), `${stack}.md`), "utf8");

beforeAll(async () => {
  checkout = await GitopsCheckout.create();
  for (const stack of ["staging", "production"]) {
    await checkout.pulumi(["stack", "init", "--secrets-provider", "passphrase", stack]);
    await checkout.pulumi(["config", "set", "--stack", stack, "tunnels:apiUrl", local.server.url]);
    await checkout.pulumi(
      ["config", "set", "--stack", stack, "--secret", "tunnels:apiKey"],
      local.server.rootToken,
    );
  }
  // Before the first deploy: a refresh configures the provider as the state recorded it (the last test).
  await checkout.pulumi(["config", "set", "--stack", "production", "tunnels:retryTimeoutSeconds", "2"]);
}, 300_000);

describe("examples/gitops/scripts with the real CLI", { timeout: 600_000 }, () => {
  it("preview.sh: one comment, the summary table first, then each stack's diff; no secret in clear", async () => {
    const run = await checkout.script("preview.sh", ["comment.md", "staging", "production"]);
    expect(run.code, run.stderr).toBe(0);
    const comment = readFileSync(path.join(checkout.dir, "comment.md"), "utf8");
    const lines = comment.split("\n");
    expect(lines.slice(0, 7)).toEqual([
      "<!-- tunnels-gitops-preview -->",
      "### Pulumi preview",
      "",
      "| Stack | Changes |",
      "| --- | --- |",
      // The stack, an IP policy and its rules, a backend, an edge and three routes.
      "| `staging` | + 8 to create |",
      "| `production` | + 9 to create |",
    ]);
    expect(comment).toContain("<details><summary><code>staging</code>: + 8 to create</summary>");
    expect(comment).toContain("app.staging.example.com:443");
    expect(comment).toContain("2001:db8:10::/48");
    expect(comment).not.toMatch(/example-(staging|production)-(webhook-secret|api-key)/);
    expect(comment).not.toContain(local.server.rootToken);
  });

  it("preview.sh with a planted open route: the policy pack fails the preview, naming the rule and the route; without it, it passes", async () => {
    const program = path.join(checkout.dir, "index.js");
    const clean = readFileSync(program, "utf8");
    const planted = `new tunnels.HttpsEdgeRoute("debug", { edgeId: edge.id, matchType: "path_prefix", match: "/debug", backend });`;
    writeFileSync(program, `${clean}\n${planted}\n`);
    try {
      const run = await checkout.script("preview.sh", ["comment.md", "staging"]);
      expect(run.code, run.stderr).not.toBe(0);
      const comment = readFileSync(path.join(checkout.dir, "comment.md"), "utf8");
      expect(comment).toMatch(/\| `staging` \| \*\*preview failed \(exit \d+\)\*\* \|/);
      expect(comment).toMatch(
        /\[mandatory\].*ingress-requires-auth\s+\(pulumi-nodejs:dynamic\/tunnels:HttpsEdgeRoute: debug\)/,
      );
      expect(comment).toContain("Anyone on the internet reaches it");
      // Only the planted route: `app` and `hooks` are public on purpose (policy/staging.json), `admin` is guarded.
      expect(comment.match(/\[mandatory\]/g)).toHaveLength(1);
    } finally {
      writeFileSync(program, clean);
    }
    const again = await checkout.script("preview.sh", ["comment.md", "staging"]);
    expect(again.code, again.stderr).toBe(0);
    const passed = readFileSync(path.join(checkout.dir, "comment.md"), "utf8");
    // The pack ran (`--diff` lists it under "Policy Packs run:") and found nothing.
    expect(passed).toContain("Policy Packs run:");
    expect(passed).not.toContain("ingress-requires-auth");
  });

  it("deploy.sh: staging, then production, with the committed secrets decrypted", async () => {
    for (const stack of ["staging", "production"]) {
      const run = await checkout.script("deploy.sh", [stack]);
      expect(run.code, run.stdout + run.stderr).toBe(0);
    }
    const inv = await inventory(local.client);
    expect(inv.httpsEdges.map((e) => e.hostports).sort()).toEqual([
      ["app.example.com:443"],
      ["app.staging.example.com:443"],
    ]);
    const hooks = inv.routes.filter((r) => r.match === "/hooks/github");
    expect(hooks.map((r) => r.webhook_verification?.secret).sort()).toEqual([
      "example-production-webhook-secret",
      "example-staging-webhook-secret",
    ]);
  });

  it("drift-check.sh right after the deploy: exit 0 and a one-line report", async () => {
    const run = await checkout.script("drift-check.sh", ["staging"]);
    expect(run.code, run.stderr).toBe(0);
    // The report counts the program's resources, the stack itself left out.
    expect(report("staging")).toBe("**No drift: 7 resources match the program.**\n");
  });

  it("drift-check.sh after changes made by hand: exit 7, the report names each resource and member", async () => {
    const inv = await inventory(local.client);
    const staging = inv.httpsEdges.find((e) => e.hostports?.[0] === "app.staging.example.com:443")!;
    const admin = staging.routes!.find((r) => r.match === "/admin")!;
    await local.client.httpsEdgeRoutes.update(staging.id, admin.id, { match: "/manage" });
    const office = inv.ipPolicies.find((p) => p.description === "Office networks (staging)")!;
    await local.client.ipPolicies.update(office.id, { description: "changed by hand" });

    const run = await checkout.script("drift-check.sh", ["staging"]);
    expect(run.code, run.stderr).toBe(7);
    expect(run.stderr).not.toContain("drift check of staging failed");
    const text = report("staging");
    expect(text.split("\n")[0]).toMatch(/^\*\*Drift: 2 of 7 resources differ from the program \(.*\)\.\*\*$/);
    expect(text).toContain(
      '- `HttpsEdgeRoute` **admin**: changed out of band: `match` `"/manage"` → `"/admin"`',
    );
    expect(text).toContain(
      '- `IpPolicy` **office**: changed out of band: `description` `"changed by hand"` → `"Office networks (staging)"`',
    );
    expect(existsSync(path.join(reports(), "staging.json"))).toBe(true);
  });

  it("deploy.sh puts back what was changed by hand; the next check is clean (the issue closes)", async () => {
    expect((await checkout.script("deploy.sh", ["staging"])).code).toBe(0);
    const run = await checkout.script("drift-check.sh", ["staging"]);
    expect(run.code, run.stderr).toBe(0);
  });

  it("drift-check.sh after the admin route's IP restriction is removed by hand: the report names the rule it now breaks", async () => {
    const inv = await inventory(local.client);
    const staging = inv.httpsEdges.find((e) => e.hostports?.[0] === "app.staging.example.com:443")!;
    const admin = staging.routes!.find((r) => r.match === "/admin")!;
    await local.client.httpsEdgeRouteIpRestriction.delete(staging.id, admin.id);
    const run = await checkout.script("drift-check.sh", ["staging"]);
    expect(run.code, run.stderr).toBe(7);
    const text = report("staging");
    expect(text).toContain(
      "**Policy: 1 violation of the tunnels rules on the service's current objects (mandatory 1, advisory 0).**",
    );
    expect(text).toMatch(
      /- `ingress-requires-auth` \(mandatory\) on `HttpsEdgeRoute` \*\*admin\*\*: Anyone on the internet reaches it/,
    );
    expect((await checkout.script("deploy.sh", ["staging"])).code).toBe(0);
    expect((await checkout.script("drift-check.sh", ["staging"])).code).toBe(0);
    expect(report("staging")).not.toContain("Policy");
  });

  it("integration.sh: a throwaway stack deployed, checked and destroyed", async () => {
    const before = (await inventory(local.client)).httpsEdges.length;
    const run = await checkout.script("integration.sh", ["pr-1-1"], {
      TUNNELS_API_URL: local.server.url,
      TUNNELS_API_KEY: local.server.rootToken,
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain("integration checks of pr-1-1 passed");
    // Deployed (its edge was checked), then gone: the server, the backend and the checkout as they were.
    expect(run.stdout).toMatch(/Resources:\s+\+ 8 created/);
    expect((await inventory(local.client)).httpsEdges.length).toBe(before);
    expect(existsSync(path.join(checkout.dir, "Pulumi.pr-1-1.yaml"))).toBe(false);
    expect((await checkout.pulumi(["stack", "ls"])).stdout).not.toContain("pr-1-1");
  });

  // Last: it stops the server.
  it("drift-check.sh against a stopped server: the check fails, with a code that is not drift", async () => {
    await local.server.close();
    const run = await checkout.script("drift-check.sh", ["production"]);
    expect(run.code).not.toBe(0);
    expect(run.code).not.toBe(7);
    expect(run.stderr).toContain(`drift check of production failed: pulumi preview exited ${run.code}`);
    expect(readFileSync(path.join(reports(), "production.json"), "utf8")).toContain("ECONNREFUSED");
  });
});
