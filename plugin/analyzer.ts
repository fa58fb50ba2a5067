/**
 * Pulumi's `Analyzer` service over the tunnels policy pack (`pulumi-tunnels/policy`): the CLI runs it for
 * `pulumi preview --policy-pack <folder>` when the folder's PulumiPolicy.yaml says `runtime: tunnels`. It declares
 * each rule with its remediation (`remediation_steps`), takes levels and settings from `Configure`, judges each
 * resource (`Analyze`) and the stack (`AnalyzeStack`). A diagnostic carries its configured level (never disabled:
 * the CLI cannot show one) and never a secret's value; what is unknown at preview is advisory.
 */
import * as grpc from "@grpc/grpc-js";
import {
  AnalyzeDiagnostic,
  AnalyzerHandshakeResponse,
  AnalyzerInfo,
  type AnalyzeRequest,
  AnalyzeResponse,
  type AnalyzerResource,
  AnalyzerStackConfigureResponse,
  type AnalyzeStackRequest,
  type ConfigureAnalyzerRequest,
  EnforcementLevel,
  PolicyConfigSchema,
  PolicyInfo,
  PolicySeverity,
  PolicyType,
  RemediateResponse,
} from "@pulumi/pulumi/proto/analyzer_pb";
import { PluginInfo } from "@pulumi/pulumi/proto/plugin_pb";
import { Empty } from "google-protobuf/google/protobuf/empty_pb";
import { Struct } from "google-protobuf/google/protobuf/struct_pb";
import type * as Policy from "pulumi-tunnels/policy";
import { fromStruct } from "./marshal";
import { packageVersion } from "./plugin-files";

const policy = () => require("pulumi-tunnels/policy") as typeof Policy;

const LEVELS: Record<Policy.EnforcementLevel, EnforcementLevel> = {
  advisory: EnforcementLevel.ADVISORY,
  mandatory: EnforcementLevel.MANDATORY,
  disabled: EnforcementLevel.DISABLED,
};
const LEVEL_NAMES = ["advisory", "mandatory", "disabled", "remediate"];
const SEVERITIES: Record<Policy.Severity, PolicySeverity> = {
  low: PolicySeverity.POLICY_SEVERITY_LOW,
  medium: PolicySeverity.POLICY_SEVERITY_MEDIUM,
  high: PolicySeverity.POLICY_SEVERITY_HIGH,
  critical: PolicySeverity.POLICY_SEVERITY_CRITICAL,
};

function policyInfo(rule: Policy.Rule): PolicyInfo {
  const info = new PolicyInfo()
    .setName(rule.name)
    .setDisplayname(rule.name)
    .setDescription(rule.description)
    .setEnforcementlevel(LEVELS[rule.enforcementLevel])
    .setPolicyType(rule.kind === "stack" ? PolicyType.POLICY_TYPE_STACK : PolicyType.POLICY_TYPE_RESOURCE)
    .setSeverity(SEVERITIES[rule.severity])
    .setRemediationSteps(rule.remediation);
  const schema = new PolicyConfigSchema().setProperties(
    Struct.fromJavaScript((rule.configSchema?.properties ?? {}) as Record<string, never>),
  );
  return info.setConfigschema(schema);
}

/** A resource of the request as the rules take it: its inputs with secrets still marked. */
function resourceOf(r: AnalyzeRequest | AnalyzerResource): Policy.PolicyResource {
  const resource: Policy.PolicyResource = {
    type: r.getType(),
    name: r.getName(),
    urn: r.getUrn(),
    props: fromStruct(r.getProperties()),
  };
  if ("getPropertydependenciesMap" in r) {
    resource.parent = r.getParent();
    resource.dependencies = r.getDependenciesList();
    resource.propertyDependencies = Object.fromEntries(
      r
        .getPropertydependenciesMap()
        .getEntryList()
        .map(([key]) => [key, r.getPropertydependenciesMap().get(key)?.getUrnsList() ?? []]),
    );
  }
  return resource;
}

function answer(diagnostics: Policy.Diagnostic[], version: string): AnalyzeResponse {
  const p = policy();
  return new AnalyzeResponse().setDiagnosticsList(
    diagnostics.map((d) =>
      new AnalyzeDiagnostic()
        .setPolicyname(d.rule)
        .setPolicypackname(p.PACK_NAME)
        .setPolicypackversion(version)
        .setDescription(d.description)
        .setMessage(d.message)
        .setEnforcementlevel(LEVELS[d.level])
        .setUrn(d.resource.urn ?? "")
        .setSeverity(SEVERITIES[d.severity]),
    ),
  );
}

/** The engine's reconciled config (every rule, plus `all` when the file has it) as the pack's config file says it. */
function configOf(req: ConfigureAnalyzerRequest): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const map = req.getPolicyconfigMap();
  for (const [name] of map.getEntryList()) {
    const entry = map.get(name);
    if (!entry || name === "all") continue;
    const props = fromStruct(entry.getProperties());
    out[name] = { ...props, enforcementLevel: LEVEL_NAMES[entry.getEnforcementlevel()] };
  }
  return out;
}

type Unary<Req, Res> = grpc.handleUnaryCall<Req, Res>;

/** The service's handlers; one analyzer per process (the CLI starts one per pack and run). */
export function analyzerService(): grpc.UntypedServiceImplementation {
  const version = packageVersion();
  let config = policy().packConfig();
  const run =
    <Req, Res>(handle: (req: Req) => Res): Unary<Req, Res> =>
    (call, callback) => {
      try {
        callback(null, handle(call.request));
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        callback(
          { code: grpc.status.INVALID_ARGUMENT, details: message, message } as grpc.ServiceError,
          null,
        );
      }
    };
  const handlers: Record<string, Unary<never, unknown>> = {
    handshake: run(() => new AnalyzerHandshakeResponse()),
    configureStack: run(() => new AnalyzerStackConfigureResponse()),
    getPluginInfo: run(() => new PluginInfo().setVersion(version)),
    getAnalyzerInfo: run(() =>
      new AnalyzerInfo()
        .setName(policy().PACK_NAME)
        .setDisplayname("tunnels security rules")
        .setVersion(version)
        .setSupportsconfig(true)
        .setDescription(
          "Security rules for tunnels edges, routes, IP policies, API keys and event destinations.",
        )
        .setPoliciesList(policy().RULES.map(policyInfo)),
    ),
    configure: run((req: ConfigureAnalyzerRequest) => {
      config = policy().packConfig(configOf(req));
      return new Empty();
    }),
    analyze: run((req: AnalyzeRequest) => answer(policy().analyzeResource(resourceOf(req), config), version)),
    analyzeStack: run((req: AnalyzeStackRequest) =>
      answer(policy().analyzeStack(req.getResourcesList().map(resourceOf), config), version),
    ),
    // The pack fixes nothing: an empty answer spares the engine an error per resource.
    remediate: run(() => new RemediateResponse()),
    cancel: run(() => new Empty()),
  };
  return handlers as grpc.UntypedServiceImplementation;
}
