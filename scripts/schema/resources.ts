import type { z } from "zod";
import { flagsOf } from "../../catalog";
import { type ClassModel, classMembers, type ExtraMember, type FunctionModel } from "../../provider/model";
import { SETTINGS, settingNames } from "../../provider/base/settings";
import type { ClassExample } from "../examples/snippets";
import { examplesBlock } from "./examples";
import { type FunctionSpec, type PropertySpec, type ResourceSpec, withRequired } from "./spec";
import type { SchemaTypes } from "./types";

/**
 * The resources, functions and provider of the package schema, each from the package model: a class has the
 * members its TypeScript class has (parent ids and `adoptId` first, then the catalog's), inputs what its Args
 * take, state inputs what its State takes, and properties what its outputs hold.
 */

function extraProperty(e: ExtraMember): PropertySpec {
  return { type: "string", description: e.doc, ...(e.createOnly ? { replaceOnChanges: true } : {}) };
}

const byName = <T>(entries: [string, T][]) => Object.fromEntries(entries) as Record<string, T>;

export function resourceOf(model: ClassModel, types: SchemaTypes, example?: ClassExample): ResourceSpec {
  const { spec, scope } = model;
  const extra = model.extras;
  const extraProps = extra.map((e): [string, PropertySpec] => [e.name, extraProperty(e)]);
  const requiredExtras = extra.filter((e) => !e.optional).map((e) => e.name);
  const side = (which: "input" | "output" | "state") =>
    byName([
      ...extraProps,
      ...classMembers(model, which).map((m): [string, PropertySpec] => [m.name, types.property(m, scope)]),
    ]);
  const outputs = classMembers(model, "output").filter((m) => !m.optionalOut && !m.nullableOut);
  const inputs = classMembers(model, "input").filter((m) => !m.optionalIn);
  const owner =
    spec.def.is === "module"
      ? `A module of ${spec.def.module.owner} (its \`${spec.def.module.module}\` member) managed as a resource of its own: declare it here or inside its owner, never both.`
      : "";
  const description = [model.description, owner, example ? examplesBlock(example) : ""]
    .filter(Boolean)
    .join("\n\n");
  return {
    description,
    ...withRequired({ properties: side("output") }, [...requiredExtras, ...outputs.map((m) => m.name)]),
    inputProperties: side("input"),
    ...(inputs.length + requiredExtras.length
      ? { requiredInputs: [...requiredExtras, ...inputs.map((m) => m.name)] }
      : {}),
    stateInputs: {
      description: `What is known of an existing ${spec.className}, to read it: every member optional.`,
      properties: side("state"),
    },
  };
}

export function functionOf(fn: FunctionModel, types: SchemaTypes): FunctionSpec {
  const { args, result, description } = fn.def;
  const pascal = fn.name.charAt(0).toUpperCase() + fn.name.slice(1);
  const base = (schema: z.ZodType, fallback: string) => flagsOf(schema).typeName ?? fallback;
  const argsBase = base(args, `${pascal}Args`);
  const resultBase = base(result, `${pascal}Result`);
  const inputs = types.object(
    { request: args, response: undefined },
    { owner: fn.name, path: [], base: argsBase },
  );
  const outputs = types.object(
    { request: undefined, response: result },
    { owner: fn.name, path: [], base: resultBase },
  );
  return {
    description,
    ...(Object.keys(inputs.properties).length ? { inputs } : {}),
    outputs,
  };
}

/** A setting of provider/base/settings.ts as a property: its type, its doc, its default and environment variable. */
function settingProperty(name: (typeof settingNames)[number], withDefaults: boolean): PropertySpec {
  const s = SETTINGS[name];
  const spec: PropertySpec = { type: s.type, description: s.doc };
  if (withDefaults) {
    if ("default" in s && s.default !== undefined) spec.default = s.default;
    spec.defaultInfo = { environment: [s.env] };
  }
  if (s.secret) spec.secret = true;
  return spec;
}

export const configVariables = () => byName(settingNames.map((n) => [n, settingProperty(n, true)]));

/** The provider: its inputs are the settings, as `new tunnels.Provider(...)` or stack config give them. */
export function providerOf(): ResourceSpec {
  return {
    description:
      "The provider of the tunnels package: the service it calls and how. Each input falls back to its stack " +
      "config key (`tunnels:<name>`), then to its environment variable.",
    properties: byName(settingNames.map((n) => [n, settingProperty(n, false)])),
    inputProperties: configVariables(),
  };
}
