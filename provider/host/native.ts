/**
 * The provider as the native plugin (plugin/) serves it: the same instance operations as the dynamic
 * provider, told the old inputs that a native Diff, Update and Read receive. What differs is only what
 * outputs hold (docs/contract.md §8):
 * - no `__declared`: the dynamic provider records the declared paths in its outputs because its diff and
 *   update never see old inputs; here they come from the old inputs on each call;
 * - the parent ids and `adoptId` stay, as members of the class.
 */
import { type Settings, settingFailures } from "../config";
import { type SettingName, settingNames } from "../settings";
import { specOf } from "../specs";
import { listTunnels, readTunnel } from "../tunnels-query";
import { isSet } from "../values";
import { detailedDiff } from "./detailed-diff";
import { memberInputs } from "./diff";
import { type InstanceOptions, ProviderInstance } from "./instance";
import { secretPaths } from "./secret-paths";
import { checkImportId, importedInputs } from "./imported";
import { declaredPaths } from "./state";

type Props = Record<string, unknown>;

/** The functions a native provider answers through Invoke, by token. */
export const FUNCTION_TOKENS = ["tunnels:index:getTunnels", "tunnels:index:getTunnel"] as const;

/**
 * Provider config as the engine sends it (keys without the namespace, values text, or typed when the
 * schema types them) read as settings: text by name, unset when absent, null or "".
 */
export function settingsFrom(config: Props): Settings {
  const text = (v: unknown) => (v === undefined || v === null ? undefined : String(v));
  return Object.fromEntries(settingNames.map((name) => [name, text(config[name])]));
}

/** Outputs without the dynamic provider's record of declared paths. */
function nativeOutputs(outs: Props): Props {
  const { __declared: _, ...rest } = outs;
  return rest;
}

export class NativeProvider {
  readonly instance: ProviderInstance;

  constructor(options: InstanceOptions = {}) {
    this.instance = new ProviderInstance(options);
  }

  /** CheckConfig: each setting resolved from these values, then the environment; failures name `tunnels:<name>`. */
  checkConfig(news: Props) {
    const failures = settingFailures(settingsFrom(news)).map((f) => ({ property: f.name, reason: f.reason }));
    return { inputs: news, failures };
  }

  /** DiffConfig: the settings that differ, by name; a changed URL or key is an update of the provider. */
  diffConfig(olds: Props, news: Props): SettingName[] {
    const [o, n] = [settingsFrom(olds), settingsFrom(news)];
    return settingNames.filter((name) => (o[name] ?? "") !== (n[name] ?? ""));
  }

  configure(config: Props): void {
    this.instance.configure(settingsFrom(config));
  }

  check(className: string, olds: Props, news: Props) {
    return this.instance.check(className, olds, news);
  }

  /** Diff against the old outputs, with the declared members taken from the old inputs. */
  async diff(className: string, id: string, oldOutputs: Props, oldInputs: Props, news: Props) {
    const spec = specOf(className);
    const olds = this.withRecords(className, oldOutputs, oldInputs);
    const result = await this.instance.diff(className, id, olds, news);
    return { ...result, detailedDiff: detailedDiff(spec, olds, news) };
  }

  async create(className: string, inputs: Props) {
    const { id, outs } = await this.instance.create(className, inputs);
    return { id, outs: nativeOutputs(outs) };
  }

  /**
   * Read, for a refresh (old inputs known) or an import (only the id: the inputs returned are those a
   * program would declare to get exactly this object, host/imported.ts).
   */
  async read(className: string, id: string, outputs: Props, oldInputs: Props) {
    const spec = specOf(className);
    const importing = Object.keys(outputs).length === 0 && Object.keys(oldInputs).length === 0;
    if (importing) checkImportId(spec, id);
    const props = this.withRecords(className, outputs, oldInputs);
    const { id: readId, props: outs, inputs } = await this.instance.read(className, id, props);
    if (!readId || !importing) return { id: readId, outs: nativeOutputs(outs), inputs };
    return { id: readId, outs: nativeOutputs(outs), inputs: importedInputs(spec, outs) };
  }

  async update(className: string, id: string, oldOutputs: Props, oldInputs: Props, news: Props) {
    const olds = this.withRecords(className, oldOutputs, oldInputs);
    const { outs } = await this.instance.update(className, id, olds, news);
    return { outs: nativeOutputs(outs) };
  }

  delete(className: string, id: string, outputs: Props) {
    return this.instance.delete(className, id, outputs);
  }

  async invoke(token: string, args: Props): Promise<Props> {
    const given = Object.fromEntries(Object.entries(args).filter(([, v]) => isSet(v)));
    if (token === "tunnels:index:getTunnels")
      return { tunnels: await this.instance.calling((c) => listTunnels(c, given)) };
    if (token === "tunnels:index:getTunnel") {
      if (typeof given.id !== "string" || given.id === "")
        throw new Error("getTunnel: id is required: the id of an online tunnel.");
      return (await this.instance.calling((c) => readTunnel(c, given.id as string))) as Props;
    }
    throw new Error(`tunnels has no function ${token}; it has ${FUNCTION_TOKENS.join(" and ")}.`);
  }

  /** Where outputs of a class hold a secret member, for the transport to wrap. */
  secretPaths(className: string, outputs: Props) {
    return secretPaths(specOf(className), outputs);
  }

  /**
   * Outputs as the host's operations take them: with the declared paths of the old inputs (or, with no
   * inputs, of the outputs themselves) and the parents from the old inputs when outputs lack them.
   */
  private withRecords(className: string, outputs: Props, oldInputs: Props): Props {
    const spec = specOf(className);
    // Only an import has neither: then what the object has is what is declared.
    const imported = Object.keys(oldInputs).length === 0 && Object.keys(outputs).length === 0;
    const source = imported ? outputs : oldInputs;
    const props: Props = { ...outputs, __declared: declaredPaths(spec.input, memberInputs(spec, source)) };
    for (const p of spec.parents) if (!isSet(props[p.pulumi])) props[p.pulumi] = source[p.pulumi];
    return props;
  }
}
