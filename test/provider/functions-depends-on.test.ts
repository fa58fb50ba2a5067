import * as pulumi from "@pulumi/pulumi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GetTunnelsResult, getTunnelsOutput } from "../../provider/program/generated/functions";
import { type RunningServer, startServer } from "../../server/index";

/**
 * `getTunnelsOutput(args, { dependsOn })` waits for those resources, as Pulumi's invokes do. The resource
 * here is registered through Pulumi's mocks, whose create is held until the test lets it go.
 */
let server: RunningServer;
let release: () => void = () => {};
const created = new Promise<void>((resolve) => {
  release = resolve;
});
const saved = { url: process.env.TUNNELS_API_URL, key: process.env.TUNNELS_API_KEY };

beforeAll(async () => {
  server = await startServer({ port: 0 });
  process.env.TUNNELS_API_URL = server.url;
  process.env.TUNNELS_API_KEY = server.rootToken;
  await pulumi.runtime.setMocks(
    {
      newResource: async (args) => {
        await created;
        return { id: `${args.name}-id`, state: args.inputs };
      },
      call: (args) => args.inputs,
    },
    "project",
    "stack",
    false,
  );
});

afterAll(async () => {
  process.env.TUNNELS_API_URL = saved.url;
  process.env.TUNNELS_API_KEY = saved.key;
  await server?.close();
});

describe("getTunnelsOutput with dependsOn", () => {
  it("answers only once the resources it depends on are created", async () => {
    class Thing extends pulumi.CustomResource {
      constructor(name: string) {
        super("test:index:Thing", name, {});
      }
    }
    const thing = new Thing("thing");
    let answered = false;
    const out = getTunnelsOutput({ region: "eu" }, { dependsOn: [thing] });
    const result = new Promise<GetTunnelsResult>((resolve) =>
      out.apply((r) => {
        answered = true;
        resolve(r);
      }),
    );
    // Long enough for an unguarded call to the local server to have answered.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(answered).toBe(false);
    release();
    expect((await result).tunnels).toEqual([]);
    expect(answered).toBe(true);
  });
});
