import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { SETTINGS, settingNames } from "../../provider/base/settings";
import { classSpecs } from "../../provider/base/specs";
import { renderGenerated } from "../../scripts/classes/render";
import { packageSchema, schemaText } from "../../scripts/schema/package";
import type { ObjectTypeSpec, PropertySpec } from "../../scripts/schema/spec";
import { field, flagsOf, functionList, membersOf, REGIONS, TUNNEL_PROTOS, unwrap, walk } from "../../catalog";
import { syntheticClass } from "./synthetic-class";

/**
 * plugin/schema.json is the package schema, generated from the catalog like the classes and checked in: what
 * the native provider's GetSchema answers and Pulumi's code generators read. These tests hold it to the
 * catalog member by member (every class, every member at every depth, from the catalog's own walk), and
 * test/cli/schema.test.ts holds it to the real CLI's schema binder.
 */
const root = join(__dirname, "../..");
const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const specs = Object.values(classSpecs);
const schema = packageSchema(manifest);
const tok = (name: string) => `tunnels:index:${name}`;

/** The object type a property refers to, itself or through its items or values. */
function objectOf(p: PropertySpec): ObjectTypeSpec {
  const inner = p.items ?? p.additionalProperties ?? p;
  const ref = inner.$ref?.replace(/^#\/types\//, "");
  const type = ref ? schema.types[ref] : undefined;
  if (!type || "enum" in type) throw new Error(`${JSON.stringify(p)} refers to no object type`);
  return type;
}

/** The property at a member path of a resource's inputs or outputs, through object types, items and values. */
function inputAt(
  resource: string,
  path: string[],
  side: "inputProperties" | "properties" = "inputProperties",
) {
  let props = schema.resources[tok(resource)][side];
  let found: PropertySpec | undefined;
  for (const [i, name] of path.entries()) {
    found = props[name];
    if (!found) throw new Error(`${resource} has no ${side} ${path.slice(0, i + 1).join(".")}`);
    if (i < path.length - 1) props = objectOf(found).properties;
  }
  return found!;
}

/** The values a closed set of the catalog takes, or undefined. */
function closedValues(schemaOf: z.ZodType): unknown[] | undefined {
  const s = unwrap(schemaOf);
  const element = s instanceof z.ZodArray ? unwrap(s.element as z.ZodType) : s;
  if (flagsOf(schemaOf).anyCaseOf) return [...flagsOf(schemaOf).anyCaseOf!];
  if (element instanceof z.ZodEnum) return element.options;
  if (element instanceof z.ZodUnion && element.options.every((o) => o instanceof z.ZodLiteral))
    return element.options.flatMap((o) => [...(o as z.ZodLiteral).values]);
  return undefined;
}

const enumValues = (p: PropertySpec) => {
  const ref = (p.items ?? p).$ref?.replace(/^#\/types\//, "");
  const type = ref ? schema.types[ref] : undefined;
  return type && "enum" in type ? type.enum.map((e) => e.value) : undefined;
};

describe("plugin/schema.json", () => {
  it("is up to date with the catalog and package.json (regenerate with `npm run gen-schema`)", () => {
    const onDisk = readFileSync(join(root, "plugin", "schema.json"), "utf8");
    expect(
      onDisk === schemaText(schema),
      "stale plugin/schema.json: run `npm run gen-schema` (`npm run gen-classes` regenerates it with the classes, the reference and the SDKs)",
    ).toBe(true);
  });

  it("has one resource per class, tunnels:index:<Class>, and the two functions", () => {
    expect(Object.keys(schema.resources).sort()).toEqual(specs.map((s) => tok(s.className)).sort());
    expect(Object.keys(schema.functions).sort()).toEqual(functionList.map((f) => tok(f.name)).sort());
    expect(schema.resources[tok("HttpsEdgeRoute")].inputProperties.edgeId.replaceOnChanges).toBe(true);
    const breaker = inputAt("HttpsEdgeRoute", ["circuitBreaker", "errorThresholdPercentage"]);
    expect(breaker.type).toBe("number");
    expect(inputAt("HttpsEdgeRoute", ["circuitBreaker"]).$ref).toBe(
      `#/types/${tok("HttpsEdgeRouteCircuitBreakerModule")}`,
    );
  });

  it("says of every member of every class what the catalog says: description, secret, create-only, closed set", () => {
    let checked = 0;
    let secretAnswers = 0;
    let holders = 0;
    for (const s of specs) {
      const parents = new Set(s.parents.map((p) => p.wire));
      walk(s.input, (m) => {
        if (m.wirePath.length === 1 && (m.wireName === "id" || parents.has(m.wireName))) return;
        const where = `${s.className}.${m.pulumiPath.join(".")}`;
        const p = inputAt(s.className, m.pulumiPath);
        if (m.description) expect(p.description, where).toContain(m.description);
        // Secret at its own path only: the object holding a secret member is not secret itself.
        expect(p.secret, `${where} is secret exactly when flagged`).toBe(m.flags.secret ? true : undefined);
        if (m.flags.createOnly) expect(p.replaceOnChanges, `${where} replaces`).toBe(true);
        else expect(p.replaceOnChanges, `${where} updates in place`).toBeUndefined();
        const closed = closedValues(m.schema);
        if (closed) expect(enumValues(p), `${where} is an enum`).toEqual(closed);
        else expect(enumValues(p), `${where} is no enum`).toBeUndefined();
        checked++;
      });
      // What the service answers as a secret is a secret output too (members kept out of state aside).
      const state = schema.resources[tok(s.className)].properties;
      walk(s.response, (m) => {
        if (!m.flags.secret || !(m.pulumiPath[0] in state)) return;
        expect(inputAt(s.className, m.pulumiPath, "properties").secret, m.pulumiPath.join(".")).toBe(true);
        secretAnswers++;
      });
      // A top-level member that only holds a secret inside (which the dynamic classes keep secret whole) is
      // not secret in the schema, in inputs or outputs: only the secret member is.
      const resource = schema.resources[tok(s.className)];
      for (const name of s.secretOutputs) {
        const flagged = membersOf(s.response).find((m) => m.pulumiName === name)?.flags.secret
          ? true
          : undefined;
        expect(resource.properties[name].secret, `${s.className}.${name}`).toBe(flagged);
        expect(resource.inputProperties[name]?.secret, `${s.className}.${name}`).toBe(
          name in resource.inputProperties ? flagged : undefined,
        );
        if (!flagged) holders++;
      }
      for (const p of s.parents) expect(resource.requiredInputs).toContain(p.pulumi);
      expect("adoptId" in resource.inputProperties).toBe(s.adoptable);
    }
    expect(checked).toBeGreaterThan(150);
    expect(secretAnswers).toBeGreaterThan(5);
    // oauth, oidc and webhookVerification of a route, target of a destination, provider of an OAuth module.
    expect(holders).toBeGreaterThanOrEqual(5);
  });

  it("requires what a program must give, and nothing the service computes", () => {
    for (const s of specs) {
      const resource = schema.resources[tok(s.className)];
      walk(s.input, (m) => {
        if (m.wirePath.length > 1 || !(m.pulumiName in resource.inputProperties)) return;
        expect(
          resource.requiredInputs?.includes(m.pulumiName) ?? false,
          `${s.className}.${m.pulumiName}`,
        ).toBe(!m.optional);
      });
      for (const r of resource.requiredInputs ?? []) expect(resource.inputProperties).toHaveProperty(r);
      for (const r of resource.required ?? []) expect(resource.properties).toHaveProperty(r);
    }
    const saml = objectOf(schema.resources[tok("HttpsEdgeRoute")].properties.saml);
    expect(saml.properties).toHaveProperty("entityId");
    expect(saml.required ?? []).not.toContain("entityId");
  });

  it("names its object types as the generated classes do, and their closed sets Region and TunnelProto", () => {
    // The object types of the classes' and functions' files; functions.ts's own argument and result types are
    // the schema's functions' inputs and outputs, not types of it.
    const generated = [...renderGenerated()]
      .filter(([file]) => file !== "functions.ts")
      .map(([, text]) => text)
      .join("\n");
    const classTypes = new Set(
      [...generated.matchAll(/^export (?:interface|type) (\w+)/gm)]
        .map((m) => m[1].replace(/(Args|State)$/, ""))
        .filter((n) => !specs.some((s) => s.className === n)),
    );
    const objects = Object.entries(schema.types)
      .filter(([, t]) => !("enum" in t))
      .map(([t]) => t.replace("tunnels:index:", ""));
    const enums = Object.entries(schema.types)
      .filter(([, t]) => "enum" in t)
      .map(([t]) => t.replace("tunnels:index:", ""));
    expect(new Set(objects)).toEqual(new Set([...classTypes].filter((n) => !enums.includes(n))));
    expect(schema.types[tok("Region")]).toMatchObject({
      type: "string",
      enum: REGIONS.map((value) => ({ value })),
    });
    expect(schema.types[tok("TunnelProto")]).toMatchObject({
      enum: TUNNEL_PROTOS.map((value) => ({ value })),
    });
    expect(schema.functions[tok("getTunnels")].outputs.properties.tunnels.items?.$ref).toBe(
      `#/types/${tok("Tunnel")}`,
    );
    expect(schema.functions[tok("getTunnels")].inputs?.properties.region.$ref).toBe(
      `#/types/${tok("Region")}`,
    );
  });

  it("takes the provider's config and inputs from provider/base/settings.ts, the API key secret", () => {
    expect(Object.keys(schema.config.variables)).toEqual(settingNames);
    expect(Object.keys(schema.provider.inputProperties)).toEqual(settingNames);
    for (const name of settingNames) {
      const s = SETTINGS[name];
      const v = schema.config.variables[name];
      expect(v).toMatchObject({ type: s.type, description: s.doc, defaultInfo: { environment: [s.env] } });
      expect(v.default).toBe("default" in s ? s.default : undefined);
      expect(v.secret ?? false).toBe(s.secret);
      expect(schema.provider.inputProperties[name]).toEqual(v);
    }
    expect(schema.config.variables.apiKey.secret).toBe(true);
  });

  it("takes its version and the SDKs' names from package.json", () => {
    expect(schema.version).toBe(manifest.version);
    expect(schema.name).toBe("tunnels");
    expect(schema.meta).toEqual({ moduleFormat: "(.*)", supportPack: true });
    expect(schema.repository).toBe("https://github.com/pulumi-tunnels/pulumi-tunnels");
    expect(schema.language.go.importBasePath).toBe("github.com/pulumi-tunnels/pulumi-tunnels/sdk/go/tunnels");
    expect(schema.language.python).toMatchObject({
      packageName: "pulumi_tunnels",
      pyproject: { enabled: true },
    });
    expect(schema.pluginDownloadURL).toBe("github://api.github.com/pulumi-tunnels");
    const moved = packageSchema({
      ...manifest,
      version: "9.8.7",
      repository: "git+https://github.com/acme/pulumi-tunnels.git",
    });
    expect(moved.version).toBe("9.8.7");
    expect(moved.language.go.importBasePath).toBe("github.com/acme/pulumi-tunnels/sdk/go/tunnels");
    expect(moved.language.python.packageName).toBe("pulumi_tunnels");
    expect(moved.pluginDownloadURL).toBe("github://api.github.com/acme");
    expect(() => packageSchema({ ...manifest, repository: undefined })).toThrow(/no repository/);
    // The CLI looks for the plugin in <owner>/pulumi-tunnels on GitHub: any other repository is refused.
    for (const repository of ["github:acme/tunnels-x", "https://gitlab.com/acme/pulumi-tunnels"])
      expect(() => packageSchema({ ...manifest, repository })).toThrow(
        /is not github\.com\/<owner>\/pulumi-tunnels: the Pulumi CLI downloads the plugin from the GitHub releases/,
      );
  });
});

describe("the schema, on a synthetic class", () => {
  const spec = syntheticClass;
  const color = (flags = {}) => field(z.enum(["red", "blue"]), "A color.", flags);

  it("names an enum after its class and member, or its typeName flag", () => {
    const size = field(z.union([z.literal(1), z.literal(2)]), "A size.");
    const one = packageSchema(manifest, [spec({ color: color(), inner: field(z.object({ size }), "I.") })]);
    expect(one.types[tok("SyntheticColor")]).toMatchObject({
      type: "string",
      enum: [{ value: "red" }, { value: "blue" }],
    });
    expect(one.types[tok("SyntheticInnerSize")]).toMatchObject({
      type: "integer",
      enum: [{ value: 1 }, { value: 2 }],
    });
    expect(one.types[tok("SyntheticInner")]).toMatchObject({
      properties: { size: { $ref: `#/types/${tok("SyntheticInnerSize")}` } },
    });
    const both = () =>
      packageSchema(manifest, [spec({ a: color(), b: field(z.object({ c: color() }), "I.") })]);
    expect(both).toThrow(
      /SyntheticA and SyntheticBC are one closed set: give their members one typeName flag/,
    );
    const named = packageSchema(manifest, [
      spec({
        a: color({ typeName: "Color" }),
        b: field(z.object({ c: color({ typeName: "Color" }) }), "I."),
      }),
    ]);
    expect(named.types[tok("Color")]).toMatchObject({ enum: [{ value: "red" }, { value: "blue" }] });
    expect(named.resources[tok("Synthetic")].inputProperties.a.$ref).toBe(`#/types/${tok("Color")}`);
  });

  it("refuses one name for two shapes", () => {
    const differ = spec({
      one: field(z.object({ a: field(z.string(), "A.") }), "One.", { typeName: "Shared" }),
      two: field(z.object({ b: field(z.string(), "B.") }), "Two.", { typeName: "Shared" }),
    });
    expect(() => packageSchema(manifest, [differ])).toThrow(
      /Shared stands for members that are not one shape \(Synthetic\.one, Synthetic\.two\)/,
    );
    const enums = spec({
      a: color({ typeName: "Color" }),
      b: field(z.enum(["x", "y"]), "B.", { typeName: "Color" }),
    });
    expect(() => packageSchema(manifest, [enums])).toThrow(/Color stands for members that are not one shape/);
  });
});
