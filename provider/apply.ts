import type { TunnelsClient } from "../sdk/client";
import { membersOf, toWireNames } from "../sdk/catalog/walk";
import { clientOf } from "./crud";
import { type Change, memberInputs } from "./diff";
import type { ClassSpec } from "./specs";
import { isSet } from "./values";

type Props = Record<string, unknown>;

/**
 * Sends what changed, and only that: plain members in one PATCH; modules through their own endpoints, a PUT
 * replacing one whole, a DELETE removing one. Security modules go on before the backend and the backend
 * comes off first, so a half-applied update never exposes traffic without its protection.
 */
export async function apply(
  client: TunnelsClient,
  spec: ClassSpec,
  parents: string[],
  id: string,
  changes: Change[],
  news: Props,
) {
  if (changes.length === 0) return;
  if (spec.def.kind === "module") {
    await clientOf(client, spec.def.module.clientName).replace(
      ...parents,
      toWireNames(spec.input, memberInputs(spec, news)),
    );
    return;
  }
  const patch: Props = {};
  const puts: string[] = [];
  const deletes: string[] = [];
  for (const name of new Set(changes.map((c) => c.path.split(".")[0]))) {
    const member = membersOf(spec.input).find((m) => m.pulumiName === name);
    if (!member) continue;
    const value = news[name];
    if (spec.modules.has(member.wireName)) (isSet(value) ? puts : deletes).push(member.wireName);
    else
      patch[member.wireName] = isSet(value)
        ? toWireNames(member.schema, value)
        : cleared(spec, member.kind, name);
  }
  if (Object.keys(patch).length > 0)
    await clientOf(client, spec.def.resource.clientName).update(...parents, id, patch);

  const moduleApi = (wire: string) => clientOf(client, spec.modules.get(wire)!.clientName);
  const put = (wire: string) => {
    const member = membersOf(spec.input).find((m) => m.wireName === wire)!;
    return moduleApi(wire).replace(...parents, id, toWireNames(member.schema, news[member.pulumiName]));
  };
  const isBackend = (wire: string) => wire === "backend";
  for (const wire of deletes.filter(isBackend)) await moduleApi(wire).delete(...parents, id);
  for (const wire of puts.filter((w) => !isBackend(w))) await put(wire);
  for (const wire of deletes.filter((w) => !isBackend(w))) await moduleApi(wire).delete(...parents, id);
  for (const wire of puts.filter(isBackend)) await put(wire);
}

/** The value that clears a member the user removed (decisions.md §4: scalars are cleared with ""). */
function cleared(spec: ClassSpec, kind: string, name: string): unknown {
  if (kind === "scalar") return "";
  if (kind === "list") return [];
  if (kind === "map") return {};
  throw new Error(
    `${spec.className}.${name} cannot be removed once set; set it to the value you want instead.`,
  );
}
