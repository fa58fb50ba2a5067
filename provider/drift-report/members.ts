import type { z } from "zod";
import { moduleList, resourceList, walk } from "../../catalog";
import { nameOfDynamicType, nameOfToken } from "../model";

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

/**
 * Which provider made a resource of this package: `dynamic` for the TypeScript classes, whose top-level members
 * holding a secret are secret whole (Pulumi's dynamic protocol names top-level outputs only), so the CLI shows
 * `[secret]` for a whole module; `plugin` for the native plugin (YAML, Python, Go, Java), secret at each secret
 * member's own path, whose other members show with their values.
 */
export type Provider = "dynamic" | "plugin";

export interface TunnelsType {
  className: string;
  provider: Provider;
  members: ClassMembers;
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

/** A pulumi-tunnels type token, either provider's, with its class and members; undefined for another type. */
export function tunnelsType(type: string): TunnelsType | undefined {
  const dynamic = nameOfDynamicType(type);
  const className = dynamic ?? nameOfToken(type);
  const members = className === undefined ? undefined : byClass.get(className);
  if (className === undefined || !members) return undefined;
  return { className, provider: dynamic === undefined ? "plugin" : "dynamic", members };
}

/** The class name of a pulumi-tunnels type token (either provider's), or the token itself for any other type. */
export const shortType = (type: string) => tunnelsType(type)?.className ?? type;
