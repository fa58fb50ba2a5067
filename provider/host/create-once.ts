/**
 * A create that makes its object once, however it is cut short (docs/contract.md §10):
 *
 * - Before sending, what an earlier process left for the same resource is settled first (create-journal.ts):
 *   an object whose id the service answered is taken over if it holds every member now declared, or deleted as
 *   the orphan it is if not; a create whose answer was lost is looked for by the rule (find-created.ts).
 * - A create whose answer is lost now (a dropped connection, a gateway's 502 or 504) is resolved in place:
 *   the object it made is looked for, taken over when exactly one matches, made again when none does, and
 *   with several the create fails naming them all, so that nobody guesses which one Pulumi should own.
 *
 * A class whose objects carry something only the create's answer shows (an API key's token) cannot be taken
 * over: the object found is deleted, since nobody holds its token, and the create goes again.
 */
import { type TunnelsClient, TunnelsError } from "../../client";
import { NotFoundError, type StoppedError } from "../../client/errors";
import { POST_NOTE } from "../../client/http";
import { isStopped } from "../base/stopped-message";
import { parentIds } from "../base/ids";
import type { ClassSpec } from "../base/specs";
import { CreateJournal, type JournalEntry } from "./create-journal";
import { create, outputsFrom, records } from "./crud";
import { findCreated, holdsAllSent } from "./find-created";

type Props = Record<string, unknown>;
type Created = { id: string; outs: Props };

/** Creates sent for one resource at most, while each one's answer is lost and no object shows for it. */
const MAX_SENDS = 3;

export interface CreateOnce {
  client: TunnelsClient;
  spec: ClassSpec;
  inputs: Props;
  /** The service, as the journal names it. */
  apiUrl: string;
  /** The resource's URN, when the engine gave it (the plugin). */
  urn?: string;
  journal?: CreateJournal;
  /** Tells the user what was found and done (the engine's log under the resource, or stderr). */
  note(line: string): void;
  now?: () => number;
}

export async function createOnce(run: CreateOnce): Promise<Created> {
  const { spec, inputs } = run;
  // Taking over by adoptId sends no POST: nothing can be made twice.
  if (spec.adoptable && typeof inputs.adoptId === "string") return create(run.client, spec, inputs);
  const parents = parentIds(spec, inputs);
  const key = run.urn ? CreateJournal.keyFor(run.apiUrl, run.urn) : undefined;
  const base: JournalEntry = { apiUrl: run.apiUrl, className: spec.className, parents, by: "create" };
  const earlier = await settleEarlier(run, parents);
  if (earlier) {
    // Kept, as any create's, until the engine shows the resource in its state.
    if (key) run.journal?.write(key, { ...base, urn: run.urn, id: earlier.id });
    return earlier;
  }
  const now = run.now ?? Date.now;
  for (let send = 1; ; send++) {
    const sentAt = now();
    const entry: JournalEntry = { ...base, sentAt };
    if (key) run.journal?.write(key, { ...entry, urn: run.urn });
    try {
      const made = await create(run.client, spec, inputs);
      // Kept until the engine shows the resource in state: if it never got this answer, the next create finds it.
      if (key) run.journal?.write(key, { ...entry, urn: run.urn, id: made.id });
      return made;
    } catch (err) {
      if (!(err instanceof TunnelsError && err.mayHaveHappened)) {
        if (key) run.journal?.remove(key);
        throw err;
      }
      const found = await resolveLost(run, parents, sentAt, err).catch((lookup: unknown) => {
        throw isStopped(lookup) ? new Error(lostWhenStopped(lookup, err, key)) : lookup;
      });
      if (found) {
        if (key) run.journal?.write(key, { ...entry, urn: run.urn, id: found.id });
        return found;
      }
      if (send >= MAX_SENDS) throw new Error(neverMade(err), { cause: err });
      run.note(
        `${spec.className}: the answer to its create was lost and no object was made: creating it again`,
      );
    }
  }
}

/**
 * The object a create whose answer was lost made, taken over; undefined when there is none (or it was an API
 * key, deleted): the caller creates again. Several: fails, naming them.
 */
async function resolveLost(
  run: CreateOnce,
  parents: string[],
  since: number,
  lost: Error,
): Promise<Created | undefined> {
  const { spec } = run;
  const { objects } = await findCreated(run.client, spec, parents, run.inputs, since);
  if (objects.length > 1) {
    const ids = objects.map((o) => String(o.id));
    throw new Error(
      `${spec.className} create: the answer was lost (${lost.message}), and ${ids.length} objects made since then hold every member it sent: ${ids.join(", ")}. Pulumi cannot tell which one is this resource's: delete the extra ones, or import one with \`pulumi import\`, then run the command again.`,
    );
  }
  const [object] = objects;
  if (!object) return undefined;
  return takeOver(run, parents, object, "the answer to its create was lost");
}

/**
 * The last of MAX_SENDS creates lost, each looked for and none made: the client's own advice (look for the
 * object) is already done, so the error says what was found and where the fault is.
 */
function neverMade(lost: Error): string {
  const why = lost.message.replace(POST_NOTE, "");
  return (
    `the answers to ${MAX_SENDS} creates in a row were lost (${why}), and each ` +
    "time no object had been made: something between here and the service drops its answers. Check the " +
    "network, a proxy or `tunnels:apiUrl`, then run the command again."
  );
}

/**
 * A create whose answer was lost, and whose object was not looked for because the provider stopped: where the
 * record of it is, so that the next run settles it.
 */
function lostWhenStopped(stop: StoppedError, lost: Error, key: string | undefined): string {
  const next = key
    ? "it stays in this machine's create journal, and the next `pulumi up` takes that object over, or creates it, once"
    : "look for it with `pulumi plugin run --kind resource tunnels@<version> -- recover --since <when the deploy started>` " +
      "before the next `pulumi up` (docs/after-a-deploy-dies.md)";
  return `${stop.reason}. The answer to the create was lost (${lost.message}), and the object it may have made was not looked for: ${next}.`;
}

/** Settles what an earlier process left in the journal for this resource; the object, when it is taken over. */
async function settleEarlier(run: CreateOnce, parents: string[]): Promise<Created | undefined> {
  const { journal, spec } = run;
  if (!journal) return undefined;
  const candidates = run.urn
    ? [
        {
          key: CreateJournal.keyFor(run.apiUrl, run.urn),
          entry: journal.read(CreateJournal.keyFor(run.apiUrl, run.urn)),
        },
      ]
    : journal.handedOver(run.apiUrl, spec.className, parents);
  for (const { key, entry } of candidates) {
    if (
      !entry ||
      entry.className !== spec.className ||
      JSON.stringify(entry.parents) !== JSON.stringify(parents)
    )
      continue;
    // A resource's own entry stays until what it recorded is settled (the caller then writes it anew): a kill
    // meanwhile must not leave a create that may have been sent with no record (recover reads a missing entry
    // as "never sent" when the deploy ran here). A hand-over is claimed first, below.
    if (!entry.id) {
      const found = await resolveLost(
        run,
        parents,
        entry.sentAt ?? 0,
        new Error("the provider stopped before it came"),
      );
      journal.remove(key);
      if (found) return found;
      continue;
    }
    const object = await lookAt(run, parents, entry.id);
    // A hand-over (no URN) is any create's of its class until one takes it, and creates of one class run at
    // once: one that differs stays for the others, and one that matches is taken only if it is still there
    // (read and removed with no wait between, so two creates never take the same object).
    if (!run.urn && object !== "gone" && !holdsAllSent(spec, parents, run.inputs, object)) continue;
    if (!run.urn && !journal.read(key)) continue;
    if (!run.urn) journal.remove(key);
    if (object !== "gone") {
      if (holdsAllSent(spec, parents, run.inputs, object)) {
        const why = entry.by === "recover" ? "the recovery command found it" : "an earlier run made it";
        const taken = await takeOver(run, parents, object, why);
        if (taken) return taken;
      } else if (entry.by === "create") {
        // Made for this resource by a run that never recorded it, and no longer what the program declares.
        await removeOrphan(run, parents, entry.id, "it no longer holds what is declared");
      }
    }
    if (run.urn) journal.remove(key);
  }
  return undefined;
}

/** The object as the service has it now, or "gone". */
async function lookAt(run: CreateOnce, parents: string[], id: string): Promise<Props | "gone"> {
  try {
    return (await run.spec.endpoint.get(run.client, parents, id)) as Props;
  } catch (err) {
    if (err instanceof NotFoundError) return "gone";
    throw err;
  }
}

async function takeOver(
  run: CreateOnce,
  parents: string[],
  object: Props,
  why: string,
): Promise<Created | undefined> {
  const { spec } = run;
  const id = String(object.id);
  if (!spec.adoptable) {
    await removeOrphan(run, parents, id, "what only its create's answer showed is lost with it");
    return undefined;
  }
  run.note(`${spec.className}: ${why}; ${id}, made for it with every member declared, is taken over`);
  const outs = outputsFrom(spec, object, [run.inputs], records(spec, parents, undefined));
  return { id, outs };
}

async function removeOrphan(run: CreateOnce, parents: string[], id: string, why: string) {
  run.note(`${run.spec.className}: ${id} was made for it but ${why}: deleted, and it is created anew`);
  try {
    await run.spec.endpoint.remove(run.client, parents, id);
  } catch (err) {
    if (!(err instanceof NotFoundError)) throw err;
  }
}
