/**
 * Drives Pulumi's Node dynamic provider host (`@pulumi/pulumi/cmd/dynamic-provider`) over gRPC the way
 * the engine's provider plugin does: the host answers `acceptSecrets: false` to Configure, so secret
 * wrappers are stripped from every value sent, and outputs are re-marked secret afterwards from the
 * inputs (`annotateSecrets`) and from `additionalSecretOutputs`.
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import * as grpc from "@grpc/grpc-js";
import { ResourceProviderClient } from "@pulumi/pulumi/proto/provider_grpc_pb";
import * as pb from "@pulumi/pulumi/proto/provider_pb";
import { Empty } from "google-protobuf/google/protobuf/empty_pb";
import { stopChild, track } from "./child-processes";
import { fromStruct, toStruct, type UnaryMethod, unary } from "./grpc-util";
import {
  annotateSecrets,
  makeSecret,
  markAdditionalSecrets,
  type PropertyMap,
  stripSecretsMap,
} from "./rpc-values";

export interface ProviderHostOptions {
  /** The program directory: the host runs there, so `require` in `__provider` resolves from it. */
  programDir: string;
  project: string;
  stack: string;
  /** Address handed to the host as the engine's; the dynamic host does not dial it. */
  engineAddress?: string;
  /** Deadline of the start, in milliseconds (default 30 s). */
  timeoutMs?: number;
  /** Deadline of each provider call, in milliseconds (default 10 minutes). */
  callTimeoutMs?: number;
}

export interface CheckFailure {
  property: string;
  reason: string;
}

export type DiffChanges = "none" | "some" | "unknown";

export interface DiffResult {
  changes: DiffChanges;
  replaces: string[];
  deleteBeforeReplace: boolean;
}

/** Everything the host writes to stdout (after the port) and stderr, one entry a line. */
export type HostLog = string[];

export class ProviderHost {
  private closed = false;

  private constructor(
    private readonly child: ReturnType<typeof spawn>,
    private readonly client: ResourceProviderClient,
    private readonly callTimeoutMs: number,
    /** Everything the host printed after its port, stdout and stderr, a line an entry. */
    readonly logs: HostLog,
  ) {}

  /** Starts a host in `programDir` and connects to it; resolves once GetPluginInfo answers. */
  static async start(options: ProviderHostOptions): Promise<ProviderHost> {
    const timeoutMs = options.timeoutMs ?? 30_000;
    const script = require.resolve("@pulumi/pulumi/cmd/dynamic-provider", { paths: [options.programDir] });
    const child = track(
      spawn(process.execPath, [script, options.engineAddress ?? "127.0.0.1:1"], {
        cwd: options.programDir,
        env: { ...process.env, PULUMI_NODEJS_PROJECT: options.project, PULUMI_NODEJS_STACK: options.stack },
        stdio: ["ignore", "pipe", "pipe"],
      }),
    );
    const logs: HostLog = [];
    createInterface({ input: child.stderr! }).on("line", (line) => logs.push(line));
    const stdout = createInterface({ input: child.stdout! });
    try {
      const port = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`provider host did not print its port within ${timeoutMs} ms`)),
          timeoutMs,
        );
        child.once("exit", (code) =>
          reject(new Error(`provider host exited with ${code}: ${logs.join("\n")}`)),
        );
        stdout.once("line", (line) => {
          clearTimeout(timer);
          resolve(line.trim());
        });
      });
      stdout.on("line", (line) => logs.push(line));
      const client = new ResourceProviderClient(`127.0.0.1:${port}`, grpc.credentials.createInsecure());
      // Like the engine, which sets no deadline of its own on provider calls: a create that waits out a
      // rate limit may take minutes. Still bounded, so a hung host cannot hang a test run.
      const host = new ProviderHost(child, client, options.callTimeoutMs ?? 600_000, logs);
      await unary(client, client.getPluginInfo, "GetPluginInfo", new Empty(), timeoutMs).catch(
        async (error) => {
          await host.close();
          throw error;
        },
      );
      return host;
    } catch (error) {
      await stopChild(child);
      throw error;
    }
  }

  /**
   * Sends the stack config, keys fully qualified (`ns:key`), secret values wrapped as the engine wraps
   * them; the host unwraps them before the provider's `configure` sees them.
   */
  async configure(config: Record<string, string>, secretKeys: readonly string[] = []): Promise<void> {
    const args: PropertyMap = {};
    for (const [key, value] of Object.entries(config)) {
      if (!key.includes(":"))
        throw new Error(`config key "${key}" must be qualified: write it as "<namespace>:${key}"`);
      args[key] = secretKeys.includes(key) ? makeSecret(value) : value;
    }
    const req = new pb.ConfigureRequest();
    req.setArgs(toStruct(args, "config"));
    req.setAcceptsecrets(true);
    req.setAcceptresources(false);
    const res = await this.call<pb.ConfigureRequest, pb.ConfigureResponse>(
      this.client.configure,
      "Configure",
      req,
    );
    if (res.getAcceptsecrets()) {
      throw new Error(
        "the provider host accepts secrets; the test engine assumes it does not (it strips them)",
      );
    }
  }

  /** Check: validates news against olds. Returned inputs are re-marked secret where `news` was. */
  async check(args: { urn: string; olds: PropertyMap; news: PropertyMap }) {
    const req = new pb.CheckRequest();
    req.setUrn(args.urn);
    req.setOlds(toStruct(stripSecretsMap(args.olds), "olds"));
    req.setNews(toStruct(stripSecretsMap(args.news), "news"));
    const res = await this.call<pb.CheckRequest, pb.CheckResponse>(this.client.check, "Check", req);
    const inputs = fromStruct(res.getInputs());
    annotateSecrets(inputs, args.news);
    const failures: CheckFailure[] = res
      .getFailuresList()
      .map((f) => ({ property: f.getProperty(), reason: f.getReason() }));
    return { inputs, failures };
  }

  /** Diff: the dynamic host sees old outputs and new inputs (never old inputs). */
  async diff(args: {
    urn: string;
    id: string;
    oldOutputs: PropertyMap;
    newInputs: PropertyMap;
    oldInputs?: PropertyMap;
  }): Promise<DiffResult> {
    const req = new pb.DiffRequest();
    req.setUrn(args.urn);
    req.setId(args.id);
    req.setOlds(toStruct(stripSecretsMap(args.oldOutputs), "oldOutputs"));
    req.setNews(toStruct(stripSecretsMap(args.newInputs), "newInputs"));
    req.setOldInputs(toStruct(stripSecretsMap(args.oldInputs ?? {}), "oldInputs"));
    const res = await this.call<pb.DiffRequest, pb.DiffResponse>(this.client.diff, "Diff", req);
    const kinds = pb.DiffResponse.DiffChanges;
    const changes = res.getChanges();
    return {
      changes: changes === kinds.DIFF_SOME ? "some" : changes === kinds.DIFF_NONE ? "none" : "unknown",
      replaces: res.getReplacesList(),
      deleteBeforeReplace: res.getDeletebeforereplace(),
    };
  }

  async create(args: { urn: string; inputs: PropertyMap; additionalSecretOutputs?: readonly string[] }) {
    const req = new pb.CreateRequest();
    req.setUrn(args.urn);
    req.setProperties(toStruct(stripSecretsMap(args.inputs), "inputs"));
    const res = await this.call<pb.CreateRequest, pb.CreateResponse>(this.client.create, "Create", req);
    const id = res.getId();
    if (!id)
      throw new Error(`Create of ${args.urn} returned no id: the provider's create must return { id, outs }`);
    const outputs = this.markSecrets(
      fromStruct(res.getProperties()),
      args.inputs,
      args.additionalSecretOutputs,
    );
    return { id, outputs };
  }

  /** Read: `id` "" in the answer means the object is gone. `inputs` is set only if the provider returned them. */
  async read(args: {
    urn: string;
    id: string;
    outputs: PropertyMap;
    inputs?: PropertyMap;
    additionalSecretOutputs?: readonly string[];
  }) {
    const req = new pb.ReadRequest();
    req.setUrn(args.urn);
    req.setId(args.id);
    req.setProperties(toStruct(stripSecretsMap(args.outputs), "outputs"));
    req.setInputs(toStruct(stripSecretsMap(args.inputs ?? {}), "inputs"));
    const res = await this.call<pb.ReadRequest, pb.ReadResponse>(this.client.read, "Read", req);
    const outputs = this.markSecrets(
      fromStruct(res.getProperties()),
      args.outputs,
      args.additionalSecretOutputs,
    );
    const rawInputs = res.getInputs();
    const inputs = rawInputs ? fromStruct(rawInputs) : undefined;
    if (inputs) annotateSecrets(inputs, args.inputs ?? {});
    return { id: res.getId(), outputs, inputs };
  }

  async update(args: {
    urn: string;
    id: string;
    oldOutputs: PropertyMap;
    newInputs: PropertyMap;
    oldInputs?: PropertyMap;
    additionalSecretOutputs?: readonly string[];
  }) {
    const req = new pb.UpdateRequest();
    req.setUrn(args.urn);
    req.setId(args.id);
    req.setOlds(toStruct(stripSecretsMap(args.oldOutputs), "oldOutputs"));
    req.setNews(toStruct(stripSecretsMap(args.newInputs), "newInputs"));
    req.setOldInputs(toStruct(stripSecretsMap(args.oldInputs ?? {}), "oldInputs"));
    const res = await this.call<pb.UpdateRequest, pb.UpdateResponse>(this.client.update, "Update", req);
    return {
      outputs: this.markSecrets(
        fromStruct(res.getProperties()),
        args.newInputs,
        args.additionalSecretOutputs,
      ),
    };
  }

  async delete(args: {
    urn: string;
    id: string;
    outputs: PropertyMap;
    oldInputs?: PropertyMap;
  }): Promise<void> {
    const req = new pb.DeleteRequest();
    req.setUrn(args.urn);
    req.setId(args.id);
    req.setProperties(toStruct(stripSecretsMap(args.outputs), "outputs"));
    req.setOldInputs(toStruct(stripSecretsMap(args.oldInputs ?? {}), "oldInputs"));
    await this.call<pb.DeleteRequest, Empty>(this.client.delete, "Delete", req);
  }

  /** Closes the connection and stops the host process. Safe to call twice. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.client.close();
    await stopChild(this.child);
  }

  private markSecrets(outputs: PropertyMap, inputs: PropertyMap, extra: readonly string[] = []): PropertyMap {
    annotateSecrets(outputs, inputs);
    markAdditionalSecrets(outputs, extra);
    return outputs;
  }

  private call<Req, Res>(method: UnaryMethod<Req, Res>, name: string, req: Req): Promise<Res> {
    if (this.closed) return Promise.reject(new Error(`${name} called after the provider host was closed`));
    return unary(this.client, method, name, req, this.callTimeoutMs);
  }
}
