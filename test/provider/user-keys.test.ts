import { describe, expect, it } from "vitest";
import { checkInputs } from "../../provider/host/check";
import { specOf } from "../../provider/base/specs";
import { UNKNOWN } from "../../provider/base/values";

/**
 * check() judges the keys of user maps and free JSON by the catalog's rules, the ones the server applies: a
 * key the server would refuse is refused at preview, naming the member as the user wrote it and the fix, and a
 * key it accepts reaches the create as declared.
 */

const route = specOf("HttpsEdgeRoute");
const base = { edgeId: "edghts_1", matchType: "path_prefix", match: "/" };
const backend = specOf("TunnelGroupBackend");

/** Inputs as Pulumi hands them over after decoding: `__proto__` can be an own key. */
const fromJson = (text: string) => JSON.parse(text) as Record<string, unknown>;

/** The full paths failures name (their `property` is the top-level member the CLI prints). */
const properties = (failures: { path: string }[]) => failures.map((f) => f.path).sort();

describe("check refuses the keys the server refuses", () => {
  it("labels __proto__ and constructor, instead of dropping one or failing at create", () => {
    const proto = checkInputs(backend, fromJson('{"labels":{"__proto__":"x","team":"a"}}'));
    expect(properties(proto.failures)).toEqual(["labels.__proto__"]);
    expect(proto.failures[0].reason).toMatch(
      /^labels\.__proto__ .*__proto__, constructor and prototype.*rename/,
    );
    expect(properties(checkInputs(backend, { labels: { constructor: "x" } }).failures)).toEqual([
      "labels.constructor",
    ]);
  });

  it("a header name prototype, and one that becomes __proto__ once lower-cased, named as written", () => {
    const { failures } = checkInputs(route, {
      ...base,
      requestHeaders: { add: { prototype: "x" } },
      responseHeaders: fromJson('{"add":{"__PROTO__":"x","CONSTRUCTOR":"y","ok":"z"}}'),
    });
    expect(properties(failures)).toEqual([
      "requestHeaders.add.prototype",
      "responseHeaders.add.CONSTRUCTOR",
      "responseHeaders.add.__PROTO__",
    ]);
  });

  it("header names that are one name once lower-cased, instead of keeping one silently", () => {
    const { failures } = checkInputs(route, {
      ...base,
      requestHeaders: { add: { "X-Trace": "1", "x-trace": "2" } },
    });
    expect(properties(failures)).toEqual(["requestHeaders.add.x-trace"]);
    expect(failures[0].reason).toContain("X-Trace");
  });

  it("a policy action config with __proto__ at any depth, or nested deeper than 32 levels", () => {
    const policy = (config: unknown) => ({
      ...base,
      policy: { inbound: [{ actions: [{ type: "log", config }] }] },
    });
    const proto = checkInputs(route, policy(fromJson('{"a":[{"__proto__":{}}]}')));
    expect(properties(proto.failures)).toEqual(["policy.inbound[0].actions[0].config.a[0].__proto__"]);

    const nested = (levels: number): unknown => (levels === 1 ? { a: 1 } : { a: nested(levels - 1) });
    expect(checkInputs(route, policy(nested(32))).failures).toEqual([]);
    const deep = checkInputs(route, policy(nested(33)));
    expect(properties(deep.failures)).toEqual(["policy.inbound[0].actions[0].config"]);
    expect(deep.failures[0].reason).toMatch(/nests deeper than 32 levels; flatten it/);
  });

  it("the same on a module's own class", () => {
    const { failures } = checkInputs(specOf("HttpsEdgeRouteRequestHeaders"), {
      edgeId: "e",
      routeId: "r",
      add: { Constructor: "x" },
    });
    expect(properties(failures)).toEqual(["add.Constructor"]);
  });
});

describe("check keeps every other key as declared", () => {
  it("keys named like Object's own members, as own keys of maps without a prototype", () => {
    const labels = { toString: "a", hasOwnProperty: "b", valueOf: "c" };
    const { inputs, failures } = checkInputs(backend, { labels });
    expect(failures).toEqual([]);
    expect(Object.getPrototypeOf(inputs.labels)).toBe(null);
    expect({ ...(inputs.labels as object) }).toEqual(labels);
  });

  it("an unknown label value is not judged, a known forbidden key beside it is", () => {
    expect(checkInputs(backend, { labels: { team: UNKNOWN } }).failures).toEqual([]);
    expect(
      properties(checkInputs(backend, fromJson(`{"labels":{"team":"${UNKNOWN}","Prototype":"x"}}`)).failures),
    ).toEqual(["labels.Prototype"]);
  });
});
