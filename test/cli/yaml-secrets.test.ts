import { describe, expect, it } from "vitest";
import { startServer } from "../../server";
import { useLocalServer } from "./local-server";
import type { CliResult } from "./cli";
import { requirePlugin, YamlProject } from "./yaml-project";

/**
 * Secrets and failures through the plugin, from YAML. Secret members given as plain config values (not
 * `--secret`) are secret because the plugin's schema says so; the API key's token is a secret output. Neither
 * may appear in clear in `pulumi stack export`, in any command's output, or in the log of either plugin
 * process: the one the YAML host starts to bind the schema and the one the engine starts to deploy, whose
 * output the CLI gathers at `-v=9 --logtostderr --logflow`.
 */
const local = useLocalServer();

const WEBHOOK = "wh-plain-s3cr3t";
const OIDC = "oidc-plain-s3cr3t";
const DATADOG = "dd-plain-s3cr3t";

const SECRETS_PROGRAM = `
config:
  webhookSecret:
    type: string
  oidcSecret:
    type: string
  datadogKey:
    type: string
resources:
  key:
    type: tunnels:index:ApiKey
    properties:
      description: ci
  edge:
    type: tunnels:index:HttpsEdge
    properties:
      hostports: ["secrets.example.com:443"]
  route:
    type: tunnels:index:HttpsEdgeRoute
    properties:
      edgeId: \${edge.id}
      matchType: path_prefix
      match: /hooks
      webhookVerification:
        provider: github
        secret: \${webhookSecret}
      oidc:
        issuer: https://id.example.com
        clientId: c
        clientSecret: \${oidcSecret}
  dest:
    type: tunnels:index:EventDestination
    properties:
      target:
        datadog:
          apiKey: \${datadogKey}
outputs:
  keyToken: \${key.token}
`;

/** The CLI's and every plugin's log on stderr, flowed to the plugins and the language host. */
const VERBOSE = ["-v=9", "--logtostderr", "--logflow"];

const text = (r: CliResult) => r.stdout + r.stderr;

/** How many times `needle` is said under "Diagnostics:", where the CLI reports each resource's error once. */
const inDiagnostics = (r: CliResult, needle: string) =>
  text(r)
    .slice(Math.max(0, text(r).indexOf("Diagnostics:")))
    .split(needle).length - 1;

describe("secrets and failures through the plugin, from YAML", { timeout: 600_000 }, () => {
  it("plain config values in secret members and the key's token are never in clear: state, output, either plugin's log", async () => {
    const project = await YamlProject.create({
      program: SECRETS_PROGRAM,
      pluginDir: requirePlugin(),
      config: {
        "tunnels:apiUrl": local.server.url,
        "yaml-test:webhookSecret": WEBHOOK,
        "yaml-test:oidcSecret": OIDC,
        "yaml-test:datadogKey": DATADOG,
      },
      secretConfig: { "tunnels:apiKey": local.server.rootToken },
    });
    const outputs: CliResult[] = [];
    for (const args of [
      ["preview", ...VERBOSE],
      ["up", "--yes", ...VERBOSE],
      ["preview", "--refresh", "--diff", ...VERBOSE],
      ["stack", "output", "--json"],
      ["refresh", "--yes", "--diff", ...VERBOSE],
    ])
      outputs.push(await project.run(args));

    const token = JSON.parse(
      (await project.run(["stack", "output", "--json", "--show-secrets"])).stdout,
    ).keyToken;
    expect(typeof token).toBe("string");
    expect(token.length).toBeGreaterThan(8);
    const exported = (await project.run(["stack", "export"])).stdout;
    expect(exported).toContain(local.server.url); // the state is there, only its secrets are not
    outputs.push(await project.run(["destroy", "--yes", ...VERBOSE]));

    // The logs are really there: both plugin processes started and logged (the YAML host's and the engine's).
    const logs = outputs.map(text).join("\n");
    expect(logs).toMatch(/pulumi-resource-tunnels/);
    for (const secret of [WEBHOOK, OIDC, DATADOG, token, local.server.rootToken]) {
      expect(exported, "stack export").not.toContain(secret);
      expect(logs, "command output and logs").not.toContain(secret);
    }
  });

  it("a wrong API key: one clear error per resource, naming tunnels:apiKey, and the key never printed", async () => {
    const wrongKey = "wrong-key-0123456789";
    const up = await failingUp(local.server.url, wrongKey);
    expect(inDiagnostics(up, "check tunnels:apiKey")).toBe(2);
    expect(text(up)).not.toContain(wrongKey);
  });

  it("a server that is down: one clear error per resource, naming tunnels:apiUrl", async () => {
    const down = await startServer({ port: 0 });
    await down.close();
    const up = await failingUp(down.url, "any");
    expect(inDiagnostics(up, `Check tunnels:apiUrl (now ${down.url}`)).toBe(2);
  });
});

/** `up` of two independent resources with these settings: it must fail, once for each resource. */
async function failingUp(apiUrl: string, apiKey: string): Promise<CliResult> {
  const project = await YamlProject.create({
    program: TWO_RESOURCES,
    pluginDir: requirePlugin(),
    config: { "tunnels:apiUrl": apiUrl, "tunnels:retryTimeoutSeconds": "2" },
    secretConfig: { "tunnels:apiKey": apiKey },
  });
  const up = await project.pulumi(["up", "--yes", "--skip-preview"]);
  expect(up.code).not.toBe(0);
  expect(inDiagnostics(up, "IpPolicy create failed")).toBe(1);
  expect(inDiagnostics(up, "ReservedAddr create failed")).toBe(1);
  return up;
}

const TWO_RESOURCES = `
resources:
  one:
    type: tunnels:index:IpPolicy
    properties:
      description: a
  two:
    type: tunnels:index:ReservedAddr
    properties:
      description: b
`;
