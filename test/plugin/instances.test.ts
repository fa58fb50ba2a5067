import * as grpc from "@grpc/grpc-js";
import { EngineService } from "@pulumi/pulumi/proto/engine_grpc_pb";
import type { LogRequest } from "@pulumi/pulumi/proto/engine_pb";
import { Empty } from "google-protobuf/google/protobuf/empty_pb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NativeProvider } from "../../provider/host/native";
import { TunnelsClient } from "../../client";
import { type RunningServer, startServer } from "../../server/index";
import { reply, reservedAddr, startServer as startTestServer } from "../client/harness";
import { makeSecret, PluginClient, startGrpcServer, stopGrpcServer } from "../../harness";

/**
 * Settings belong to a configured provider, not to the process: two providers, two accounts on two
 * servers, each object where its provider was pointed. And what a provider logs goes to the engine.
 */
let servers: RunningServer[];

beforeAll(async () => {
  servers = [await startServer({ port: 0 }), await startServer({ port: 0 })];
});
afterAll(async () => {
  for (const s of servers ?? []) await s.close();
});

/** The ids of the IP policies a server holds, every page. */
async function policyIds(server: RunningServer): Promise<string[]> {
  const client = new TunnelsClient({ baseUrl: server.url, apiKey: server.rootToken });
  const ids: string[] = [];
  for await (const p of client.ipPolicies.list()) ids.push(p.id);
  await client.close();
  return ids;
}

describe("two providers in one process", () => {
  it("each creates, reads and deletes on the server it was configured for", async () => {
    const providers = servers.map((s) => {
      const p = new NativeProvider();
      p.configure({ apiUrl: s.url, apiKey: s.rootToken, coalesceReads: "false" });
      return p;
    });
    const created = await Promise.all(
      providers.map((p, i) => p.create("IpPolicy", { description: `on ${i}` })),
    );
    expect(await policyIds(servers[0])).toContain(created[0].id);
    expect(await policyIds(servers[0])).not.toContain(created[1].id);
    expect(await policyIds(servers[1])).toContain(created[1].id);
    expect(await policyIds(servers[1])).not.toContain(created[0].id);
    // Each reads its own object; the other server does not have it.
    const read = await providers[0].read("IpPolicy", created[0].id, created[0].outs, { description: "on 0" });
    expect(read.outs.description).toBe("on 0");
    const missing = await providers[0].read("IpPolicy", created[1].id, created[1].outs, {
      description: "on 1",
    });
    expect(missing.id).toBe("");
    await Promise.all(providers.map((p, i) => p.delete("IpPolicy", created[i].id, created[i].outs)));
  });
});

describe("two plugin processes", () => {
  it("each configured for its own server", async () => {
    const plugins = await Promise.all(servers.map(() => PluginClient.start()));
    try {
      await Promise.all(
        plugins.map((p, i) =>
          p.configure({ apiUrl: servers[i].url, apiKey: makeSecret(servers[i].rootToken) }),
        ),
      );
      const created = await Promise.all(plugins.map((p) => p.create("IpPolicy", { description: "x" })));
      expect(await policyIds(servers[0])).toEqual(expect.arrayContaining([created[0].id]));
      expect(await policyIds(servers[1])).toEqual(expect.arrayContaining([created[1].id]));
      expect(await policyIds(servers[0])).not.toContain(created[1].id);
    } finally {
      await Promise.all(plugins.map((p) => p.close()));
    }
  });
});

describe("the engine's log", () => {
  it("gets a retry wait over 5 s, naming the class and id, and stderr stays quiet", async () => {
    const logged: string[] = [];
    const engine = new grpc.Server();
    engine.addService(EngineService, {
      log: (call: grpc.ServerUnaryCall<LogRequest, Empty>, done: grpc.sendUnaryData<Empty>) => {
        logged.push(`${call.request.getUrn()} ${call.request.getMessage()}`);
        done(null, new Empty());
      },
    });
    const address = await startGrpcServer(engine);
    let calls = 0;
    const service = await startTestServer((_, res) => {
      calls += 1;
      if (calls === 1)
        return reply(res, 503, { error_code: "ERR_API_503", msg: "busy" }, { "retry-after": "6" });
      reply(res, 200, reservedAddr("ra_1"));
    });
    const plugin = await PluginClient.start({ args: [address] });
    try {
      await plugin.configure({ apiUrl: service.url, apiKey: makeSecret("k"), coalesceReads: "false" });
      const read = await plugin.read("ReservedAddr", "ra_1", { region: "eu" }, { region: "eu" });
      expect(read.id).toBe("ra_1");
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatch(
        /ReservedAddr ra_1: GET \/reserved_addrs\/ra_1 failed \(.*503.*\); waiting 6 s/,
      );
      expect(plugin.stderr).toEqual([]);
    } finally {
      await plugin.close();
      await service.close();
      await stopGrpcServer(engine);
    }
  }, 30_000);

  it("gets each wait for the account's pace over 5 s, naming the resource that waits", async () => {
    const logged: string[] = [];
    const engine = new grpc.Server();
    engine.addService(EngineService, {
      log: (call: grpc.ServerUnaryCall<LogRequest, Empty>, done: grpc.sendUnaryData<Empty>) => {
        logged.push(`${call.request.getUrn()} ${call.request.getMessage()}`);
        done(null, new Empty());
      },
    });
    const address = await startGrpcServer(engine);
    let calls = 0;
    // The first call is refused for 6 s; a call that comes meanwhile waits for the pace, not for a retry.
    const service = await startTestServer((_, res) => {
      calls += 1;
      if (calls === 1)
        return reply(res, 429, { error_code: "ERR_API_226", msg: "rate limited" }, { "retry-after": "6" });
      reply(res, 200, reservedAddr(calls % 2 ? "ra_1" : "ra_2"));
    });
    const plugin = await PluginClient.start({ args: [address] });
    try {
      await plugin.configure({ apiUrl: service.url, apiKey: makeSecret("k"), coalesceReads: "false" });
      const first = plugin.read("ReservedAddr", "ra_1", { region: "eu" }, { region: "eu" });
      await new Promise((r) => setTimeout(r, 300));
      await Promise.all([first, plugin.read("ReservedAddr", "ra_2", { region: "eu" }, { region: "eu" })]);
      expect(
        logged.filter((l) => /ra_1: GET \/reserved_addrs\/ra_1 failed .*; waiting 6 s/.test(l)),
      ).toHaveLength(1);
      expect(
        logged.filter((l) => /ra_2: GET \/reserved_addrs\/ra_2 waits [56] s for the account's pace/.test(l)),
      ).toHaveLength(1);
    } finally {
      await plugin.close();
      await service.close();
      await stopGrpcServer(engine);
    }
  }, 30_000);
});
