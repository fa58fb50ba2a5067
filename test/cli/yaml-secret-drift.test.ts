import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CliResult, REPO_ROOT, requirePlugin, useLocalServer, YamlProject } from "../../harness";

/**
 * Access-control drift through the plugin, secret only at each secret member's own path (issue 28). One YAML
 * stack holds every module with a secret member: a route's OAuth, OIDC and webhook verification, an OAuth
 * module managed as its own resource, and an event destination of each target kind. Every secret member is
 * written in the program as a plain literal, never wrapped: the schema marks only the secret members, and the
 * plugin's Check marks them secret in what the engine stores. After a non-secret member of each module changes
 * out of band, `preview --refresh --diff` shows its old and new values, `--json` names it in the step's
 * detailed diff, and the drift report names it with its values; no secret is in clear anywhere.
 */
const local = useLocalServer({ beforeAll, afterAll });

/** Each secret member, as the program writes it: a literal. */
const LITERALS = {
  oauth: "oauth-literal-s3cr3t",
  oidc: "oidc-literal-s3cr3t",
  webhook: "webhook-literal-s3cr3t",
  ssoOauth: "sso-literal-s3cr3t",
  firehose: "firehose-literal-s3cr3t",
  kinesis: "kinesis-literal-s3cr3t",
  cloudwatchLogs: "cloudwatch-literal-s3cr3t",
  datadog: "datadog-literal-s3cr3t",
};
/** The webhook secret as changed out of band beside its sender: a changed secret is named, never shown. */
const ROTATED = "webhook-rotated-s3cr3t";
const arn = (what: string) => `arn:aws:${what}:eu-west-1:123456789012:audit`;
const creds = (secret: string) => `
          auth:
            creds:
              awsAccessKeyId: AKIAEXAMPLE
              awsSecretAccessKey: ${secret}`;

const PROGRAM = `
resources:
  edge:
    type: tunnels:index:HttpsEdge
    properties:
      hostports: ["secret-drift.example.com:443"]
  route:
    type: tunnels:index:HttpsEdgeRoute
    properties:
      edgeId: \${edge.id}
      matchType: path_prefix
      match: /app
      oauth:
        provider:
          github:
            clientId: gh-app
            clientSecret: ${LITERALS.oauth}
            emailDomains: ["example.com"]
      oidc:
        issuer: https://id.example.com
        clientId: oidc-app
        clientSecret: ${LITERALS.oidc}
      webhookVerification:
        provider: github
        secret: ${LITERALS.webhook}
  sso:
    type: tunnels:index:HttpsEdgeRoute
    properties:
      edgeId: \${edge.id}
      matchType: path_prefix
      match: /sso
  ssoOauth:
    type: tunnels:index:HttpsEdgeRouteOauth
    properties:
      edgeId: \${edge.id}
      routeId: \${sso.id}
      provider:
        google:
          clientId: google-app
          clientSecret: ${LITERALS.ssoOauth}
          emailAddresses: ["admin@example.com"]
  firehose:
    type: tunnels:index:EventDestination
    properties:
      target:
        firehose:${creds(LITERALS.firehose)}
          deliveryStreamArn: ${arn("firehose")}
  kinesis:
    type: tunnels:index:EventDestination
    properties:
      target:
        kinesis:${creds(LITERALS.kinesis)}
          streamArn: ${arn("kinesis")}
  cloudwatchLogs:
    type: tunnels:index:EventDestination
    properties:
      target:
        cloudwatchLogs:${creds(LITERALS.cloudwatchLogs)}
          logGroupArn: ${arn("logs")}
  datadog:
    type: tunnels:index:EventDestination
    properties:
      target:
        datadog:
          apiKey: ${LITERALS.datadog}
          service: edge
outputs:
  edgeId: \${edge.id}
  routeId: \${route.id}
  ssoId: \${sso.id}
  firehoseId: \${firehose.id}
  kinesisId: \${kinesis.id}
  cloudwatchLogsId: \${cloudwatchLogs.id}
  datadogId: \${datadog.id}
`;

/** A non-secret member of each module, changed out of band: its path in the detailed diff, the service's value and the program's. */
interface Drift {
  resource: string;
  /** As `--json`'s detailed diff names it. */
  path: string;
  /** As the drift report names it (a list is one member). */
  member: string;
  /** On the service after the change, and in the program. */
  old: string;
  new: string;
}

const DRIFTS: Drift[] = [
  {
    resource: "route",
    path: "oauth.provider.github.emailDomains[0]",
    member: "oauth.provider.github.emailDomains",
    old: "evil.example",
    new: "example.com",
  },
  {
    resource: "route",
    path: "oidc.issuer",
    member: "oidc.issuer",
    old: "https://evil.example.com",
    new: "https://id.example.com",
  },
  {
    resource: "route",
    path: "webhookVerification.provider",
    member: "webhookVerification.provider",
    old: "stripe",
    new: "github",
  },
  {
    resource: "ssoOauth",
    path: "provider.google.emailAddresses[0]",
    member: "provider.google.emailAddresses",
    old: "intruder@evil.example",
    new: "admin@example.com",
  },
  ...(["firehose", "kinesis", "cloudwatchLogs"] as const).map((kind) => {
    const member = { firehose: "deliveryStreamArn", kinesis: "streamArn", cloudwatchLogs: "logGroupArn" }[
      kind
    ];
    const service = { firehose: "firehose", kinesis: "kinesis", cloudwatchLogs: "logs" }[kind];
    const path = `target.${kind}.${member}`;
    return { resource: kind, path, member: path, old: `${arn(service)}-evil`, new: arn(service) };
  }),
  {
    resource: "datadog",
    path: "target.datadog.service",
    member: "target.datadog.service",
    old: "evil",
    new: "edge",
  },
];

/** Every non-secret member above changed through the API, the secret members given again as they were. */
async function changeOutOfBand(ids: Record<string, string>): Promise<void> {
  const { client } = local;
  const { edgeId, routeId, ssoId } = ids;
  await client.httpsEdgeRouteOauth.replace(edgeId, routeId, {
    provider: {
      github: { client_id: "gh-app", client_secret: LITERALS.oauth, email_domains: ["evil.example"] },
    },
  });
  await client.httpsEdgeRouteOidc.replace(edgeId, routeId, {
    issuer: "https://evil.example.com",
    client_id: "oidc-app",
    client_secret: LITERALS.oidc,
  });
  // The sender and its secret both changed: the secret is named as changed, its values never shown.
  await client.httpsEdgeRouteWebhookVerification.replace(edgeId, routeId, {
    provider: "stripe",
    secret: ROTATED,
  });
  await client.httpsEdgeRouteOauth.replace(edgeId, ssoId, {
    provider: {
      google: {
        client_id: "google-app",
        client_secret: LITERALS.ssoOauth,
        email_addresses: ["intruder@evil.example"],
      },
    },
  });
  const auth = (secret: string) => ({
    creds: { aws_access_key_id: "AKIAEXAMPLE", aws_secret_access_key: secret },
  });
  await client.eventDestinations.update(ids.firehoseId, {
    target: { firehose: { auth: auth(LITERALS.firehose), delivery_stream_arn: `${arn("firehose")}-evil` } },
  });
  await client.eventDestinations.update(ids.kinesisId, {
    target: { kinesis: { auth: auth(LITERALS.kinesis), stream_arn: `${arn("kinesis")}-evil` } },
  });
  await client.eventDestinations.update(ids.cloudwatchLogsId, {
    target: {
      cloudwatch_logs: { auth: auth(LITERALS.cloudwatchLogs), log_group_arn: `${arn("logs")}-evil` },
    },
  });
  await client.eventDestinations.update(ids.datadogId, {
    target: { datadog: { api_key: LITERALS.datadog, service: "evil" } },
  });
}

/** The drift report as the package ships it (`npm run build` compiles it), on the CLI's JSON. */
function driftReport(previewJson: string, ...args: string[]) {
  const command = path.join(REPO_ROOT, "dist", "provider", "drift-report", "cli.js");
  return spawnSync(process.execPath, [command, ...args], { input: previewJson, encoding: "utf8" });
}

interface JsonStep {
  op: string;
  urn: string;
  detailedDiff?: Record<string, { kind: string }> | null;
}

const text = (r: CliResult) => r.stdout + r.stderr;

describe("secrets at their own path through the plugin: access-control drift shows member by member", {
  timeout: 600_000,
}, () => {
  it("each module's changed member with both values in --diff, --json and the drift report; no secret in clear", async () => {
    const project = await YamlProject.create({
      program: PROGRAM,
      pluginDir: requirePlugin(),
      config: { "tunnels:apiUrl": local.server.url },
      secretConfig: { "tunnels:apiKey": local.server.rootToken },
    });
    const seen: string[] = [];
    const run = async (args: string[], expectCode = 0) => {
      const result = await project.pulumi(args);
      seen.push(text(result));
      expect(result.code, `pulumi ${args.join(" ")}:\n${text(result)}`).toBe(expectCode);
      return result;
    };
    await run(["up", "--yes"]);
    // Secret members given as literals, secret in state: nothing differs right after.
    await run(["preview", "--refresh", "--expect-no-changes"]);
    const ids = JSON.parse((await run(["stack", "output", "--json"])).stdout) as Record<string, string>;

    await changeOutOfBand(ids);

    const diff = text(await run(["preview", "--refresh", "--diff", "--expect-no-changes"], 7));
    for (const d of DRIFTS) expect(diff, `${d.resource} ${d.path}`).toContain(`"${d.old}" => "${d.new}"`);
    expect(diff).toMatch(/clientSecret\s*: \[secret\]/);

    const preview = await run(["preview", "--refresh", "--json"]);
    const steps = (JSON.parse(preview.stdout) as { steps: JsonStep[] }).steps.filter(
      (s) => s.op === "update",
    );
    const detailed = (resource: string) =>
      Object.keys(steps.find((s) => s.urn.endsWith(`::${resource}`))?.detailedDiff ?? {});
    for (const d of DRIFTS) expect(detailed(d.resource), d.resource).toContain(d.path);
    expect(detailed("route")).toContain("webhookVerification.secret");
    // Only members that changed: no secret member beside them is named.
    expect(detailed("route").filter((p) => p.endsWith("clientSecret"))).toEqual([]);

    const report = driftReport(preview.stdout);
    seen.push(report.stdout + report.stderr);
    expect(report.status).toBe(7);
    expect(report.stdout.split("\n")[0]).toBe(
      "**Drift: 6 of 8 resources differ from the program (update 6).**",
    );
    for (const d of DRIFTS) {
      const shown = (v: string) => JSON.stringify(d.path === d.member ? v : [v]);
      expect(report.stdout, d.member).toContain(`\`${d.member}\` \`${shown(d.old)}\` → \`${shown(d.new)}\``);
    }
    expect(report.stdout).toContain("`webhookVerification.secret` changed (a secret: values not shown)");
    const json = driftReport(preview.stdout, "--json");
    seen.push(json.stdout);
    const drifted = JSON.parse(json.stdout).drifted as { name: string; changes: { member: string }[] }[];
    for (const d of DRIFTS)
      expect(drifted.find((r) => r.name === d.resource)?.changes.map((c) => c.member)).toContain(d.member);

    const exported = (await run(["stack", "export"])).stdout;
    expect(exported).toContain("ciphertext");
    for (const secret of [...Object.values(LITERALS), ROTATED]) {
      expect(exported, "stack export").not.toContain(secret);
      expect(seen.join("\n"), "a command's output").not.toContain(secret);
    }
  });
});
