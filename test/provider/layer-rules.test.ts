import { describe, expect, it } from "vitest";
import {
  cycleIn,
  type Edge,
  folderGraph,
  type Layering,
  offences,
  resolveRelative,
  specifiersIn,
} from "./layer-rules";

/** The layers test's rule checker on a made-up graph: three layers, two folders beside each other in one. */
const LAYERING: Layering = {
  name: "app/",
  layers: [
    { name: "base", folders: ["base"] },
    { name: "sides", folders: ["left", "right"] },
    { name: "entries", folders: ["."] },
  ],
};

const edge = (from: string, to: string): Edge => {
  const folder = (f: string) => (f.split("/").length === 2 ? "." : f.split("/")[1]);
  return { from, to, fromFolder: folder(from), toFolder: folder(to) };
};

/** A graph that keeps the rule: down one layer, down two, within a folder. */
const DOWNWARD = [
  edge("app/index.ts", "app/left/a.ts"),
  edge("app/index.ts", "app/base/x.ts"),
  edge("app/left/a.ts", "app/base/x.ts"),
  edge("app/right/b.ts", "app/base/x.ts"),
  edge("app/left/a.ts", "app/left/c.ts"),
];

describe("the layers rule checker", () => {
  it("passes a graph whose imports all go down", () => {
    expect(offences(DOWNWARD, LAYERING)).toEqual([]);
    expect(cycleIn(folderGraph(DOWNWARD))).toBeUndefined();
  });

  it("names an upward import and the rule it breaks", () => {
    const found = offences([...DOWNWARD, edge("app/base/x.ts", "app/left/a.ts")], LAYERING);
    expect(found).toEqual([
      "app/base/x.ts → app/left/a.ts: base (base) imports left (sides), a layer above it; " +
        "no folder imports one above it",
    ]);
  });

  it("names an import of the layer's other folder, and of a folder in no layer", () => {
    const found = offences(
      [edge("app/left/a.ts", "app/right/b.ts"), edge("app/extra/y.ts", "app/base/x.ts")],
      LAYERING,
    );
    expect(found).toEqual([
      "app/left/a.ts → app/right/b.ts: left (sides) imports right (sides), beside it in one layer; " +
        "folders of one layer do not import each other",
      "app/extra/y.ts → app/base/x.ts: extra (in no layer) imports base (base); every folder of app/ has a layer: " +
        "add it to the layering in layers.test.ts",
    ]);
  });

  it("names a package an import names by its package name", () => {
    const named = { ...edge("app/base/x.ts", "app/index.ts"), packageName: "app" };
    expect(offences([named], LAYERING)).toEqual([
      'app/base/x.ts → app/index.ts ("app"): base (base) imports . (entries), a layer above it; ' +
        "no folder imports one above it",
    ]);
  });

  it("lets a listed exception through, and only it", () => {
    const up = [edge("app/base/x.ts", "app/index.ts"), edge("app/base/z.ts", "app/index.ts")];
    expect(offences(up, LAYERING, { "app/base/x.ts → app/index.ts": "why" })).toHaveLength(1);
  });

  it("finds the cycle an upward import closes", () => {
    const graph = folderGraph([...DOWNWARD, edge("app/base/x.ts", "app/index.ts")]);
    expect(graph).toEqual({ ".": ["base", "left"], base: ["."], left: ["base"], right: ["base"] });
    expect(cycleIn(graph)).toEqual([".", "base", "."]);
  });

  it("reads every form of import, and resolves only paths that exist", () => {
    const text = [
      'import { a } from "./a";',
      'import type { B } from "../b";',
      'export * from "./c";',
      'const d = require("./d");',
      'type E = typeof import("pkg/e");',
      'await import("./f");',
    ].join("\n");
    expect(specifiersIn(text)).toEqual(["./a", "../b", "./c", "./d", "pkg/e", "./f"]);
    expect(resolveRelative("provider/host/crud.ts", "../base/specs")).toBe("provider/base/specs.ts");
    expect(resolveRelative("provider/host/crud.ts", "../model")).toBe("provider/model/index.ts");
    expect(resolveRelative("provider/host/crud.ts", "../made-up")).toBeUndefined();
  });
});
