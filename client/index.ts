export type { Clock } from "./clock";
export { type CatalogClients, TunnelsClient, type TunnelsClientOptions } from "./client";
export * from "./errors";
export type { CallPaceWait, RequestOptions, RetryWait } from "./http";
export type { ModuleClient } from "./module-client";
export type {
  ListOptions,
  OperationsOf,
  ParentIds,
  ResourceClient,
  ResourceOperations,
} from "./resource-client";
export type { HttpMethod } from "./retry";
export { VERSION } from "./version";
