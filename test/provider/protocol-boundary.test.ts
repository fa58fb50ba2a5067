import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The provider takes what Pulumi's protocol gives (old inputs, old outputs, new inputs); only the dynamic
 * provider's adapter (provider/host/dynamic.ts) knows the properties a dynamic resource carries besides
 * its members: the record of declared members it keeps because its protocol has no old inputs, and
 * Pulumi's serialized provider. Their names are spelled once (provider/base/dynamic-keys.ts); on the host side
 * only the adapter imports them, and the program side only to register the record as an output and the
 * drift report only to skip both. And the provider reaches the client through typed calls, never a cast.
 */
const root = path.resolve(__dirname, "../..");

/** Every TypeScript source under `folders`, as repository paths; built output and packages left out. */
function sources(folders: string[]): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
      const rel = `${dir}/${e.name}`;
      if (e.isDirectory()) return ["dist", "node_modules"].includes(e.name) ? [] : walk(rel);
      return e.name.endsWith(".ts") ? [rel] : [];
    });
  return folders.flatMap(walk);
}

const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const naming = (files: string[], word: string) => files.filter((f) => read(f).includes(word));

/** What users install and run: the package, the plugin, the server. */
const SHIPPED = sources(["provider", "plugin", "client", "catalog", "server"]);
/** Everything but the tests: the shipped code and the scripts, benches and examples beside it. */
const NOT_TESTS = [...SHIPPED, ...sources(["scripts", "bench", "examples"])];

const KEYS_FILE = "provider/base/dynamic-keys.ts";

/** Whether the source text of `file` imports `target` by a relative path. */
const imports = (text: string, file: string, target: string) =>
  [...text.matchAll(/(?:from|import|require\()\s*["'](\.[^"']+)["']/g)].some(
    (m) => path.join(path.dirname(file), m[1]) === target.replace(/\.ts$/, ""),
  );

const importersOf = (files: string[], target: string) => files.filter((f) => imports(read(f), f, target));

describe("the dynamic provider's own properties", () => {
  it("finds the sources it checks", () => {
    expect(SHIPPED).toEqual(expect.arrayContaining([KEYS_FILE, "provider/host/crud.ts", "plugin/rpcs.ts"]));
  });

  it("names the record of declared members in one file, outside the tests", () => {
    expect(naming(NOT_TESTS, "__declared")).toEqual([KEYS_FILE]);
  });

  it("names Pulumi's serialized provider in one shipped file", () => {
    expect(naming(SHIPPED, "__provider")).toEqual([KEYS_FILE]);
  });

  it("is known on the host side only to the dynamic adapter", () => {
    expect(importersOf(NOT_TESTS, KEYS_FILE).sort()).toEqual([
      "provider/drift-report/report.ts",
      "provider/host/dynamic.ts",
      "provider/program/resource-class.ts",
      // The recovery command reads a dynamic resource's inputs from an exported stack, without the keys.
      "provider/recover/stack.ts",
    ]);
  });

  it("the checks see a file that names or imports the keys", () => {
    expect(naming(["test/provider/protocol-boundary.test.ts"], "__declared")).toHaveLength(1);
    const reach = 'import { DECLARED_KEY } from "../base/dynamic-keys";';
    expect(imports(reach, "provider/host/crud.ts", KEYS_FILE)).toBe(true);
    expect(imports(reach, "provider/program/x.ts", KEYS_FILE)).toBe(true);
    expect(imports(reach, "provider/host/deeper/x.ts", KEYS_FILE)).toBe(false);
  });
});

describe("the provider and the plugin reach the client typed", () => {
  it("casts nothing through unknown", () => {
    const casts = sources(["provider", "plugin", "client"]).filter((f) => /as unknown as/.test(read(f)));
    expect(casts).toEqual([]);
  });
});
