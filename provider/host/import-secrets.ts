/**
 * Secrets and `pulumi import` (docs/adopting-and-importing.md): the inputs an import answers become the code the
 * CLI generates, code that gets committed, so no secret member is among them. Each one left out is told to the
 * user with the config key to set and the line that sets it; the program then takes the member from that config
 * value. A secret the service returns (a webhook's `secret`) is kept in the imported outputs (encrypted in
 * state), so declaring the same value changes nothing; one it never returns (a Datadog `apiKey`) is not known
 * to the import at all, so the first `pulumi up` after it sends the declared value: one update per such secret.
 */
import { isPlainObject, walk } from "../../catalog";
import { type ValuePath, secretPaths } from "../model";
import type { ClassSpec } from "../base/specs";
import type { UserNames } from "../base/user-names";
import { getPath, isSet } from "../base/values";

type Props = Record<string, unknown>;

/** A secret member an import leaves out, at its path in the schema's names. */
export interface LeftOutSecret {
  path: ValuePath;
  /** The service never returns it: the import could not read it, so the first `up` sends it. */
  neverReturned: boolean;
}

/** The dotted form of a path, as check failures name members (`target.datadog.apiKey`, `rules[0].secret`). */
export const dotted = (path: ValuePath) =>
  path.map((p, i) => (typeof p === "number" ? `[${p}]` : i ? `.${p}` : p)).join("");

/**
 * `inputs` without their secret members, and the members left out: those holding a value, and those the
 * service never returns inside an object the inputs hold (`target.datadog` with no `apiKey`).
 */
export function withoutSecrets(spec: ClassSpec, inputs: Props): { inputs: Props; leftOut: LeftOutSecret[] } {
  const copy = structuredClone(inputs);
  const leftOut: LeftOutSecret[] = secretPaths(spec, copy).map((path) => ({ path, neverReturned: false }));
  for (const { path } of leftOut) {
    const parent = getPath(copy, path.slice(0, -1).map(String));
    if (isPlainObject(parent)) delete parent[String(path[path.length - 1])];
  }
  walk(spec.input, (m) => {
    if (m.inList || !m.flags.secret || !(m.flags.redacted || m.flags.writeOnly)) return;
    const parentPath = m.pulumiPath.slice(0, -1);
    const holder = parentPath.length ? getPath(copy, parentPath) : copy;
    if (isPlainObject(holder) && !isSet(getPath(copy, m.pulumiPath)))
      leftOut.push({ path: m.pulumiPath, neverReturned: true });
  });
  return { inputs: copy, leftOut };
}

/** A resource's name as a config key's start: its words in camelCase (`web-hooks` → `webHooks`). */
function keyWords(text: string): string[] {
  return text.split(/[^A-Za-z0-9]+/).filter(Boolean);
}

/**
 * The project config key that holds a resource's secret member: the resource's name and the member's path in
 * camelCase (`route` + `webhookVerification.secret` → `routeWebhookVerificationSecret`), one key per member.
 */
export function secretConfigKey(resourceName: string, path: ValuePath): string {
  const words = [...keyWords(resourceName), ...path.flatMap((p) => keyWords(String(p)))];
  return words
    .map((w, i) =>
      i === 0 ? w.charAt(0).toLowerCase() + w.slice(1) : w.charAt(0).toUpperCase() + w.slice(1),
    )
    .join("");
}

/** The line that sets a secret's config key, for the user to run with the value in place of `<value>`. */
export const configSetLine = (key: string) => `pulumi config set --secret ${key} <value>`;

/** The warning for one secret an import of `resourceName` left out, naming the member as the program writes it. */
export function leftOutWarning(names: UserNames, resourceName: string, secret: LeftOutSecret): string {
  const member = names.path(dotted(secret.path));
  const set = configSetLine(secretConfigKey(resourceName, secret.path));
  return secret.neverReturned
    ? `${resourceName}: ${member} is a secret the service never returns, so the import could not read it and left it out. Run \`${set}\` and give ${member} that config value in the program; the first \`pulumi up\` then sends it (one update).`
    : `${resourceName}: ${member} is a secret, left out of the imported inputs so that no generated code holds it. Run \`${set}\` and give ${member} that config value in the program (the value the service has is kept in state: the same value is no change).`;
}

/** The resource name a URN ends with. */
export const nameOfUrn = (urn: string) => urn.slice(urn.lastIndexOf("::") + 2);
