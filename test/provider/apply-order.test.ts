import { describe, expect, it } from "vitest";
import { changedMembers, memberInputs } from "../../provider/host/diff";
import { specOf } from "../../provider/base/specs";
import type { TunnelsClient } from "../../client";
import { type ModuleCalls, type ResourceCalls, registerCalls } from "../../client/calls";

/** A client that records which calls an update makes, in order (the order is the behaviour under test). */
function recordingClient() {
  const calls: string[] = [];
  const api = (name: string) =>
    new Proxy(
      {},
      {
        get:
          (_t, op: string) =>
          async (...args: unknown[]) =>
            calls.push(`${name}.${op}(${args.slice(0, 2).join(",")})`),
      },
    );
  const client = new Proxy({}, { get: (_t, name: string) => api(name) }) as unknown as TunnelsClient;
  // The provider reaches a client's calls by definition (client/calls.ts): these record, by client name.
  const recorder = (def: { clientName: string }) => api(def.clientName) as ResourceCalls & ModuleCalls;
  registerCalls(client, { resource: recorder, module: recorder });
  return { client, calls };
}

const route = specOf("HttpsEdgeRoute");
/** The route's update, as the provider's update sends it. */
const apply = (client: TunnelsClient, news: Record<string, unknown>) =>
  route.endpoint.update(client, ["e"], "r", changedMembers(route, olds, news), memberInputs(route, news));
const declared = {
  edgeId: "e",
  matchType: "path_prefix",
  match: "/",
  backend: { backendId: "b_old" },
  oauth: { provider: { google: {} } },
};
/** The route as last applied: these inputs, and outputs that hold them. */
const olds = { inputs: declared, outputs: declared };

describe("apply", () => {
  it("puts security modules on before the backend, and sends plain members in one PATCH first", async () => {
    const { client, calls } = recordingClient();
    const news = {
      edgeId: "e",
      matchType: "path_prefix",
      match: "/v2",
      backend: { backendId: "b_new" },
      oauth: { provider: { google: {} } },
      ipRestriction: { ipPolicyIds: ["ipp_1"] },
    };
    await apply(client, news);
    expect(calls).toEqual([
      "httpsEdgeRoutes.update(e,r)",
      "httpsEdgeRouteIpRestriction.replace(e,r)",
      "httpsEdgeRouteBackend.replace(e,r)",
    ]);
  });

  it("takes the backend off before removing security modules", async () => {
    const { client, calls } = recordingClient();
    const news = { edgeId: "e", matchType: "path_prefix", match: "/" };
    await apply(client, news);
    expect(calls).toEqual(["httpsEdgeRouteBackend.delete(e,r)", "httpsEdgeRouteOauth.delete(e,r)"]);
  });

  it("sends nothing when nothing changed", async () => {
    const { client, calls } = recordingClient();
    const news = {
      edgeId: "e",
      matchType: "path_prefix",
      match: "/",
      backend: { backendId: "b_old" },
      oauth: { provider: { google: {} } },
    };
    await apply(client, news);
    expect(calls).toEqual([]);
  });
});
