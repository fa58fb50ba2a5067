/**
 * Whether the deploy that last wrote a stack ran on this machine, from this machine's deploy markers
 * (host/deploy-marker.ts) and the time the state was last written (the `time` of its manifest, which the engine
 * sets at every write). Deploys of a stack take its lock in turn, so the write belongs to the one deploy whose
 * engine was alive then; a marker whose engine lived from before that write until after it is that deploy's.
 * Then a create of it this machine's journal has no entry for was never sent (recover.ts asks no `--since`).
 */
import { HEARTBEAT_MS, type DeployMarker } from "../host/deploy-marker";
import type { MissingCreate } from "./stack";

/** How far the state's time may stray from the marker's: both are this machine's clock, written apart. */
export const MARKER_SLACK_MS = 3_000;

export type LastDeploy =
  /** It ran here: the markers of its plugins, and the URNs they were asked to check as creates. */
  | { ran: "here"; markers: DeployMarker[]; checked: Set<string> }
  /** A deploy of the stack still runs here: its creates may still be sent. */
  | { ran: "running"; enginePid: number }
  /** No marker of it here: another machine, another PULUMI_HOME, or a state written since (a refresh). */
  | { ran: "unknown" };

/** Until when the marker's engine may have lived. */
function endOf(marker: DeployMarker): number {
  return marker.endedAt ?? marker.engineGoneAt ?? marker.lastAliveAt + HEARTBEAT_MS;
}

export function lastDeploy(markers: readonly DeployMarker[], writtenAt: number | undefined): LastDeploy {
  const running = markers.find((m) => m.engineRunning);
  if (running) return { ran: "running", enginePid: running.enginePid };
  if (writtenAt === undefined || Number.isNaN(writtenAt)) return { ran: "unknown" };
  const covering = markers.filter(
    (m) => writtenAt >= m.startedAt - MARKER_SLACK_MS && writtenAt <= endOf(m) + MARKER_SLACK_MS,
  );
  if (!covering.length) return { ran: "unknown" };
  return { ran: "here", markers: covering, checked: new Set(covering.flatMap((m) => [...m.checked])) };
}

/**
 * Whether the deploy that died never sent `create`: it ran here and this machine's journal holds nothing for
 * the URN (`journaled`: the URNs of every entry). A create the state records as pending must also be that
 * deploy's own (checked by its plugin, and pending once: a second record is an earlier deploy's, maybe sent
 * from elsewhere). The TypeScript classes' provider writes no journal entry by URN: never for them.
 */
export function neverSent(
  create: MissingCreate,
  last: LastDeploy,
  journaled: ReadonlySet<string>,
  pendingRecords: number,
): boolean {
  if (last.ran !== "here" || create.kind !== "native" || journaled.has(create.urn)) return false;
  if (!create.pending) return true;
  return pendingRecords === 1 && last.checked.has(create.urn);
}
