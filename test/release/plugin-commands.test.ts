import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { PACKAGE_VERSION as VERSION, REPO_ROOT, runProcess, scriptToolsWithoutNode } from "../../harness";
import { installedPlugins, userEnv, useUserRelease } from "./user";

/**
 * The plugin's commands as the guide prints them, run by a team with nothing but the Pulumi CLI (YAML, Python, Go):
 * PATH holds the CLI with its YAML host, bash and coreutils, and no `node`; PULUMI_HOME is empty; the release folder
 * is served as the GitHub release would serve it. The install line of docs/plugin.md fetches the plugin once;
 * `adopt` (docs/adopting-and-importing.md) lists an account made by hand and writes its files, which bring the
 * account under a YAML stack; after a change by hand, `drift-report` (docs/drift-and-gitops.md) reads the preview
 * and exits 7. `recover` is run the same way by test/cli/deploy-dies-early.test.ts.
 */
const user = useUserRelease("plugin-commands");
let env: NodeJS.ProcessEnv = {};
let dir = "";

/** The line of a guide page that starts with `start`, as printed; `<version>` is the release's. */
function printed(page: string, start: string): string {
  const text = readFileSync(path.join(REPO_ROOT, "docs", page), "utf8");
  const line = text.split("\n").find((l) => l.startsWith(start));
  expect(line, `docs/${page} prints a line starting "${start}"`).toBeDefined();
  return (line ?? "").replaceAll("<version>", VERSION);
}

/** Runs `lines` as a bash script with `set -e` in the user's folder; resolves with its exit code and output. */
const bash = (lines: string[], extra: NodeJS.ProcessEnv = {}) =>
  runProcess("bash", ["-c", ["set -euo pipefail", ...lines].join("\n")], {
    cwd: dir,
    env: { ...env, ...extra },
    timeoutMs: 300_000,
  });

beforeAll(async () => {
  dir = user.scratch;
  const cli = userEnv(user.assets);
  env = {
    ...cli,
    PATH: `${cli.PATH}${path.delimiter}${scriptToolsWithoutNode(user.scratch)}`,
    HOME: user.scratch,
    PULUMI_HOME: user.home,
    PULUMI_BACKEND_URL: `file://${user.scratch}`,
    PULUMI_CONFIG_PASSPHRASE: "plugin commands passphrase",
    PULUMI_SKIP_UPDATE_CHECK: "true",
    NO_COLOR: "1",
  };
  // The account, as a console or a script made it: an IP policy, an edge and its route with a webhook's secret.
  const { client } = user.local;
  await client.ipPolicies.create({ description: "Office networks" });
  const edge = await client.httpsEdges.create({ hostports: ["hooks.example.com:443"] });
  await client.httpsEdgeRoutes.create(edge.id, {
    match_type: "path_prefix",
    match: "/hooks",
    webhook_verification: { provider: "github", secret: "hooks-s3cr3t" },
  });
}, 300_000);

describe("the plugin's commands as the guide prints them, with no Node.js", { timeout: 600_000 }, () => {
  it("installs the plugin with docs/plugin.md's line: one download; there is no node to run", async () => {
    const which = await bash(["command -v node npm npx || true"]);
    expect(which.stdout).toBe("");
    const install = await bash([
      printed("plugin.md", "pulumi plugin install resource tunnels <version> --server "),
    ]);
    expect(install.code, install.stderr).toBe(0);
    expect(installedPlugins(user.home)).toEqual({
      [`resource-tunnels-v${VERSION}`]: ["pulumi-resource-tunnels"],
    });
    expect(user.assets.requests).toEqual([`GET /pulumi-resource-tunnels-v${VERSION}-linux-amd64.tar.gz`]);
    const help = await bash([
      printed("plugin.md", "pulumi plugin run --kind resource tunnels@<version> -- help"),
    ]);
    expect(help.code, help.stderr).toBe(0);
    for (const command of ["recover", "adopt", "drift-report"])
      expect(help.stdout).toMatch(new RegExp(`^ {2}${command} `, "m"));
  });

  it("adopt writes the account's files, which bring it under a YAML stack with no change", async () => {
    const adopt = await bash(
      [printed("adopting-and-importing.md", "pulumi plugin run --kind resource tunnels@<version> -- adopt ")],
      {
        TUNNELS_API_URL: user.local.server.url,
        TUNNELS_API_KEY: user.local.server.rootToken,
      },
    );
    expect(adopt.code, adopt.stderr).toBe(0);
    expect(adopt.stdout).toMatch(/adopt: 3 objects in \d+ calls/);
    for (const file of ["import.json", "program.yaml", "secrets.txt", "notes.txt"])
      expect(existsSync(path.join(dir, "adopt", file)), file).toBe(true);
    const stack = await bash([
      "printf 'name: adopted\\nruntime: yaml\\n' > Pulumi.yaml",
      "cat adopt/program.yaml >> Pulumi.yaml",
      "pulumi stack init dev",
      `pulumi config set tunnels:apiUrl ${user.local.server.url}`,
      `pulumi config set --secret tunnels:apiKey ${user.local.server.rootToken}`,
      "pulumi config set --secret httpsEdgeRouteWebhookVerificationSecret hooks-s3cr3t",
      "pulumi import --file adopt/import.json --generate-code=false --protect=false --yes",
      "pulumi preview --expect-no-changes",
    ]);
    expect(stack.code, stack.stdout + stack.stderr).toBe(0);
  });

  it("drift-report reads the preview after a change by hand and exits 7, naming the member", async () => {
    for await (const p of user.local.client.ipPolicies.list())
      await user.local.client.ipPolicies.update(p.id, { description: "changed by hand" });
    const preview = await bash(["pulumi preview --refresh --json > preview.json"]);
    expect(preview.code, preview.stderr).toBe(0);
    const report = await bash([
      printed("drift-and-gitops.md", "pulumi plugin run --kind resource tunnels@<version> -- drift-report "),
    ]);
    expect(report.code, report.stderr).toBe(7);
    const text = readFileSync(path.join(dir, "drift.md"), "utf8");
    expect(text).toContain('`description` `"changed by hand"` → `"Office networks"`');
    expect((await bash(["pulumi destroy --yes"])).code).toBe(0);
  });
});
