import type { TunnelsClient } from "../sdk/client";
import { NotFoundError } from "../sdk/client/errors";
import { toWireNames } from "../sdk/catalog/walk";
import { type Change, changesBetween, memberInputs } from "./diff";
import { apply } from "./apply";
import type { ClassSpec } from "./specs";
import { declaredPaths, inputsFromState, keepFromSource, stateFromResponse } from "./state";
import { getPath, plain } from "./values";

type Props = Record<string, unknown>;
// The generic clients are typed per resource; here one code path serves every class.
// biome-ignore lint/suspicious/noExplicitAny: see above
type AnyClient = any;

export const clientOf = (client: TunnelsClient, name: string): AnyClient =>
  (client as unknown as Props)[name];

export function parentIds(spec: ClassSpec, props: Props, id?: string): string[] {
  const fromProps = spec.parents.map((p) => props[p.pulumi]);
  if (fromProps.every((v) => typeof v === "string" && v !== "")) return fromProps as string[];
  // `X.get(name, id)` knows only the id: routes take `<edgeId>/<routeId>`, modules their own composite id.
  const parts = (id ?? "").split("/");
  if (parts.length >= spec.parents.length + (spec.def.kind === "resource" ? 1 : 0))
    return parts.slice(0, spec.parents.length);
  throw new Error(
    `${spec.className} needs ${spec.parents.map((p) => p.pulumi).join(" and ")}; got id "${id}".`,
  );
}

/** The object's own id for the API: the last segment of a composite id. */
export const ownId = (id: string) => id.split("/").pop() as string;

export function moduleId(spec: ClassSpec, parents: string[]): string {
  if (spec.def.kind !== "module") throw new Error("moduleId of a resource");
  return [...parents, spec.def.module.module].join("/");
}

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

const wireBody = (spec: ClassSpec, inputs: Props) => toWireNames(spec.input, memberInputs(spec, inputs));

export async function create(client: TunnelsClient, spec: ClassSpec, inputs: Props) {
  const parents = parentIds(spec, inputs);
  if (spec.def.kind === "module") {
    const response = await clientOf(client, spec.def.module.clientName).replace(
      ...parents,
      wireBody(spec, inputs),
    );
    return {
      id: moduleId(spec, parents),
      outs: outputsFrom(spec, response, [inputs], recordsOf(spec, inputs, parents)),
    };
  }
  const api = clientOf(client, spec.def.resource.clientName);
  if (typeof inputs.adoptId === "string") return adopt(client, spec, inputs, parents);
  const response = await api.create(...parents, wireBody(spec, inputs));
  return {
    id: response.id as string,
    outs: outputsFrom(spec, response, [inputs], recordsOf(spec, inputs, parents)),
  };
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
  const updates = changes.filter((c) => !c.createOnly);
  await apply(client, spec, parents, id, updates, inputs);
  const response = await fetchObject(client, spec, parents, id);
  return { id, outs: outputsFrom(spec, response, [inputs], recordsOf(spec, inputs, parents)) };
}

async function readState(client: TunnelsClient, spec: ClassSpec, parents: string[], id: string) {
  const response = await fetchObject(client, spec, parents, id);
  return response === undefined ? undefined : (outputsFrom(spec, response, [], {}) as Props);
}

async function fetchObject(
  client: TunnelsClient,
  spec: ClassSpec,
  parents: string[],
  id: string,
): Promise<unknown> {
  try {
    return spec.def.kind === "module"
      ? await clientOf(client, spec.def.module.clientName).get(...parents)
      : await clientOf(client, spec.def.resource.clientName).get(...parents, ownId(id));
  } catch (err) {
    if (err instanceof NotFoundError) return undefined;
    throw err;
  }
}

export async function read(client: TunnelsClient, spec: ClassSpec, id: string, props: Props) {
  const parents = parentIds(spec, props, id);
  const response = await fetchObject(client, spec, parents, id);
  // Gone: an empty id makes the engine drop it from state.
  if (response === undefined) return { id: "", props: {} as Props, inputs: undefined };
  const declared = Array.isArray(props.__declared) ? (props.__declared as string[]) : [];
  const extra = records(spec, declared, parents, props.adoptId);
  const outs = outputsFrom(spec, response, [props], extra);
  const inputs = { ...inputsFromState(spec.input, declared, outs), ...extra };
  delete inputs.__declared;
  const ownIdOrModule = spec.def.kind === "module" ? moduleId(spec, parents) : ownId(id);
  return { id: ownIdOrModule, props: outs, inputs: plain(inputs) };
}

export async function update(client: TunnelsClient, spec: ClassSpec, id: string, olds: Props, news: Props) {
  const parents = parentIds(spec, news, id);
  const changes: Change[] = changesBetween(spec, olds, news).filter((c) => !c.createOnly);
  await apply(client, spec, parents, ownId(id), changes, news);
  const response = await fetchObject(client, spec, parents, id);
  if (response === undefined)
    throw new Error(`${spec.className} ${id} disappeared during the update; run pulumi refresh.`);
  return { outs: outputsFrom(spec, response, [news, olds], recordsOf(spec, news, parents)) };
}

export async function remove(client: TunnelsClient, spec: ClassSpec, id: string, props: Props) {
  const parents = parentIds(spec, props, id);
  try {
    if (spec.def.kind === "module") await clientOf(client, spec.def.module.clientName).delete(...parents);
    else await clientOf(client, spec.def.resource.clientName).delete(...parents, ownId(id));
  } catch (err) {
    if (!(err instanceof NotFoundError)) throw err; // already gone is what we wanted
  }
}
