/**
 * One configured provider: its settings, its client and its coalesced reads, and the operations the
 * engine asks of it. The dynamic provider host has one per process (host/impl.ts); the native plugin one
 * per `Configure`d provider, so two providers of one program, each with its own account, never share a
 * client, a listing or a setting.
 */
import { TunnelsError, type TunnelsClient } from "../../client";
import {
  clientFor,
  clientKey,
  newClient,
  type ResolvedSettings,
  resolveSettings,
  type Settings,
} from "../config";
import { parentIds } from "../ids";
import { explainFailure, inUserNames } from "../messages";
import { forResource, logLongWait } from "../retry-log";
import { type ClassSpec, specOf } from "../specs";
import { checkInputs } from "./check";
import { CoalescedReads } from "./coalesced-reads";
import { create, read, remove, update } from "./crud";
import { diffResult } from "./diff";

type Props = Record<string, unknown>;

export interface InstanceOptions {
  /**
   * Where retry waits over 5 s are told, a line at a time. Unset: stderr, through the process's shared
   * clients, which is what the dynamic host shows; the plugin sends them to the engine's log instead.
   */
  log?: (line: string) => void;
}

export class ProviderInstance {
  private settings: Settings = {};
  private readonly readers = new Map<string, CoalescedReads>();
  private readonly clients = new Map<string, TunnelsClient>();

  constructor(private readonly options: InstanceOptions = {}) {}

  /** Takes the settings as config gives them (text by name); resolution waits until a call needs them. */
  configure(settings: Settings): void {
    this.settings = settings;
  }

  /** The settings read, checked and defaulted; throws the first setting's failure, naming its config key. */
  resolved(): ResolvedSettings {
    return resolveSettings(this.settings);
  }

  client(): TunnelsClient {
    const log = this.options.log;
    if (!log) return clientFor(this.settings);
    const s = this.resolved();
    const key = clientKey(s);
    let client = this.clients.get(key);
    if (!client) {
      client = newClient(s, (wait) => logLongWait(wait, log));
      this.clients.set(key, client);
    }
    return client;
  }

  /** This provider's coalesced reads for its current client and window; undefined when turned off. */
  coalescedReads(): CoalescedReads | undefined {
    const s = this.resolved();
    if (!s.coalesceReads) return undefined;
    const key = JSON.stringify([s.apiUrl, s.apiKey, s.readWindowSeconds]);
    let reads = this.readers.get(key);
    if (!reads) {
      reads = new CoalescedReads(this.client(), s.readWindowSeconds * 1000);
      this.readers.set(key, reads);
    }
    return reads;
  }

  /**
   * Missing settings fail here, in check, so that `pulumi preview` reports them too (preview never creates).
   * Reasons from the catalog's rules are rewritten in the program's member names.
   */
  async check(className: string, _olds: Props, news: Props) {
    const result = checkInputs(specOf(className), news);
    const failures = result.failures.map((f) => ({ ...f, reason: inUserNames(f.reason) }));
    try {
      this.resolved();
    } catch (err) {
      failures.push({ property: "", reason: (err as Error).message });
    }
    return { ...result, failures };
  }

  async diff(className: string, _id: string, olds: Props, news: Props) {
    return diffResult(specOf(className), olds, news);
  }

  async create(className: string, inputs: Props) {
    const spec = specOf(className);
    let id: string | undefined;
    return this.withContext(spec.className, undefined, "create", () =>
      this.writing(
        spec,
        inputs,
        () => id,
        async () => {
          const created = await create(this.client(), spec, inputs);
          id = created.id;
          return created;
        },
      ),
    );
  }

  async read(className: string, id: string, props: Props) {
    const spec = specOf(className);
    return this.withContext(spec.className, id, "read", () =>
      read(this.client(), spec, id, props, this.coalescedReads()),
    );
  }

  async update(className: string, id: string, olds: Props, news: Props) {
    const spec = specOf(className);
    return this.withContext(spec.className, id, "update", () =>
      this.writing(
        spec,
        news,
        () => id,
        () => update(this.client(), spec, id, olds, news),
      ),
    );
  }

  async delete(className: string, id: string, props: Props) {
    const spec = specOf(className);
    return this.withContext(spec.className, id, "delete", () =>
      this.writing(
        spec,
        props,
        () => id,
        () => remove(this.client(), spec, id, props),
      ),
    );
  }

  /**
   * Runs `run` against the service with failures said as the provider says them: a client failure with the
   * setting to check, anything else in the program's member names.
   */
  async calling<T>(run: (client: TunnelsClient) => Promise<T>): Promise<T> {
    try {
      return await run(this.client());
    } catch (err) {
      throw new Error(this.explain(err), { cause: err });
    }
  }

  /** Runs a write, then notes it (done or not: it may have happened) so no older page serves a read. */
  private async writing<T>(
    spec: ClassSpec,
    props: Props,
    id: () => string | undefined,
    run: () => Promise<T>,
  ) {
    try {
      return await run();
    } finally {
      const written = id();
      if (written) this.coalescedReads()?.wrote(spec, parentIds(spec, props, written), written);
    }
  }

  private explain(err: unknown): string {
    return err instanceof TunnelsError
      ? explainFailure(err, this.resolved())
      : inUserNames(err instanceof Error ? err.message : String(err));
  }

  /**
   * Errors say which class and operation failed, in the program's names and with the setting to check; the
   * client's errors already carry no secret. Retry waits logged meanwhile name the class and id.
   */
  private async withContext<T>(
    className: string,
    id: string | undefined,
    op: string,
    run: () => Promise<T>,
  ): Promise<T> {
    try {
      return await forResource(className, id, run);
    } catch (err) {
      throw new Error(`${className} ${op} failed: ${this.explain(err)}`, { cause: err });
    }
  }
}
