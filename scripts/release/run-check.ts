/**
 * Runs a plugin executable as the CLI starts it, on a machine with nothing else: an empty environment but a
 * PATH that leads nowhere (so no `node`), no engine address. It must print its port, answer GetPluginInfo with
 * the package's version and GetSchema with the schema, and write nothing to stderr (the CLI shows a plugin's
 * stderr to users). The release publishes no archive whose executable did not pass this.
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import * as grpc from "@grpc/grpc-js";
import type { PluginInfo } from "@pulumi/pulumi/proto/plugin_pb";
import { ResourceProviderClient } from "@pulumi/pulumi/proto/provider_grpc_pb";
import { GetSchemaRequest, type GetSchemaResponse } from "@pulumi/pulumi/proto/provider_pb";
import { Empty } from "google-protobuf/google/protobuf/empty_pb";

export interface RunCheck {
  /** From the start of the process to GetPluginInfo's answer. */
  startToInfoMs: number;
}

/** Under QEMU a start takes seconds; this bounds a hung one. */
const TIMEOUT_MS = 120_000;

function call<Res>(run: (done: (err: grpc.ServiceError | null, res: Res) => void) => void): Promise<Res> {
  return new Promise((resolve, reject) => run((err, res) => (err ? reject(err) : resolve(res))));
}

/** `runner` (QEMU, or nothing) then `file`; rejects saying what differed. */
export async function runCheck(
  file: string,
  runner: string[],
  expected: { version: string; schema: string },
): Promise<RunCheck> {
  const started = performance.now();
  const [command, ...args] = [...runner, file];
  const child = spawn(command, args, { env: { PATH: "/nonexistent" }, stdio: ["ignore", "pipe", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (d) => {
    stderr += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  const timer = setTimeout(() => child.kill("SIGKILL"), TIMEOUT_MS);
  try {
    const port = await new Promise<string>((resolve, reject) => {
      exited.then((code) => reject(new Error(`${file} exited ${code} before printing its port: ${stderr}`)));
      createInterface({ input: child.stdout }).once("line", resolve);
    });
    if (!/^\d+$/.test(port)) throw new Error(`${file} printed ${JSON.stringify(port)}, not a port`);
    const client = new ResourceProviderClient(`127.0.0.1:${port}`, grpc.credentials.createInsecure());
    try {
      const info = await call<PluginInfo>((done) => client.getPluginInfo(new Empty(), done));
      const startToInfoMs = performance.now() - started;
      const schema = await call<GetSchemaResponse>((done) => client.getSchema(new GetSchemaRequest(), done));
      if (info.getVersion() !== expected.version)
        throw new Error(`${file} answered GetPluginInfo ${info.getVersion()}, not ${expected.version}`);
      if (schema.getSchema() !== expected.schema)
        throw new Error(`${file} answered GetSchema with another schema than plugin/schema.json`);
      if (stderr) throw new Error(`${file} wrote to stderr at a normal start: ${stderr}`);
      return { startToInfoMs };
    } finally {
      client.close();
    }
  } finally {
    clearTimeout(timer);
    child.kill("SIGTERM");
    await exited;
  }
}
