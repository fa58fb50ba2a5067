/**
 * The provider's implementation, loaded inside the Pulumi provider host as `pulumi-tunnels/provider-impl`.
 * The serialized provider in each resource's state is a thin shim that forwards here (see shim.ts), so
 * this code can change between versions without touching anyone's state.
 */
import { checkInputs } from "./check";
import { clientFor, type Settings } from "../config";
import { create, read, remove, update } from "./crud";
import { diffResult } from "./diff";
import { specOf } from "../specs";

type Props = Record<string, unknown>;

let settings: Settings = {};

/** Called by the host with the stack configuration, once per provider it deserializes. */
export async function configure(req: { config: { get(key: string): string | undefined } }): Promise<void> {
  settings = {
    apiUrl: req.config.get("tunnels:apiUrl"),
    apiKey: req.config.get("tunnels:apiKey"),
    retryTimeoutSeconds: req.config.get("tunnels:retryTimeoutSeconds"),
  };
}

const client = () => clientFor(settings);

export async function check(className: string, _olds: Props, news: Props) {
  return checkInputs(specOf(className), news);
}

export async function diff(className: string, _id: string, olds: Props, news: Props) {
  return diffResult(specOf(className), olds, news);
}

export async function create_(className: string, inputs: Props) {
  const spec = specOf(className);
  return withContext(spec.className, "create", () => create(client(), spec, inputs));
}

export async function read_(className: string, id: string, props: Props) {
  const spec = specOf(className);
  return withContext(spec.className, "read", () => read(client(), spec, id, props));
}

export async function update_(className: string, id: string, olds: Props, news: Props) {
  const spec = specOf(className);
  return withContext(spec.className, "update", () => update(client(), spec, id, olds, news));
}

export async function delete_(className: string, id: string, props: Props) {
  const spec = specOf(className);
  return withContext(spec.className, "delete", () => remove(client(), spec, id, props));
}

/** Errors say which class and operation failed; the client's errors already carry no secret. */
async function withContext<T>(className: string, op: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    throw new Error(`${className} ${op} failed: ${message}`, { cause: err });
  }
}

export { create_ as create, delete_ as delete, read_ as read, update_ as update };
