/**
 * `pulumi-tunnels/provider-impl`: the provider's implementation, loaded inside the Pulumi provider host. The
 * serialized provider in each resource's state is a thin shim that forwards here (see base/shim.ts), so this
 * code can change between versions without touching anyone's state. The native plugin (plugin/) loads it too,
 * for NativeProvider; the plugin's commands load `pulumi-tunnels/commands` (commands.ts) instead.
 *
 * The dynamic host configures every provider it deserializes with the same stack config, so one
 * provider serves the process, through the dynamic protocol's adapter (host/dynamic.ts). The native plugin
 * makes a NativeProvider per configured provider.
 */
import { readSettings } from "./base/config";
import { configKey } from "./base/settings";
import { DynamicProvider } from "./host/dynamic";
import { dynamicHostLifetime } from "./host/dynamic-host";
import { NativeProvider } from "./host/native";

type Props = Record<string, unknown>;

// Inside Pulumi's dynamic host: stopped when its engine is gone, and exits once its operations are done.
const host = dynamicHostLifetime();
const dynamic = new DynamicProvider(new NativeProvider({ stop: host?.stop }));
const counted = <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
  host ? (...args: A) => host.track(() => run(...args)) : run;

/** Called by the host with the stack configuration, once per provider it deserializes: every setting. */
export const configure = counted(
  async (req: { config: { get(key: string): string | undefined } }): Promise<void> => {
    await dynamic.configure(readSettings((name) => req.config.get(configKey(name))));
  },
);

export const check = counted((className: string, olds: Props, news: Props) =>
  dynamic.check(className, olds, news),
);
export const diff = counted((className: string, id: string, olds: Props, news: Props) =>
  dynamic.diff(className, id, olds, news),
);
const create_ = counted((className: string, inputs: Props) => dynamic.create(className, inputs));
const read_ = counted((className: string, id: string, props: Props) => dynamic.read(className, id, props));
const update_ = counted((className: string, id: string, olds: Props, news: Props) =>
  dynamic.update(className, id, olds, news),
);
const delete_ = counted((className: string, id: string, props: Props) =>
  dynamic.delete(className, id, props),
);

export { create_ as create, delete_ as delete, read_ as read, update_ as update };

// The native plugin (plugin/service.ts, plugin/rpcs.ts): one NativeProvider per configured provider, the class
// of a token (model/package.ts, where the token is spelled), the language of the project's names, and which
// deploys this machine's plugin served (read by the recover command, through commands.ts).
export { type Language, languageOfRuntime } from "./base/user-names";
export { NativeProvider, shielded } from "./host/native";
export { nameOfToken } from "./model";
export { DeployMarkers, DeployRecorder } from "./host/deploy-marker";
