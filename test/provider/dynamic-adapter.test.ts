import { describe, expect, it } from "vitest";
import { DynamicProvider } from "../../provider/host/dynamic";
import { NativeProvider } from "../../provider/host/native";

/**
 * The dynamic adapter between Pulumi's dynamic protocol and the provider: the provider never sees the
 * record of declared members nor the serialized provider; the adapter writes the record from the inputs,
 * keeps it through a refresh, and makes up the old inputs the provider takes from it.
 */
type Props = Record<string, unknown>;

/** A provider that records what it is given and answers what a test sets. */
class Recording extends NativeProvider {
  given: Record<string, unknown[]> = {};
  outs: Props = {};
  found = "r1";

  private note(op: string, args: unknown[]) {
    this.given[op] = structuredClone(args);
  }
  override async check(className: string, olds: Props, news: Props) {
    this.note("check", [className, olds, news]);
    return { inputs: news, failures: [], secretPaths: { inputs: [] } };
  }
  override async diff(className: string, id: string, outputs: Props, oldInputs: Props, news: Props) {
    this.note("diff", [className, id, outputs, oldInputs, news]);
    return {
      changes: true,
      replaces: [],
      deleteBeforeReplace: false,
      detailedDiff: { match: "UPDATE" as const },
    };
  }
  override async create(className: string, inputs: Props) {
    this.note("create", [className, inputs]);
    return { id: "r1", outs: this.outs, secretPaths: { outs: [] } };
  }
  override async read(className: string, id: string, outputs: Props, oldInputs: Props, importing?: boolean) {
    this.note("read", [className, id, outputs, oldInputs, importing]);
    return { id: this.found, outs: this.outs, inputs: {}, secretPaths: { outs: [], inputs: [] } };
  }
  override async update(className: string, id: string, outputs: Props, oldInputs: Props, news: Props) {
    this.note("update", [className, id, outputs, oldInputs, news]);
    return { outs: this.outs, secretPaths: { outs: [] } };
  }
  override async delete(className: string, id: string, outputs: Props) {
    this.note("delete", [className, id, outputs]);
  }
}

const ROUTE = "HttpsEdgeRoute";
const shim = { __provider: "exports.handler = …" };
const declared = { edgeId: "e1", match: "/", matchType: "path_prefix", backend: { backendId: "b1" } };
/** The route as the service holds it: the declared members, and what it filled in. */
const served = {
  ...declared,
  uri: "http://x/r1",
  circuitBreaker: { enabled: true },
  backend: { backendId: "b1", enabled: true },
};
const record = ["matchType", "match", "backend", "backend.backendId"];

describe("the dynamic adapter", () => {
  it("creates with the members only, and records the declared paths in the outputs", async () => {
    const provider = new Recording();
    provider.outs = served;
    const created = await new DynamicProvider(provider).create(ROUTE, { ...declared, ...shim });
    expect(provider.given.create).toEqual([ROUTE, declared]);
    expect(created).toEqual({ id: "r1", outs: { ...served, __declared: record } });
  });

  it("diffs and updates the outputs without the record, with the old inputs it stands for", async () => {
    const provider = new Recording();
    const dynamic = new DynamicProvider(provider);
    const olds = { ...served, __declared: record, ...shim };
    const news = { ...declared, match: "/v2", ...shim };
    // Only the recorded members, read back from the outputs: the service's own are not declared.
    const oldInputs = { edgeId: "e1", match: "/", matchType: "path_prefix", backend: { backendId: "b1" } };

    expect(await dynamic.diff(ROUTE, "r1", olds, news)).toEqual({
      changes: true,
      replaces: [],
      deleteBeforeReplace: false,
    });
    expect(provider.given.diff).toEqual([ROUTE, "r1", served, oldInputs, { ...declared, match: "/v2" }]);

    provider.outs = { ...served, match: "/v2" };
    const updated = await dynamic.update(ROUTE, "r1", olds, news);
    expect(provider.given.update).toEqual([ROUTE, "r1", served, oldInputs, { ...declared, match: "/v2" }]);
    expect(updated.outs).toEqual({ ...served, match: "/v2", __declared: record });
  });

  it("reads by id (never an import), keeping the record as it was and answering its members", async () => {
    const provider = new Recording();
    const dynamic = new DynamicProvider(provider);
    // A record from an older state may name a member the outputs lost; a refresh keeps it all the same.
    const kept = [...record, "description"];
    provider.outs = { ...served, description: "found again" };
    const read = await dynamic.read(ROUTE, "r1", { ...served, __declared: kept, ...shim });
    // The old inputs hold what the outputs still have; the record keeps the rest for the inputs answered.
    expect(provider.given.read?.slice(2)).toEqual([served, declared, false]);
    expect(read.props).toEqual({ ...served, description: "found again", __declared: kept });
    expect(read.inputs).toEqual({ ...declared, description: "found again" });

    provider.found = "";
    expect(await dynamic.read(ROUTE, "r1", { __declared: kept, ...shim })).toEqual({
      id: "",
      props: {},
      inputs: undefined,
    });
  });

  it("checks and deletes with the members only", async () => {
    const provider = new Recording();
    const dynamic = new DynamicProvider(provider);
    expect(await dynamic.check(ROUTE, { ...shim }, { ...declared, ...shim })).toEqual({
      inputs: declared,
      failures: [],
    });
    expect(provider.given.check).toEqual([ROUTE, {}, declared]);
    await dynamic.delete(ROUTE, "r1", { ...served, __declared: record, ...shim });
    expect(provider.given.delete).toEqual([ROUTE, "r1", served]);
  });
});
