import * as pulumi from "@pulumi/pulumi";
import { camelCase, membersOf } from "../../catalog";
import { DECLARED_KEY } from "../base/dynamic-keys";
import { dynamicType } from "../model";
import { shim } from "../base/shim";
import { specOf } from "../base/specs";

/**
 * What the generated classes (program/generated/, from the catalog) share at run time: the provider shim,
 * the registered output names and the secret marking. Type tokens are `pulumi-nodejs:dynamic/tunnels:<class>`
 * (model/package.ts).
 */

// One provider object per class: Pulumi caches the serialized text by object identity.
const providers = new Map<string, pulumi.dynamic.ResourceProvider>();
function providerFor(className: string) {
  let p = providers.get(className);
  if (!p) {
    p = shim(className);
    providers.set(className, p);
  }
  return p;
}

const outputNamesCache = new Map<string, string[]>();
/** Every output must be named in the registration, or the engine's value never reaches the object. */
function outputNamesOf(className: string): string[] {
  const cached = outputNamesCache.get(className);
  if (cached) return cached;
  const spec = specOf(className);
  const names = [
    ...new Set(
      [...membersOf(spec.input), ...membersOf(spec.response)]
        .filter((m) => !m.flags.notInState)
        .map((m) => (m.flags.requestAs ? camelCase(m.flags.requestAs) : m.pulumiName))
        .concat(
          spec.parents.map((p) => p.pulumi),
          [DECLARED_KEY],
        )
        .filter((n) => n !== "id"),
    ),
  ];
  outputNamesCache.set(className, names);
  return names;
}

/** The provider, properties and options a generated class passes to `pulumi.dynamic.Resource`. */
export function registration(
  className: string,
  args: object | undefined,
  opts?: pulumi.CustomResourceOptions,
) {
  const spec = specOf(className);
  const props: Record<string, unknown> = Object.fromEntries(
    outputNamesOf(className).map((n) => [n, undefined]),
  );
  Object.assign(props, args ?? {});
  // As generated Pulumi SDKs do, an input the catalog marks secret is a secret from the start, so a
  // plain string never reaches state in clear among the inputs. Secrets nested in a member (an event
  // destination's `target.datadog.apiKey`) make the whole top-level member secret.
  for (const n of spec.secretOutputs) if (props[n] !== undefined) props[n] = pulumi.secret(props[n]);
  const secrets = { additionalSecretOutputs: spec.secretOutputs };
  return { provider: providerFor(className), props, opts: pulumi.mergeOptions(opts, secrets) };
}

/**
 * Whether `obj` is a resource of the class, by its type token rather than `instanceof`, so that an object
 * made by another copy of the package (two versions in one program) still counts, as Pulumi's SDKs do.
 */
export function isClassInstance(obj: unknown, className: string): boolean {
  if (obj === undefined || obj === null) return false;
  return (obj as { __pulumiType?: unknown }).__pulumiType === dynamicType(className);
}
