/**
 * The dynamic provider: Pulumi's dynamic protocol (each resource's serialized shim forwards here through
 * impl.ts) adapted to the provider (native.ts), which takes what the native protocol gives. The dynamic
 * protocol gives Diff and Update only the old outputs, never the old inputs, so the outputs carry a record
 * of the members the program declared (docs/contract.md §8): this adapter alone writes that record, keeps
 * it through refreshes, and reads it back to make up the old inputs. It also keeps Pulumi's serialized
 * provider, which the dynamic host puts in every call's properties, away from the provider.
 */
import type { Settings } from "../base/config";
import { DECLARED_KEY, PROVIDER_KEY } from "../base/dynamic-keys";
import { specOf } from "../base/specs";
import { inputsAt } from "./crud";
import { declaredIn } from "./diff";
import { NativeProvider } from "./native";

type Props = Record<string, unknown>;

/** The properties without the dynamic resource's own: what the provider takes. */
function members(props: Props): Props {
  const { [PROVIDER_KEY]: _provider, [DECLARED_KEY]: _declared, ...rest } = props;
  return rest;
}

/** The declared paths recorded in some outputs; none in outputs that have no record. */
const recordIn = (outputs: Props): string[] =>
  Array.isArray(outputs[DECLARED_KEY]) ? (outputs[DECLARED_KEY] as string[]) : [];

const withRecord = (outs: Props, declared: string[]): Props => ({ ...outs, [DECLARED_KEY]: declared });

export class DynamicProvider {
  constructor(readonly provider = new NativeProvider()) {
    // Pulumi's dynamic host configures the provider of a refresh or a destroy from the last deploy's record,
    // and of an `up` from the stack config of now, and says neither: only a check (a program's run) tells.
    provider.instance.origin = "unsure";
  }

  /** The dynamic host calls no DiffConfig (it answers Unimplemented itself), so the settings are never checked here. */
  configure(settings: Settings): Promise<void> {
    return this.provider.configure(settings);
  }

  async check(className: string, olds: Props, news: Props) {
    this.provider.instance.origin = "program";
    const { inputs, failures } = await this.provider.check(className, members(olds), members(news));
    return { inputs, failures: failures.map(({ property, reason }) => ({ property, reason })) };
  }

  /** `changes`, `replaces` and `deleteBeforeReplace`: the dynamic protocol has no place for a detailed diff. */
  async diff(className: string, id: string, olds: Props, news: Props) {
    const outputs = members(olds);
    const result = await this.provider.diff(
      className,
      id,
      outputs,
      this.oldInputs(className, olds),
      members(news),
    );
    return {
      changes: result.changes,
      replaces: result.replaces,
      deleteBeforeReplace: result.deleteBeforeReplace,
    };
  }

  async create(className: string, inputs: Props) {
    const given = members(inputs);
    const { id, outs } = await this.provider.create(className, given);
    return { id, outs: withRecord(outs, declaredIn(specOf(className), given)) };
  }

  /**
   * A refresh, or `X.get(name, id)` (never an import: Pulumi cannot import dynamic resources). The record
   * stays as it was, and the inputs answered are its members read back from the object.
   */
  async read(className: string, id: string, props: Props) {
    const declared = recordIn(props);
    const outputs = members(props);
    const spec = specOf(className);
    const found = await this.provider.read(className, id, outputs, inputsAt(spec, declared, outputs), false);
    if (!found.id) return { id: "", props: {} as Props, inputs: undefined };
    return {
      id: found.id,
      props: withRecord(found.outs, declared),
      inputs: inputsAt(spec, declared, found.outs),
    };
  }

  async update(className: string, id: string, olds: Props, news: Props) {
    const given = members(news);
    const oldInputs = this.oldInputs(className, olds);
    const { outs } = await this.provider.update(className, id, members(olds), oldInputs, given);
    return { outs: withRecord(outs, declaredIn(specOf(className), given)) };
  }

  delete(className: string, id: string, props: Props): Promise<void> {
    return this.provider.delete(className, id, members(props));
  }

  /** The old inputs the record stands for: its members, read back from the old outputs. */
  private oldInputs(className: string, olds: Props): Props {
    return inputsAt(specOf(className), recordIn(olds), members(olds));
  }
}
