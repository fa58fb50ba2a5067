/**
 * The provider's implementation, loaded inside the Pulumi provider host as `pulumi-tunnels/provider-impl`.
 * The serialized provider in each resource's state is a thin shim that forwards here (see shim.ts), so
 * this code can change between versions without touching anyone's state.
 *
 * The dynamic host configures every provider it deserializes with the same stack config, so one
 * provider serves the process, through the dynamic protocol's adapter (dynamic.ts). The native plugin
 * (plugin/) makes a NativeProvider per configured provider.
 */
import { readSettings } from "../base/config";
import { configKey } from "../base/settings";
import { DynamicProvider } from "./dynamic";
import { dynamicHostLifetime } from "./dynamic-host";
import { NativeProvider } from "./native";

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
export { type Language, languageOfRuntime } from "../base/user-names";
export { NativeProvider, shielded } from "./native";
// The recovery command of the plugin executable (plugin/recover-command.ts) reads stacks and finds objects here.
export { CreateJournal } from "./create-journal";
export { findMissing, handOver, importArgs, importFile, type Outcome } from "../recover/recover";
export { type PulumiRunner, readStack } from "../recover/stack";
export { type LastDeploy, lastDeploy } from "../recover/last-deploy";
// Which deploys this machine's plugin served (written by plugin/service.ts, read by the recovery command).
export { DeployMarkers, DeployRecorder, pluginsStillRunning, stackOfUrn } from "./deploy-marker";
// The whole-account adoption command of the plugin executable (plugin/adopt-command.ts).
export { listAccount } from "../adopt/account";
export { importDocument, planAdoption, programDocument } from "../adopt/plan";
export { newClient, resolveSettings } from "../base/config";
