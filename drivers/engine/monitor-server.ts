/**
 * The ResourceMonitor and Engine gRPC services a Pulumi program talks to, served by the test engine on
 * loopback and forwarding each request to a Deployment.
 */
import * as grpc from "@grpc/grpc-js";
import { EngineService } from "@pulumi/pulumi/proto/engine_grpc_pb";
import * as enginePb from "@pulumi/pulumi/proto/engine_pb";
import { ResourceMonitorService } from "@pulumi/pulumi/proto/resource_grpc_pb";
import * as pb from "@pulumi/pulumi/proto/resource_pb";
import { Empty } from "google-protobuf/google/protobuf/empty_pb";
import type { Deployment } from "./deployment";
import { fromStruct, handler, startServer, stopServer, toStruct } from "./grpc-util";

/** Monitor features we claim. Only secrets: the others change how the SDK serializes values. */
const SUPPORTED_FEATURES = new Set(["secrets"]);

export interface EngineLog {
  severity: "debug" | "info" | "warning" | "error";
  message: string;
  urn?: string;
}

export class MonitorServer {
  readonly logs: EngineLog[] = [];
  private readonly server = new grpc.Server();
  private rootUrn = "";
  /** `127.0.0.1:<port>`, serving both the ResourceMonitor and the Engine service. */
  address = "";

  private constructor(private readonly deployment: Deployment) {}

  static async start(deployment: Deployment): Promise<MonitorServer> {
    const monitor = new MonitorServer(deployment);
    monitor.addServices();
    monitor.address = await startServer(monitor.server);
    return monitor;
  }

  stop(): Promise<void> {
    return stopServer(this.server);
  }

  private addServices(): void {
    const d = this.deployment;
    this.server.addService(ResourceMonitorService, {
      supportsFeature: handler(async (req: pb.SupportsFeatureRequest) => {
        const res = new pb.SupportsFeatureResponse();
        res.setHassupport(SUPPORTED_FEATURES.has(req.getId()));
        return res;
      }),
      registerResource: handler(async (req: pb.RegisterResourceRequest) => {
        const propertyDependencies: Record<string, string[]> = {};
        for (const [key, deps] of req.getPropertydependenciesMap().entries()) {
          propertyDependencies[key] = deps.getUrnsList();
        }
        const state = await d.register({
          type: req.getType(),
          name: req.getName(),
          parent: req.getParent() || undefined,
          custom: req.getCustom(),
          inputs: fromStruct(req.getObject()),
          dependencies: req.getDependenciesList(),
          propertyDependencies,
          protect: req.getProtect() ?? false,
          ignoreChanges: req.getIgnorechangesList(),
          deleteBeforeReplace: req.getDeletebeforereplacedefined() ? req.getDeletebeforereplace() : undefined,
          additionalSecretOutputs: req.getAdditionalsecretoutputsList(),
        });
        const res = new pb.RegisterResourceResponse();
        res.setUrn(state.urn);
        res.setId(state.id ?? "");
        res.setObject(toStruct(state.outputs, `outputs of ${state.urn}`));
        res.setResult(pb.Result.SUCCESS);
        return res;
      }),
      readResource: handler(async (req: pb.ReadResourceRequest) => {
        const state = await d.read({
          type: req.getType(),
          name: req.getName(),
          id: req.getId(),
          parent: req.getParent() || undefined,
          properties: fromStruct(req.getProperties()),
          dependencies: req.getDependenciesList(),
          additionalSecretOutputs: req.getAdditionalsecretoutputsList(),
        });
        const res = new pb.ReadResourceResponse();
        res.setUrn(state.urn);
        res.setProperties(toStruct(state.outputs, `outputs of ${state.urn}`));
        return res;
      }),
      registerResourceOutputs: handler(async (req: pb.RegisterResourceOutputsRequest) => {
        d.registerOutputs(req.getUrn(), fromStruct(req.getOutputs()));
        return new Empty();
      }),
      invoke: handler(async (req: pb.ResourceInvokeRequest): Promise<never> => {
        throw new Error(
          `invoke ${req.getTok()} is not served by the test engine: use a plain async function instead`,
        );
      }),
      signalAndWaitForShutdown: handler(async () => new Empty()),
    });
    this.server.addService(EngineService, {
      log: handler(async (req: enginePb.LogRequest) => {
        const severities = ["debug", "info", "warning", "error"] as const;
        this.logs.push({
          severity: severities[req.getSeverity()] ?? "info",
          message: req.getMessage(),
          urn: req.getUrn() || undefined,
        });
        return new Empty();
      }),
      getRootResource: handler(async () => {
        const res = new enginePb.GetRootResourceResponse();
        res.setUrn(this.rootUrn);
        return res;
      }),
      setRootResource: handler(async (req: enginePb.SetRootResourceRequest) => {
        this.rootUrn = req.getUrn();
        return new enginePb.SetRootResourceResponse();
      }),
    });
  }
}
