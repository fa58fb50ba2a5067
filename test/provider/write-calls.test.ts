import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CountedServer, countedServer } from "../../harness";
import { checked, configureProvider, impl } from "./harness";

/** What each write costs the account, counted by the calls the service saw. */
let s: CountedServer;
beforeAll(async () => {
  s = await countedServer();
  await configureProvider(s.url, s.server.rootToken);
});
afterAll(async () => s?.close());

const calls = async (run: () => Promise<unknown>) => {
  const before = s.calls.length;
  await run();
  return s.calls.slice(before).map((c) => `${c.method} ${c.url.split("/").slice(0, 2).join("/")}`);
};

describe("calls per write", () => {
  it("create, an update that only PATCHes, and delete cost one call each", async () => {
    let created: Awaited<ReturnType<typeof impl.create>> | undefined;
    expect(
      await calls(async () => {
        created = await impl.create("IpPolicy", await checked("IpPolicy", { description: "a" }));
      }),
    ).toEqual(["POST /ip_policies"]);
    const { id, outs } = created!;
    const news = await checked("IpPolicy", { description: "b" });
    let updated: Props | undefined;
    expect(
      await calls(async () => {
        updated = (await impl.update("IpPolicy", id, outs, news)).outs;
      }),
    ).toEqual(["PATCH /ip_policies"]);
    expect(updated).toMatchObject({ description: "b" });
    expect(await calls(() => impl.delete("IpPolicy", id, updated!))).toEqual(["DELETE /ip_policies"]);
  });

  it("a module's update is its PUT alone", async () => {
    const edge = await impl.create("HttpsEdge", await checked("HttpsEdge", { description: "e" }));
    const m = await impl.create(
      "HttpsEdgeTlsTermination",
      await checked("HttpsEdgeTlsTermination", { edgeId: edge.id, minVersion: "1.2" }),
    );
    const news = await checked("HttpsEdgeTlsTermination", { edgeId: edge.id, minVersion: "1.3" });
    let outs: Props | undefined;
    expect(
      await calls(async () => {
        outs = (await impl.update("HttpsEdgeTlsTermination", m.id, m.outs, news)).outs;
      }),
    ).toEqual(["PUT /edges"]);
    expect(outs).toMatchObject({ minVersion: "1.3" });
  });
});

type Props = Record<string, unknown>;
