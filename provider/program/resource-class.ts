import * as pulumi from "@pulumi/pulumi";
import { camelCase, membersOf } from "../../sdk/catalog";
import { shim } from "../shim";
import { specOf } from "../specs";
import type { OutputsOf } from "./types";

/** The constructor of a generated resource class, with `get` for an object that already exists. */
export interface TunnelsResourceClass<Args, State> {
  new (
    name: string,
    args: Args,
    opts?: pulumi.CustomResourceOptions,
  ): pulumi.CustomResource & OutputsOf<State>;
  /** Reads an existing object into the program; routes take `<edgeId>/<routeId>`, modules their composite id. */
  get(
    name: string,
    id: pulumi.Input<string>,
    opts?: pulumi.CustomResourceOptions,
  ): pulumi.CustomResource & OutputsOf<State>;
}

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

/** Makes the Pulumi class for one catalog class: type token `pulumi-nodejs:dynamic/tunnels:<className>`. */
export function resourceClass<Args, State>(className: string): TunnelsResourceClass<Args, State> {
  const spec = specOf(className);
  // Every output must be named in the registration, or the engine's value never reaches the object.
  const outputNames = [
    ...new Set(
      [...membersOf(spec.input), ...membersOf(spec.response)]
        .filter((m) => !m.flags.notInState)
        .map((m) => (m.flags.requestAs ? camelCase(m.flags.requestAs) : m.pulumiName))
        .concat(
          spec.parents.map((p) => p.pulumi),
          ["__declared"],
        )
        .filter((n) => n !== "id"),
    ),
  ];

  class TunnelsResource extends pulumi.dynamic.Resource {
    constructor(name: string, args: Args, opts?: pulumi.CustomResourceOptions) {
      const props: Record<string, unknown> = Object.fromEntries(outputNames.map((n) => [n, undefined]));
      Object.assign(props, args ?? {});
      // As generated Pulumi SDKs do, an input the catalog marks secret is a secret from the start, so a
      // plain string never reaches state in clear among the inputs. Secrets nested in a member (an event
      // destination's `target.datadog.apiKey`) make the whole top-level member secret.
      for (const n of spec.secretOutputs) if (props[n] !== undefined) props[n] = pulumi.secret(props[n]);
      const secrets = { additionalSecretOutputs: spec.secretOutputs };
      super(providerFor(className), name, props, pulumi.mergeOptions(opts, secrets), "tunnels", className);
    }

    static get(name: string, id: pulumi.Input<string>, opts?: pulumi.CustomResourceOptions) {
      return new TunnelsResource(name, {} as Args, { ...opts, id });
    }
  }
  Object.defineProperty(TunnelsResource, "name", { value: className });
  return TunnelsResource as unknown as TunnelsResourceClass<Args, State>;
}
