/**
 * The provider's implementation, loaded inside the Pulumi provider host as `pulumi-tunnels/provider-impl`.
 * The serialized provider in each resource's state is a thin shim that forwards here (see shim.ts), so
 * this code can change between versions without touching anyone's state.
 */
import { checkInputs } from "./check";
import { TunnelsError } from "../../sdk/client";
import { clientFor, resolveSettings, type Settings } from "../config";
import { explainFailure, inUserNames } from "../messages";
import { forResource } from "../retry-log";
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

/**
 * Missing settings fail here, in check, so that `pulumi preview` reports them too (preview never creates).
 * Reasons from the catalog's rules are rewritten in the program's member names.
 */
export async function check(className: string, _olds: Props, news: Props) {
  const result = checkInputs(specOf(className), news);
  const failures = result.failures.map((f) => ({ ...f, reason: inUserNames(f.reason) }));
  try {
    resolveSettings(settings);
  } catch (err) {
    failures.push({ property: "", reason: (err as Error).message });
  }
  return { ...result, failures };
}

export async function diff(className: string, _id: string, olds: Props, news: Props) {
  return diffResult(specOf(className), olds, news);
}

export async function create_(className: string, inputs: Props) {
  const spec = specOf(className);
  return withContext(spec.className, undefined, "create", () => create(client(), spec, inputs));
}

export async function read_(className: string, id: string, props: Props) {
  const spec = specOf(className);
  return withContext(spec.className, id, "read", () => read(client(), spec, id, props));
}

export async function update_(className: string, id: string, olds: Props, news: Props) {
  const spec = specOf(className);
  return withContext(spec.className, id, "update", () => update(client(), spec, id, olds, news));
}

export async function delete_(className: string, id: string, props: Props) {
  const spec = specOf(className);
  return withContext(spec.className, id, "delete", () => remove(client(), spec, id, props));
}

/**
 * Errors say which class and operation failed, in the program's names and with the setting to check; the
 * client's errors already carry no secret. Retry waits logged meanwhile name the class and id.
 */
async function withContext<T>(
  className: string,
  id: string | undefined,
  op: string,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await forResource(className, id, run);
  } catch (err) {
    const message =
      err instanceof TunnelsError
        ? explainFailure(err, resolveSettings(settings))
        : inUserNames(err instanceof Error ? err.message : String(err));
    throw new Error(`${className} ${op} failed: ${message}`, { cause: err });
  }
}

export { create_ as create, delete_ as delete, read_ as read, update_ as update };
