import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "../../server/index";
import { type CliResult, loggingPluginDir, requirePlugin, useLocalServer, YamlProject } from "../../harness";

/**
 * Secrets and failures through the plugin, from YAML. Secret members given as plain config values (not
 * `--secret`) or as literals in the program are secret at their own path (the schema marks those members, and
 * the plugin's Check marks them in what the engine stores); the API key's token is a secret output. Neither
 * may appear in clear in `pulumi stack export`, in any command's output, or in the log of either plugin
 * process: the one the YAML host starts to bind the schema and the one the engine starts to deploy, each
 * started with what the CLI passes at `-v=9 --logtostderr --logflow`.
 *
 * The CLI's own output at `-v=9` is not checked: there Pulumi itself (the engine and the YAML host) logs every
 * property it marshals, secrets included, whatever the provider does.
 */
const local = useLocalServer({ beforeAll, afterAll });

const WEBHOOK = "wh-plain-s3cr3t";
const OIDC = "oidc-plain-s3cr3t";
const DATADOG = "dd-plain-s3cr3t";
/** Written in the program itself, as a literal. */
const LITERAL = "dd-literal-s3cr3t";

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
  literal:
    type: tunnels:index:EventDestination
    properties:
      target:
        datadog:
          apiKey: ${LITERAL}
outputs:
  keyToken: \${key.token}
`;

/** Verbose logs, flowed to the language host and the plugins: each plugin process logs its calls on stderr. */
const VERBOSE = ["-v=9", "--logtostderr", "--logflow"];

const text = (r: CliResult) => r.stdout + r.stderr;

/** How many times `needle` is said under "Diagnostics:", where the CLI reports each resource's error once. */
const inDiagnostics = (r: CliResult, needle: string) =>
  text(r)
    .slice(Math.max(0, text(r).indexOf("Diagnostics:")))
    .split(needle).length - 1;

describe("secrets and failures through the plugin, from YAML", { timeout: 600_000 }, () => {
  it("plain config values in secret members and the key's token are never in clear: state, output, either plugin's log", async () => {
    const plugin = loggingPluginDir();
    const project = await YamlProject.create({
      program: SECRETS_PROGRAM,
      pluginDir: plugin.dir,
      config: {
        "tunnels:apiUrl": local.server.url,
        "yaml-test:webhookSecret": WEBHOOK,
        "yaml-test:oidcSecret": OIDC,
        "yaml-test:datadogKey": DATADOG,
      },
      secretConfig: { "tunnels:apiKey": local.server.rootToken },
    });
    // What users see: every command at its usual verbosity. A preview starts the plugin twice: the YAML host
    // starts it to bind the schema, the engine to deploy.
    const seen = [await project.run(["preview"])];
    expect(plugin.logs()).toHaveLength(2);
    for (const args of [
      ["up", "--yes"],
      ["preview", "--refresh", "--diff"],
      ["stack", "output", "--json"],
      ["refresh", "--yes", "--diff"],
      ["up", "--yes", "--diff"],
    ])
      seen.push(await project.run(args));
    // What the plugins log when asked for everything: an update of members beside the secrets, then a refresh.
    project.writeProgram(
      SECRETS_PROGRAM.replace("description: ci", "description: ci 2").replace("/hooks", "/hooks2"),
    );
    await project.run(["up", "--yes", ...VERBOSE]);
    await project.run(["refresh", "--yes", ...VERBOSE]);

    const token = JSON.parse(
      (await project.run(["stack", "output", "--json", "--show-secrets"])).stdout,
    ).keyToken;
    expect(token).toMatch(/.{9,}/);
    const exported = (await project.run(["stack", "export"])).stdout;
    expect(exported).toContain("tunnels:index:HttpsEdgeRoute"); // the state is there, only its secrets are not
    seen.push(await project.run(["destroy", "--yes"]));

    // The engine's plugin processes of the verbose commands logged their calls. The YAML host starts its own
    // without `-v` (it does not flow the CLI's log settings), so that one logs only a failure; checked all the same.
    const logs = plugin.logs();
    expect(logs.join("\n")).toMatch(/pulumi-resource-tunnels: Update urn:pulumi:/);
    expect(logs.join("\n")).toMatch(/pulumi-resource-tunnels: Read urn:pulumi:/);
    for (const secret of [WEBHOOK, OIDC, DATADOG, LITERAL, token, local.server.rootToken]) {
      expect(exported, "stack export").not.toContain(secret);
      expect(seen.map(text).join("\n"), "command output").not.toContain(secret);
      for (const log of logs) expect(log, "a plugin process's log").not.toContain(secret);
    }
  });

  it("a wrong API key: one clear error per resource, naming tunnels:apiKey, and the key never printed", async () => {
    // The stack's key, revoked after its first deploy. (A new stack's wrong key fails at the provider, before any
    // resource: the plugin checks new settings with one call, test/release/settings-check.test.ts.)
    const issued = await local.client.apiKeys.create({ description: "revoked after the first deploy" });
    const wrongKey = issued.token as string;
    const up = await failingUp(local.server.url, wrongKey, () => local.client.apiKeys.delete(issued.id));
    expect(inDiagnostics(up, "check tunnels:apiKey")).toBe(2);
    expect(text(up)).not.toContain(wrongKey);
  });

  it("a server that is down: one clear error per resource, naming tunnels:apiUrl", async () => {
    // The stack's server, gone since its first deploy (a new stack's fails at the provider's check, as above).
    const down = await startServer({ port: 0 });
    const up = await failingUp(down.url, down.rootToken, () => down.close());
    expect(inDiagnostics(up, `Check tunnels:apiUrl (now ${down.url}`)).toBe(2);
  });
});

/** A resource of the stack's first deploy, made while its settings still worked. */
const FIRST_DEPLOY = `
resources:
  zero:
    type: tunnels:index:IpPolicy
    properties:
      description: first deploy
`;

/**
 * `up` of two independent resources with these settings, once `fail` has made them fail after a first deploy that
 * recorded them (so the provider's check of new settings makes no call): it must fail, once for each resource.
 */
async function failingUp(apiUrl: string, apiKey: string, fail: () => Promise<unknown>): Promise<CliResult> {
  const project = await YamlProject.create({
    program: FIRST_DEPLOY,
    pluginDir: requirePlugin(),
    config: { "tunnels:apiUrl": apiUrl, "tunnels:retryTimeoutSeconds": "2" },
    secretConfig: { "tunnels:apiKey": apiKey },
  });
  await project.run(["up", "--yes", "--skip-preview"]);
  await fail();
  project.writeProgram(FIRST_DEPLOY + TWO_RESOURCES.replace(/^\nresources:\n/, ""));
  // Each create goes to the service: with the provider already deployed, the first refusal could otherwise stop the
  // engine before the second resource is registered.
  const up = await project.pulumi(["up", "--yes", "--skip-preview", "--continue-on-error"]);
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
