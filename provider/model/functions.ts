import {
  camelCase,
  type FunctionDef,
  functionList,
  type Member,
  membersOf,
  quoteValue,
  toPulumiNames,
} from "../../catalog";
import type { TunnelsClient } from "../../client";
import { resourceCalls } from "../../client/calls";
import { closedSet } from "./closed-sets";
import { type LanguageNames, languageNames } from "../base/names";
import { nameOfToken, token } from "./package";

type Props = Record<string, unknown>;

/**
 * The Pulumi surface of one function, derived from its catalog definition (catalog/functions/): its token,
 * its names, the names of the program's types for it, its checks and its call. The plugin's Invoke and the
 * program's functions (provider/program/functions.ts, generated) both call through here; the schema, the
 * SDKs and the reference describe it from here.
 */
export interface FunctionModel {
  def: FunctionDef;
  name: string;
  /** The plugin's token: `tunnels:index:<name>`. */
  token: string;
  names: LanguageNames;
  /** The program's types: its arguments, its Output form's arguments, and what it answers. */
  programTypes: { args: string; outputArgs: string; result: string };
  /** Whether a program must give arguments (one of them is required). */
  argsRequired: boolean;
  /**
   * The arguments given (members left undefined or null dropped), checked: a missing required one, a value
   * outside its closed set or of the wrong shape throws an error naming the argument and what it takes.
   */
  checked(args: Props): Props;
  /** Calls the service with checked arguments; the answer in the program's names. */
  call(client: TunnelsClient, args: Props): Promise<Props>;
}

const sentence = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function checkArgument(fn: string, m: Member, value: unknown): void {
  // An empty id is no id: a required argument must be given, and not as "".
  if (!m.optional && (value === undefined || value === ""))
    throw new Error(`${fn}: ${m.pulumiName} is required: ${sentence(m.description ?? "")}`);
  if (value === undefined) return;
  const set = closedSet(m.schema);
  if (set && !(set as unknown[]).includes(value))
    throw new Error(
      `${fn}: ${m.pulumiName} ${quoteValue(value)} is not one the service has; use one of ${set.join(", ")}.`,
    );
  const parsed = m.schema.safeParse(value);
  if (!parsed.success) throw new Error(`${fn}: ${m.pulumiName} ${parsed.error.issues[0].message}`);
}

/** A list's filter: a value must be equal; a map's given entries must all be there with the same value. */
function matches(want: unknown, have: unknown, shape: Member["shape"]): boolean {
  if (shape !== "map") return have === want;
  const held = (have ?? {}) as Props;
  return Object.entries(want as Props).every(([k, v]) => held[k] === v);
}

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

export function functionModelOf(def: FunctionDef): FunctionModel {
  const args = membersOf(def.args);
  const base = pascal(def.name);
  const checked = (given: Props): Props => {
    const set = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined && v !== null));
    for (const m of args) checkArgument(def.name, m, set[m.pulumiName]);
    return set;
  };
  const call = async (client: TunnelsClient, given: Props): Promise<Props> => {
    const calls = resourceCalls(client, def.reads);
    if (def.answers === "get")
      return toPulumiNames(def.reads.response, await calls.get(given.id as string)) as Props;
    const filters = args.filter((m) => given[m.pulumiName] !== undefined);
    const found: unknown[] = [];
    for await (const item of calls.list() as AsyncIterable<Props>)
      if (filters.every((m) => matches(given[m.pulumiName], item[m.wireName], m.shape)))
        found.push(toPulumiNames(def.reads.response, item));
    return { [camelCase(def.listedAs!.name)]: found };
  };
  return {
    def,
    name: def.name,
    token: token(def.name),
    names: languageNames(def.name),
    programTypes: {
      args: `${base}Args`,
      outputArgs: `${base}OutputArgs`,
      result: def.answers === "get" ? def.itemType : `${base}Result`,
    },
    argsRequired: args.some((m) => !m.optional),
    checked,
    call,
  };
}

let all: FunctionModel[] | undefined;

/** Every function, in the catalog's order. */
export function functionModels(): FunctionModel[] {
  all ??= functionList.map(functionModelOf);
  return all;
}

/** The function of a name (`getTunnels`) or a plugin token (`tunnels:index:getTunnels`). */
export function functionModel(nameOrToken: string): FunctionModel {
  const name = nameOfToken(nameOrToken) ?? nameOrToken;
  const found = functionModels().find((f) => f.name === name);
  if (!found)
    throw new Error(
      `tunnels has no function ${nameOrToken}; it has ${functionModels()
        .map((f) => f.token)
        .join(" and ")}.`,
    );
  return found;
}
