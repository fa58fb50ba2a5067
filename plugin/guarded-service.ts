/**
 * The service definition the server decodes requests with: lengths bounded by the request's end
 * (bounded-decoding.ts), and each refusal told to `onRefused`. A request that cannot be decoded is answered at
 * once (gRPC's "Error deserializing request"), and the plugin goes on answering the next one.
 */
import type { ServiceDefinition } from "@grpc/grpc-js";
import { boundLengthReads } from "./bounded-decoding";

export function guardedService(
  definition: ServiceDefinition,
  onRefused: (method: string, reason: string) => void,
): ServiceDefinition {
  boundLengthReads();
  const methods = Object.entries(definition).map(([name, method]) => {
    const decode = (bytes: Buffer) => {
      try {
        return method.requestDeserialize(bytes);
      } catch (err) {
        onRefused(name, err instanceof Error ? err.message : String(err));
        throw err;
      }
    };
    return [name, { ...method, requestDeserialize: decode }];
  });
  return Object.fromEntries(methods) as ServiceDefinition;
}
