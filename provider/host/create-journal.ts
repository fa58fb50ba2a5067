/**
 * Creates in flight, written down before their request leaves, so that a provider started after a kill knows
 * what the one before it may have made (docs/contract.md §10). An entry says for which resource (its URN), of
 * which class, under which parents and at which service a create was sent, when, and, once the service
 * answered, the object's id. A killed `pulumi` leaves its plugin running to finish the create and write the id
 * down; a killed plugin leaves the time, from which the object is found by the rule (find-created.ts).
 *
 * An entry lives until the engine shows the resource in its state (a Diff, Read, Update or Delete of that URN:
 * `confirm`), or until the next create of that URN resolves it. The recovery command (`pulumi-resource-tunnels
 * recover`) also hands objects it found over to the next `pulumi up` through entries of its own.
 *
 * One file per entry under `$PULUMI_HOME/tunnels/creates/` (`~/.pulumi` when unset), written whole and
 * renamed into place. Entries hold no secret: ids, names, times and the API URL (which never carries
 * credentials). On another machine the journal is not there: the recovery command then asks when the deploy
 * started.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export interface JournalEntry {
  /** The service the object was made at (the provider's `apiUrl`). */
  apiUrl: string;
  className: string;
  parents: string[];
  /** The resource it was made for, when the provider knows it (the plugin does; the dynamic host does not). */
  urn?: string;
  /** When the create's request left, in ms since the epoch. */
  sentAt?: number;
  /** The object's id, once the service answered. */
  id?: string;
  /** Who wrote it: a create in flight, or the recovery command handing a found object over. */
  by: "create" | "recover";
}

/** Entries no create resolved and no state confirmed in this long are dropped as stale. */
const KEEP_MS = 30 * 24 * 3600_000;

const hash = (...parts: string[]) => createHash("sha256").update(parts.join("\n")).digest("hex").slice(0, 40);

export class CreateJournal {
  constructor(readonly dir: string) {}

  /** The journal of this user's Pulumi home: `$PULUMI_HOME/tunnels/creates`, `~/.pulumi/tunnels/creates` by default. */
  static forEnvironment(env: NodeJS.ProcessEnv = process.env): CreateJournal {
    const home = env.PULUMI_HOME || path.join(os.homedir(), ".pulumi");
    return new CreateJournal(path.join(home, "tunnels", "creates"));
  }

  /** The key of the entry for a resource: one per URN and service. */
  static keyFor(apiUrl: string, urn: string): string {
    return hash("urn", apiUrl, urn);
  }

  /** Writes `entry` under `key` (replacing what was there), whole, before the caller goes on. */
  write(key: string, entry: JournalEntry): void {
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    const file = path.join(this.dir, `${key}.json`);
    const staging = `${file}.${process.pid}.tmp`;
    writeFileSync(staging, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
    renameSync(staging, file);
  }

  read(key: string): JournalEntry | undefined {
    try {
      return JSON.parse(readFileSync(path.join(this.dir, `${key}.json`), "utf8")) as JournalEntry;
    } catch {
      return undefined; // none, or one cut short by a crash mid-write (never renamed into place)
    }
  }

  remove(key: string): void {
    rmSync(path.join(this.dir, `${key}.json`), { force: true });
  }

  /** Every entry with its key, stale ones dropped on the way. */
  entries(now = Date.now()): { key: string; entry: JournalEntry }[] {
    let files: string[];
    try {
      files = readdirSync(this.dir).filter((f) => f.endsWith(".json"));
    } catch {
      return [];
    }
    const out: { key: string; entry: JournalEntry }[] = [];
    for (const file of files) {
      const key = file.slice(0, -".json".length);
      try {
        if (now - statSync(path.join(this.dir, file)).mtimeMs > KEEP_MS) {
          this.remove(key);
          continue;
        }
      } catch {
        continue;
      }
      const entry = this.read(key);
      if (entry) out.push({ key, entry });
    }
    return out;
  }

  /**
   * The engine shows `urn` in its state with `id`: whatever was in flight for it is settled. Answers the id
   * of another object an earlier create made for it, which the state does not hold, if there was one.
   */
  confirm(apiUrl: string, urn: string, id: string): string | undefined {
    const key = CreateJournal.keyFor(apiUrl, urn);
    const entry = this.read(key);
    if (!entry) return undefined;
    this.remove(key);
    return entry.id && entry.id !== id ? entry.id : undefined;
  }

  /** Objects the recovery command handed over for a class under these parents at this service. */
  handedOver(apiUrl: string, className: string, parents: string[]): { key: string; entry: JournalEntry }[] {
    return this.entries().filter(
      ({ entry }) =>
        entry.by === "recover" &&
        entry.urn === undefined &&
        entry.apiUrl === apiUrl &&
        entry.className === className &&
        JSON.stringify(entry.parents) === JSON.stringify(parents),
    );
  }

  /** Hands an object over to the next create of its resource (by URN), or of its class when no URN is known. */
  handOver(entry: Omit<JournalEntry, "by">): void {
    const key = entry.urn
      ? CreateJournal.keyFor(entry.apiUrl, entry.urn)
      : hash("object", entry.apiUrl, entry.className, entry.id ?? "");
    this.write(key, { ...entry, by: "recover" });
  }
}
