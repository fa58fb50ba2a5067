import * as pulumi from "@pulumi/pulumi";
import { type TunnelsClient, TunnelsError } from "../../client";
import { clientFor, readSettings, resolveSettings } from "../base/config";
import { explainFailure } from "../base/messages";
import { functionModel } from "../model";
import { CONFIG_NAMESPACE } from "../base/settings";

/**
 * What every function of the package does in a program (generated/functions.ts, generated from the catalog,
 * calls here by name): the same checks and the same call as the plugin's Invoke, made from the program with
 * the settings of its stack config, since a dynamic provider has no invokes.
 */

/**
 * Calls the service with the settings of the program's stack config (every `tunnels:*` setting of the
 * table, each falling back to the environment), so a bad one fails here as it fails the provider. A
 * failure keeps the client's error class but says it as the provider does: members in the program's names
 * and the setting to check (provider/base/messages.ts).
 */
async function withProgramClient<T>(run: (client: TunnelsClient) => Promise<T>): Promise<T> {
  const config = new pulumi.Config(CONFIG_NAMESPACE);
  const settings = readSettings((name) => config.get(name));
  const client = clientFor(settings);
  try {
    return await run(client);
  } catch (err) {
    if (err instanceof TunnelsError) err.message = explainFailure(err, resolveSettings(settings));
    throw err;
  }
}

/**
 * Calls the function of this name: its arguments checked before any call (a region the service does not
 * have fails here, not as an empty answer). `opts` changes nothing; it is taken for the shape Pulumi's
 * functions share.
 */
export async function invoke<R>(
  name: string,
  args: object | undefined,
  _opts?: pulumi.InvokeOptions,
): Promise<R> {
  const fn = functionModel(name);
  const given = fn.checked({ ...args });
  return (await withProgramClient((client) => fn.call(client, given))) as R;
}

/** Resolves once every resource of `dependsOn` is created: its id (or, for a component, its URN) is known. */
function after(dependsOn: pulumi.InvokeOutputOptions["dependsOn"]): pulumi.Output<unknown> {
  if (dependsOn === undefined) return pulumi.output([]);
  return pulumi.output(dependsOn).apply((d) => {
    const list = (Array.isArray(d) ? d : [d]) as pulumi.Resource[];
    return pulumi.all(list.map((r) => (pulumi.CustomResource.isInstance(r) ? r.id : r.urn)));
  });
}

/** The Output form: arguments that may be Outputs at every level; `opts.dependsOn` makes the call wait. */
export function invokeOutput<R>(
  name: string,
  args: object | undefined,
  opts?: pulumi.InvokeOutputOptions,
): pulumi.Output<R> {
  return pulumi
    .all([pulumi.output(args ?? {}), after(opts?.dependsOn)])
    .apply(([given]) => invoke<R>(name, given as object, opts)) as pulumi.Output<R>;
}
