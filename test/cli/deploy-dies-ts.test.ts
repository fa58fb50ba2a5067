import path from "node:path";
import { describe, expect, it } from "vitest";
import { TunnelsClient } from "../../client";
import {
  CliProject,
  packedPackage,
  pluginBin,
  pulumiDir,
  REPO_ROOT,
  runProcess,
  lossyService,
} from "../../harness";
import {
  accountIds,
  childrenOf,
  endOrphans,
  ended,
  FIVE_RESOURCES,
  processesOf,
  start,
  stateOf,
  untilCreatesInFlight,
  useCleanup,
} from "./deploy-dies";

/**
 * The row of docs/after-a-deploy-dies.md for the TypeScript classes: `pulumi` killed with five creates in
 * flight, the dynamic provider host finishing them after it. Pulumi cannot import dynamic resources, so the
 * recovery command hands the objects it found over to the next `up`, whose creates take them over.
 */
const cleanup = useCleanup();

const PROGRAM = `const t = require("pulumi-tunnels");
${Object.entries(FIVE_RESOURCES)
  .map(([name, [cls, args]]) => `new t.${cls}(${JSON.stringify(name)}, ${JSON.stringify(args)});`)
  .join("\n")}
`;

describe("a deploy of the TypeScript classes that dies", { timeout: 600_000 }, () => {
  it("`pulumi` killed: `pulumi cancel`, `recover --since … --yes`, then `up`", async () => {
    const service = await lossyService();
    cleanup.push(() => service.close());
    const { proxy, server } = service;
    const direct = new TunnelsClient({ baseUrl: proxy.url, apiKey: server.rootToken });
    cleanup.push(() => direct.close());
    const project = await CliProject.create({
      programSource: PROGRAM,
      tarballs: [await packedPackage()],
      config: { "tunnels:apiUrl": proxy.url },
      secretConfig: { "tunnels:apiKey": server.rootToken },
    });
    // `pulumi` from PATH, as a team's scripts run it: the wrapper gives program commands a language host.
    const real = path.join(pulumiDir(), "pulumi");
    const env = {
      ...project.env(),
      REAL_PULUMI: real,
      PATH: `${path.join(REPO_ROOT, "drivers", "cli", "client-wrapper")}${path.delimiter}${project.env().PATH}`,
    };
    const started = new Date(Date.now() - 1_000).toISOString();
    proxy.holdCreatesMs = 4_000;
    const up = start("pulumi", ["up", "--yes", "--skip-preview", "--non-interactive"], project.dir, env);
    await untilCreatesInFlight(proxy, 5);
    const [pulumi] = childrenOf(up.pid as number, real);
    const hosts = childrenOf(pulumi, "pulumi-resource-pulumi-nodejs");
    const orphans = processesOf(hosts.flatMap((pid) => [pid, ...childrenOf(pid, "node")]));
    cleanup.push(() => endOrphans(orphans));
    process.kill(pulumi, "SIGKILL");
    await ended(up);
    await new Promise((r) => setTimeout(r, 4_500));
    proxy.holdCreatesMs = 0;
    // The provider host outlived `pulumi` and finished the five creates; the state records them as pending.
    expect(await accountIds(direct)).toHaveLength(5);
    expect(stateOf((await project.run(["stack", "export"])).stdout).pending).toHaveLength(5);

    await project.run(["cancel", "--yes"]);
    const found = await runProcess(pluginBin(), ["recover", "--since", started, "--yes"], {
      cwd: project.dir,
      env,
    });
    expect(found.stdout).toMatch(/found ipp_\w+: to hand over to the next `pulumi up`/);
    expect(found.code).toBe(0);
    const again = await project.run(["up", "--yes", "--skip-preview"]);
    expect(again.stdout + again.stderr).toMatch(/the recovery command found it; ipp_\w+.* is taken over/);

    const { ids, pending } = stateOf((await project.run(["stack", "export"])).stdout);
    expect(pending).toEqual([]);
    expect(ids).toHaveLength(5);
    expect(await accountIds(direct)).toEqual(ids);
    expect((await project.pulumi(["preview", "--expect-no-changes"])).code).toBe(0);
    await project.run(["destroy", "--yes", "--skip-preview"]);
    expect(await accountIds(direct)).toEqual([]);
  });
});
