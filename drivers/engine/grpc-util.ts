/**
 * Small gRPC helpers shared by the provider-host client and the monitor server: Struct conversion that
 * refuses values protobuf cannot carry, unary calls as promises with a deadline, and server start/stop.
 */
import * as grpc from "@grpc/grpc-js";
import { Struct } from "google-protobuf/google/protobuf/struct_pb";
import { isObject, type PropertyMap, toPlain } from "./rpc-values";

export function toStruct(map: PropertyMap, what: string): Struct {
  return Struct.fromJavaScript(toPlain(map, what) as Record<string, never>);
}

export function fromStruct(struct: Struct | undefined): PropertyMap {
  if (!struct) return {};
  const value = struct.toJavaScript();
  return isObject(value) ? (value as PropertyMap) : {};
}

export type UnaryMethod<Req, Res> = (
  request: Req,
  metadata: grpc.Metadata,
  options: Partial<grpc.CallOptions>,
  callback: (error: grpc.ServiceError | null, response: Res) => void,
) => unknown;

/** Calls a unary method with a deadline; a gRPC error becomes an Error naming the method. */
export function unary<Req, Res>(
  client: grpc.Client,
  method: UnaryMethod<Req, Res>,
  name: string,
  request: Req,
  timeoutMs: number,
): Promise<Res> {
  return new Promise((resolve, reject) => {
    method.call(
      client,
      request,
      new grpc.Metadata(),
      { deadline: Date.now() + timeoutMs },
      (error, response) => {
        if (error) reject(new Error(`${name} failed: ${error.details || error.message}`, { cause: error }));
        else resolve(response);
      },
    );
  });
}

/** Starts a server on an ephemeral loopback port. */
export async function startServer(server: grpc.Server): Promise<string> {
  const port = await new Promise<number>((resolve, reject) => {
    server.bindAsync("127.0.0.1:0", grpc.ServerCredentials.createInsecure(), (error, p) =>
      error ? reject(error) : resolve(p),
    );
  });
  return `127.0.0.1:${port}`;
}

/** Stops a server, forcing it after a short grace period so a hung client cannot hold a test. */
export function stopServer(server: grpc.Server, graceMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      server.forceShutdown();
      resolve();
    }, graceMs);
    server.tryShutdown(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Wraps an async handler into a gRPC unary handler: a thrown error becomes an UNKNOWN status with its message. */
export function handler<Req, Res>(
  fn: (request: Req) => Promise<Res>,
): (call: grpc.ServerUnaryCall<Req, Res>, callback: grpc.sendUnaryData<Res>) => void {
  return (call, callback) => {
    fn(call.request).then(
      (response) => callback(null, response),
      (error: unknown) =>
        callback({
          code: grpc.status.UNKNOWN,
          details: error instanceof Error ? error.message : String(error),
        }),
    );
  };
}
