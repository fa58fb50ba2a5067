/**
 * `adoptId` in a preview (docs/adopting-and-importing.md): Pulumi shows a resource that is not in the state yet as
 * `+ create`, whatever its provider then does, so the plugin's Check says what the create will really do: take
 * over the existing object the id names, and change these members on it. One GET of that object, at each Check
 * of a resource with `adoptId` that the state does not hold yet (its old inputs are empty); an object that does
 * not exist, or whose create-only members differ, fails the check as the create would fail. Member names only:
 * never a value, so no secret is ever said.
 */
import type { TunnelsClient } from "../../client";
import type { ClassSpec } from "../base/specs";
import type { UserNames } from "../base/user-names";
import { containsUnknown, isSet } from "../base/values";
import { adoptionPlan, adoptionRefusal } from "./crud";

type Props = Record<string, unknown>;

/** What the check says of an adoption: a message for the engine's log, or the failure that stops it. */
export type AdoptionNotice = { notice: string } | { failure: string };

/** Whether a Check's inputs adopt an object the state does not hold yet. */
export const adopting = (spec: ClassSpec, olds: Props, news: Props) =>
  spec.adoptable && isSet(news.adoptId) && Object.keys(olds).length === 0;

/** The notice for `inputs`, reading the object through `call` when its id and parents are known. */
export async function adoptionNotice(
  spec: ClassSpec,
  inputs: Props,
  names: UserNames,
  call: <T>(run: (client: TunnelsClient) => Promise<T>) => Promise<T>,
): Promise<AdoptionNotice> {
  const known = [inputs.adoptId, ...spec.parents.map((p) => inputs[p.pulumi])];
  if (known.some((v) => containsUnknown(v)))
    return {
      notice: `adopts an existing ${spec.className} (adoptId) rather than creating one: which object, and what changes on it, is known once the ids it depends on are.`,
    };
  const id = String(inputs.adoptId);
  const plan = await call((client) => adoptionPlan(client, spec, inputs));
  const refusal = adoptionRefusal(spec, inputs, plan);
  if (refusal || !plan) return { failure: names.text(refusal ?? "") };
  const changed = plan.changes.map((c) => names.path(c.path));
  const what = changed.length
    ? `\`pulumi up\` will change ${changed.join(", ")} on it; its other members stay as they are.`
    : "nothing on it changes.";
  return { notice: `adopts the existing ${spec.className} ${id} (no new object is made): ${what}` };
}
