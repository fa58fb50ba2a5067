/**
 * What a stack says of the creates a dead deploy left: read through the `pulumi` CLI, as the recovery command
 * (recover.ts) runs it. The state (`pulumi stack export --show-secrets`) gives the resources Pulumi holds, the
 * creates it recorded as pending (a killed `pulumi`), and the providers' settings; the program
 * (`pulumi preview --json --show-secrets`) gives the creates the next `up` would make, which also covers a
 * create whose plugin died before Pulumi recorded anything. Secrets are read in memory, never written or shown.
 */
import { readSettings, type Settings } from "../base/config";
import { configKey } from "../base/settings";
import { DECLARED_KEY, PROVIDER_KEY } from "../base/dynamic-keys";
import { settingsFrom } from "../host/provider-config";
import { nameOfDynamicType, nameOfToken } from "../model";
import { SIG_KEY as SIG } from "../base/values";

type Props = Record<string, unknown>;

/** How the recovery runs a `pulumi` command: its arguments after `pulumi`; resolves with its standard output. */
export type PulumiRunner = (args: string[]) => Promise<string>;

/** A create of one of this package's resources that the stack does not hold. */
export interface MissingCreate {
  urn: string;
  /** `tunnels:index:IpPolicy`, or the dynamic provider's `pulumi-nodejs:dynamic/tunnels:IpPolicy`. */
  type: string;
  className: string;
  /** The native plugin's (importable), or the dynamic provider's (handed over to the next `up`). */
  kind: "native" | "dynamic";
  /** The members it sends (the pending operation's inputs, or what the program declares now). */
  inputs: Props;
  parent?: string;
  /** The explicit provider's URN, when it is not the default one. */
  provider?: string;
  /** The settings of its provider, as config gives them. */
  settings: Settings;
  /** Recorded as pending in the state (a killed `pulumi`), or only planned by the program. */
  pending: boolean;
}

export interface StackView {
  /** Every create of ours the stack lacks, by URN. */
  missing: MissingCreate[];
  /** Ids the stack holds for our resources: an object among them is no orphan. */
  heldIds: Set<string>;
  /** Pending creates the state records for other packages' resources (the recovery leaves those alone). */
  otherPending: number;
  /** How many pending creates the state records for each URN of ours (more than one: several deploys'). */
  pendingRecords: Map<string, number>;
  /** When the state was last written (its manifest's time, ms), which the deploy markers are matched with. */
  writtenAt?: number;
}

/** Inputs of a dynamic resource that are not members. */
const DYNAMIC_KEYS = [PROVIDER_KEY, DECLARED_KEY];

function classOfType(type: string): { className: string; kind: MissingCreate["kind"] } | undefined {
  const native = nameOfToken(type);
  if (native) return { className: native, kind: "native" };
  const dynamic = nameOfDynamicType(type);
  return dynamic ? { className: dynamic, kind: "dynamic" } : undefined;
}

/** A value with Pulumi's secret wrappers taken off, as `--show-secrets` writes them (`plaintext` is JSON). */
export function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (value === null || typeof value !== "object") return value;
  const v = value as Props;
  if (Object.hasOwn(v, SIG)) {
    if (typeof v.plaintext === "string") return plain(JSON.parse(v.plaintext));
    return plain(v.value);
  }
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plain(x)]));
}

const urnOfRef = (ref: unknown) =>
  typeof ref === "string" ? ref.slice(0, ref.lastIndexOf("::")) : undefined;
const isDefaultProvider = (urn: string | undefined) =>
  !urn || /::pulumi:providers:tunnels::default(_|$)/.test(urn);

interface Recorded {
  urn: string;
  type: string;
  inputs?: Props;
  parent?: string;
  provider?: string;
  id?: string;
}

/** Reads the stack: its state, its pending creates, and (unless `program` is false) the creates the program plans. */
export async function readStack(pulumi: PulumiRunner, program = true): Promise<StackView> {
  const exported = JSON.parse(await pulumi(["stack", "export", "--show-secrets"])) as {
    deployment?: {
      manifest?: { time?: string };
      resources?: Recorded[];
      pending_operations?: { resource: Recorded; type: string }[];
    };
  };
  const resources = exported.deployment?.resources ?? [];
  const held = new Set(resources.filter((r) => classOfType(r.type)).map((r) => r.urn));
  const heldIds = new Set(resources.filter((r) => classOfType(r.type) && r.id).map((r) => String(r.id)));
  const providers = new Map(resources.map((r) => [r.urn, r]));
  const stackConfig = await dynamicSettings(pulumi);

  const found = new Map<string, MissingCreate>();
  const add = (r: Recorded, pending: boolean) => {
    const cls = classOfType(r.type);
    if (!cls || held.has(r.urn) || (found.has(r.urn) && found.get(r.urn)?.pending)) return;
    const provider = urnOfRef(r.provider);
    const inputs = plain(r.inputs ?? {}) as Props;
    for (const key of DYNAMIC_KEYS) delete inputs[key];
    // A plugin resource's settings are its provider's inputs; the dynamic provider reads the stack's config.
    const recorded = cls.kind === "native" ? providers.get(provider ?? "") : undefined;
    const settings = recorded ? settingsFrom(plain(recorded.inputs ?? {}) as Props) : stackConfig;
    found.set(r.urn, {
      urn: r.urn,
      type: r.type,
      ...cls,
      inputs,
      parent: r.parent,
      provider: isDefaultProvider(provider) ? undefined : provider,
      settings,
      pending,
    });
  };
  const pendingCreates = (exported.deployment?.pending_operations ?? []).filter(
    (op) => op.type === "creating",
  );
  const pendingRecords = new Map<string, number>();
  for (const op of pendingCreates) {
    add(op.resource, true);
    pendingRecords.set(op.resource.urn, (pendingRecords.get(op.resource.urn) ?? 0) + 1);
  }
  const otherPending = pendingCreates.filter((op) => !classOfType(op.resource.type)).length;
  if (program) {
    const preview = JSON.parse(await pulumi(["preview", "--json", "--show-secrets"])) as {
      steps?: { op: string; urn: string; newState?: Recorded }[];
    };
    for (const step of preview.steps ?? [])
      if (step.op === "create" && step.newState) add({ ...step.newState, urn: step.urn }, false);
  }
  const time = exported.deployment?.manifest?.time;
  const writtenAt = time ? Date.parse(time) : undefined;
  return { missing: [...found.values()], heldIds, otherPending, pendingRecords, writtenAt };
}

/** The stack's `tunnels:*` config, which the dynamic provider reads (the default plugin provider too). */
async function dynamicSettings(pulumi: PulumiRunner): Promise<Settings> {
  const config = JSON.parse(await pulumi(["config", "--json", "--show-secrets"])) as Record<
    string,
    { value?: unknown }
  >;
  return readSettings((name) => {
    const value = config[configKey(name)]?.value;
    return value === undefined ? undefined : String(value);
  });
}
