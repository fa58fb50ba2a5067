/**
 * `pulumi-resource-tunnels recover`: the creates a deploy that died left pending (a killed `pulumi`) or lost (a
 * killed plugin, answers lost on the way), found in the account and brought into the stack in one step
 * (docs/after-a-deploy-dies.md). It reads the stack through the `pulumi` CLI on PATH, in the project's
 * directory; the finding is the provider's (pulumi-tunnels/commands), by the rule of docs/contract.md §10.
 * Without --yes it only prints what it would run.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { quoteValue } from "pulumi-tunnels/catalog";
import type { Outcome } from "pulumi-tunnels/commands";
import type { Subcommand } from "./subcommands";

const USAGE = `usage: pulumi-resource-tunnels recover [--stack <name>] [--since <time>] [--no-program] [--yes]

Finds the objects behind the creates a deploy that died left behind (recorded as pending, or lost with a
killed plugin) and brings them into the stack: a \`pulumi import\` for each (printed; run with --yes), or, for
the TypeScript classes, which Pulumi cannot import, a hand-over the next \`pulumi up\` takes. Run it in the
project's directory with \`pulumi\` on PATH, after \`pulumi cancel\` if the dead deploy left the stack locked.

  --stack <name>   the stack (default: the selected one)
  --since <time>   when the dead deploy started, as RFC 3339 or a duration ago (45m, 2h): needed when the
                   deploy ran on another machine (or under another PULUMI_HOME): this machine then has no
                   record of what it sent
  --no-program     read only the creates the state recorded as pending; do not run the program (pulumi preview)
  --yes            run the imports and hand-overs instead of printing them`;

interface Options {
  stack?: string;
  since?: number;
  program: boolean;
  yes: boolean;
}

function parse(args: readonly string[]): Options | string {
  const options: Options = { program: true, yes: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === "--yes" || arg === "-y") options.yes = true;
    else if (arg === "--no-program") options.program = false;
    else if (arg === "--stack" || arg === "-s") options.stack = args[++i];
    else if (arg === "--since") {
      const since = timeOf(args[++i] ?? "");
      if (since === undefined)
        return `--since takes a time (2026-11-26T06:30:00Z) or a duration ago (45m, 2h), not ${quoteValue(args[i] ?? "")}`;
      options.since = since;
    } else return `unknown argument ${quoteValue(arg)}`;
  }
  return options;
}

/** An RFC 3339 time, or a duration ago (`90s`, `45m`, `2h`), in ms since the epoch. */
function timeOf(text: string): number | undefined {
  const ago = /^(\d+)(s|m|h)$/.exec(text);
  if (ago) return Date.now() - Number(ago[1]) * { s: 1_000, m: 60_000, h: 3_600_000 }[ago[2] as "s"];
  const at = Date.parse(text);
  return /^\d{4}-\d\d-\d\dT/.test(text) && !Number.isNaN(at) ? at : undefined;
}

/** Runs `pulumi <args>` (with the stack, when given) in the current directory; resolves with its standard output. */
function runner(stack: string | undefined, show: boolean) {
  return (args: string[]) =>
    new Promise<string>((resolve, reject) => {
      const child = spawn("pulumi", [...args, ...(stack ? ["--stack", stack] : [])], {
        stdio: ["ignore", "pipe", show ? "inherit" : "pipe"],
      });
      let out = "";
      let err = "";
      child.stdout?.on("data", (d: Buffer) => {
        out += d;
        if (show) process.stdout.write(d);
      });
      child.stderr?.on("data", (d: Buffer) => {
        err += d;
      });
      child.on("error", (e) => reject(new Error(`could not run pulumi (is it on PATH?): ${e.message}`)));
      child.on("close", (code) =>
        code === 0
          ? resolve(out)
          : reject(
              new Error(
                `pulumi ${args[0]} ${args[1] ?? ""} exited with ${code}: ${err.trim().split("\n").slice(-3).join(" ")}`,
              ),
            ),
      );
    });
}

function describe(outcome: Outcome): string {
  switch (outcome.found) {
    case "one":
      return `found ${outcome.id}: to hand over to the next \`pulumi up\` (Pulumi cannot import the TypeScript classes)`;
    case "none":
      return `nothing to recover (${outcome.why}): the next \`pulumi up\` creates it`;
    case "several":
      return `${outcome.ids.length} objects made since hold every member it sends: ${outcome.ids.join(", ")}. Delete the extra ones (or import one with \`pulumi import\`), then run recover again`;
    case "unknown":
      return outcome.why;
  }
}

/**
 * A plugin left by the killed `pulumi` lets the requests it had sent finish and writes their ids down before it
 * exits (within a minute: plugin/main.ts): wait for it, so no create it finishes later goes unseen.
 */
const PLUGIN_EXIT_WAIT_MS = 75_000;

async function untilPluginsEnded(running: () => number[]): Promise<void> {
  const deadline = Date.now() + PLUGIN_EXIT_WAIT_MS;
  let pids = running();
  if (pids.length)
    process.stderr.write(
      `pulumi-resource-tunnels recover: waiting for the plugin of the deploy that died (pid ${pids.join(", ")}) to finish the requests it had sent\n`,
    );
  while (pids.length && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    pids = running();
  }
}

export const recoverCommand: Subcommand = {
  summary: "find the objects behind creates a dead deploy left pending or lost, and import them",
  async run(args) {
    if (args.includes("--help") || args.includes("-h")) {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    const options = parse(args);
    if (typeof options === "string") {
      process.stderr.write(`pulumi-resource-tunnels recover: ${options}\n\n${USAGE}\n`);
      return 2;
    }
    const commands = require("pulumi-tunnels/commands") as typeof import("pulumi-tunnels/commands");
    const journal = commands.CreateJournal.forEnvironment();
    const view = await commands.readStack(runner(options.stack, false), options.program);
    // This machine's markers of the stack's deploys: whether the one that died ran here (no --since needed).
    const markers = commands.DeployMarkers.forEnvironment();
    const named = commands.stackOfUrn(view.missing[0]?.urn ?? "");
    if (named)
      await untilPluginsEnded(() => commands.pluginsStillRunning(markers.of(named.project, named.stack)));
    const ofStack = named ? markers.of(named.project, named.stack) : [];
    const lastDeploy = commands.lastDeploy(ofStack, view.writtenAt);
    if (lastDeploy.ran === "running") {
      process.stderr.write(
        `pulumi-resource-tunnels recover: a deploy of this stack is still running on this machine (pulumi, pid ${lastDeploy.enginePid}): its creates may still be sent. Let it end, or stop it, then run recover again.\n`,
      );
      return 1;
    }
    const outcomes = await commands.findMissing(view, { since: options.since, journal, lastDeploy });
    const say = (line: string) => process.stdout.write(`${line}\n`);
    say(
      `pulumi-resource-tunnels recover: ${outcomes.length} create(s) of the stack's tunnels resources not in its state`,
    );
    if (lastDeploy.ran === "here" && options.since === undefined)
      say("  The deploy that died ran on this machine: a create it never sent needs no --since.");
    for (const outcome of outcomes) {
      const line =
        outcome.found === "one" && outcome.how === "import"
          ? `found ${outcome.id}: pulumi ${commands.importArgs(outcome).join(" ")}`
          : describe(outcome);
      say(`  ${outcome.urn}\n    ${line}`);
    }
    const found = outcomes.filter((o): o is Extract<Outcome, { found: "one" }> => o.found === "one");
    if (!options.yes) {
      if (found.length) say("Run it again with --yes to bring them in, then `pulumi up`.");
    } else {
      const imports = found.filter((o) => o.how === "import");
      if (imports.length) {
        // The lines above, as one run of the CLI: `pulumi import --file` of them all.
        const dir = mkdtempSync(path.join(os.tmpdir(), "tunnels-recover-"));
        const file = path.join(dir, "import.json");
        writeFileSync(file, JSON.stringify(commands.importFile(imports), null, 2));
        try {
          await runner(
            options.stack,
            true,
          )(["import", "--file", file, "--yes", "--protect=false", "--generate-code=false"]);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      }
      for (const outcome of found) if (outcome.how === "hand-over") commands.handOver(outcome, journal);
      // Pulumi keeps pending creates until a refresh clears them (and warns at every `up` meanwhile): once each
      // of ours is settled, and none is another package's, they go.
      const pending = view.missing.filter((m) => m.pending).length;
      const settled = outcomes.every((o) => o.found === "one" || o.found === "none");
      if (pending && settled && view.otherPending === 0)
        await runner(options.stack, true)(["refresh", "--clear-pending-creates", "--yes", "--skip-preview"]);
      else if (pending)
        say(
          "The state still records pending creates: once every one is settled, run `pulumi refresh --clear-pending-creates`.",
        );
      // Settled: the markers of the stack's dead deploys have served.
      if (settled) markers.remove(ofStack);
      if (found.length) say(`Brought in ${found.length}; now run \`pulumi up\`.`);
    }
    return outcomes.some((o) => o.found === "several" || o.found === "unknown") ? 1 : 0;
  },
};
