import { describe, expect, it } from "vitest";
import { checkInputs } from "../../provider/host/check";
import { diffResult } from "../../provider/host/diff";
import { specOf } from "../../provider/base/specs";
import { UNKNOWN } from "../../provider/base/values";

const route = specOf("HttpsEdgeRoute");

/** What the provider is given back after applying `inputs`: those inputs, and the service's state as outputs. */
function outputsFor(
  _spec: ReturnType<typeof specOf>,
  inputs: Record<string, unknown>,
  state: Record<string, unknown>,
) {
  return { inputs, outputs: state };
}

describe("diff", () => {
  const inputs = { edgeId: "e1", matchType: "path_prefix", match: "/", circuitBreaker: { numBuckets: 20 } };
  const served = {
    edgeId: "e1",
    matchType: "path_prefix",
    match: "/",
    uri: "http://x/edges/https/e1/routes/r1",
    createdAt: "2026-01-01T00:00:00Z",
    // defaults the service filled in, and a module another resource manages
    circuitBreaker: {
      enabled: true,
      numBuckets: 20,
      trippedDuration: 10,
      rollingWindow: 10,
      volumeThreshold: 20,
      errorThresholdPercentage: 0.5,
    },
    compression: { enabled: true },
  };
  const olds = outputsFor(route, inputs, served);

  it("finds nothing when the declared members match, whatever the service added", () => {
    expect(diffResult(route, olds, inputs)).toEqual({
      changes: false,
      replaces: [],
      deleteBeforeReplace: false,
    });
  });

  it("sees a changed member, a removed member and an added module as in-place changes", () => {
    expect(diffResult(route, olds, { ...inputs, circuitBreaker: { numBuckets: 21 } }).changes).toBe(true);
    expect(diffResult(route, olds, { ...inputs, circuitBreaker: {} }).changes).toBe(true);
    expect(diffResult(route, olds, { ...inputs, circuitBreaker: undefined }).changes).toBe(true);
    const added = diffResult(route, olds, { ...inputs, websocketTcpConverter: {} });
    expect(added).toEqual({ changes: true, replaces: [], deleteBeforeReplace: false });
  });

  it("declaring what the service already has is no change (adoption of defaults)", () => {
    expect(
      diffResult(route, olds, { ...inputs, circuitBreaker: { numBuckets: 20, trippedDuration: 10 } }).changes,
    ).toBe(false);
  });

  it("replaces on a create-only change: a parent, a region, an owner", () => {
    expect(diffResult(route, olds, { ...inputs, edgeId: "e2" }).replaces).toEqual(["edgeId"]);
    const ra = specOf("ReservedAddr");
    const raOlds = outputsFor(ra, { region: "eu" }, { region: "eu", addr: "1.eu:1" });
    expect(diffResult(ra, raOlds, { region: "us" })).toEqual({
      changes: true,
      replaces: ["region"],
      deleteBeforeReplace: false,
    });
    // A create-only member never declared but set by the service (owner) is not a change.
    const ak = specOf("ApiKey");
    expect(diffResult(ak, outputsFor(ak, {}, { ownerId: "usr_1" }), {}).changes).toBe(false);
  });

  it("replaces a module delete-before-replace: one path per parent", () => {
    const m = specOf("HttpsEdgeRouteCompression");
    const mOlds = {
      inputs: { edgeId: "e1", routeId: "r1" },
      outputs: { edgeId: "e1", routeId: "r1", enabled: true },
    };
    expect(diffResult(m, mOlds, { edgeId: "e1", routeId: "r2" })).toEqual({
      changes: true,
      replaces: ["routeId"],
      deleteBeforeReplace: true,
    });
  });

  it("treats unknown declared values as changes, and create-only unknowns as replacements", () => {
    expect(diffResult(route, olds, { ...inputs, match: UNKNOWN }).changes).toBe(true);
    expect(diffResult(route, olds, { ...inputs, edgeId: UNKNOWN }).replaces).toEqual(["edgeId"]);
  });

  it("compares normalized input with what the service stored", () => {
    const withHeaders = { ...inputs, requestHeaders: { add: { "X-A": "1" } } };
    const stored = { ...served, requestHeaders: { enabled: true, add: { "x-a": "1" }, remove: [] } };
    const checked = checkInputs(route, withHeaders).inputs;
    expect(diffResult(route, outputsFor(route, checked, stored), checked).changes).toBe(false);
  });
});
