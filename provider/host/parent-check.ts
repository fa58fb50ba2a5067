/**
 * A parent id that names no object fails the check (docs/troubleshooting.md), so `pulumi preview` fails where
 * `pulumi up` would fail with a 404 at the create. At Check a known output of another resource arrives as a plain
 * string, like an id written by hand, so what decides a lookup is whether the parent is new for the resource:
 * - a parent is looked up only at a create (no old inputs) or when it changed from the old inputs; an unchanged
 *   one costs nothing (a no-change preview, `preview --refresh`, `pulumi import`'s check of what it read);
 * - a parent not known yet (a preview of one made in the same run) is skipped, and so are the parents after it;
 * - each distinct object is looked up once per provider process (parent-lookups.ts), and an object this process
 *   made or read needs no call: a program's own parents, made in the same `up`, are never looked up.
 * The parents are the class's (`ClassSpec.parents`, from the catalog's paths), never named here by class.
 */
import { accountOf } from "../base/messages";
import type { ClassSpec } from "../base/specs";
import { isUnknown } from "../base/values";
import type { CheckFailure } from "./check";
import type { ProviderInstance } from "./instance";
import { parentClasses } from "./parent-lookups";

type Props = Record<string, unknown>;

/** A parent to look up: its index in the class's parents, its member, and the id given. */
export interface NewParent {
  index: number;
  member: string;
  id: string;
}

/** The parents of a check's inputs to look up: known, and new for the resource (a create, or changed). */
export function newParents(spec: ClassSpec, olds: Props, news: Props): NewParent[] {
  const found: NewParent[] = [];
  for (const [index, p] of spec.parents.entries()) {
    const id = news[p.pulumi];
    // Not known yet: nothing to look up, nor below it (a route is looked up under its edge).
    if (typeof id !== "string" || id === "" || isUnknown(id)) break;
    if (olds[p.pulumi] !== id) found.push({ index, member: p.pulumi, id });
  }
  return found;
}

/** The check's failure for the first new parent, in path order, that names no object; none when all exist. */
export async function checkParents(
  instance: ProviderInstance,
  spec: ClassSpec,
  olds: Props,
  news: Props,
  givenSecret: (property: string) => boolean = () => false,
): Promise<CheckFailure[]> {
  const wanted = newParents(spec, olds, news);
  if (wanted.length === 0) return [];
  const classes = parentClasses(spec);
  const ids = spec.parents.map((p) => news[p.pulumi] as string);
  const names = instance.names;
  for (const { index, member, id } of wanted) {
    const existence = await instance.parentLookups().existence(classes[index], ids.slice(0, index), id);
    if (existence === "exists") continue;
    if (existence === "missing") {
      // The CLI prints the value of a top-level property it is given: the reason then need not, and a secret never.
      const secret = givenSecret(member);
      const property = names.language === "typescript" && !secret ? member : "";
      const given = property || secret ? "" : ` (given ${quoted(id)})`;
      const under = index > 0 ? ` under that ${names.member(spec.parents[index - 1].pulumi)}` : "";
      const parent = classes[index].className;
      const reason =
        `${names.member(member)}${given} names no ${parent}${under} in this provider's account (the account of ` +
        `${accountOf({ explicitProvider: instance.explicitProvider })}, now ${instance.resolved().apiUrl}): the ` +
        `service has no object with that id, so a create under it would fail. Give the id of one that exists (check it ` +
        `for a typo), or declare the ${parent} in this program and pass its id output, so that it is made first.`;
      return [{ property, reason, path: member }];
    }
    if (!existence.told) {
      existence.told = true;
      instance.warning(
        `${names.member(member)} was not checked: could not look up the ${classes[index].className} it names ` +
          `(${existence.unanswered}). If it does not exist, \`pulumi up\` fails at the create.`,
      );
    }
    return [];
  }
  return [];
}

/** An id as written, cut short: a hand-written one may be anything. */
function quoted(id: string): string {
  const text = JSON.stringify(id);
  return text.length > 60 ? `${text.slice(0, 60)}…" (${id.length} characters)` : text;
}
