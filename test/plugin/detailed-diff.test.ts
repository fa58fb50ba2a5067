import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeSecret, PluginClient, type PropertyMap } from "../../harness";

/**
 * Diff over gRPC as the engine calls it (old outputs, old inputs, new inputs): the member-level diff the
 * CLI prints with `--diff` and puts in `--json` steps. Diff calls no service, so no server is needed.
 */
let plugin: PluginClient;

beforeAll(async () => {
  plugin = await PluginClient.start();
  await plugin.configure({ apiUrl: "http://127.0.0.1:9", apiKey: makeSecret("k") });
});
afterAll(async () => plugin?.close());

/** Diffs a stored object (its inputs were `olds`, its state `olds` plus `state`) against new inputs. */
async function diffOf(className: string, olds: PropertyMap, news: PropertyMap, state: PropertyMap = {}) {
  const checked = async (inputs: PropertyMap) => {
    const { inputs: out, failures } = await plugin.check(className, {}, inputs);
    expect(failures).toEqual([]);
    return out;
  };
  const oldInputs = await checked(olds);
  return plugin.diff({
    className,
    id: "x_1",
    olds: { ...oldInputs, ...state },
    oldInputs,
    news: await checked(news),
  });
}

describe("detailedDiff", () => {
  it("names nested members in the program's names, with ADD and UPDATE", async () => {
    const route = { edgeId: "edghts_1", matchType: "path_prefix", match: "/" };
    const d = await diffOf(
      "HttpsEdgeRoute",
      { ...route, circuitBreaker: { numBuckets: 10 } },
      { ...route, circuitBreaker: { numBuckets: 20, errorThresholdPercentage: 0.5 } },
    );
    expect(d).toMatchObject({
      changes: "some",
      replaces: [],
      hasDetailedDiff: true,
      diffs: ["circuitBreaker"],
    });
    expect(d.detailedDiff).toEqual({
      "circuitBreaker.numBuckets": "UPDATE",
      "circuitBreaker.errorThresholdPercentage": "ADD",
    });
  });

  it("lists a list's items by index and a map's entries by key", async () => {
    const d = await diffOf(
      "HttpsEdge",
      { hostports: ["a.example.com:443"] },
      { hostports: ["a.example.com:443", "b.example.com:443"] },
    );
    expect(d.detailedDiff).toEqual({ "hostports[1]": "ADD" });

    const labels = await diffOf(
      "TunnelGroupBackend",
      { labels: { app: "web", "X-Tier": "1", gone: "x" } },
      { labels: { app: "api", "X-Tier": "1", tier: "2" } },
    );
    expect(labels.detailedDiff).toEqual({
      "labels.app": "UPDATE",
      "labels.tier": "ADD",
      "labels.gone": "DELETE",
    });
  });

  it("a removed member is a DELETE, a member added whole is one ADD", async () => {
    const d = await diffOf(
      "HttpsEdgeRoute",
      { edgeId: "e", matchType: "path_prefix", match: "/", description: "old" },
      { edgeId: "e", matchType: "path_prefix", match: "/", backend: { backendId: "bkdtg_1" } },
    );
    expect(d.detailedDiff).toEqual({ description: "DELETE", backend: "ADD" });
  });

  it("create-only members and parents are …_REPLACE, and a module replaces delete-first", async () => {
    const addr = await diffOf("ReservedAddr", { region: "eu" }, { region: "us" });
    expect(addr).toMatchObject({ replaces: ["region"], deleteBeforeReplace: false });
    expect(addr.detailedDiff).toEqual({ region: "UPDATE_REPLACE" });

    const rule = await diffOf(
      "IpPolicyRule",
      { ipPolicyId: "ipp_1", cidr: "10.0.0.0/8", action: "allow" },
      { ipPolicyId: "ipp_1", cidr: "10.0.0.0/8", action: "deny" },
    );
    expect(rule.detailedDiff).toEqual({ action: "UPDATE_REPLACE" });

    const ca = await diffOf(
      "SshCertificateAuthority",
      {},
      { privateKeyType: "ed25519" },
      { privateKeyType: "rsa" },
    );
    expect(ca.detailedDiff).toEqual({ privateKeyType: "UPDATE_REPLACE" });

    const mod = await diffOf(
      "HttpsEdgeRouteBackend",
      { edgeId: "e1", routeId: "r1", backendId: "b" },
      { edgeId: "e2", routeId: "r1", backendId: "b" },
    );
    expect(mod).toMatchObject({ replaces: ["edgeId"], deleteBeforeReplace: true });
    expect(mod.detailedDiff).toEqual({ edgeId: "UPDATE_REPLACE" });
  });

  it("drift found by a refresh: the state differs from the same inputs, and shows as an UPDATE", async () => {
    const d = await diffOf(
      "IpPolicy",
      { description: "office" },
      { description: "office" },
      { description: "hand" },
    );
    expect(d).toMatchObject({ changes: "some", detailedDiff: { description: "UPDATE" } });
  });

  it("no change answers DIFF_NONE with an empty detailed diff", async () => {
    const d = await diffOf("IpPolicy", { description: "office" }, { description: "office" });
    expect(d).toMatchObject({ changes: "none", replaces: [], hasDetailedDiff: true });
    expect(d.detailedDiff).toEqual({});
  });

  it("a member the user never declared is not compared, even when the state has it", async () => {
    const d = await diffOf("IpPolicy", {}, {}, { description: "set by a teammate", metadata: "m" });
    expect(d.changes).toBe("none");
    expect(d.detailedDiff).toEqual({});
  });
});
