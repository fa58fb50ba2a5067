/**
 * Starts the built plugin (`node_modules/.bin/pulumi-resource-tunnels`, or the release's executable in the vitest
 * project `executable`, which sets TUNNELS_PLUGIN_BIN) as the Pulumi CLI does and calls
 * its RPCs over gRPC as the engine does. Values go in and come back in wire form: a secret is the wrapper
 * object (test/engine/rpc-values.ts), so tests see exactly what the engine would keep.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import * as grpc from "@grpc/grpc-js";
import { PluginAttach, type PluginInfo } from "@pulumi/pulumi/proto/plugin_pb";
import { ResourceProviderClient } from "@pulumi/pulumi/proto/provider_grpc_pb";
import * as pb from "@pulumi/pulumi/proto/provider_pb";
import { Empty } from "google-protobuf/google/protobuf/empty_pb";
import { stopChild, track } from "../engine/child-processes";
import { fromStruct, toStruct, type UnaryMethod, unary } from "../engine/grpc-util";
import { REPO_ROOT, TMP_ROOT } from "../engine/pack";
import type { PropertyMap } from "../engine/rpc-values";

/** The plugin's command: read at each start, since the project `executable` sets it in a setup hook. */
export const pluginBin = () =>
  process.env.TUNNELS_PLUGIN_BIN ?? path.join(REPO_ROOT, "node_modules", ".bin", "pulumi-resource-tunnels");

/** The names of PropertyDiff kinds, by their number. */
const KIND_NAMES = Object.fromEntries(Object.entries(pb.PropertyDiff.Kind).map(([name, n]) => [n, name]));

export interface NativeDiff {
  changes: "none" | "some" | "unknown";
  replaces: string[];
  deleteBeforeReplace: boolean;
  diffs: string[];
  hasDetailedDiff: boolean;
  /** Path → kind name (`UPDATE_REPLACE`). */
  detailedDiff: Record<string, string>;
}

/** An empty Pulumi home for one plugin process. */
export function pulumiHome(): string {
  mkdirSync(TMP_ROOT, { recursive: true });
  return mkdtempSync(path.join(TMP_ROOT, "plugin-home-"));
}

export const urnOf = (className: string, name = "r") =>
  `urn:pulumi:dev::plugin-test::tunnels:index:${className}::${name}`;

/** What a Diff and an Update carry: the object, its state and old inputs, and the new inputs. */
interface Change {
  className: string;
  id: string;
  olds: PropertyMap;
  oldInputs: PropertyMap;
  news: PropertyMap;
}

function change<R extends pb.DiffRequest | pb.UpdateRequest>(req: R, args: Change): R {
  req.setUrn(urnOf(args.className));
  req.setId(args.id);
  req.setOlds(toStruct(args.olds, "olds"));
  req.setOldInputs(toStruct(args.oldInputs, "oldInputs"));
  req.setNews(toStruct(args.news, "news"));
  return req;
}

export class PluginClient {
  private constructor(
    private readonly child: ReturnType<typeof spawn>,
    private readonly client: ResourceProviderClient,
    /** Everything the plugin wrote to stderr, a line an entry. */
    readonly stderr: string[],
  ) {}

  /**
   * Starts the plugin (`bin`, default this repository's) with `args` (default: an engine address nobody
   * serves) and waits for its port.
   */
  static async start(
    options: { bin?: string; args?: string[]; env?: NodeJS.ProcessEnv; stdin?: "pipe" | "ignore" } = {},
  ): Promise<PluginClient> {
    const child = track(
      spawn(options.bin ?? pluginBin(), options.args ?? ["127.0.0.1:1"], {
        cwd: REPO_ROOT,
        // A Pulumi home of its own: the plugin writes its creates in flight there (create-journal.ts).
        env: { PULUMI_HOME: pulumiHome(), ...(options.env ?? process.env) },
        // A pipe, as the CLI gives every plugin (`stdin: "pipe"`), reaches its end when the engine is gone.
        stdio: [options.stdin ?? "ignore", "pipe", "pipe"],
      }),
    );
    const stderr: string[] = [];
    createInterface({ input: child.stderr! }).on("line", (line) => stderr.push(line));
    const port = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("the plugin printed no port within 20 s")), 20_000);
      child.once("exit", (code) => reject(new Error(`the plugin exited with ${code}: ${stderr.join("\n")}`)));
      createInterface({ input: child.stdout! }).once("line", (line) => {
        clearTimeout(timer);
        resolve(line.trim());
      });
    });
    const client = new ResourceProviderClient(`127.0.0.1:${port}`, grpc.credentials.createInsecure());
    return new PluginClient(child, client, stderr);
  }

  private call<Req, Res>(method: UnaryMethod<Req, Res>, name: string, req: Req): Promise<Res> {
    return unary(this.client, method, name, req, 120_000);
  }

  async getPluginInfo(): Promise<string> {
    const info = await this.call<Empty, PluginInfo>(this.client.getPluginInfo, "GetPluginInfo", new Empty());
    return info.getVersion();
  }

  async getSchema(): Promise<string> {
    const res = await this.call<pb.GetSchemaRequest, pb.GetSchemaResponse>(
      this.client.getSchema,
      "GetSchema",
      new pb.GetSchemaRequest(),
    );
    return res.getSchema();
  }

  /**
   * CheckConfig's failures. `olds` is the provider's config in the state: by default the same as `news`, a provider
   * whose settings are the deployed ones, which the plugin checks without a call; `{}` for a provider with no state
   * yet, whose URL and key the plugin checks with one call (provider/host/settings-check.ts).
   */
  async checkConfig(news: PropertyMap, olds: PropertyMap = news) {
    return (await this.checkConfigAnswer(news, olds)).failures;
  }

  /** CheckConfig's whole answer: the inputs the engine keeps for the provider (secrets wrapped) and the failures. */
  async checkConfigAnswer(news: PropertyMap, olds: PropertyMap = news, name = "default") {
    const req = new pb.CheckRequest();
    req.setUrn(`urn:pulumi:dev::plugin-test::pulumi:providers:tunnels::${name}`);
    req.setNews(toStruct(news, "news"));
    req.setOlds(toStruct(olds, "olds"));
    const res = await this.call<pb.CheckRequest, pb.CheckResponse>(
      this.client.checkConfig,
      "CheckConfig",
      req,
    );
    const failures = res.getFailuresList().map((f) => ({ property: f.getProperty(), reason: f.getReason() }));
    return { inputs: fromStruct(res.getInputs()), failures };
  }

  /** The port the plugin serves on, for tests that speak HTTP/2 to it without a gRPC client. */
  get address(): string {
    return this.client.getChannel().getTarget().replace(/^dns:/, "");
  }

  /** DiffConfig of two provider configs: the settings that changed, and whether that replaces the provider. */
  async diffConfig(olds: PropertyMap, news: PropertyMap) {
    const req = new pb.DiffRequest();
    req.setUrn("urn:pulumi:dev::plugin-test::pulumi:providers:tunnels::default");
    req.setOlds(toStruct(olds, "olds"));
    req.setOldInputs(toStruct(olds, "oldInputs"));
    req.setNews(toStruct(news, "news"));
    const res = await this.call<pb.DiffRequest, pb.DiffResponse>(this.client.diffConfig, "DiffConfig", req);
    return {
      some: res.getChanges() === pb.DiffResponse.DiffChanges.DIFF_SOME,
      diffs: res.getDiffsList(),
      replaces: res.getReplacesList(),
    };
  }

  /** Attach, as the engine calls it on a plugin it did not start (`PULUMI_DEBUG_PROVIDERS`). */
  async attach(address: string): Promise<void> {
    const req = new PluginAttach();
    req.setAddress(address);
    await this.call<PluginAttach, Empty>(this.client.attach, "Attach", req);
  }

  /** Configure from `args` (keys without the namespace), as the engine sends a provider's inputs. */
  async configure(args: PropertyMap): Promise<{ acceptSecrets: boolean }> {
    const req = new pb.ConfigureRequest();
    req.setArgs(toStruct(args, "args"));
    req.setAcceptsecrets(true);
    const res = await this.call<pb.ConfigureRequest, pb.ConfigureResponse>(
      this.client.configure,
      "Configure",
      req,
    );
    return { acceptSecrets: res.getAcceptsecrets() };
  }

  async check(className: string, olds: PropertyMap, news: PropertyMap) {
    const req = new pb.CheckRequest();
    req.setUrn(urnOf(className));
    req.setOlds(toStruct(olds, "olds"));
    req.setNews(toStruct(news, "news"));
    const res = await this.call<pb.CheckRequest, pb.CheckResponse>(this.client.check, "Check", req);
    const failures = res.getFailuresList().map((f) => ({ property: f.getProperty(), reason: f.getReason() }));
    return { inputs: fromStruct(res.getInputs()), failures };
  }

  async diff(args: Change) {
    const req = change(new pb.DiffRequest(), args);
    const res = await this.call<pb.DiffRequest, pb.DiffResponse>(this.client.diff, "Diff", req);
    const changes = res.getChanges();
    const detailedDiff: Record<string, string> = {};
    for (const [path, d] of res.getDetaileddiffMap().entries()) detailedDiff[path] = KIND_NAMES[d.getKind()];
    const kinds = pb.DiffResponse.DiffChanges;
    return {
      changes: changes === kinds.DIFF_SOME ? "some" : changes === kinds.DIFF_NONE ? "none" : "unknown",
      replaces: res.getReplacesList(),
      deleteBeforeReplace: res.getDeletebeforereplace(),
      diffs: res.getDiffsList(),
      hasDetailedDiff: res.getHasdetaileddiff(),
      detailedDiff,
    } satisfies NativeDiff;
  }

  async create(className: string, inputs: PropertyMap) {
    const req = new pb.CreateRequest();
    req.setUrn(urnOf(className));
    req.setProperties(toStruct(inputs, "inputs"));
    const res = await this.call<pb.CreateRequest, pb.CreateResponse>(this.client.create, "Create", req);
    return { id: res.getId(), outputs: fromStruct(res.getProperties()) };
  }

  async read(className: string, id: string, outputs: PropertyMap, inputs: PropertyMap) {
    const req = new pb.ReadRequest();
    req.setUrn(urnOf(className));
    req.setId(id);
    req.setProperties(toStruct(outputs, "outputs"));
    req.setInputs(toStruct(inputs, "inputs"));
    const res = await this.call<pb.ReadRequest, pb.ReadResponse>(this.client.read, "Read", req);
    return { id: res.getId(), outputs: fromStruct(res.getProperties()), inputs: fromStruct(res.getInputs()) };
  }

  async update(args: Change) {
    const req = change(new pb.UpdateRequest(), args);
    const res = await this.call<pb.UpdateRequest, pb.UpdateResponse>(this.client.update, "Update", req);
    return { outputs: fromStruct(res.getProperties()) };
  }

  async delete(className: string, id: string, outputs: PropertyMap): Promise<void> {
    const req = new pb.DeleteRequest();
    req.setUrn(urnOf(className));
    req.setId(id);
    req.setProperties(toStruct(outputs, "outputs"));
    await this.call<pb.DeleteRequest, Empty>(this.client.delete, "Delete", req);
  }

  async invoke(token: string, args: PropertyMap): Promise<PropertyMap> {
    const req = new pb.InvokeRequest();
    req.setTok(token);
    req.setArgs(toStruct(args, "args"));
    const res = await this.call<pb.InvokeRequest, pb.InvokeResponse>(this.client.invoke, "Invoke", req);
    return fromStruct(res.getReturn());
  }

  /** Cancel, as the engine sends it at the first Ctrl-C or SIGTERM of `pulumi`. */
  async cancel(): Promise<void> {
    await this.call<Empty, Empty>(this.client.cancel, "Cancel", new Empty());
  }

  /** Closes the plugin's standard input (started with `stdin: "pipe"`), as the death of `pulumi` does. */
  endStdin(): void {
    this.child.stdin?.end();
  }

  /** The plugin's exit code (null when a signal ended it), once it has exited. */
  exited(): Promise<number | null> {
    if (this.child.exitCode !== null || this.child.signalCode !== null)
      return Promise.resolve(this.child.exitCode);
    return new Promise((resolve) => this.child.once("exit", (code) => resolve(code)));
  }

  async close(): Promise<void> {
    this.client.close();
    await stopChild(this.child);
  }
}
