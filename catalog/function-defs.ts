import { z } from "zod";
import { field } from "./flags";
import type { ResourceDef } from "./types";
import { membersOf, shapeOf } from "./walk";

/**
 * A function of the package (`getTunnels`), described as data like a resource: what it reads, how, its
 * arguments and its result. The providers' Invoke, the program's functions, their types, the package schema,
 * the SDKs and the reference all derive from it (provider/model/functions.ts).
 */
export interface FunctionDef {
  /** The name programs call it by (camelCase), and the last part of its token (`tunnels:index:getTunnels`). */
  name: string;
  description: string;
  /** The collection it reads. */
  reads: ResourceDef;
  /**
   * `list`: every page of the collection, keeping the objects that match every argument given (each
   * argument filters the response member of its name: a value must be equal, a map's entries must all be
   * there); `get`: one object, by the `id` argument.
   */
  answers: "list" | "get";
  /** For `list`: the result's member (wire name) that holds the matches, and its description. */
  listedAs?: { name: string; description: string };
  /**
   * The name of the object type it answers with (each item's, for `list`) in the program's types and the
   * SDKs: `Tunnel`. A class's name is taken already: a function reading a resource class names its own.
   */
  itemType: string;
  /**
   * The closed sets its arguments name (their `typeName` flag), each with the doc of the type the program's
   * functions export for it (`Region`). Named once, by the first function that takes it.
   */
  namedSets?: Record<string, string>;
  /** The arguments, as members (wire names, described and flagged like every member). */
  args: z.ZodObject;
  /** What it answers: an object, as every Pulumi function does. Derived by `defineFunction`. */
  result: z.ZodType;
}

/** Throws where an argument could not do what `answers` says it does. */
function checkArguments(def: Omit<FunctionDef, "result">): void {
  const args = membersOf(def.args);
  if (def.answers === "get") {
    const id = args.find((m) => m.wireName === "id");
    if (!id || args.length !== 1 || id.optional || shapeOf(id.schema) !== "scalar")
      throw new Error(`${def.name}: a get function takes one argument, a required id`);
    return;
  }
  if (!def.listedAs) throw new Error(`${def.name}: a list function names its result's member (listedAs)`);
  const answered = new Map(membersOf(def.reads.response).map((m) => [m.wireName, m]));
  for (const arg of args) {
    const member = answered.get(arg.wireName);
    const shape = shapeOf(arg.schema);
    if (!member || shapeOf(member.schema) !== shape || (shape !== "scalar" && shape !== "map"))
      throw new Error(
        `${def.name}: argument ${arg.wireName} filters no ${shape} member of ${def.reads.clientName}: ` +
          "an argument of a list function is a scalar or a map the objects have under the same name",
      );
  }
}

/** A function from its description, with its result derived from `reads` and `answers`. */
export function defineFunction(def: Omit<FunctionDef, "result">): FunctionDef {
  if (!def.reads.operations.includes(def.answers))
    throw new Error(`${def.name}: ${def.reads.clientName} has no ${def.answers} operation`);
  checkArguments(def);
  const result =
    def.answers === "get"
      ? def.reads.response
      : z.object({
          [def.listedAs!.name]: field(z.array(def.reads.response), def.listedAs!.description, {
            typeName: def.itemType,
          }),
        });
  return { ...def, result };
}
