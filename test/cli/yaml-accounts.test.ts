import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { counts, inventory, leftovers, requirePlugin, useLocalServer, YamlProject } from "../../harness";

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

  it("a rotated key in stack config: a plain refresh uses the recorded key, refresh --run-program the new one", async () => {
    const old = await first.client.apiKeys.create({ description: "old" });
    const rotated = await first.client.apiKeys.create({ description: "rotated" });
    const project = await YamlProject.create({
      program:
        "resources:\n  bastion:\n    type: tunnels:index:IpPolicy\n    properties:\n      description: bastion\n",
      project: "rotated-key",
      pluginDir: requirePlugin(),
      config: { "tunnels:apiUrl": first.server.url },
      secretConfig: { "tunnels:apiKey": old.token as string },
    });
    expect((await project.pulumi(["up", "--yes", "--skip-preview"])).code).toBe(0);

    await project.setConfig("tunnels:apiKey", rotated.token as string, { secret: true });
    await first.client.apiKeys.delete(old.id);
    const stale = await project.pulumi(["refresh", "--yes", "--skip-preview"]);
    expect(stale.code).not.toBe(0);
    expect(stale.stdout + stale.stderr).toContain("tunnels:apiKey");

    const fresh = await project.pulumi(["refresh", "--run-program", "--yes", "--skip-preview"]);
    expect(fresh.code, fresh.stdout + fresh.stderr).toBe(0);
    const exported = (await project.run(["stack", "export"])).stdout;
    for (const key of [old.token, rotated.token]) expect(exported).not.toContain(key);
    expect((await project.pulumi(["destroy", "--yes", "--skip-preview"])).code).toBe(0);
    await first.client.apiKeys.delete(rotated.id);
  });
});
