/**
 * One configured provider's resources: its settings, its clients and its coalesced reads, and how its
 * calls fail. The provider (native.ts) has one; the dynamic host has one provider per process (impl.ts),
 * the native plugin one per `Configure`d provider, so two providers of one program, each with its own
 * account, never share a client, a listing or a setting.
 */
import { TunnelsError, type TunnelsClient } from "../../client";
import {
  clientFor,
  clientKey,
  newClient,
  type ResolvedSettings,
  resolveSettings,
  type Settings,
} from "../base/config";
import { parentIds } from "../base/ids";
import { explainFailure, type FailureContext, type SettingsOrigin } from "../base/messages";
import { forResource } from "../base/retry-log";
import type { ClassSpec } from "../base/specs";
import { type Language, UserNames } from "../base/user-names";
import { CoalescedReads } from "./coalesced-reads";
import { CreateJournal } from "./create-journal";
import { ParentLookups } from "./parent-lookups";
import { type SettingFailure, SettingsChecks } from "./settings-check";

type Props = Record<string, unknown>;

export interface InstanceOptions {
  /**
   * Where retry waits over 5 s are told, a line at a time. Unset: stderr, through the process's shared
   * clients, which is what the dynamic host shows; the plugin sends them to the engine's log instead.
   */
  log?: (line: string) => void;
  /**
   * Where warnings go (a secret an import leaves out, an adoption): the plugin sends them to the engine's log as
   * warnings under the call's resource. Unset: the same place as `log`.
   */
  warn?: (line: string) => void;
  /** The language whose member names messages speak (default: the schema's, as TypeScript and YAML write them). */
  language?: Language;
  /**
   * Where creates in flight are written down (create-journal.ts); by default the Pulumi home's. The plugin
   * keys its entries by URN; the dynamic host, which gets no URN, only takes what the recovery command handed over.
   */
  journal?: CreateJournal;
  /**
   * The process's stop (plugin/shutdown.ts, dynamic-host.ts): once it fires, no request, retry or wait starts
   * and each call fails saying why; requests already sent finish within their own timeout.
   */
  stop?: AbortSignal;
}

export class ProviderInstance {
  private settings: Settings = {};
  private readonly readers = new Map<string, CoalescedReads>();
  private readonly lookups = new Map<string, ParentLookups>();
  private readonly clients = new Map<string, TunnelsClient>();
  /** The checks of a URL and key made in this process: one call each, for CheckConfig and Configure alike. */
  private readonly settingsChecks = new SettingsChecks();
  readonly names: UserNames;
  /**
   * Where the settings came from (messages.ts): the native plugin's provider is configured from the state's
   * record unless this run's program declared it (its CheckConfig came first); the dynamic host sets its own.
   */
  origin: SettingsOrigin = "record";
  /** The name of the explicit provider resource this is (messages.ts); absent for a default provider. */
  explicitProvider?: string;

  constructor(private readonly options: InstanceOptions = {}) {
    this.names = new UserNames(options.language);
    this.journal = options.journal ?? CreateJournal.forEnvironment();
  }

  /** Takes the settings as config gives them (text by name); resolution waits until a call needs them. */
  configure(settings: Settings): void {
    this.settings = settings;
  }

  /** The journal of creates in flight this provider writes and reads. */
  readonly journal: CreateJournal;

  /** Tells the user something the provider did on its own (an object taken over): the log, or stderr. */
  note(line: string): void {
    const text = `pulumi-tunnels: ${line}`;
    if (this.options.log) this.options.log(text);
    else process.stderr.write(`${text}\n`);
  }

  /** Warns the user of something a call did that needs them to act: the engine's log as a warning, or stderr. */
  warning(line: string): void {
    const text = `pulumi-tunnels: ${line}`;
    const warn = this.options.warn ?? this.options.log;
    if (warn) warn(text);
    else process.stderr.write(`${text}\n`);
  }

  /** The settings read, checked and defaulted; throws the first setting's failure, naming its config key. */
  resolved(): ResolvedSettings {
    return resolveSettings(this.settings);
  }

  /** The client of `settings` (by default the configured ones): one per distinct settings. */
  client(settings: Settings = this.settings): TunnelsClient {
    const { log, stop } = this.options;
    if (!log && !stop) return clientFor(settings);
    const s = resolveSettings(settings);
    const key = clientKey(s);
    let client = this.clients.get(key);
    if (!client) {
      client = newClient(s, log, this.names, stop);
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

  /** What this provider knows of its account's parent objects, and its lookups of them (parent-lookups.ts). */
  parentLookups(): ParentLookups {
    const s = this.resolved();
    const key = JSON.stringify([s.apiUrl, s.apiKey]);
    let lookups = this.lookups.get(key);
    if (!lookups) {
      lookups = new ParentLookups({ client: () => this.client(), reads: () => this.coalescedReads() });
      this.lookups.set(key, lookups);
    }
    return lookups;
  }

  /**
   * Checks the configured settings with one authenticated GET, before anything uses them: a refused key or a URL
   * where no service answers fails here, naming the setting, rather than at the next write. No call when CheckConfig
   * checked the same URL and key in this process.
   */
  async verifyCredentials(): Promise<void> {
    const failure = await this.checkSettings(this.settings, { verifying: true });
    if (failure) throw new Error(failure.reason);
  }

  /** The URL and key of `settings` checked with one call, once per process (settings-check.ts): what they fail. */
  checkSettings(settings: Settings, context: FailureContext): Promise<SettingFailure | undefined> {
    return this.settingsChecks.failure(this.client(settings), resolveSettings(settings), {
      names: this.names,
      origin: this.origin,
      keyFromEnvironment: (settings.apiKey ?? "") === "",
      explicitProvider: this.explicitProvider,
      ...context,
    });
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

  /**
   * Runs one operation on a resource. Errors say which class and operation failed, in the program's names and
   * with the setting to check (the client's errors already carry no secret); retry waits logged meanwhile
   * name the class and id.
   */
  async operation<T>(spec: ClassSpec, id: string | undefined, op: string, run: () => Promise<T>): Promise<T> {
    try {
      return await forResource(spec.className, id, run);
    } catch (err) {
      throw new Error(`${spec.className} ${op} failed: ${this.explain(err, { spec })}`, { cause: err });
    }
  }

  /** Runs a write, then notes it (done or not: it may have happened) so no older page serves a read. */
  async writing<T>(spec: ClassSpec, props: Props, id: () => string | undefined, run: () => Promise<T>) {
    try {
      return await run();
    } finally {
      const written = id();
      if (written) this.coalescedReads()?.wrote(spec, parentIds(spec, props, written), written);
    }
  }

  private explain(err: unknown, context: FailureContext = {}): string {
    if (!(err instanceof TunnelsError))
      return this.names.text(err instanceof Error ? err.message : String(err));
    const keyFromEnvironment = (this.settings.apiKey ?? "") === "";
    return explainFailure(err, this.resolved(), {
      names: this.names,
      origin: this.origin,
      keyFromEnvironment,
      explicitProvider: this.explicitProvider,
      ...context,
    });
  }
}
