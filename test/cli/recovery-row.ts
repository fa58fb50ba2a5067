/**
 * The row for a killed `pulumi` of docs/after-a-deploy-dies.md ("What to run"), run as a CI job runs it
 * (deploy-dies-early*.test.ts): its commands exactly as printed (`<version>` the release's), in a bash script
 * under `set -euo pipefail`; what a deploy killed with a few creates in flight left; and what the stack must hold
 * after the row.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import type { TunnelsClient } from "../../client";
import {
  codeSpans,
  docRow,
  type LossyProxy,
  PACKAGE_VERSION as VERSION,
  releaseFolder,
  runProcess,
  type StackCommands,
  TMP_ROOT,
} from "../../harness";
import { accountIds, stateOf } from "./deploy-dies";

/** A stack with its project folder and environment, whatever runs its program (YAML, the Node.js SDK). */
export type RecoveryProject = StackCommands & { readonly dir: string; env(): NodeJS.ProcessEnv };

const CLASSES = [
  ["IpPolicy", (i: number) => ({ description: `office ${i}` })],
  ["ReservedAddr", (i: number) => ({ description: `address ${i}`, region: "eu" })],
  ["TunnelGroupBackend", (i: number) => ({ description: `workers ${i}`, labels: { pool: `p${i}` } })],
] as const;

/** The deploy that dies declares `count` resources of three classes, `r0` to `r<count-1>`, none depending on another. */
export function declaredResources(count: number): [name: string, cls: string, properties: object][] {
  return Array.from({ length: count }, (_, i) => {
    const [cls, properties] = CLASSES[i % CLASSES.length];
    return [`r${i}`, cls, properties(i)];
  });
}

export const PAGE = "docs/after-a-deploy-dies.md";

/** The row's commands for a killed `pulumi` (YAML, Python, Go, Java, the Node.js SDK: the plugin), as printed. */
export function printedCommands(): string[] {
  const [, , run] = docRow(PAGE, "What to run", "the `pulumi` process (YAML");
  return codeSpans(run);
}

/** The commands as a user runs them: `<version>`, the one placeholder, is the release's. */
export const asRun = (commands: string[]) => commands.map((c) => c.replaceAll("<version>", VERSION));

/** The release's plugin archive for this machine, which Install's `--file` line installs. */
export async function releaseArchive(): Promise<string> {
  return path.join(await releaseFolder(), `pulumi-resource-tunnels-v${VERSION}-linux-amd64.tar.gz`);
}

/** The machine's plugin, installed from `archive` as Install's --file line does: the one `pulumi plugin run` runs. */
export async function installPlugin(project: RecoveryProject, archive: string): Promise<void> {
  await project.run(["plugin", "install", "resource", "tunnels", VERSION, "--file", archive]);
}

/** A bash script of `lines` under `set -euo pipefail`, as a CI step runs them. */
function script(lines: string[]): string {
  mkdirSync(TMP_ROOT, { recursive: true });
  const file = path.join(mkdtempSync(path.join(TMP_ROOT, "ci-step-")), "recover.sh");
  writeFileSync(file, ["#!/usr/bin/env bash", "set -euo pipefail", ...lines, ""].join("\n"), { mode: 0o755 });
  return file;
}

/**
 * Runs the script in the project's directory with the project's environment, then `env`, and `PATH` alone on
 * PATH: what the CI step's machine has.
 */
export function runScript(
  project: RecoveryProject,
  lines: string[],
  PATH: string,
  env: NodeJS.ProcessEnv = {},
) {
  return runProcess("bash", [script(lines)], {
    cwd: project.dir,
    env: { ...project.env(), ...env, PATH },
    timeoutMs: 600_000,
  });
}

/**
 * After `pulumi` was killed with creates held at the proxy: lets those arrive (the plugin outlives `pulumi` and
 * writes their ids down), then checks that some were in flight (pending in the state; each made once its answer
 * came) and most of the `resources` never sent.
 */
export async function expectFewSent(
  proxy: LossyProxy,
  direct: TunnelsClient,
  project: RecoveryProject,
  resources: number,
): Promise<void> {
  await new Promise((r) => setTimeout(r, 4_500));
  proxy.holdCreatesMs = 0;
  const made = await accountIds(direct);
  const { pending } = stateOf((await project.run(["stack", "export"])).stdout);
  expect(made.length).toBeGreaterThan(0);
  expect(made.length).toBeLessThanOrEqual(pending.length);
  expect(pending.length).toBeLessThan(resources / 2);
}

/**
 * The stack holds exactly the `resources` declared objects, the account no other, nothing is pending or left to
 * do; then it is destroyed.
 */
export async function expectDeclared(
  project: RecoveryProject,
  direct: TunnelsClient,
  resources: number,
  env: NodeJS.ProcessEnv = {},
) {
  const { ids, pending } = stateOf((await project.run(["stack", "export"], { env })).stdout);
  expect(pending).toEqual([]);
  expect(ids).toHaveLength(resources);
  expect(await accountIds(direct)).toEqual(ids);
  expect((await project.pulumi(["preview", "--expect-no-changes"], { env })).code).toBe(0);
  await project.run(["destroy", "--yes", "--skip-preview"], { env });
  expect(await accountIds(direct)).toEqual([]);
}
