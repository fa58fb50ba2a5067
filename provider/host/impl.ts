/**
 * The provider's implementation, loaded inside the Pulumi provider host as `pulumi-tunnels/provider-impl`.
 * The serialized provider in each resource's state is a thin shim that forwards here (see shim.ts), so
 * this code can change between versions without touching anyone's state.
 */
import { checkInputs } from "./check";
import { TunnelsError } from "../../sdk/client";
import { clientFor, readSettings, resolveSettings, type Settings } from "../config";
import { parentIds } from "../ids";
import { explainFailure, inUserNames } from "../messages";
import { forResource } from "../retry-log";
import { configKey } from "../settings";
import { type ClassSpec, specOf } from "../specs";
import { CoalescedReads } from "./coalesced-reads";
import { create, read, remove, update } from "./crud";
import { diffResult } from "./diff";

type Props = Record<string, unknown>;

let settings: Settings = {};

/** Called by the host with the stack configuration, once per provider it deserializes: every setting. */
export async function configure(req: { config: { get(key: string): string | undefined } }): Promise<void> {
  settings = readSettings((name) => req.config.get(configKey(name)));
}

const client = () => clientFor(settings);

const readers = new Map<string, CoalescedReads>();

/** The process's coalesced reads for the current client and window; undefined when turned off. */
export function coalescedReads(): CoalescedReads | undefined {
  const s = resolveSettings(settings);
  if (!s.coalesceReads) return undefined;
  const key = JSON.stringify([s.apiUrl, s.apiKey, s.readWindowSeconds]);
  let reads = readers.get(key);
  if (!reads) {
    reads = new CoalescedReads(client(), s.readWindowSeconds * 1000);
    readers.set(key, reads);
  }
  return reads;
}

/** Runs a write, then notes it (done or not: it may have happened) so no older page serves a read. */
async function writing<T>(
  spec: ClassSpec,
  props: Props,
  id: () => string | undefined,
  run: () => Promise<T>,
) {
  try {
    return await run();
  } finally {
    const written = id();
    if (written) coalescedReads()?.wrote(spec, parentIds(spec, props, written), written);
  }
}

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
  let id: string | undefined;
  return withContext(spec.className, undefined, "create", () =>
    writing(
      spec,
      inputs,
      () => id,
      async () => {
        const created = await create(client(), spec, inputs);
        id = created.id;
        return created;
      },
    ),
  );
}

export async function read_(className: string, id: string, props: Props) {
  const spec = specOf(className);
  return withContext(spec.className, id, "read", () => read(client(), spec, id, props, coalescedReads()));
}

export async function update_(className: string, id: string, olds: Props, news: Props) {
  const spec = specOf(className);
  return withContext(spec.className, id, "update", () =>
    writing(
      spec,
      news,
      () => id,
      () => update(client(), spec, id, olds, news),
    ),
  );
}

export async function delete_(className: string, id: string, props: Props) {
  const spec = specOf(className);
  return withContext(spec.className, id, "delete", () =>
    writing(
      spec,
      props,
      () => id,
      () => remove(client(), spec, id, props),
    ),
  );
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
