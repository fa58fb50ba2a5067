import { readFileSync } from "node:fs";
import path from "node:path";
import { TunnelsClient } from "../client";
import type { ServerOptions } from "../server/index";
import { CliProject, countedServer, packedPackage, REPO_ROOT } from "../harness";
import { benchDeploy, type DeployTally, POLICIES, RESOURCES, tallyDeploy } from "./deploy-tally";

/**
 * The deploy of bench/deploy.ts through the real `pulumi` CLI, as the issue asks once the CLI is in the
 * toolchain: `pulumi up --yes --skip-preview --parallel 64` of 300 resources (200 IP policies, 100 rules:
 * test/scenarios/programs/many.js) against `--rate-limit 120` answering 429 without Retry-After, the
 * program served as test/cli serves it (program-host.js). Timed from the command's start to its exit, so
 * the CLI's own start-up and the provider host's are inside the figure. Baseline: the same deploy against
 * an unlimited server, in the same run.
 */
async function deploy(serverOptions: ServerOptions): Promise<DeployTally> {
  const counted = await countedServer(serverOptions);
  const direct = new TunnelsClient({ baseUrl: counted.url, apiKey: counted.server.rootToken });
  try {
    const project = await CliProject.create({
      programSource: readFileSync(path.join(REPO_ROOT, "test", "scenarios", "programs", "many.js"), "utf8"),
      tarballs: [await packedPackage()],
      project: "deploy-bench",
      config: { "tunnels:apiUrl": counted.url, "scenario:count": String(POLICIES) },
      secretConfig: { "tunnels:apiKey": counted.server.rootToken },
    });
    const started = performance.now();
    const up = await project.pulumi(["up", "--yes", "--skip-preview", "--parallel", "64"], {
      timeoutMs: 1_800_000,
    });
    const ms = performance.now() - started;
    if (up.code !== 0) console.log(`pulumi up exited ${up.code}:\n${up.stdout.slice(-2000)}\n${up.stderr}`);
    // A failed resource is one the program declares that the stack's state does not hold after the run.
    const exported = JSON.parse((await project.run(["stack", "export"])).stdout);
    const held = exported.deployment.resources.filter(
      (r: { custom: boolean; type: string }) => r.custom && !r.type.startsWith("pulumi:providers:"),
    ).length;
    return await tallyDeploy(counted, direct, { ms, failed: RESOURCES - held });
  } finally {
    await direct.close();
    await counted.close();
  }
}

benchDeploy("through the real CLI (pulumi up --parallel 64)", deploy);
