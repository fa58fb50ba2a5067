import * as grpc from "@grpc/grpc-js";
import { AnalyzerClient } from "@pulumi/pulumi/proto/analyzer_grpc_pb";
import * as pb from "@pulumi/pulumi/proto/analyzer_pb";
import { Empty } from "google-protobuf/google/protobuf/empty_pb";
import { Struct } from "google-protobuf/google/protobuf/struct_pb";
import type { PolicyResource } from "../../provider/policy/types";

/**
 * A client of Pulumi's `Analyzer` gRPC service, sending what the engine sends: each resource's properties as a
 * protobuf Struct in the wire form (a secret as `{4dabf181…: 1b470612…, value}`, an unknown as the engine's
 * sentinel string), resource options always present, property dependencies as URN lists. Any analyzer at an
 * address answers it: a `@pulumi/policy` pack served by its own runtime, or the plugin's analyzer.
 */
export interface Verdict {
  policy: string;
  level: "advisory" | "mandatory" | "disabled" | "remediate";
  urn: string;
  message: string;
}

const LEVELS = {
  [pb.EnforcementLevel.ADVISORY]: "advisory",
  [pb.EnforcementLevel.MANDATORY]: "mandatory",
  [pb.EnforcementLevel.DISABLED]: "disabled",
  [pb.EnforcementLevel.REMEDIATE]: "remediate",
} as const;
const LEVEL_OF = {
  advisory: pb.EnforcementLevel.ADVISORY,
  mandatory: pb.EnforcementLevel.MANDATORY,
  disabled: pb.EnforcementLevel.DISABLED,
} as const;

/** What the engine's `Configure` carries per policy: its level and its settings. */
export type PolicyConfig = Record<string, { enforcementLevel: keyof typeof LEVEL_OF; settings?: object }>;

function options(): pb.AnalyzerResourceOptions {
  return new pb.AnalyzerResourceOptions().setCustomtimeouts(new pb.AnalyzerResourceOptions.CustomTimeouts());
}

function analyzerResource(r: PolicyResource): pb.AnalyzerResource {
  const out = new pb.AnalyzerResource()
    .setType(r.type)
    .setName(r.name)
    .setUrn(r.urn ?? "")
    .setProperties(Struct.fromJavaScript(r.props as Record<string, never>))
    .setOptions(options())
    .setDependenciesList(r.dependencies ?? []);
  if (r.parent) out.setParent(r.parent);
  for (const [member, urns] of Object.entries(r.propertyDependencies ?? {}))
    out.getPropertydependenciesMap().set(member, new pb.AnalyzerPropertyDependencies().setUrnsList(urns));
  return out;
}

const verdicts = (response: pb.AnalyzeResponse): Verdict[] =>
  response.getDiagnosticsList().map((d) => ({
    policy: d.getPolicyname(),
    level: LEVELS[d.getEnforcementlevel()],
    urn: d.getUrn(),
    message: d.getMessage(),
  }));

export class Analyzer {
  private readonly client: AnalyzerClient;

  constructor(address: string) {
    this.client = new AnalyzerClient(address, grpc.credentials.createInsecure());
  }

  private call<Req, Res>(
    method: (req: Req, cb: (err: grpc.ServiceError | null, res: Res) => void) => unknown,
    req: Req,
  ) {
    return new Promise<Res>((resolve, reject) =>
      method.call(this.client, req, (err, res) => (err ? reject(err) : resolve(res))),
    );
  }

  async configure(config: PolicyConfig): Promise<void> {
    const req = new pb.ConfigureAnalyzerRequest();
    for (const [name, c] of Object.entries(config))
      req
        .getPolicyconfigMap()
        .set(
          name,
          new pb.PolicyConfig()
            .setEnforcementlevel(LEVEL_OF[c.enforcementLevel])
            .setProperties(Struct.fromJavaScript((c.settings ?? {}) as Record<string, never>)),
        );
    await this.call(this.client.configure, req);
  }

  /** The analyzer's policies: name, level and whether it judges one resource or the stack. */
  async info(): Promise<{ name: string; level: string; stack: boolean; remediation: string }[]> {
    const info = await this.call<Empty, pb.AnalyzerInfo>(this.client.getAnalyzerInfo, new Empty());
    return info.getPoliciesList().map((p) => ({
      name: p.getName(),
      level: LEVELS[p.getEnforcementlevel()],
      stack: p.getPolicyType() === pb.PolicyType.POLICY_TYPE_STACK,
      remediation: p.getRemediationSteps(),
    }));
  }

  async analyze(r: PolicyResource): Promise<Verdict[]> {
    const req = new pb.AnalyzeRequest()
      .setType(r.type)
      .setName(r.name)
      .setUrn(r.urn ?? "")
      .setProperties(Struct.fromJavaScript(r.props as Record<string, never>))
      .setOptions(options());
    return verdicts(await this.call(this.client.analyze, req));
  }

  async analyzeStack(resources: readonly PolicyResource[]): Promise<Verdict[]> {
    const req = new pb.AnalyzeStackRequest().setResourcesList(resources.map(analyzerResource));
    return verdicts(await this.call(this.client.analyzeStack, req));
  }

  close(): void {
    this.client.close();
  }
}
