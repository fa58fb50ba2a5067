import type { z } from "zod";
import { moduleList, resourceList, walk } from "../../catalog";
import { nameOfDynamicType } from "../model";

/**
 * What the drift report needs to know of a class's declared members, from the catalog: which member paths
 * (Pulumi names, dotted) are objects it may look inside, and which hold a secret somewhere inside, so their
 * values are shown as `[secret]` even when they arrive in clear.
 */
export interface ClassMembers {
  /** Object members (outside lists): compared member by member. */
  objects: Set<string>;
  /** Members the catalog marks secret. */
  secrets: Set<string>;
  /** Members that hold a secret somewhere inside (the secret ones included). */
  holdSecrets: Set<string>;
}

function membersOfSchema(schema: z.ZodType): ClassMembers {
  const objects = new Set<string>();
  const secrets = new Set<string>();
  const holdSecrets = new Set<string>();
  walk(schema, (m) => {
    const path = m.pulumiPath.join(".");
    if (m.shape === "object" && !m.inList) objects.add(path);
    if (!m.flags.secret) return;
    secrets.add(path);
    for (let i = 1; i <= m.pulumiPath.length; i++) holdSecrets.add(m.pulumiPath.slice(0, i).join("."));
  });
  return { objects, secrets, holdSecrets };
}

const byClass = new Map<string, ClassMembers>([
  ...resourceList
    .filter((r) => r.operations.includes("create"))
    .map((r) => [r.className, membersOfSchema(r.create)] as const),
  ...moduleList.map((m) => [m.className, membersOfSchema(m.request)] as const),
]);

/** The class name of a pulumi-tunnels type token, or the token itself for any other type. */
export const shortType = (type: string) => nameOfDynamicType(type) ?? type;

/** The members of a pulumi-tunnels class; undefined for another provider's type. */
export const classMembers = (type: string): ClassMembers | undefined => {
  const className = nameOfDynamicType(type);
  return className === undefined ? undefined : byClass.get(className);
};
