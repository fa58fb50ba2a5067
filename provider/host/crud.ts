import type { TunnelsClient } from "../../client";
import { NotFoundError } from "../../client/errors";
import { changedMembers, changesBetween, memberInputs } from "./diff";
import { parentIds } from "../ids";
import type { ClassSpec } from "../specs";
import type { CoalescedReads } from "./coalesced-reads";
import { declaredPaths, inputsFromState, keepFromSource, stateFromResponse } from "./state";
import { getPath, plain } from "../values";

type Props = Record<string, unknown>;

/** Outputs: the state of the object in Pulumi names, what the service never returns, and our records. */
export function outputsFrom(spec: ClassSpec, response: unknown, sources: Props[], extra: Props): Props {
  const state = (stateFromResponse(spec.response, response) ?? {}) as Props;
  delete state.id; // the resource's id is the engine's, not an output
  for (const source of sources) keepFromSource(spec, state, source);
  return plain({ ...state, ...extra });
}

/** What outputs carry besides the object's state: the declared paths, the parents, the adopted id. */
function records(spec: ClassSpec, declared: string[], parents: string[], adoptId: unknown): Props {
  const extra: Props = { __declared: declared };
  spec.parents.forEach((p, i) => {
    extra[p.pulumi] = parents[i];
  });
  if (typeof adoptId === "string") extra.adoptId = adoptId;
  return extra;
}

/** The records for inputs the program declared. */
const recordsOf = (spec: ClassSpec, inputs: Props, parents: string[]) =>
  records(spec, declaredPaths(spec.input, memberInputs(spec, inputs)), parents, inputs.adoptId);

export async function create(client: TunnelsClient, spec: ClassSpec, inputs: Props) {
  const parents = parentIds(spec, inputs);
  if (spec.adoptable && typeof inputs.adoptId === "string") return adopt(client, spec, inputs, parents);
  const { id, response } = await spec.endpoint.create(client, parents, memberInputs(spec, inputs));
  return { id, outs: outputsFrom(spec, response, [inputs], recordsOf(spec, inputs, parents)) };
}

/** Takes over an existing object: it must exist and agree on create-only members; the rest is updated. */
async function adopt(client: TunnelsClient, spec: ClassSpec, inputs: Props, parents: string[]) {
  const id = inputs.adoptId as string;
  const current = await readState(client, spec, parents, id);
  if (!current)
    throw new Error(
      `adoptId ${id}: no ${spec.className} with that id exists${parents.length ? ` under ${parents.join("/")}` : ""}. Check the id, or remove adoptId to create a new one.`,
    );
  const changes = changesBetween(spec, current, inputs).filter((c) => c.path !== "adoptId");
  const conflicts = changes.filter((c) => c.createOnly && getPath(current, c.path.split(".")) !== undefined);
  if (conflicts.length)
    throw new Error(
      `adoptId ${id}: create-only members differ from the existing object: ${conflicts
        .map((c) => `${c.path} is ${JSON.stringify(getPath(current, c.path.split(".")))}`)
        .join(", ")}. Declare the same values, or remove adoptId to create a new object.`,
    );
  await spec.endpoint.update(
    client,
    parents,
    id,
    changedMembers(spec, current, inputs),
    memberInputs(spec, inputs),
  );
  const response = await fetchObject(client, spec, parents, id);
  return { id, outs: outputsFrom(spec, response, [inputs], recordsOf(spec, inputs, parents)) };
}

async function readState(client: TunnelsClient, spec: ClassSpec, parents: string[], id: string) {
  const response = await fetchObject(client, spec, parents, id);
  return response === undefined ? undefined : (outputsFrom(spec, response, [], {}) as Props);
}

/** The object as the service has it; undefined when it does not exist. */
async function fetchObject(client: TunnelsClient, spec: ClassSpec, parents: string[], id: string) {
  try {
    return await spec.endpoint.get(client, parents, id);
  } catch (err) {
    if (err instanceof NotFoundError) return undefined;
    throw err;
  }
}

/** A refresh's read; `reads` answers it from a listing when reads are coalesced. */
export async function read(
  client: TunnelsClient,
  spec: ClassSpec,
  id: string,
  props: Props,
  reads?: CoalescedReads,
) {
  const parents = parentIds(spec, props, id);
  const get = () => fetchObject(client, spec, parents, id);
  const response = reads ? await reads.read(spec, parents, id, get) : await get();
  // Gone: an empty id makes the engine drop it from state.
  if (response === undefined) return { id: "", props: {} as Props, inputs: undefined };
  const declared = Array.isArray(props.__declared) ? (props.__declared as string[]) : [];
  const extra = records(spec, declared, parents, props.adoptId);
  const outs = outputsFrom(spec, response, [props], extra);
  const inputs = { ...inputsFromState(spec.input, declared, outs), ...extra };
  delete inputs.__declared;
  return { id: spec.endpoint.idOf(parents, id), props: outs, inputs: plain(inputs) };
}

export async function update(client: TunnelsClient, spec: ClassSpec, id: string, olds: Props, news: Props) {
  const parents = parentIds(spec, news, id);
  const changed = changedMembers(spec, olds, news);
  const answer = await spec.endpoint.update(client, parents, id, changed, memberInputs(spec, news));
  const response = answer ?? (await fetchObject(client, spec, parents, id));
  if (response === undefined)
    throw new Error(`${spec.className} ${id} disappeared during the update; run pulumi refresh.`);
  return { outs: outputsFrom(spec, response, [news, olds], recordsOf(spec, news, parents)) };
}

export async function remove(client: TunnelsClient, spec: ClassSpec, id: string, props: Props) {
  const parents = parentIds(spec, props, id);
  try {
    await spec.endpoint.remove(client, parents, id);
  } catch (err) {
    if (!(err instanceof NotFoundError)) throw err; // already gone is what we wanted
  }
}
