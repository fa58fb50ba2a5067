import * as grpc from "@grpc/grpc-js";
import { AnalyzerClient, AnalyzerService } from "@pulumi/pulumi/proto/analyzer_grpc_pb";
import {
  type AnalyzerInfo,
  AnalyzeRequest,
  type AnalyzeResponse,
  ConfigureAnalyzerRequest,
  EnforcementLevel,
  PolicyConfig,
  PolicyType,
} from "@pulumi/pulumi/proto/analyzer_pb";
import { Empty } from "google-protobuf/google/protobuf/empty_pb";
import { Struct } from "google-protobuf/google/protobuf/struct_pb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyzerService } from "../../plugin/analyzer";
import { RULES } from "../../provider/policy-pack";

/**
 * The analyzer's gRPC answers the CLI takes but does not print: each rule's remediation in the protocol's own field
 * (`remediation_steps`, which Pulumi Cloud shows), its type and schema, config support; and what `Configure` takes.
 */
let server: grpc.Server;
let client: AnalyzerClient;

beforeAll(async () => {
  server = new grpc.Server();
  server.addService(AnalyzerService, analyzerService());
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync("127.0.0.1:0", grpc.ServerCredentials.createInsecure(), (e, p) =>
      e ? reject(e) : resolve(p),
    ),
  );
  client = new AnalyzerClient(`127.0.0.1:${port}`, grpc.credentials.createInsecure());
});
afterAll(() => {
  client.close();
  server.forceShutdown();
});

/** One unary call through the generated client, as the engine makes it. */
function call<Res>(
  method: (req: never, cb: (e: grpc.ServiceError | null, r: Res) => void) => unknown,
  req: unknown,
) {
  return new Promise<Res>((resolve, reject) =>
    method.call(client, req as never, (err, res) => (err ? reject(err) : resolve(res))),
  );
}

function configure(entries: Record<string, [EnforcementLevel, Record<string, unknown>]>) {
  const req = new ConfigureAnalyzerRequest();
  for (const [name, [level, props]] of Object.entries(entries))
    req
      .getPolicyconfigMap()
      .set(
        name,
        new PolicyConfig().setEnforcementlevel(level).setProperties(Struct.fromJavaScript(props as never)),
      );
  return call<Empty>(client.configure, req);
}

describe("the analyzer's service", () => {
  it("declares each rule with its remediation steps, type, severity and settings, and supports config", async () => {
    const info = await call<AnalyzerInfo>(client.getAnalyzerInfo, new Empty());
    expect(info.getSupportsconfig()).toBe(true);
    const policies = info.getPoliciesList();
    expect(policies.map((p) => p.getName())).toEqual(RULES.map((r) => r.name));
    for (const [i, rule] of RULES.entries()) {
      expect(policies[i].getRemediationSteps()).toBe(rule.remediation);
      expect(policies[i].getPolicyType()).toBe(
        rule.kind === "stack" ? PolicyType.POLICY_TYPE_STACK : PolicyType.POLICY_TYPE_RESOURCE,
      );
      const props = policies[i].getConfigschema()?.getProperties()?.toJavaScript() ?? {};
      expect(Object.keys(props)).toEqual(Object.keys(rule.configSchema?.properties ?? {}));
    }
  });

  it("takes levels and settings from Configure, ignores all, refuses an unknown rule naming it", async () => {
    await configure({
      all: [EnforcementLevel.MANDATORY, {}],
      "credential-has-description": [EnforcementLevel.DISABLED, {}],
      "tls-min-version": [EnforcementLevel.ADVISORY, { minVersion: "1.3" }],
    });
    const edge = new AnalyzeRequest()
      .setType("tunnels:index:HttpsEdge")
      .setName("e")
      .setUrn("urn:pulumi:dev::p::tunnels:index:HttpsEdge::e")
      .setProperties(Struct.fromJavaScript({ tlsTermination: { minVersion: "1.2" } }));
    const answer = await call<AnalyzeResponse>(client.analyze, edge);
    expect(
      answer.getDiagnosticsList().map((d) => [d.getPolicyname(), d.getEnforcementlevel(), d.getUrn()]),
    ).toEqual([
      ["tls-min-version", EnforcementLevel.ADVISORY, "urn:pulumi:dev::p::tunnels:index:HttpsEdge::e"],
    ]);
    const key = new AnalyzeRequest()
      .setType("tunnels:index:ApiKey")
      .setName("k")
      .setProperties(Struct.fromJavaScript({}));
    expect((await call<AnalyzeResponse>(client.analyze, key)).getDiagnosticsList()).toEqual([]);
    await expect(configure({ "no-such-rule": [EnforcementLevel.MANDATORY, {}] })).rejects.toThrow(
      /has no rule no-such-rule; its rules are/,
    );
  });
});
