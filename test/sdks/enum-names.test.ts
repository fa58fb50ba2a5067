import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Closed sets in the SDKs (issue 42): each value the schema names (`path_prefix` → `PathPrefix`,
 * scripts/schema/enum-names.ts) has that name in TypeScript, Go (`HttpsEdgeRouteMatchTypePathPrefix`) and Java;
 * every member the released 0.3.0 Go and Python SDKs had is still there with its value (fixtures/, read from
 * 0.3.0's tree), Python's unchanged and Go's old spellings deprecated in favour of the new names; and every
 * deprecated member is the same value as the name its message points at. The 0.3.0 Go program of
 * test/fixtures/recorded compiles against today's SDK with its old spelling (test/cli/recorded-state.test.ts).
 */
const root = join(__dirname, "../..");
const read = (...p: string[]) => readFileSync(join(root, ...p), "utf8");

interface Member {
  type: string;
  name: string;
  value: string | number;
  /** Its deprecation message, if deprecated. */
  deprecated?: string;
}
const value = (literal: string) => JSON.parse(literal) as string | number;

function typescriptMembers(): Member[] {
  const out: Member[] = [];
  for (const [, type, body] of read("sdk/nodejs/types/enums/index.ts").matchAll(
    /^export const (\w+) = \{\n([\s\S]*?)\n\} as const;/gm,
  ))
    for (const m of body.matchAll(
      /(?:\/\*\*\n\s+\* @deprecated (.*)\n\s+\*\/\n)?\s+(\w+): ("[^"]*"|[\d.]+),/g,
    ))
      out.push({ type, name: m[2], value: value(m[3]), deprecated: m[1] });
  return out;
}

function goMembers(): Member[] {
  const out: Member[] = [];
  for (const m of read("sdk/go/tunnels/pulumiEnums.go").matchAll(
    /(?:^\t\/\/ Deprecated: (.*)\n)?^\t([A-Z]\w+)\s+= (\w+)\(("[^"]*"|\d+)\)$/gm,
  ))
    out.push({ type: m[3], name: m[2], value: value(m[4]), deprecated: m[1] });
  return out;
}

function javaMembers(): Member[] {
  const dir = ["sdk", "java", "src", "main", "java", "com", "pulumitunnels", "tunnels", "enums"];
  return readdirSync(join(root, ...dir)).flatMap((file) =>
    [
      ...read(...dir, file).matchAll(
        /(?:^\s+@Deprecated \/\* (.*) \*\/\n)?^\s+(\w+)\(("[^"]*"|[\d.]+)\)[,;]$/gm,
      ),
    ].map((m) => ({ type: file.replace(/\.java$/, ""), name: m[2], value: value(m[3]), deprecated: m[1] })),
  );
}

function pythonMembers(): Member[] {
  const out: Member[] = [];
  let type = "";
  for (const line of read("sdk/python/pulumi_tunnels/_enums.py").split("\n")) {
    type = /^class (\w+)\(/.exec(line)?.[1] ?? type;
    const m = /^ {4}([A-Z0-9_]+) = ("[^"]*"|\d+)$/.exec(line);
    if (m) out.push({ type, name: m[1], value: value(m[2]) });
  }
  return out;
}

const schema = JSON.parse(read("plugin/schema.json")) as {
  types: Record<string, { enum?: { value: string | number; name?: string }[] }>;
};
const named = Object.entries(schema.types).flatMap(([token, t]) =>
  (t.enum ?? []).flatMap((e) =>
    e.name ? [{ type: token.split(":").pop()!, name: e.name, value: e.value }] : [],
  ),
);
const released = JSON.parse(read("test/sdks/fixtures/enum-members-0.3.0.json")) as {
  go: Member[];
  python: Member[];
};
const LANGUAGES = {
  typescript: typescriptMembers(),
  go: goMembers(),
  java: javaMembers(),
  python: pythonMembers(),
};
const key = (m: Member) => `${m.type}.${m.name} = ${JSON.stringify(m.value)}`;

describe("closed sets in the SDKs", () => {
  it("reads every SDK's members", () => {
    for (const [language, members] of Object.entries(LANGUAGES))
      expect(members.length, language).toBeGreaterThanOrEqual(released.python.length);
    expect(named.length).toBeGreaterThan(50);
  });

  it("each value the schema names has that name in TypeScript, Go and Java, not deprecated", () => {
    const spelled = {
      typescript: (_t: string, n: string) => n,
      go: (t: string, n: string) => t + n,
      java: (_t: string, n: string) => n,
    };
    for (const [language, spell] of Object.entries(spelled)) {
      const current = LANGUAGES[language as keyof typeof spelled].filter((m) => !m.deprecated).map(key);
      const missing = named
        .map((e) => key({ ...e, name: spell(e.type, e.name) }))
        .filter((k) => !current.includes(k));
      expect(missing, `${language}: values the schema names without that name in the SDK`).toEqual([]);
    }
  });

  it("every member of 0.3.0's Go and Python SDKs is still there, with its value; Python's none deprecated", () => {
    for (const language of ["go", "python"] as const) {
      const current = LANGUAGES[language].map(key);
      expect(
        released[language].map(key).filter((k) => !current.includes(k)),
        language,
      ).toEqual([]);
    }
    expect(LANGUAGES.python.map(key).sort()).toEqual(released.python.map(key).sort());
  });

  it("a member of 0.3.0 whose value has a new name is deprecated, pointing at the new name", () => {
    const go = LANGUAGES.go;
    for (const old of released.go) {
      const renamed = named.find(
        (e) => e.type === old.type && e.value === old.value && old.name !== e.type + e.name,
      );
      if (!renamed) continue;
      const now = go.find((m) => m.name === old.name)!;
      expect(now.deprecated, `${old.name}: deprecated in favour of ${renamed.type + renamed.name}`).toBe(
        `Use ${renamed.name}, the same value.`,
      );
    }
  });

  it("every deprecated member is the value of the member its message names", () => {
    for (const [language, members] of Object.entries(LANGUAGES))
      for (const m of members.filter((x) => x.deprecated)) {
        const target = /^Use (\w+), the same value\.$/.exec(m.deprecated!)?.[1];
        const spelledTarget = language === "go" ? m.type + target : target;
        const live = members.find((x) => x.type === m.type && x.name === spelledTarget && !x.deprecated);
        expect(live?.value, `${language} ${m.type}.${m.name} → ${target}`).toBe(m.value);
      }
  });
});
