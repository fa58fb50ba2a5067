import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The plugin is a transport: it reaches the provider only through the package's host entry
 * (`pulumi-tunnels/provider-impl`, whose NativeProvider holds every decision) and its package.json
 * (the version), never the program's classes, the host's inner files or the catalog directly.
 */
const dir = path.resolve(__dirname, "../../plugin");
const sources = readdirSync(dir).filter((f) => f.endsWith(".ts"));

/** Every module specifier a source imports or requires. */
function specifiers(text: string): string[] {
  return [...text.matchAll(/(?:from|import|require\()\s*["']([^"']+)["']/g)].map((m) => m[1]);
}

describe("plugin/ reaches the provider only through its host entry", () => {
  it("finds the plugin's sources", () => {
    expect(sources).toEqual(expect.arrayContaining(["service.ts", "main.ts", "marshal.ts"]));
  });

  it("imports no repository file outside plugin/, and of this package only provider-impl and package.json", () => {
    for (const file of sources) {
      const outside = specifiers(readFileSync(path.join(dir, file), "utf8")).filter(
        (s) =>
          (s.startsWith(".") && !path.resolve(dir, s).startsWith(dir + path.sep)) ||
          (s.startsWith("pulumi-tunnels") &&
            !["pulumi-tunnels/provider-impl", "pulumi-tunnels/package.json"].includes(s)),
      );
      expect({ file, outside }).toEqual({ file, outside: [] });
    }
  });

  it("the check sees a reach into provider code", () => {
    const text = 'import { specOf } from "../provider/specs";\nimport { x } from "pulumi-tunnels/catalog";';
    expect(specifiers(text)).toEqual(["../provider/specs", "pulumi-tunnels/catalog"]);
    expect(path.resolve(dir, "../provider/specs").startsWith(dir + path.sep)).toBe(false);
  });
});
