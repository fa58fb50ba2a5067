/**
 * The provider: Pulumi's resource operations as its protocol gives them (the old inputs, the old outputs,
 * the new inputs), each answering with the paths where its values hold a secret member, for the native
 * plugin (plugin/) to wrap. The dynamic provider runs the same operations through its adapter (dynamic.ts),
 * which makes up the old inputs its protocol lacks. What outputs hold (docs/contract.md §8): the object as
 * the service has it, what the service never returns, the parent ids and `adoptId`.
 */
import { type Settings, settingFailures } from "../config";
import { type SettingName, settingNames } from "../settings";
import { specOf } from "../specs";
import { type CheckFailure, checkInputs } from "./check";
import { create, read, remove, update } from "./crud";
import { changesBetween, decision, lastSeen, type Olds } from "./diff";
import { detailedDiff } from "./detailed-diff";
import { checkImportId, importedInputs } from "./imported";
import { type InstanceOptions, ProviderInstance } from "./instance";
import { functionModel, secretPaths, type ValuePath } from "../model";

type Props = Record<string, unknown>;

/** Where the values of an answer hold a member the catalog flags secret, keyed like the values. */
type SecretPathsOf<K extends string> = { secretPaths: Record<K, ValuePath[]> };

/**
 * Provider config as the engine sends it (keys without the namespace, values text, or typed when the
 * schema types them) read as settings: text by name, unset when absent, null or "".
 */
export function settingsFrom(config: Props): Settings {
  const text = (v: unknown) => (v === undefined || v === null ? undefined : String(v));
  return Object.fromEntries(settingNames.map((name) => [name, text(config[name])]));
}

const isEmpty = (props: Props) => Object.keys(props).length === 0;

/** The settings whose change makes the next `Configure` check them with a call: what reaches the account. */
const CREDENTIALS: readonly SettingName[] = ["apiKey", "apiUrl"];

export class NativeProvider {
  readonly instance: ProviderInstance;
  /** DiffConfig found the key or the URL changed: the next Configure checks them with one call. */
  private credentialsChanged = false;

  constructor(options: InstanceOptions = {}) {
    this.instance = new ProviderInstance(options);
  }

  /**
   * CheckConfig: each setting resolved from these values, then the environment; failures name `tunnels:<name>`.
   * The engine asks it only of a provider this run's program declares, so the settings it then configures are
   * the program's, not the last deploy's record (messages.ts, `SettingsOrigin`).
   */
  checkConfig(news: Props) {
    this.instance.origin = "program";
    const failures = settingFailures(settingsFrom(news)).map((f) => ({ property: f.name, reason: f.reason }));
    return { inputs: news, failures };
  }

  /** DiffConfig: the settings that differ, by name; a changed URL or key is an update of the provider. */
  diffConfig(olds: Props, news: Props): SettingName[] {
    const [o, n] = [settingsFrom(olds), settingsFrom(news)];
    const changed = settingNames.filter((name) => (o[name] ?? "") !== (n[name] ?? ""));
    this.credentialsChanged = changed.some((name) => CREDENTIALS.includes(name));
    return changed;
  }

  /**
   * Takes the settings; when DiffConfig found the key or URL changed, checks them first with one
   * authenticated GET, so that `pulumi up` with a key the service refuses fails at the provider, naming the
   * key, even when nothing else needs a call. Pulumi's Configure does not say whether it is a preview's, so
   * a preview checks too.
   */
  async configure(config: Props): Promise<void> {
    this.instance.configure(settingsFrom(config));
    if (!this.credentialsChanged) return;
    this.credentialsChanged = false;
    await this.instance.verifyCredentials();
  }

  /**
   * Missing settings fail here, in check, so that `pulumi preview` reports them too (preview never creates).
   * Reasons name members as the program writes them; `givenSecret` says which top-level inputs the program gave
   * as secrets (the plugin knows), whose values no failure shows.
   */
  async check(
    className: string,
    _olds: Props,
    news: Props,
    givenSecret?: (property: string) => boolean,
  ): Promise<CheckAnswer> {
    const spec = specOf(className);
    const result = checkInputs(spec, news, { names: this.instance.names, givenSecret });
    const failures: CheckFailure[] = [...result.failures];
    try {
      this.instance.resolved();
    } catch (err) {
      failures.push({ property: "", reason: (err as Error).message, path: "" });
    }
    return { inputs: result.inputs, failures, secretPaths: { inputs: secretPaths(spec, result.inputs) } };
  }

  /** What changes from the object as last seen to the new inputs, and member by member in the program's names. */
  async diff(className: string, _id: string, oldOutputs: Props, oldInputs: Props, news: Props) {
    const spec = specOf(className);
    const olds: Olds = { inputs: oldInputs, outputs: oldOutputs };
    const changes = changesBetween(spec, olds, news);
    return {
      ...decision(spec, changes),
      detailedDiff: detailedDiff(spec, changes, lastSeen(spec, olds), news),
    };
  }

  /** Creates the object, or adopts an existing one (`adoptId`). */
  async create(
    className: string,
    inputs: Props,
  ): Promise<{ id: string; outs: Props } & SecretPathsOf<"outs">> {
    const spec = specOf(className);
    let id: string | undefined;
    const created = await this.instance.operation(spec, undefined, "create", () =>
      this.instance.writing(
        spec,
        inputs,
        () => id,
        async () => {
          const made = await create(this.instance.client(), spec, inputs);
          id = made.id;
          return made;
        },
      ),
    );
    return { ...created, secretPaths: { outs: secretPaths(spec, created.outs) } };
  }

  /**
   * Read: a refresh (the old outputs and inputs known), or a read by id alone. `importing` (by default, when
   * there are neither) is `pulumi import`: the id must name the parents, and the inputs answered are those
   * a program would declare to get exactly this object (imported.ts). Otherwise the inputs answered are
   * the old inputs' members read back from the object. An empty id: the object is gone.
   */
  async read(
    className: string,
    id: string,
    outputs: Props,
    oldInputs: Props,
    importing = isEmpty(outputs) && isEmpty(oldInputs),
  ): Promise<ReadAnswer> {
    const spec = specOf(className);
    if (importing) checkImportId(spec, id);
    const olds: Olds = { inputs: oldInputs, outputs };
    const found = await this.instance.operation(spec, id, "read", () =>
      read(this.instance.client(), spec, id, olds, this.instance.coalescedReads()),
    );
    const inputs = found.id && importing ? importedInputs(spec, found.outs) : found.inputs;
    const secrets = { outs: secretPaths(spec, found.outs), inputs: inputs ? secretPaths(spec, inputs) : [] };
    return { id: found.id, outs: found.outs, inputs, secretPaths: secrets };
  }

  /** Sends what changed from the object as last seen; answers the complete outputs. */
  async update(className: string, id: string, oldOutputs: Props, oldInputs: Props, news: Props) {
    const spec = specOf(className);
    const olds: Olds = { inputs: oldInputs, outputs: oldOutputs };
    const { outs } = await this.instance.operation(spec, id, "update", () =>
      this.instance.writing(
        spec,
        news,
        () => id,
        () => update(this.instance.client(), spec, id, olds, news),
      ),
    );
    return { outs, secretPaths: { outs: secretPaths(spec, outs) } };
  }

  async delete(className: string, id: string, outputs: Props): Promise<void> {
    const spec = specOf(className);
    await this.instance.operation(spec, id, "delete", () =>
      this.instance.writing(
        spec,
        outputs,
        () => id,
        () => remove(this.instance.client(), spec, id, outputs),
      ),
    );
  }

  /**
   * A function, by its token: the one entry point for every function the provider has; its definition
   * (model/functions.ts) checks the arguments and makes the call.
   */
  async invoke(token: string, args: Props): Promise<Props> {
    const fn = functionModel(token);
    const given = fn.checked(args);
    return this.instance.calling((c) => fn.call(c, given));
  }
}

export interface CheckAnswer extends SecretPathsOf<"inputs"> {
  inputs: Props;
  failures: CheckFailure[];
}

export interface ReadAnswer extends SecretPathsOf<"outs" | "inputs"> {
  /** Empty when the object is gone. */
  id: string;
  outs: Props;
  inputs: Props | undefined;
}
