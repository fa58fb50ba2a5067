/**
 * The provider: Pulumi's resource operations as its protocol gives them (the old inputs, the old outputs,
 * the new inputs), each answering with the paths where its values hold a secret member, for the native
 * plugin (plugin/) to wrap. The dynamic provider runs the same operations through its adapter (dynamic.ts),
 * which makes up the old inputs its protocol lacks. What outputs hold (docs/contract.md §8): the object as
 * the service has it, what the service never returns, the parent ids and `adoptId`.
 */
import { Redactor } from "../../client/redact";
import { withSecrets } from "../../client/secret-scope";
import { type SettingName, settingNames } from "../base/settings";
import { type ClassSpec, specOf } from "../base/specs";
import { type CheckFailure, checkInputs } from "./check";
import { checkProviderConfig, settingsFrom } from "./provider-config";
import { keyOrUrlChanged, needsCheck, shownAt } from "./settings-check";
import { createOnce } from "./create-once";
import { read, remove, update } from "./crud";
import { changesBetween, decision, lastSeen, type Olds } from "./diff";
import { detailedDiff } from "./detailed-diff";
import { checkImportId, importedInputs } from "./imported";
import { adopting, adoptionNotice } from "./adoption-notice";
import { checkParents } from "./parent-check";
import { dotted, leftOutWarning, nameOfUrn, withoutSecrets } from "./import-secrets";
import { type InstanceOptions, ProviderInstance } from "./instance";
import { functionModel, secretPaths, type ValuePath } from "../model";

type Props = Record<string, unknown>;

/** Where the values of an answer hold a member the catalog flags secret, keyed like the values. */
type SecretPathsOf<K extends string> = { secretPaths: Record<K, ValuePath[]> };

/**
 * Runs one call of the engine's with `marked`, the values the engine marked secret in its request (in members
 * the catalog flags or not), kept out of everything the call says: the client scrubs them from its errors and
 * waits (client/secret-scope.ts), and whatever error still escapes is scrubbed here too, in any encoding.
 */
export async function shielded<T>(marked: readonly string[], run: () => Promise<T>): Promise<T> {
  try {
    return await withSecrets(marked, run);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    throw new Error(new Redactor(marked).scrub(message));
  }
}

/** Every text value in some arguments, at any depth. */
function argumentTexts(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) argumentTexts(v, out);
  else if (value !== null && typeof value === "object")
    for (const v of Object.values(value)) argumentTexts(v, out);
  return out;
}

const isEmpty = (props: Props) => Object.keys(props).length === 0;

/**
 * The engine names a default provider `default` or `default_<version>`; any other name is a
 * `pulumi:providers:tunnels` resource of the program, whose settings are its properties.
 */
const explicitName = (providerName: string | undefined) =>
  providerName && !/^default(_|$)/.test(providerName) ? providerName : undefined;

export class NativeProvider {
  readonly instance: ProviderInstance;
  /** DiffConfig found the key or the URL changed: the next Configure checks them with one call. */
  private credentialsChanged = false;
  /**
   * By URN, the dotted paths of the secrets an import's Read left out (import-secrets.ts): the engine's Check of
   * the imported inputs that follows does not fail for their absence. The program's later Checks do.
   */
  private readonly importedWithout = new Map<string, Set<string>>();

  constructor(options: InstanceOptions = {}) {
    this.instance = new ProviderInstance(options);
  }

  /**
   * CheckConfig: each setting resolved from these values, then the environment; failures name `tunnels:<name>`.
   * The engine asks it only of a provider this run's program declares, so the settings it then configures are
   * the program's, not the last deploy's record (messages.ts, `SettingsOrigin`). Given `olds`, the config the state
   * holds for the provider (`{}` when it has no state yet), the URL and key of a new provider, or of one whose URL or
   * key changed, are checked with one call (settings-check.ts); a refusal fails the setting it names.
   */
  async checkConfig(news: Props, given: ConfigCheckOptions = {}) {
    this.instance.origin = "program";
    const checked = checkProviderConfig(news);
    const { olds } = given;
    if (olds === undefined || checked.failures.length || !needsCheck(olds, news)) return checked;
    this.instance.explicitProvider = explicitName(given.providerName);
    const keyChanged = Object.keys(olds).length > 0 && keyOrUrlChanged(olds, news).includes("apiKey");
    const failure = await this.instance.checkSettings(settingsFrom(news), { verifying: keyChanged });
    if (!failure) return checked;
    return { ...checked, failures: [shownAt(failure, news, given.givenSecret ?? (() => false))] };
  }

  /** DiffConfig: the settings that differ, by name; a changed URL or key is an update of the provider. */
  diffConfig(olds: Props, news: Props): SettingName[] {
    const [o, n] = [settingsFrom(olds), settingsFrom(news)];
    const changed = settingNames.filter((name) => (o[name] ?? "") !== (n[name] ?? ""));
    // What reaches the account: the next Configure checks them with a call (settings-check.ts).
    this.credentialsChanged = keyOrUrlChanged(olds, news).length > 0;
    return changed;
  }

  /**
   * Takes the settings; when DiffConfig found the key or URL changed, checks them first with one
   * authenticated GET, so that `pulumi up` with a key the service refuses fails at the provider, naming the
   * key, even when nothing else needs a call. CheckConfig, which comes first, has made that check in this process
   * already (settings-check.ts): this one makes no second call.
   */
  async configure(config: Props, providerName?: string): Promise<void> {
    this.instance.configure(settingsFrom(config));
    this.instance.explicitProvider = explicitName(providerName);
    if (!this.credentialsChanged) return;
    this.credentialsChanged = false;
    await this.instance.verifyCredentials();
  }

  /**
   * Missing settings fail here, in check, so that `pulumi preview` reports them too (preview never creates), and
   * so does a parent id new for the resource that names no object (parent-check.ts).
   * Reasons name members as the program writes them; `givenSecret` says which top-level inputs the program gave
   * as secrets (the plugin knows), whose values no failure shows.
   */
  async check(
    className: string,
    _olds: Props,
    news: Props,
    givenSecret?: (property: string) => boolean,
    urn?: string,
  ): Promise<CheckAnswer> {
    const spec = specOf(className);
    const result = checkInputs(spec, news, { names: this.instance.names, givenSecret });
    const leftOut = urn ? this.importedWithout.get(urn) : undefined;
    if (urn) this.importedWithout.delete(urn);
    const failures: CheckFailure[] = result.failures.filter((f) => !leftOut?.has(f.path));
    try {
      this.instance.resolved();
    } catch (err) {
      failures.push({ property: "", reason: (err as Error).message, path: "" });
    }
    if (!failures.length && adopting(spec, _olds, result.inputs)) {
      const said = await adoptionNotice(spec, result.inputs, this.instance.names, (run) =>
        this.instance.calling(run),
      ).catch((err: Error) => ({
        notice: `adopts the existing ${spec.className} ${String(news.adoptId)} (no new object is made); it could not be read now: ${err.message}`,
      }));
      if ("failure" in said) {
        // An object not found under its parents may be a parent not found: that one is named then.
        const parents = await checkParents(this.instance, spec, _olds, result.inputs, givenSecret);
        failures.push(
          ...(parents.length ? parents : [{ property: "adoptId", reason: said.failure, path: "adoptId" }]),
        );
      } else this.instance.warning(said.notice);
    } else if (!failures.length)
      failures.push(...(await checkParents(this.instance, spec, _olds, result.inputs, givenSecret)));
    return { inputs: result.inputs, failures, secretPaths: { inputs: secretPaths(spec, result.inputs) } };
  }

  /** What changes from the object as last seen to the new inputs, and member by member in the program's names. */
  async diff(className: string, id: string, oldOutputs: Props, oldInputs: Props, news: Props, urn?: string) {
    const spec = specOf(className);
    this.inState(urn, id);
    const olds: Olds = { inputs: oldInputs, outputs: oldOutputs };
    const changes = changesBetween(spec, olds, news);
    return {
      ...decision(spec, changes),
      detailedDiff: detailedDiff(spec, changes, lastSeen(spec, olds), news),
    };
  }

  /**
   * Creates the object once (create-once.ts: what an earlier run left for `urn` is settled first, a lost
   * answer is resolved in place), or adopts an existing one (`adoptId`).
   */
  async create(
    className: string,
    inputs: Props,
    urn?: string,
  ): Promise<{ id: string; outs: Props } & SecretPathsOf<"outs">> {
    const spec = specOf(className);
    let id: string | undefined;
    const created = await this.instance.operation(spec, undefined, "create", () =>
      this.instance.writing(
        spec,
        inputs,
        () => id,
        async () => {
          const made = await createOnce({
            client: this.instance.client(),
            spec,
            inputs,
            apiUrl: this.instance.resolved().apiUrl,
            urn,
            journal: this.instance.journal,
            note: (line) => this.instance.note(line),
          });
          id = made.id;
          return made;
        },
      ),
    );
    this.instance.parentLookups().saw(spec, inputs, created.id, true);
    return { ...created, secretPaths: { outs: secretPaths(spec, created.outs) } };
  }

  /**
   * The engine holds `urn` in its state as `id` (it asked to diff, read, update or delete it): a create of it
   * that was in flight is settled. An object an earlier create made for it under another id is told of.
   */
  private inState(urn: string | undefined, id: string): void {
    if (!urn) return;
    let apiUrl: string;
    try {
      apiUrl = this.instance.resolved().apiUrl;
    } catch {
      return; // not configured: nothing was created through it
    }
    const other = this.instance.journal.confirm(apiUrl, urn, id);
    if (other)
      this.instance.note(
        `${urn}: ${other} was made for it by a create whose answer never reached Pulumi, but the state holds ${id}: ${other} is left as it is (delete it, or import it elsewhere)`,
      );
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
    urn?: string,
  ): Promise<ReadAnswer> {
    const spec = specOf(className);
    if (importing) checkImportId(spec, id);
    const olds: Olds = { inputs: oldInputs, outputs };
    const found = await this.instance.operation(spec, id, "read", () =>
      read(this.instance.client(), spec, id, olds, this.instance.coalescedReads()),
    );
    let inputs = found.id && importing ? importedInputs(spec, found.outs) : found.inputs;
    if (found.id && importing && inputs) inputs = this.secretsLeftOut(spec, inputs, urn);
    if (found.id) this.inState(urn, found.id);
    if (found.id) this.instance.parentLookups().saw(spec, found.outs, found.id, true);
    const secrets = { outs: secretPaths(spec, found.outs), inputs: inputs ? secretPaths(spec, inputs) : [] };
    return { id: found.id, outs: found.outs, inputs, secretPaths: secrets };
  }

  /** An import's inputs without their secret members, each one told to the user with the config line to run. */
  private secretsLeftOut(spec: ClassSpec, inputs: Props, urn: string | undefined): Props {
    const { inputs: kept, leftOut } = withoutSecrets(spec, inputs);
    const name = urn ? nameOfUrn(urn) : spec.className;
    for (const secret of leftOut) this.instance.warning(leftOutWarning(this.instance.names, name, secret));
    if (urn && leftOut.length) this.importedWithout.set(urn, new Set(leftOut.map((s) => dotted(s.path))));
    return kept;
  }

  /** Sends what changed from the object as last seen; answers the complete outputs. */
  async update(
    className: string,
    id: string,
    oldOutputs: Props,
    oldInputs: Props,
    news: Props,
    urn?: string,
  ) {
    const spec = specOf(className);
    this.inState(urn, id);
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

  async delete(className: string, id: string, outputs: Props, urn?: string): Promise<void> {
    const spec = specOf(className);
    this.inState(urn, id);
    await this.instance.operation(spec, id, "delete", () =>
      this.instance.writing(
        spec,
        outputs,
        () => id,
        () => remove(this.instance.client(), spec, id, outputs),
      ),
    );
    this.instance.parentLookups().saw(spec, outputs, id, false);
  }

  /**
   * A function, by its token: the one entry point for every function the provider has; its definition
   * (model/functions.ts) checks the arguments and makes the call. Pulumi's SDKs take the secret mark off a
   * function's arguments before they reach a provider (and mark the result secret instead), so no argument
   * can be told apart as secret here: none is ever said in a failure (`getTunnel` of a secret id answers
   * "tunnel [redacted] does not exist").
   */
  async invoke(token: string, args: Props): Promise<Props> {
    const fn = functionModel(token);
    return shielded(argumentTexts(args), () => {
      const given = fn.checked(args);
      return this.instance.calling((c) => fn.call(c, given));
    });
  }
}

/** What CheckConfig knows beside the new config, from the engine's request. */
export interface ConfigCheckOptions {
  /** The provider's config in the state: `{}` when it has none yet; absent, no call is made (tests, old callers). */
  olds?: Props;
  /** The provider's name (`default_<version>` for a default provider): an explicit one's settings are its properties. */
  providerName?: string;
  /** Whether the engine marked a setting secret in the request (the plugin knows). */
  givenSecret?: (property: string) => boolean;
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
