import { type FunctionModel, functionModels } from "../../provider/model";
import { anchor, cell, memberTable, table } from "./markdown";
import { outputRows } from "./rows";
import { typeText } from "./type-text";
import { membersOf } from "../../catalog";

/**
 * The reference's functions, from their definitions (provider/model/functions.ts): each one's plugin token,
 * its TypeScript signature, its description, its arguments; then each object type they answer with.
 */

/** `getTunnels(args?: {region?, proto?, labels?}, opts?: InvokeOptions): Promise<{ tunnels: Tunnel[] }>` */
function signature(fn: FunctionModel): string {
  const args = membersOf(fn.def.args).map((m) => `${m.pulumiName}${m.optional ? "?" : ""}`);
  const list = membersOf(fn.def.result)[0];
  const result = fn.def.answers === "get" ? fn.def.itemType : `{ ${list.pulumiName}: ${fn.def.itemType}[] }`;
  return `${fn.name}(args${fn.argsRequired ? "" : "?"}: {${args.join(", ")}}, opts?: InvokeOptions): Promise<${result}>`;
}

function argumentTable(fn: FunctionModel): string {
  return table(
    ["Argument", "Type", "Required", "Description"],
    membersOf(fn.def.args).map((m) => [
      `\`${m.pulumiName}\``,
      `\`${cell(typeText(m.schema))}\``,
      m.optional ? "optional" : "required",
      cell(m.description ?? ""),
    ]),
  );
}

const heading = (fn: FunctionModel) => `${fn.name} / ${fn.name}Output`;

/** Links to each function's section. */
export const functionIndex = (functions: FunctionModel[] = functionModels()) =>
  functions.map((fn) => `[${fn.name}](#${anchor(heading(fn))})`).join(", ");

export function functionsSection(functions: FunctionModel[] = functionModels()): string {
  const items = new Map(functions.map((fn) => [fn.def.itemType, fn.def.reads]));
  return [
    "## Functions",
    "Each function has an `...Output` form that takes inputs and returns an Output.",
    ...functions.flatMap((fn) => [
      `### ${heading(fn)}`,
      `Plugin token: \`${fn.token}\`.`,
      `\`${signature(fn)}\`: ${fn.def.description} \`${fn.name}Output\` takes an Input for every argument, and ` +
        "`dependsOn` in its options.",
      argumentTable(fn),
    ]),
    ...[...items].flatMap(([item, reads]) => [
      `### ${item}`,
      reads.description,
      memberTable(outputRows(reads.response)),
    ]),
  ].join("\n\n");
}
