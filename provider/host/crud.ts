import { quoteValue, shortText } from "../../catalog";
import type { TunnelsClient } from "../../client";
import { NotFoundError } from "../../client/errors";
import { parentIds } from "../base/ids";
import type { ClassSpec } from "../base/specs";
import { getPath, plain } from "../base/values";
import type { CoalescedReads } from "./coalesced-reads";
import {
  type Change,
  changedMembers,
  changesBetween,
  declaredIn,
  lastSeen,
  memberInputs,
  type Olds,
} from "./diff";
import { inputsFromState, keepFromSource, stateFromResponse } from "./state";

type Props = Record<string, unknown>;

/** Outputs: the state of the object in Pulumi names, what the service never returns, and our records. */
export function outputsFrom(spec: ClassSpec, response: unknown, sources: Props[], extra: Props): Props {
  const state = (stateFromResponse(spec.response, response) ?? {}) as Props;
  delete state.id; // the resource's id is the engine's, not an output
  for (const source of sources) keepFromSource(spec, state, source);
  return plain({ ...state, ...extra });
}

/** What outputs carry besides the object's state: the parents and the adopted id. */
export function records(spec: ClassSpec, parents: string[], adoptId: unknown): Props {
  const extra: Props = {};
  spec.parents.forEach((p, i) => {
    extra[p.pulumi] = parents[i];
  });
  if (typeof adoptId === "string") extra.adoptId = adoptId;
  return extra;
}

/**
 * The inputs some outputs stand for: the members at `declared` (dotted paths), read back from the outputs,
 * with the parents and the adopted id the outputs hold.
 */
export function inputsAt(spec: ClassSpec, declared: string[], outs: Props): Props {
  const inputs = inputsFromState(spec.input, declared, outs);
  for (const p of spec.parents) inputs[p.pulumi] = outs[p.pulumi];
  if (typeof outs.adoptId === "string") inputs.adoptId = outs.adoptId;
  return plain(inputs);
}

export async function create(client: TunnelsClient, spec: ClassSpec, inputs: Props) {
  const parents = parentIds(spec, inputs);
  if (spec.adoptable && typeof inputs.adoptId === "string") return adopt(client, spec, inputs, parents);
  const { id, response } = await spec.endpoint.create(client, parents, memberInputs(spec, inputs));
  return { id, outs: outputsFrom(spec, response, [inputs], records(spec, parents, inputs.adoptId)) };
}

/** What taking over an existing object does: the changes on it, and the create-only ones that forbid it. */
export interface AdoptionPlan {
  /** The object as the service has it, in outputs' shape. */
  current: Props;
  olds: Olds;
  changes: Change[];
  /** Create-only members declared differently from the object's: the adoption fails. */
  conflicts: Change[];
}

/** The plan of adopting `inputs.adoptId`; undefined when no such object exists. */
export async function adoptionPlan(
  client: TunnelsClient,
  spec: ClassSpec,
  inputs: Props,
): Promise<AdoptionPlan | undefined> {
  const current = await readState(client, spec, parentIds(spec, inputs), inputs.adoptId as string);
  if (!current) return undefined;
  // Nothing was declared for it before: the members it has that the inputs leave out stay as they are.
  const olds: Olds = { inputs: {}, outputs: current };
  const changes = changesBetween(spec, olds, inputs).filter((c) => c.path !== "adoptId");
  const conflicts = changes.filter((c) => c.createOnly && getPath(current, c.path.split(".")) !== undefined);
  return { current, olds, changes, conflicts };
}

/** Why an adoption cannot be made, in the words both the preview's check and the create say. */
export function adoptionRefusal(spec: ClassSpec, inputs: Props, plan: AdoptionPlan | undefined) {
  const id = shortText(inputs.adoptId as string);
  const parents = parentIds(spec, inputs);
  if (!plan)
    return `adoptId ${id}: no ${spec.className} with that id exists${parents.length ? ` under ${parents.map((p) => shortText(p)).join("/")}` : ""}. Check the id, or remove adoptId to create a new one.`;
  if (plan.conflicts.length)
    return `adoptId ${id}: create-only members differ from the existing object: ${plan.conflicts
      .map((c) => `${c.path} is ${quoteValue(getPath(plan.current, c.path.split(".")))}`)
      .join(", ")}. Declare the same values, or remove adoptId to create a new object.`;
  return undefined;
}

/** Takes over an existing object: it must exist and agree on create-only members; the rest is updated. */
async function adopt(client: TunnelsClient, spec: ClassSpec, inputs: Props, parents: string[]) {
  const id = inputs.adoptId as string;
  const plan = await adoptionPlan(client, spec, inputs);
  const refusal = adoptionRefusal(spec, inputs, plan);
  if (refusal || !plan) throw new Error(refusal);
  await spec.endpoint.update(
    client,
    parents,
    id,
    changedMembers(spec, plan.olds, inputs),
    memberInputs(spec, inputs),
  );
  const response = await fetchObject(client, spec, parents, id);
  return { id, outs: outputsFrom(spec, response, [inputs], records(spec, parents, inputs.adoptId)) };
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

/**
 * A refresh's read (`reads` answers it from a listing when reads are coalesced): the outputs, and the inputs
 * the old inputs declared, read back from them. An empty id: the object is gone.
 */
export async function read(
  client: TunnelsClient,
  spec: ClassSpec,
  id: string,
  olds: Olds,
  reads?: CoalescedReads,
) {
  const before = lastSeen(spec, olds);
  const parents = parentIds(spec, before, id);
  const get = () => fetchObject(client, spec, parents, id);
  const response = reads ? await reads.read(spec, parents, id, get) : await get();
  // Gone: an empty id makes the engine drop it from state.
  if (response === undefined) return { id: "", outs: {} as Props, inputs: undefined };
  const outs = outputsFrom(spec, response, [before], records(spec, parents, before.adoptId));
  const inputs = inputsAt(spec, declaredIn(spec, olds.inputs), outs);
  return { id: spec.endpoint.idOf(parents, id), outs, inputs };
}

export async function update(client: TunnelsClient, spec: ClassSpec, id: string, olds: Olds, news: Props) {
  const parents = parentIds(spec, news, id);
  const changed = changedMembers(spec, olds, news);
  const answer = await spec.endpoint.update(client, parents, id, changed, memberInputs(spec, news));
  const response = answer ?? (await fetchObject(client, spec, parents, id));
  if (response === undefined)
    throw new Error(`${spec.className} ${id} disappeared during the update; run pulumi refresh.`);
  const sources = [news, lastSeen(spec, olds)];
  return { outs: outputsFrom(spec, response, sources, records(spec, parents, news.adoptId)) };
}

export async function remove(client: TunnelsClient, spec: ClassSpec, id: string, outputs: Props) {
  const parents = parentIds(spec, outputs, id);
  try {
    await spec.endpoint.remove(client, parents, id);
  } catch (err) {
    if (!(err instanceof NotFoundError)) throw err; // already gone is what we wanted
  }
}
