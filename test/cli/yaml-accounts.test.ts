import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TunnelsClient } from "../../client";
import {
  type CliResult,
  countedServer,
  counts,
  inventory,
  leftovers,
  requirePlugin,
  useLocalServer,
  YamlProject,
} from "../../harness";

/**
 * Several accounts in one program, and a rotated key, through the real CLI, the real YAML host and the
 * plugin: an explicit `pulumi:providers:tunnels` resource with its own `apiUrl` and `apiKey` beside the
 * default provider of stack config. The engine starts one plugin process per provider, each configured on
 * its own (no `PULUMI_DEBUG_PROVIDERS`, which would make every provider dial one process).
 */
const first = useLocalServer({ beforeAll, afterAll });
const second = useLocalServer({ beforeAll, afterAll });

const TWO_ACCOUNTS = `
config:
  secondUrl:
    type: string
  secondKey:
    type: string
    secret: true
resources:
  second:
    type: pulumi:providers:tunnels
    properties:
      apiUrl: \${secondUrl}
      apiKey: \${secondKey}
      retryTimeoutSeconds: 20
  office:
    type: tunnels:index:IpPolicy
    properties:
      description: office
  labEdge:
    type: tunnels:index:HttpsEdge
    properties:
      hostports: [lab.example.com:443]
    options:
      provider: \${second}
  lab:
    type: tunnels:index:IpPolicy
    properties:
      description: lab
    options:
      provider: \${second}
  labRule:
    type: tunnels:index:IpPolicyRule
    properties:
      ipPolicyId: \${lab.id}
      cidr: 10.1.0.0/16
      action: allow
    options:
      provider: \${second}
`;

/** The second account's route naming the first account's policy: the second provider cannot name it. */
const CROSS_ACCOUNT_ROUTE = `
  labRoute:
    type: tunnels:index:HttpsEdgeRoute
    properties:
      edgeId: \${labEdge.id}
      matchType: path_prefix
      match: /office
      ipRestriction:
        ipPolicyIds:
          - \${office.id}
    options:
      provider: \${second}
`;

/** The lines of a command's diagnostics that hold `text`, once each. */
const diagnosticLines = (r: CliResult, text: string) =>
  (r.stdout + r.stderr)
    .split("Diagnostics:")
    .slice(1)
    .join("")
    .split("\n")
    .filter((l) => l.includes(text));

const descriptions = async (local: typeof first) =>
  (await inventory(local.client)).ipPolicies.map((p) => p.description).sort();

describe("explicit providers through the real CLI and the YAML host", { timeout: 600_000 }, () => {
  it("two accounts in one program: each resource where its provider says; destroy leaves nothing in either", async () => {
    const project = await YamlProject.create({
      program: TWO_ACCOUNTS,
      project: "two-accounts",
      pluginDir: requirePlugin(),
      config: { "tunnels:apiUrl": first.server.url, "two-accounts:secondUrl": second.server.url },
      secretConfig: {
        "tunnels:apiKey": first.server.rootToken,
        "two-accounts:secondKey": second.server.rootToken,
      },
    });
    const up = await project.pulumi(["up", "--yes", "--skip-preview"]);
    expect(up.code, up.stdout + up.stderr).toBe(0);
    expect(await descriptions(first)).toEqual(["office"]);
    expect(await descriptions(second)).toEqual(["lab"]);
    expect(counts(await inventory(second.client)).ipPolicyRules).toBe(1);
    expect(counts(await inventory(first.client)).ipPolicyRules).toBe(0);
    // The explicit provider's key is a secret in the state, as the default provider's is.
    const exported = (await project.run(["stack", "export"])).stdout;
    for (const key of [first.server.rootToken, second.server.rootToken]) expect(exported).not.toContain(key);
    expect((await project.pulumi(["preview", "--refresh", "--expect-no-changes"])).code).toBe(0);

    // An object of the first account named through the second provider: the service can only say it has no
    // such object in this account, and the message says no more than that (it exists, in the other one).
    project.writeProgram(TWO_ACCOUNTS + CROSS_ACCOUNT_ROUTE);
    const crossed = await project.pulumi(["up", "--yes", "--skip-preview"]);
    expect(crossed.code).not.toBe(0);
    const [refused] = diagnosticLines(crossed, "ERR_API_223");
    expect(refused).toMatch(
      /HttpsEdgeRoute create failed: POST \/edges\/https\/edghts_\w+\/routes failed with 400/,
    );
    expect(refused).toContain(
      "ipRestriction.ipPolicyIds names an IP policy that was not found in this provider's account (the account of " +
        `its \`apiKey\` at its \`apiUrl\`, properties of provider \`second\`, now ${second.server.url}). A provider reaches only its own account: ` +
        "an object made through another provider, of another account or service, cannot be named here.",
    );
    expect(crossed.stdout + crossed.stderr).not.toContain("does not exist");
    project.writeProgram(TWO_ACCOUNTS);

    // A changed setting of a provider is an update of that provider: the resources under it stay.
    await project.setConfig("two-accounts:secondUrl", second.server.url.replace("127.0.0.1", "localhost"));
    const moved = await project.pulumi(["preview", "--json"]);
    const steps = (JSON.parse(moved.stdout) as { steps: { op: string; urn: string }[] }).steps;
    // The provider's step is an update; its resources have none (the preview lists no step for them).
    const changed = steps.filter((s) => s.op !== "same").map((s) => `${s.op} ${s.urn.split("::").pop()}`);
    expect(changed).toEqual(["update second"]);

    const destroyed = await project.pulumi(["destroy", "--yes", "--skip-preview"]);
    expect(destroyed.code, destroyed.stdout + destroyed.stderr).toBe(0);
    expect(await leftovers(first.client)).toEqual({});
    expect(await leftovers(second.client)).toEqual({});
  });

  it("a rotated key in stack config: a refused new key fails the next up; refresh, destroy and preview --refresh with the recorded key say so; refresh --run-program uses the new one", async () => {
    // Calls counted at a proxy in front of a server of its own.
    const counted = await countedServer();
    const direct = new TunnelsClient({ baseUrl: counted.server.url, apiKey: counted.server.rootToken });
    try {
      const old = await direct.apiKeys.create({ description: "old" });
      const rotated = await direct.apiKeys.create({ description: "rotated" });
      const project = await YamlProject.create({
        program:
          "resources:\n  bastion:\n    type: tunnels:index:IpPolicy\n    properties:\n      description: bastion\n",
        project: "rotated-key",
        pluginDir: requirePlugin(),
        config: { "tunnels:apiUrl": counted.url },
        secretConfig: { "tunnels:apiKey": old.token as string },
      });
      expect((await project.pulumi(["up", "--yes", "--skip-preview"])).code).toBe(0);

      // A new key the service refuses: `up --refresh` refreshes with the recorded key, finds nothing to write,
      // and yet fails, at the provider, where the changed key is checked with one GET.
      await project.setConfig("tunnels:apiKey", "tk_refused_by_the_service", { secret: true });
      const before = counted.calls.length;
      const refusedUp = await project.pulumi(["up", "--refresh", "--yes", "--skip-preview"]);
      const calls = counted.calls.slice(before);
      expect(refusedUp.code).not.toBe(0);
      expect(diagnosticLines(refusedUp, "GET /tunnels?limit=1 failed with 401")).toEqual([
        expect.stringContaining(
          "The service refused the API key this provider's settings changed to: it is checked with one call when it changes",
        ),
      ]);
      expect(calls.filter((c) => c.url === "/tunnels?limit=1").map((c) => c.status)).toEqual([401]);
      expect(calls.filter((c) => c.method !== "GET")).toEqual([]);

      // The key rotated in stack config and the old one revoked: what a deploy recorded is the old key.
      await project.setConfig("tunnels:apiKey", rotated.token as string, { secret: true });
      await direct.apiKeys.delete(old.id);
      for (const command of [
        ["refresh", "--yes", "--skip-preview"],
        ["destroy", "--yes", "--skip-preview"],
        ["preview", "--refresh"],
      ]) {
        const stale = await project.pulumi(command);
        expect(stale.code, command.join(" ")).not.toBe(0);
        const [line] = diagnosticLines(stale, "failed with 401");
        // The path as it was called, and what to do about a key that came from the record.
        expect(line, command.join(" ")).toMatch(/(GET|DELETE) \/ip_policies\b/);
        expect(line).not.toContain("/ipPolicies");
        expect(line).toContain(
          "The service refused the API key this provider was configured with, the one the last deploy recorded in the state",
        );
        expect(line).toContain("run the command again with `--run-program`");
        expect(line).toContain("give it as TUNNELS_API_KEY, read at every run");
      }
      // The failed destroy deleted nothing.
      expect((await inventory(direct)).ipPolicies.map((p) => p.description)).toEqual(["bastion"]);

      const fresh = await project.pulumi(["refresh", "--run-program", "--yes", "--skip-preview"]);
      expect(fresh.code, fresh.stdout + fresh.stderr).toBe(0);
      const exported = (await project.run(["stack", "export"])).stdout;
      for (const key of [old.token, rotated.token]) expect(exported).not.toContain(key);
      expect((await project.pulumi(["destroy", "--yes", "--skip-preview"])).code).toBe(0);
    } finally {
      await direct.close();
      await counted.close();
    }
  });
});
