/**
 * `pulumi-tunnels/commands`: the entry of the plugin executable's commands (plugin/adopt-command.ts,
 * recover-command.ts, drift-report-command.ts), over the commands layer: the whole account adopted (adopt/),
 * the creates a stack lacks found and brought in (recover/), the drift report (drift-report/). Loading it starts
 * no provider: the providers are `pulumi-tunnels/provider-impl` (impl.ts).
 */
export { newClient, resolveSettings } from "./base/config";
export { listAccount } from "./adopt/account";
export { importDocument, planAdoption, programDocument } from "./adopt/plan";
export { CreateJournal } from "./host/create-journal";
export { DeployMarkers, pluginsStillRunning, stackOfUrn } from "./host/deploy-marker";
export { findMissing, handOver, importArgs, importFile, type Outcome } from "./recover/recover";
export { type PulumiRunner, readStack } from "./recover/stack";
export { type LastDeploy, lastDeploy } from "./recover/last-deploy";
export { main as driftReport } from "./drift-report/main";
