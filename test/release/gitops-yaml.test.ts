import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type CliResult,
  inventory,
  leftovers,
  PACKAGE_VERSION as VERSION,
  REPO_ROOT,
  runProcess,
  scriptToolsWithoutNode,
} from "../../harness";
import { installedPlugins, userEnv, useUserRelease } from "./user";

/**
 * examples/gitops-yaml as a team with no Node.js runs it: a copy of the folder outside the repository, `PATH` holding
 * the CLI, its YAML host, bash and coreutils (no `node`), an empty `PULUMI_HOME`, the plugin downloaded by the CLI
 * from the release folder, the local API server as the service. Its scripts preview, deploy, check for drift (the
 * report from the plugin executable through `pulumi plugin run`), run the throwaway integration stack, and the
 * stack is destroyed. The committed Pulumi.<stack>.yaml files are decrypted with examples/gitops/README.md's
 * passphrase; only where the service is changes.
 */
const PASSPHRASE = "gitops example passphrase: replace me";
const user = useUserRelease("gitops-yaml");
let dir = "";
let env: NodeJS.ProcessEnv = {};

const script = (name: string, args: string[], extra: NodeJS.ProcessEnv = {}) =>
  runProcess(path.join(dir, "scripts", name), args, {
    cwd: dir,
    env: { ...env, ...extra },
    timeoutMs: 300_000,
  });
async function pulumi(args: string[], input?: string): Promise<CliResult> {
  const result = await runProcess("pulumi", args, { cwd: dir, env, input, timeoutMs: 300_000 });
  if (result.code !== 0) throw new Error(`pulumi ${args.join(" ")} exited ${result.code}:\n${result.stderr}`);
  return result;
}
const report = (stack: string) => readFileSync(path.join(dir, "drift", `${stack}.md`), "utf8");

beforeAll(async () => {
  dir = path.join(user.scratch, "gitops-yaml");
  cpSync(path.join(REPO_ROOT, "examples", "gitops-yaml"), dir, { recursive: true });
  const backend = path.join(user.scratch, "state");
  mkdirSync(backend);
  const checked = userEnv(user.assets);
  env = {
    ...checked,
    PATH: `${checked.PATH}${path.delimiter}${scriptToolsWithoutNode(user.scratch)}`,
    HOME: user.scratch,
    PULUMI_HOME: user.home,
    PULUMI_BACKEND_URL: `file://${backend}`,
    PULUMI_CONFIG_PASSPHRASE: PASSPHRASE,
    PULUMI_SKIP_UPDATE_CHECK: "true",
    NO_COLOR: "1",
  };
  for (const stack of ["staging", "production"]) {
    await pulumi(["stack", "init", "--secrets-provider", "passphrase", stack]);
    await pulumi(["config", "set", "--stack", stack, "tunnels:apiUrl", user.local.server.url]);
    await pulumi(
      ["config", "set", "--stack", stack, "--secret", "tunnels:apiKey"],
      user.local.server.rootToken,
    );
  }
}, 300_000);

describe("examples/gitops-yaml's scripts, with no Node.js", { timeout: 600_000 }, () => {
  it("names the plugin at the package's version (scripts/sync-versions.ts keeps it); there is no node to run", async () => {
    expect(readFileSync(path.join(dir, "Pulumi.yaml"), "utf8")).toContain(`      version: ${VERSION}\n`);
    const which = await runProcess("bash", ["-c", "command -v node npm npx"], { cwd: dir, env });
    expect(which.code).not.toBe(0);
    expect(which.stdout).toBe("");
  });

  it("preview.sh: one comment for both stacks, the policy pack passed; the plugin and its analyzer downloaded once", async () => {
    const run = await script("preview.sh", ["comment.md", "staging", "production"]);
    expect(run.code, run.stderr).toBe(0);
    const comment = readFileSync(path.join(dir, "comment.md"), "utf8");
    const lines = comment.split("\n");
    // The stack, an IP policy and its rule, a backend, an edge and three routes.
    expect(lines.slice(5, 7)).toEqual(["| `staging` | + 8 to create |", "| `production` | + 8 to create |"]);
    // Each preview ran the pack (`--diff` lists it under "Policy Packs run:"), and nothing broke a rule.
    expect(comment.match(/Policy Packs run:/g)).toHaveLength(2);
    expect(comment).not.toMatch(/\[(mandatory|advisory)\]/);
    expect(installedPlugins(user.home)).toEqual({
      [`analyzer-policy-tunnels-v${VERSION}`]: ["pulumi-analyzer-policy-tunnels"],
      [`resource-tunnels-v${VERSION}`]: ["pulumi-resource-tunnels"],
    });
    expect(user.assets.requests.sort()).toEqual([
      `GET /pulumi-analyzer-policy-tunnels-v${VERSION}-linux-amd64.tar.gz`,
      `GET /pulumi-resource-tunnels-v${VERSION}-linux-amd64.tar.gz`,
    ]);
  });

  it("preview.sh with a planted open route: fails, naming the rule and the route as the program names it; passes without it", async () => {
    const program = path.join(dir, "Pulumi.yaml");
    const clean = readFileSync(program, "utf8");
    const planted = [
      "  debug:",
      "    type: tunnels:index:HttpsEdgeRoute",
      "    properties:",
      `      edgeId: \${site.id}`,
      "      matchType: path_prefix",
      "      match: /debug",
      "      backend:",
      `        backendId: \${web.id}`,
      "",
      "outputs:",
    ].join("\n");
    writeFileSync(program, clean.replace("\noutputs:", `\n${planted}`));
    try {
      const run = await script("preview.sh", ["comment.md", "staging"]);
      expect(run.code, run.stderr).not.toBe(0);
      const comment = readFileSync(path.join(dir, "comment.md"), "utf8");
      expect(comment).toMatch(/\| `staging` \| \*\*preview failed \(exit \d+\)\*\* \|/);
      expect(comment).toMatch(
        /\[mandatory\].*ingress-requires-auth\s+\(tunnels:index:HttpsEdgeRoute: debug\)/,
      );
      expect(comment).toContain("Anyone on the internet reaches it");
      expect(comment.match(/\[mandatory\]/g)).toHaveLength(1);
    } finally {
      writeFileSync(program, clean);
    }
    const again = await script("preview.sh", ["comment.md", "staging"]);
    expect(again.code, again.stderr).toBe(0);
  });

  it("deploy.sh, then drift-check.sh: exit 0 and the plugin's one-line report", async () => {
    const deploy = await script("deploy.sh", ["staging"]);
    expect(deploy.code, deploy.stdout + deploy.stderr).toBe(0);
    const hooks = (await inventory(user.local.client)).routes.filter((r) => r.match === "/hooks/github");
    expect(hooks.map((r) => r.webhook_verification?.secret)).toEqual(["example-staging-webhook-secret"]);

    const run = await script("drift-check.sh", ["staging"]);
    expect(run.code, run.stderr).toBe(0);
    expect(report("staging")).toBe("**No drift: 7 resources match the program.**\n");
  });

  it("drift-check.sh after a change by hand: exit 7, the report names the resource and member", async () => {
    const edge = (await inventory(user.local.client)).httpsEdges[0];
    const admin = edge.routes!.find((r) => r.match === "/admin")!;
    await user.local.client.httpsEdgeRoutes.update(edge.id, admin.id, { match: "/manage" });

    const run = await script("drift-check.sh", ["staging"]);
    expect(run.code, run.stderr).toBe(7);
    expect(run.stderr).not.toContain("drift check of staging failed");
    const text = report("staging");
    expect(text.split("\n")[0]).toBe("**Drift: 1 of 7 resources differ from the program (update 1).**");
    expect(text).toContain(
      '- `HttpsEdgeRoute` **admin**: changed out of band: `match` `"/manage"` → `"/admin"`',
    );

    expect((await script("deploy.sh", ["staging"])).code).toBe(0);
    expect((await script("drift-check.sh", ["staging"])).code).toBe(0);
  });

  it("drift-check.sh after the admin route's IP restriction is removed by hand: the report names the rule it now breaks", async () => {
    const edge = (await inventory(user.local.client)).httpsEdges[0];
    const admin = edge.routes!.find((r) => r.match === "/admin")!;
    await user.local.client.httpsEdgeRouteIpRestriction.delete(edge.id, admin.id);
    const run = await script("drift-check.sh", ["staging"]);
    expect(run.code, run.stderr).toBe(7);
    expect(report("staging")).toMatch(
      /- `ingress-requires-auth` \(mandatory\) on `HttpsEdgeRoute` \*\*admin\*\*: Anyone on the internet reaches it/,
    );
    expect((await script("deploy.sh", ["staging"])).code).toBe(0);
    expect((await script("drift-check.sh", ["staging"])).code).toBe(0);
  });

  it("drift-check.sh fails with neither 0 nor 7 when the check cannot run, or the report cannot read it", async () => {
    const wrongKey = await script("drift-check.sh", ["staging"], {
      PULUMI_CONFIG_PASSPHRASE: "not the passphrase",
    });
    expect([0, 7]).not.toContain(wrongKey.code);
    expect(wrongKey.stderr).toContain(
      `drift check of staging failed: pulumi preview exited ${wrongKey.code}`,
    );

    // The report's own refusal, through the same command the script runs: 1, never 0 or 7.
    writeFileSync(path.join(dir, "drift", "cut.json"), '{"steps": [');
    const cut = await runProcess(
      "pulumi",
      ["plugin", "run", "--kind", "resource", `tunnels@${VERSION}`, "--", "drift-report", "drift/cut.json"],
      { cwd: dir, env, input: "" },
    );
    expect(cut.code, cut.stderr).toBe(1);
    expect(cut.stderr).toContain("pulumi-resource-tunnels drift-report:");
    // Only the command's own message: the bundled report never also runs as the npm bin on the process's arguments.
    expect(cut.stderr).not.toContain("give one file at most");
  });

  it("integration.sh: a throwaway stack deployed, checked and destroyed; then staging is destroyed", async () => {
    const run = await script("integration.sh", ["pr-1-1"], {
      TUNNELS_API_URL: user.local.server.url,
      TUNNELS_API_KEY: user.local.server.rootToken,
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain("integration checks of pr-1-1 passed");
    expect(run.stdout).toMatch(/Resources:\s+\+ 8 created/);

    await pulumi(["destroy", "--stack", "staging", "--yes", "--skip-preview", "--non-interactive"]);
    expect(await leftovers(user.local.client)).toEqual({});
    // Every command ran the plugin and the analyzer installed by the first preview.
    expect(user.assets.requests).toHaveLength(2);
  });
});
