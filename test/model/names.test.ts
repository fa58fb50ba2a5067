import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  classMembers,
  classModels,
  functionModels,
  goName,
  languageNames,
  pythonName,
} from "../../provider/model";

/**
 * The package model says what each member and function is called in each language; Pulumi's code generators
 * name them in the SDKs they write. The two must agree for every name the schema has, read from the
 * generated files themselves: a Python getter (`@pulumi.getter(name="ipPolicyId")` over `def ip_policy_id`),
 * a Go field (`IpPolicyId … \`pulumi:"ipPolicyId"\``), a Python and a Go function.
 */
const root = join(__dirname, "../..");
const read = (dir: string, ext: string) =>
  readdirSync(join(root, dir))
    .filter((f) => f.endsWith(ext))
    .map((f) => readFileSync(join(root, dir, f), "utf8"))
    .join("\n");
const python = read("sdk/python/pulumi_tunnels", ".py");
const go = read("sdk/go/tunnels", ".go");

/** camelCase name → the name a generator gave it, as found in its files (every occurrence must agree). */
function namesIn(pairs: [camel: string, given: string][]): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const [camel, given] of pairs) found.set(camel, (found.get(camel) ?? new Set()).add(given));
  return found;
}
const pythonNames = namesIn([
  ...[...python.matchAll(/@pulumi\.getter\(name="(\w+)"\)\n\s+def (\w+)\(/g)].map(
    (m) => [m[1], m[2]] as [string, string],
  ),
  ...[...python.matchAll(/@pulumi\.getter\n\s+def (\w+)\(/g)].map((m) => [m[1], m[1]] as [string, string]),
]);
const goNames = namesIn([...go.matchAll(/^\s+(\w+) +\S+ +`pulumi:"(\w+)"`/gm)].map((m) => [m[2], m[1]]));

type Properties = { properties?: object };
const schema = JSON.parse(readFileSync(join(root, "plugin/schema.json"), "utf8")) as {
  resources: Record<string, Properties & { inputProperties: object }>;
  types: Record<string, Properties>;
  functions: Record<string, { inputs?: Properties; outputs: Properties }>;
};
/** Every property name of the schema: resources, object types, functions' inputs and outputs. */
const schemaNames = new Set<string>(
  [
    ...Object.values(schema.resources).flatMap((r) => [r.properties, r.inputProperties]),
    ...Object.values(schema.types).map((t) => t.properties),
    ...Object.values(schema.functions).flatMap((f) => [f.inputs?.properties, f.outputs.properties]),
  ].flatMap((props) => Object.keys(props ?? {})),
);

describe("names in each language", () => {
  it("are the generated SDKs' for every property of the schema", () => {
    expect(schemaNames.size).toBeGreaterThan(100);
    let python = 0;
    for (const name of schemaNames) {
      const py = pythonNames.get(name);
      if (py) {
        python++;
        expect({ name, python: [...py] }).toEqual({ name, python: [pythonName(name)] });
      }
      expect({ name, go: [...(goNames.get(name) ?? [])] }).toEqual({ name, go: [goName(name)] });
    }
    // Every property has a Python getter, except an output named `id`, which Pulumi's resources have already.
    expect(python).toBeGreaterThanOrEqual(schemaNames.size - 1);
  });

  it("name every member of every class and every function as the SDKs do", () => {
    for (const model of classModels())
      for (const m of [...classMembers(model, "output"), ...model.extras]) {
        expect(schemaNames, `${model.className}.${m.name}`).toContain(m.name);
        expect(m.names).toEqual(languageNames(m.name));
      }
    for (const fn of functionModels()) {
      expect(python).toContain(`def ${fn.names.python}(`);
      expect(python).toContain(`def ${fn.names.python}_output(`);
      expect(go).toContain(`func ${fn.names.go}(ctx *pulumi.Context`);
      expect(fn.names.typescript).toBe(fn.name);
    }
  });

  it("are snake_case in Python and PascalCase in Go", () => {
    expect(languageNames("ipPolicyId")).toEqual({
      typescript: "ipPolicyId",
      python: "ip_policy_id",
      go: "IpPolicyId",
    });
  });
});
