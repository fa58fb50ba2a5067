import { spawnSync } from "node:child_process";
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TMP_ROOT } from "../../harness";
import { CreateJournal } from "../../provider/host/create-journal";
import {
  type DeployMarker,
  DeployMarkers,
  DeployRecorder,
  HEARTBEAT_MS,
  pluginsStillRunning,
  readMarker,
} from "../../provider/host/deploy-marker";
import { commandOf, type EngineProcess, isRunning, startOf } from "../../provider/host/engine-process";
import { lastDeploy, MARKER_SLACK_MS, neverSent } from "../../provider/recover/last-deploy";
import { findMissing } from "../../provider/recover/recover";
import type { MissingCreate, StackView } from "../../provider/recover/stack";

/**
 * The deploy markers (provider/host/deploy-marker.ts) that tell the recovery command "the deploy that died ran
 * here" from "unknown", and the rule it draws from them (provider/recover/last-deploy.ts). The whole path runs
 * through the real CLI in test/cli/deploy-dies-early.test.ts.
 */
const urn = (name: string, stack = "dev") => `urn:pulumi:${stack}::proj::tunnels:index:IpPolicy::${name}`;
const PROVIDER = "urn:pulumi:dev::proj::pulumi:providers:tunnels::default";
const T0 = Math.floor(Date.now() / 1000) * 1000;
/** An engine pid that runs no more. */
const GONE = spawnSync(process.execPath, ["-e", ""]).pid as number;
const OTHER_GONE = spawnSync(process.execPath, ["-e", ""]).pid as number;

function markers(): DeployMarkers {
  mkdirSync(TMP_ROOT, { recursive: true });
  return new DeployMarkers(path.join(mkdtempSync(path.join(TMP_ROOT, "markers-")), "deploys"));
}

/** A recorder under an engine of `command`, its clock and its parent settable. */
function recorder(m: DeployMarkers, command: EngineProcess["command"] = "deploy") {
  const at = { now: T0, parent: GONE };
  const r = new DeployRecorder(
    m,
    { pid: GONE, started: "77", command },
    () => at.now,
    () => at.parent,
  );
  return { r, at };
}

/** The one marker of a folder, read back with `running` deciding whether its engine runs. */
function only(m: DeployMarkers, running = false): DeployMarker {
  const all = m.of("proj", "dev", () => running);
  expect(all).toHaveLength(1);
  return all[0];
}

describe("the plugin's marker of a deploy", () => {
  it("a deploy: written at the first call naming a resource, one line per create checked, ended at exit", () => {
    const m = markers();
    const { r, at } = recorder(m);
    r.seen(PROVIDER, "configure", false);
    r.seen(urn("a"), "check", true);
    r.seen(urn("b"), "check", false); // an update's check: not a create
    r.seen(urn("a"), "create", false);
    at.now = T0 + 5_000;
    r.exit();
    const marker = only(m);
    expect(marker).toMatchObject({
      stack: "dev",
      project: "proj",
      enginePid: GONE,
      startedAt: T0,
      endedAt: T0 + 5_000,
    });
    expect([...marker.checked]).toEqual([urn("a")]);
    expect(marker.engineRunning).toBe(false);
  });

  it("a preview writes none; an engine of unknown command waits for a create, keeping the checks", () => {
    const preview = markers();
    const p = recorder(preview, "preview").r;
    p.seen(urn("a"), "check", true);
    p.seen(urn("a"), "create", false);
    expect(existsSync(preview.dir)).toBe(false);

    const unknown = markers();
    const u = recorder(unknown, "unknown").r;
    u.seen(urn("a"), "check", true);
    u.seen(urn("b"), "read", false);
    expect(existsSync(unknown.dir)).toBe(false);
    u.seen(urn("a"), "create", false);
    expect([...only(unknown).checked]).toEqual([urn("a")]);
  });

  it("the engine's life: the file's time while it lives; once gone (the plugin outlived it), that is written", () => {
    const m = markers();
    const { r, at } = recorder(m);
    r.seen(urn("a"), "check", true);
    at.now = T0 + 60_000;
    r.beat();
    expect(only(m).lastAliveAt).toBe(T0 + 60_000);
    at.parent = 1; // `pulumi` killed: the plugin is someone else's child now
    at.now = T0 + 61_000;
    r.beat();
    at.now = T0 + 90_000;
    r.beat();
    r.exit();
    const marker = only(m);
    expect(marker.engineGoneAt).toBe(T0 + 61_000);
    expect(marker.endedAt).toBeUndefined();
    expect(marker.lastAliveAt).toBeLessThan(T0 + 62_000);
  });

  it("a call is the engine alive too: noted (at most twice a second), should a busy process delay its beats", () => {
    const m = markers();
    const { r, at } = recorder(m);
    r.seen(urn("a"), "check", true);
    at.now = T0 + 10_000;
    r.seen(urn("b"), "diff", false);
    expect(only(m).lastAliveAt).toBe(T0 + 10_000);
    at.now = T0 + 10_100;
    r.seen(urn("b"), "update", false);
    expect(only(m).lastAliveAt).toBe(T0 + 10_000);
  });

  it("an exit with the engine already gone, before the beat saw it, is no end of the deploy", () => {
    const m = markers();
    const { r, at } = recorder(m);
    r.seen(urn("a"), "check", true);
    at.parent = 1;
    r.exit();
    expect(only(m).engineGoneAt).toBe(T0);
    expect(only(m).endedAt).toBeUndefined();
  });

  it("its engine running is told apart from one gone, by pid and start time", () => {
    const m = markers();
    recorder(m).r.seen(urn("a"), "check", true);
    expect(only(m, true).engineRunning).toBe(true);
    expect(only(m, false).engineRunning).toBe(false);
    expect(isRunning(process.pid, startOf(process.pid))).toBe(true);
    expect(isRunning(GONE)).toBe(false);
    if (startOf(process.pid)) expect(isRunning(process.pid, "1")).toBe(false); // the pid, reused
  });

  it("a plugin that outlived its engine is waited for by its pid and start time; an engine alive is not", () => {
    const m = markers();
    recorder(m).r.seen(urn("a"), "check", true);
    const marker = only(m, false);
    // The recorder runs in this process: the marker names it, as the plugin that still runs.
    expect([marker.pid, marker.started]).toEqual([process.pid, startOf(process.pid)]);
    expect(pluginsStillRunning([marker])).toEqual([process.pid]);
    expect(pluginsStillRunning([{ ...marker, pid: GONE }])).toEqual([]);
    if (marker.started) expect(pluginsStillRunning([{ ...marker, started: "1" }])).toEqual([]); // the pid, reused
    expect(pluginsStillRunning([only(m, true)])).toEqual([]); // its deploy still runs: recover says so instead
  });

  it("a later deploy drops the stack's markers whose engine is gone but the newest; other stacks' stay", () => {
    const m = markers();
    const deploy = (name: string, at: number, engine = GONE, stack = "dev") => {
      const r = new DeployRecorder(
        m,
        { pid: engine, command: "deploy" },
        () => at,
        () => engine,
      );
      r.seen(urn(name, stack), "check", true);
      return r;
    };
    deploy("a", T0);
    deploy("a", T0, GONE, "prod");
    // Two plugins of one engine (two providers), gone: the newest deploy before the next.
    deploy("b", T0 + 1, OTHER_GONE);
    deploy("c", T0 + 2, OTHER_GONE);
    deploy("d", T0 + 3, process.pid); // a deploy running now
    const checked = () => m.of("proj", "dev").map((d) => [...d.checked][0]);
    expect(checked()).toEqual([urn("b"), urn("c"), urn("d")]);
    expect(m.of("proj", "prod")).toHaveLength(1);
    deploy("e", T0 + 4, process.pid);
    expect(checked()).toEqual([urn("b"), urn("c"), urn("d"), urn("e")]);
  });

  it("markers untouched for 30 days go; one removed (recover settled it) is not written again", () => {
    const m = markers();
    const { r } = recorder(m);
    r.seen(urn("a", "old"), "check", true);
    const [old] = m.of("proj", "old");
    const longAgo = new Date(Date.now() - 31 * 24 * 3600_000);
    utimesSync(old.file, longAgo, longAgo);
    const other = recorder(m).r;
    other.seen(urn("a"), "check", true);
    expect(m.of("proj", "old")).toEqual([]);
    m.remove(m.of("proj", "dev"));
    other.seen(urn("c"), "check", true);
    other.exit();
    expect(readdirSync(m.dir)).toEqual([]);
  });

  it("a line cut short by a crash: the lines before it stand; a head cut short is no marker", () => {
    const m = markers();
    recorder(m).r.seen(urn("a"), "check", true);
    const file = only(m).file;
    appendFileSync(file, '{"checked":"urn:pul');
    expect([...only(m).checked]).toEqual([urn("a")]);
    const torn = path.join(m.dir, "torn.jsonl");
    writeFileSync(torn, '{"stack":"dev","proj');
    expect(readMarker(torn)).toBeUndefined();
  });

  it("the engine's command is read from its command line", () => {
    expect(commandOf(["pulumi", "up", "--yes"])).toBe("deploy");
    expect(commandOf(["/usr/local/bin/pulumi", "--cwd", "infra", "destroy"])).toBe("deploy");
    expect(commandOf(["pulumi", "preview", "--stack", "up"])).toBe("preview");
    expect(commandOf(["pulumi", "stack", "export"])).toBe("unknown");
    expect(commandOf(["node", "vitest", "up"])).toBe("unknown");
  });
});

/** A marker as read back, its engine gone. */
function marker(over: Partial<DeployMarker>): DeployMarker {
  return {
    project: "proj",
    stack: "dev",
    pid: 1,
    enginePid: 2,
    startedAt: T0,
    file: "",
    checked: new Set([urn("a")]),
    lastAliveAt: T0 + 10_000,
    engineRunning: false,
    ...over,
  };
}

describe("whether the deploy that last wrote the state ran here", () => {
  it("a marker whose engine lived from before the state's last write until after it", () => {
    const ended = marker({ endedAt: T0 + 20_000 });
    expect(lastDeploy([ended], T0 + 15_000)).toMatchObject({ ran: "here" });
    expect(lastDeploy([ended], T0 - MARKER_SLACK_MS - 1)).toEqual({ ran: "unknown" });
    expect(lastDeploy([ended], T0 + 20_000 + MARKER_SLACK_MS + 1)).toEqual({ ran: "unknown" });
    // Killed with its engine: lived until its last beat, and at most one beat more.
    const killed = marker({});
    expect(lastDeploy([killed], T0 + 10_000 + HEARTBEAT_MS)).toMatchObject({ ran: "here" });
    expect(lastDeploy([killed], T0 + 10_000 + HEARTBEAT_MS + MARKER_SLACK_MS + 1)).toEqual({
      ran: "unknown",
    });
    const outlived = marker({ engineGoneAt: T0 + 12_000, lastAliveAt: T0 + 11_000 });
    expect(lastDeploy([outlived], T0 + 13_000)).toMatchObject({ ran: "here" });
    expect(lastDeploy([marker({})], undefined)).toEqual({ ran: "unknown" });
    expect(lastDeploy([marker({})], Number.NaN)).toEqual({ ran: "unknown" });
    expect(lastDeploy([], T0)).toEqual({ ran: "unknown" });
  });

  it("a deploy of the stack still running here comes first", () => {
    expect(lastDeploy([marker({}), marker({ engineRunning: true, enginePid: 9 })], T0)).toEqual({
      ran: "running",
      enginePid: 9,
    });
  });

  it("the checks of every plugin of that deploy count, those of others not", () => {
    const two = lastDeploy(
      [
        marker({ checked: new Set([urn("a")]) }),
        marker({ checked: new Set([urn("b")]), startedAt: T0 + 1_000 }),
        marker({ checked: new Set([urn("c")]), startedAt: T0 - 100_000, endedAt: T0 - 90_000 }),
      ],
      T0 + 5_000,
    );
    expect(two.ran === "here" && [...two.checked].sort()).toEqual([urn("a"), urn("b")]);
  });
});

const create = (name: string, over: Partial<MissingCreate> = {}): MissingCreate => ({
  urn: urn(name),
  type: "tunnels:index:IpPolicy",
  className: "IpPolicy",
  kind: "native",
  inputs: { description: name },
  settings: { apiUrl: "http://127.0.0.1:9", apiKey: "k", retryTimeoutSeconds: "1" },
  pending: false,
  ...over,
});

describe("a create the deploy that died never sent", () => {
  const here = lastDeploy([marker({ checked: new Set([urn("a")]) })], T0 + 5_000);
  const none = new Set<string>();

  it("planned only, nothing journaled, the deploy ran here: never sent", () => {
    expect(neverSent(create("b"), here, none, 0)).toBe(true);
    expect(neverSent(create("b"), { ran: "unknown" }, none, 0)).toBe(false);
    expect(neverSent(create("b"), here, new Set([urn("b")]), 0)).toBe(false);
    // The TypeScript classes write no entry by URN: a missing one says nothing.
    expect(neverSent(create("b", { kind: "dynamic" }), here, none, 0)).toBe(false);
  });

  it("pending: only the deploy's own (checked by its plugin), recorded once", () => {
    expect(neverSent(create("a", { pending: true }), here, none, 1)).toBe(true);
    expect(neverSent(create("a", { pending: true }), here, none, 2)).toBe(false);
    expect(neverSent(create("b", { pending: true }), here, none, 1)).toBe(false);
  });

  it("recover: none for those, without a call; --since searches instead; unknown says why", async () => {
    mkdirSync(TMP_ROOT, { recursive: true });
    const journal = new CreateJournal(mkdtempSync(path.join(TMP_ROOT, "journal-")));
    const view: StackView = {
      missing: [create("a", { pending: true }), create("b")],
      heldIds: new Set(),
      otherPending: 0,
      pendingRecords: new Map([[urn("a"), 1]]),
    };
    // The settings name a port where nothing listens: any call would fail the test.
    const outcomes = await findMissing(view, { journal, lastDeploy: here });
    expect(outcomes.map((o) => o.found)).toEqual(["none", "none"]);
    expect(outcomes[0]).toMatchObject({
      why: expect.stringMatching(/ran on this machine and never sent it/),
    });
    const unknown = await findMissing(view, { journal, lastDeploy: { ran: "unknown" } });
    expect(unknown.map((o) => o.found)).toEqual(["unknown", "unknown"]);
    expect(unknown[0]).toMatchObject({ why: expect.stringMatching(/did not run on this machine.*--since/) });
    await expect(findMissing(view, { journal, lastDeploy: here, since: T0 })).rejects.toThrow(
      /urn:pulumi:dev::proj::tunnels:index:IpPolicy::a/,
    );
  });
});

it("a marker's file holds no value: names, pids and times", () => {
  const m = markers();
  recorder(m).r.seen(urn("a"), "check", true);
  const { size } = statSync(only(m).file);
  expect(size).toBeLessThan(400);
});
