/**
 * The recovery of the creates a dead deploy left (docs/after-a-deploy-dies.md): for each create of ours the
 * stack lacks (stack.ts), the object behind it is found by the rule of find-created.ts (docs/contract.md §10),
 * from when the request left: the time or id this machine's journal wrote down, or the time the user gives.
 * When the deploy that died ran here (last-deploy.ts), a create the journal has nothing for was never sent.
 * What is found is imported (`pulumi import`, native resources) or handed over to the next `pulumi up` through
 * the journal (dynamic resources, which Pulumi cannot import). Objects the stack already holds are never
 * candidates; several candidates are named and left to the user.
 */
import { TunnelsError } from "../../client";
import { NotFoundError } from "../../client/errors";
import { newClient, resolveSettings } from "../base/config";
import { CreateJournal } from "../host/create-journal";
import { findCreated, holdsAllSent } from "../host/find-created";
import { parentIds } from "../base/ids";
import { specOf } from "../base/specs";
import { containsUnknown } from "../base/values";
import { type LastDeploy, neverSent } from "./last-deploy";
import type { MissingCreate, StackView } from "./stack";

export type Outcome =
  /** One object found: `pulumi import` it (native), or hand it over to the next `up` (dynamic). */
  | {
      urn: string;
      found: "one";
      id: string;
      importId: string;
      how: "import" | "hand-over";
      create: MissingCreate;
    }
  /** Nothing was made (or nothing that still holds what is declared): the next `up` creates it. */
  | { urn: string; found: "none"; why: string }
  | { urn: string; found: "several"; ids: string[] }
  /** No record of when it was sent: the user must say when the deploy started. */
  | { urn: string; found: "unknown"; why: string };

export interface RecoverOptions {
  /** When the dead deploy started (ms): the bound for creates this machine has no record of. */
  since?: number;
  journal: CreateJournal;
  /**
   * Whether the deploy that died ran here (last-deploy.ts, from this machine's deploy markers): then a create
   * the journal has nothing for was never sent, and needs no `--since`.
   */
  lastDeploy?: LastDeploy;
}

/** What became of each create the stack lacks. Makes no change anywhere: it only reads. */
export async function findMissing(view: StackView, options: RecoverOptions): Promise<Outcome[]> {
  const journaled = new Set(options.journal.entries().flatMap(({ entry }) => (entry.urn ? [entry.urn] : [])));
  const unsent = (create: MissingCreate) =>
    options.since === undefined &&
    options.lastDeploy !== undefined &&
    neverSent(create, options.lastDeploy, journaled, view.pendingRecords.get(create.urn) ?? 0);
  const outcomes: Outcome[] = [];
  for (const create of view.missing)
    outcomes.push(
      unsent(create)
        ? {
            urn: create.urn,
            found: "none",
            why: "the deploy that died ran on this machine and never sent it",
          }
        : await findOne(create, view.heldIds, options),
    );
  return outcomes;
}

async function findOne(create: MissingCreate, held: Set<string>, options: RecoverOptions): Promise<Outcome> {
  const { urn } = create;
  const spec = specOf(create.className);
  if (spec.def.is === "module")
    return { urn, found: "none", why: "a module is set with a PUT, which the next `pulumi up` repeats" };
  if (containsUnknown(create.inputs))
    return {
      urn,
      found: "none",
      why: "it depends on a resource not created yet, so it cannot have been made",
    };
  const settings = resolveSettings(create.settings);
  const client = newClient(settings);
  try {
    const parents = parentIds(spec, create.inputs);
    const one = (id: string): Outcome => ({
      urn,
      found: "one",
      id,
      importId: [...parents, id].join("/"),
      how: create.kind === "native" ? "import" : "hand-over",
      create,
    });
    const entry =
      create.kind === "native" ? options.journal.read(CreateJournal.keyFor(settings.apiUrl, urn)) : undefined;
    if (entry?.id) {
      const object = await getOrNothing(() => spec.endpoint.get(client, parents, entry.id as string));
      if (object && !held.has(entry.id) && holdsAllSent(spec, parents, create.inputs, object))
        return one(entry.id);
      return { urn, found: "none", why: `${entry.id}, made for it, no longer holds what is declared` };
    }
    const since = entry?.sentAt ?? options.since;
    if (since === undefined)
      return {
        urn,
        found: "unknown",
        why:
          options.lastDeploy?.ran === "here"
            ? "it may have been sent by an earlier deploy, of which this machine has no record: give --since <when that deploy started>"
            : "the deploy that died did not run on this machine (or under this PULUMI_HOME), or the state was written since: give --since <when the deploy started>",
      };
    const { objects } = await findCreated(client, spec, parents, create.inputs, since);
    const ids = objects.map((o) => String(o.id)).filter((id) => !held.has(id));
    if (ids.length === 1) return one(ids[0]);
    if (ids.length > 1) return { urn, found: "several", ids };
    return { urn, found: "none", why: "no object made since holds every member it sends" };
  } catch (err) {
    const message = err instanceof TunnelsError ? err.message : (err as Error).message;
    throw new Error(`${urn}: ${message}`);
  } finally {
    await client.close();
  }
}

async function getOrNothing(get: () => Promise<unknown>): Promise<unknown> {
  try {
    return await get();
  } catch (err) {
    if (err instanceof NotFoundError) return undefined;
    throw err;
  }
}

const nameOf = (urn: string) => urn.slice(urn.lastIndexOf("::") + 2);
const isStack = (urn: string | undefined) => !urn || urn.includes("::pulumi:pulumi:Stack::");

type Found = Extract<Outcome, { found: "one" }>;

/** The `pulumi import` arguments (after `pulumi`) that bring one found object into the stack as its resource. */
export function importArgs(outcome: Found): string[] {
  const { create } = outcome;
  const args = ["import", create.type, nameOf(create.urn), outcome.importId, "--yes", "--protect=false"];
  args.push("--generate-code=false");
  if (!isStack(create.parent)) args.push("--parent", `${nameOf(create.parent as string)}=${create.parent}`);
  if (create.provider) args.push("--provider", `${nameOf(create.provider)}=${create.provider}`);
  return args;
}

/**
 * The same imports as one `pulumi import --file` (one CLI run instead of one per resource): the file's
 * resources, their parents and providers named through its name table.
 */
export function importFile(outcomes: Found[]): {
  resources: Record<string, unknown>[];
  nameTable: Record<string, string>;
} {
  const nameTable: Record<string, string> = {};
  const named = (urn: string) => {
    const name = `${nameOf(urn)}-${Object.keys(nameTable).length}`;
    nameTable[name] = urn;
    return name;
  };
  const resources = outcomes.map(({ create, importId }) => ({
    type: create.type,
    name: nameOf(create.urn),
    id: importId,
    ...(isStack(create.parent) ? {} : { parent: named(create.parent as string) }),
    ...(create.provider ? { provider: named(create.provider) } : {}),
  }));
  return { resources, nameTable };
}

/** Hands a found object of a dynamic resource over to the next `up`'s create of its class (create-journal.ts). */
export function handOver(outcome: Found, journal: CreateJournal): void {
  const { create } = outcome;
  const spec = specOf(create.className);
  journal.handOver({
    apiUrl: resolveSettings(create.settings).apiUrl,
    className: create.className,
    parents: parentIds(spec, create.inputs),
    id: outcome.id,
  });
}
