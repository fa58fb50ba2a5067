import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { functionList, resourceList } from "../../catalog";
import {
  classModel,
  classModels,
  createOnlyPaths,
  functionModel,
  functionModels,
  nameOfToken,
  secretPaths,
  token,
} from "../../provider/model";
import { classSpecs, specOf } from "../../provider/base/specs";

/**
 * The package model (provider/model/) is the one place the Pulumi surface is derived: the tokens are spelled
 * there only, every class and function of the catalog has its model, and the paths the plugin wraps as
 * secrets and the members whose change replaces come from the catalog's flags.
 */
const ROOT = join(__dirname, "../..");
const PRODUCTION = ["catalog", "client", "provider", "server", "plugin", "scripts"];
const SKIP = new Set(["node_modules", "dist", "generated"]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (SKIP.has(e.name)) return [];
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith(".ts") && !e.name.endsWith(".d.ts") ? [path] : [];
  });
}

describe("the tokens", () => {
  it("are spelled once, in provider/model/package.ts", () => {
    const files = PRODUCTION.flatMap((f) => sources(join(ROOT, f)));
    expect(files.length).toBeGreaterThan(100);
    // The generated functions file spells its functions' names, never a token.
    const spelling = (pattern: RegExp) =>
      files
        .filter((f) => pattern.test(readFileSync(f, "utf8").replace(/^\s*(\/\/|\*|\/\*\*).*$/gm, "")))
        .map((f) => relative(ROOT, f));
    expect(spelling(/:index:/), "build tokens with token() from provider/model").toEqual([
      "provider/model/package.ts",
    ]);
    expect(
      spelling(/pulumi-nodejs:dynamic/),
      "build type tokens with dynamicType() from provider/model",
    ).toEqual(["provider/model/package.ts"]);
  });

  it("name every class and function of the catalog, and read back to their names", () => {
    const classes = classModels().map((m) => m.className);
    expect(classes).toEqual(Object.keys(classSpecs));
    for (const name of classes) {
      expect(classModel(name).token).toBe(`tunnels:index:${name}`);
      expect(nameOfToken(classModel(name).token)).toBe(name);
    }
    expect(functionModels().map((f) => f.name)).toEqual(functionList.map((f) => f.name));
    for (const fn of functionModels()) expect(functionModel(fn.token)).toBe(fn);
    expect(nameOfToken("pulumi-nodejs:dynamic/tunnels:ApiKey")).toBeUndefined();
    expect(nameOfToken("other:index:Thing")).toBeUndefined();
    expect(token("X")).toBe("tunnels:index:X");
  });

  it("refuse a function the package does not have, naming those it has", () => {
    // The functions it has are the catalog's, whatever they are.
    expect(() => functionModel("tunnels:index:getNothing")).toThrow(
      /^tunnels has no function tunnels:index:getNothing; it has (\S+ and )*\S+\.$/,
    );
    const named = (() => {
      try {
        functionModel("tunnels:index:getNothing");
      } catch (err) {
        return /it has (.*)\.$/.exec((err as Error).message)![1].split(" and ");
      }
    })();
    expect(named).toEqual(functionList.map((f) => `tunnels:index:${f.name}`));
  });
});

describe("secret and create-only paths", () => {
  it("wrap a secret at its own depth, in list items too, and nothing unset", () => {
    const destination = specOf(resourceList.find((r) => r.clientName === "eventDestinations")!.className);
    expect(
      secretPaths(destination, { target: { datadog: { apiKey: "k", service: "s" } }, description: "d" }),
    ).toEqual([["target", "datadog", "apiKey"]]);
    expect(secretPaths(destination, { target: { datadog: { apiKey: null } } })).toEqual([]);
    const keys = specOf(resourceList.find((r) => r.clientName === "apiKeys")!.className);
    expect(secretPaths(keys, { token: "t", description: "d" })).toEqual([["token"]]);
  });

  it("name the parent ids and every member flagged createOnly", () => {
    const route = classModels().find((m) => m.spec.parents.length === 1 && m.spec.def.is === "resource")!;
    expect(createOnlyPaths(route.className)[0]).toBe("edgeId");
    const addr = resourceList.find((r) => r.clientName === "reservedAddrs")!.className;
    expect(createOnlyPaths(addr)).toEqual(expect.arrayContaining(["region"]));
    expect(createOnlyPaths(addr)).not.toContain("description");
  });
});

describe("the functions' checks", () => {
  const [list, get] = ["getTunnels", "getTunnel"].map((n) => functionModel(n));

  it("drop what is unset and pass what is right", () => {
    expect(list.checked({ region: "eu", proto: undefined, labels: null })).toEqual({ region: "eu" });
    expect(get.checked({ id: "tn_1" })).toEqual({ id: "tn_1" });
  });

  it("name the argument and what it takes", () => {
    expect(() => list.checked({ region: "mars" })).toThrow(
      'getTunnels: region "mars" is not one the service has; use one of us, eu, ap, au, sa, jp, in.',
    );
    expect(() => list.checked({ labels: { app: 1 } })).toThrow(/^getTunnels: labels /);
    expect(() => get.checked({})).toThrow("getTunnel: id is required: id of the tunnel.");
    expect(() => get.checked({ id: "" })).toThrow("getTunnel: id is required");
  });
});
