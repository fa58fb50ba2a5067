import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The plugin is a transport: it reaches the provider only through the package's entries, never the program's
 * classes or the provider's inner files. Its provider (service.ts, rpcs.ts) goes through the host entry
 * (`pulumi-tunnels/provider-impl`, whose NativeProvider holds every decision); its commands (adopt, recover,
 * drift-report) through theirs (`pulumi-tunnels/commands`), so a command loads no provider and the provider
 * no command. Of the catalog it takes only `quoteValue`: every message quoting a user's value (here a command's
 * argument) goes through catalog/quote.ts. And the package.json (the version).
 */
const dir = path.resolve(__dirname, "../../plugin");
const sources = readdirSync(dir).filter((f) => f.endsWith(".ts"));
const COMMANDS = ["adopt-command.ts", "recover-command.ts", "drift-report-command.ts"];
/** The policy pack's analyzer reaches the rules through their entry, `pulumi-tunnels/policy`, and nothing else. */
const ANALYZER = ["analyzer.ts"];

/** Every module specifier a source imports or requires. */
function specifiers(text: string): string[] {
  return [...text.matchAll(/(?:from|import|require\()\s*["']([^"']+)["']/g)].map((m) => m[1]);
}

/** What `file` may import of this package, besides its own folder. */
const allowed = (file: string) => [
  COMMANDS.includes(file)
    ? "pulumi-tunnels/commands"
    : ANALYZER.includes(file)
      ? "pulumi-tunnels/policy"
      : "pulumi-tunnels/provider-impl",
  "pulumi-tunnels/package.json",
];

/** Each import of this package or of a file outside plugin/ that `file` may not make. */
function outside(file: string, text: string): string[] {
  const reaches = specifiers(text).filter(
    (s) =>
      (s.startsWith(".") && !path.resolve(dir, s).startsWith(dir + path.sep)) ||
      (s.startsWith("pulumi-tunnels") && s !== "pulumi-tunnels/catalog" && !allowed(file).includes(s)),
  );
  const named = [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']pulumi-tunnels\/catalog["']/g)];
  const fromCatalog = named
    .flatMap((m) => m[1].split(",").map((name) => name.trim()))
    .filter((name) => name && name !== "quoteValue")
    .map((name) => `${name} from pulumi-tunnels/catalog`);
  // A require, a dynamic import or `import * as` of the catalog takes all of it.
  const whole = specifiers(text).filter((s) => s === "pulumi-tunnels/catalog").length > named.length;
  return [...reaches, ...fromCatalog, ...(whole ? ["all of pulumi-tunnels/catalog"] : [])];
}

describe("plugin/ reaches the provider only through the package's entries", () => {
  it("finds the plugin's sources and its commands", () => {
    expect(sources).toEqual(expect.arrayContaining(["service.ts", "main.ts", "marshal.ts", ...COMMANDS]));
  });

  it("imports no repository file outside plugin/; of this package its entry, quoteValue and package.json", () => {
    for (const file of sources) {
      const found = outside(file, readFileSync(path.join(dir, file), "utf8"));
      expect({ file, outside: found }).toEqual({ file, outside: [] });
    }
  });

  it("the check sees a reach into provider code, the wrong entry, and more of the catalog", () => {
    const text =
      'import { specOf } from "../provider/base/specs";\nimport { x } from "pulumi-tunnels/catalog";';
    expect(outside("service.ts", text)).toEqual(["../provider/base/specs", "x from pulumi-tunnels/catalog"]);
    const entry = 'const impl = require("pulumi-tunnels/provider-impl");';
    expect(outside("adopt-command.ts", entry)).toEqual(["pulumi-tunnels/provider-impl"]);
    expect(outside("service.ts", entry)).toEqual([]);
    expect(outside("service.ts", 'require("pulumi-tunnels/commands");')).toEqual(["pulumi-tunnels/commands"]);
    expect(outside("recover-command.ts", 'import { quoteValue } from "pulumi-tunnels/catalog";')).toEqual([]);
    expect(outside("main.ts", 'const c = require("pulumi-tunnels/catalog");')).toEqual([
      "all of pulumi-tunnels/catalog",
    ]);
  });
});
