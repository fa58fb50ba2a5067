import { PassThrough } from "node:stream";
import * as grpc from "@grpc/grpc-js";
import { afterEach, describe, expect, it } from "vitest";
import { startGrpcServer } from "../../harness";
import { type EngineWatch, watchEngine } from "../../plugin/engine-watch";

/**
 * How the plugin tells its engine is gone (plugin/engine-watch.ts): its standard input reaching its end, or the
 * engine's health service refusing twice after it had answered; an address that never answered is no engine gone.
 */
const watches: EngineWatch[] = [];
const servers: grpc.Server[] = [];
afterEach(() => {
  for (const w of watches.splice(0)) w.close();
  for (const s of servers.splice(0)) s.forceShutdown();
});

const bytes = (b: Buffer) => b;
/** An engine serving only grpc.health.v1.Health/Check, answering SERVING (field 1 = 1). */
async function engine(withHealth = true): Promise<{ address: string; server: grpc.Server }> {
  const server = new grpc.Server();
  if (withHealth)
    server.addService(
      {
        Check: {
          path: "/grpc.health.v1.Health/Check",
          requestStream: false,
          responseStream: false,
          requestSerialize: bytes,
          requestDeserialize: bytes,
          responseSerialize: bytes,
          responseDeserialize: bytes,
        },
      },
      { Check: (_call: unknown, done: grpc.sendUnaryData<Buffer>) => done(null, Buffer.from([8, 1])) },
    );
  servers.push(server);
  return { address: await startGrpcServer(server), server };
}

function watch(address: string, input?: NodeJS.ReadableStream) {
  const signs: string[] = [];
  watches.push(watchEngine(address, (sign) => signs.push(sign), { intervalMs: 50, input }));
  return signs;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(check: () => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await pause(20);
}

describe("the engine watch", () => {
  it("tells once, at the end of its input, whatever the health service says", async () => {
    const { address } = await engine();
    const input = new PassThrough();
    const signs = watch(address, input);
    await pause(200);
    expect(signs).toEqual([]);
    input.end();
    await until(() => signs.length > 0);
    await pause(200);
    expect(signs).toEqual(["its standard input reached its end"]);
  });

  for (const [what, withHealth] of [
    ["a health service that answered", true],
    ["an engine without a health service (Unimplemented is an answer)", false],
  ] as const)
    it(`tells when ${what} refuses twice`, async () => {
      const { address, server } = await engine(withHealth);
      const signs = watch(address);
      await pause(300);
      expect(signs).toEqual([]);
      server.forceShutdown();
      await until(() => signs.length > 0);
      expect(signs).toEqual(["its health service stopped answering"]);
    });

  it("never tells for an address where nothing ever answered (a plugin a test starts)", async () => {
    const signs = watch("127.0.0.1:1");
    await pause(1_000);
    expect(signs).toEqual([]);
  });
});
