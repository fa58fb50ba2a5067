import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type CountedServer,
  countedServer,
  makeProgramDir,
  packedPackage,
  parallelArgs,
  PREVIEW_REFRESH,
  REFRESH,
  type RefreshStack,
  refreshStack,
  TestEngine,
} from "../../harness";

const PROGRAM = path.join(__dirname, "programs", "refresh-stack.js");

/**
 * What a refresh of issue 21's stack costs through the real CLI: 182 resources (150 reserved addresses on
 * two pages, oldest first in state, then an IP policy, an HTTPS edge, 20 routes with three modules each
 * and 10 header module resources), calls counted by the proxy in front of the local server. At most
 * 0.05 calls per resource (9) for `refresh` and `preview --refresh` at `--parallel` 1 and the default,
 * with every object read as it is (`--expect-no-changes`); the oldest address alone (`--target`) at most 2;
 * and the test engine, on the same program, makes as many calls as the CLI at both. The same bounds hold for
 * the program in YAML through the native plugin.
 */
const MOST = Math.floor(182 * 0.05);

const cliCalls: Record<string, number> = {};

/**
 * The same bounds for the Node.js program through the dynamic provider and for the same program written in YAML
 * (yaml-from-program.js) through the YAML language host and the native plugin (`plugin/`), whose provider
 * process keeps its coalesced reads in the `ProviderInstance` its `Configure` made.
 */
const RUNS = [
  { runtime: "nodejs", title: "the 182-resource stack through the real CLI" },
  { runtime: "yaml", title: "the same stack in YAML through the native plugin" },
] as const;

for (const { runtime, title } of RUNS)
  describe(title, () => {
    let stack: RefreshStack;
    let deployed: { urn: string; type: string }[];
    beforeAll(async () => {
      stack = await refreshStack({ program: PROGRAM, addresses: 150, runtime });
      expect(stack.resources).toBe(182);
      const exported = JSON.parse((await stack.project.run(["stack", "export"])).stdout);
      // The stack itself and its providers are the engine's (`pulumi:*` types); the rest are the program's.
      deployed = exported.deployment.resources.filter((r: { type: string }) => !r.type.startsWith("pulumi:"));
      expect(deployed).toHaveLength(182);
    }, 600_000);
    afterAll(async () => stack?.close());

    for (const parallel of [1, "default"] as const) {
      it(`refresh --parallel ${parallel}: at most ${MOST} calls, no change found`, async () => {
        const run = await stack.measure([...REFRESH, "--expect-no-changes", ...parallelArgs(parallel)]);
        expect(run.code, run.stdout.slice(-2000)).toBe(0);
        expect(run.calls.every((c) => c.method === "GET" && c.status === 200)).toBe(true);
        // At least the three listings: a refresh that never reached the service would pass the bound too.
        expect(run.calls.length).toBeGreaterThanOrEqual(3);
        expect(run.calls.length).toBeLessThanOrEqual(MOST);
        if (runtime === "nodejs") cliCalls[parallel] = run.calls.length;
      });

      it(`preview --refresh --parallel ${parallel}: at most ${MOST} calls`, async () => {
        const run = await stack.measure([
          ...PREVIEW_REFRESH,
          "--expect-no-changes",
          ...parallelArgs(parallel),
        ]);
        expect(run.code, run.stdout.slice(-2000)).toBe(0);
        expect(run.calls.length).toBeGreaterThanOrEqual(3);
        expect(run.calls.length).toBeLessThanOrEqual(MOST);
      });
    }

    it("the oldest address refreshed alone (--target): at most 2 calls", async () => {
      const urn = deployed.find((r) => r.urn.endsWith("::ra-0"))?.urn as string;
      const run = await stack.measure([...REFRESH, "--target", urn]);
      expect(run.code, run.stdout.slice(-2000)).toBe(0);
      expect(run.calls.length).toBeGreaterThanOrEqual(1);
      expect(run.calls.length).toBeLessThanOrEqual(2);
    });
  });

describe("the test engine on the same program", () => {
  let counted: CountedServer;
  let engine: TestEngine;
  beforeAll(async () => {
    counted = await countedServer();
    const { dir } = await makeProgramDir({
      tarballs: [await packedPackage()],
      programSource: readFileSync(PROGRAM, "utf8"),
      project: "refresh-calls",
    });
    engine = new TestEngine({
      programDir: dir,
      stack: "dev",
      config: { "tunnels:apiUrl": counted.url, "scenario:addresses": "150" },
      secretConfig: { "tunnels:apiKey": counted.server.rootToken },
      passphrase: "engine passphrase",
      timeoutMs: 600_000,
    });
    expect((await engine.up()).errors).toEqual([]);
  }, 600_000);
  afterAll(async () => {
    await engine?.close();
    await counted?.close();
  });

  for (const parallel of [1, "default"] as const)
    it(`refreshes with as many calls as the CLI at --parallel ${parallel}`, async () => {
      expect(cliCalls[parallel], "the CLI's figure (the test above)").toBeGreaterThan(0);
      // The CLI starts a provider host for each command: so does the engine once closed, so no page of an
      // earlier run serves this one.
      await engine.close();
      const before = counted.calls.length;
      const result = await engine.refresh(parallel === 1 ? { parallel: 1 } : {});
      expect(result.errors).toEqual([]);
      expect(result.steps.filter((s) => s.op === "refresh" && s.drift !== "none")).toEqual([]);
      expect(counted.calls.length - before).toBe(cliCalls[parallel]);
    });
});
