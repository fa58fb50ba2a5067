import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { classModel, classModels, functionModels } from "../../provider/model";
import { classSpecs } from "../../provider/base/specs";
import { fileOf } from "../../scripts/classes/files";
import { renderFunctions } from "../../scripts/classes/functions";
import { renderClass, renderGenerated } from "../../scripts/classes/render";
import { field, flagsOf, memberAt, OAUTH_PROVIDERS, walk, WEBHOOK_PROVIDERS } from "../../catalog";
import { syntheticClass } from "./synthetic-class";

/**
 * The classes a program uses are generated from the catalog into provider/program/generated/ and checked
 * in, so that they read as plain TypeScript (hovers, go-to-definition, doc comments). Like the README's
 * reference, they must follow the catalog: regenerate with `npm run gen-classes`.
 */
const dir = join(__dirname, "../../provider/program/generated");
const models = classModels();
const generated = renderGenerated(models);
/** The files of types/, together. */
const typesOf = (files: Map<string, string>) =>
  [...files]
    .filter(([name]) => name.startsWith("types/"))
    .map(([, text]) => text)
    .join("\n");
const typesFile = typesOf(generated);

/** The named types of types/ by name: the text between their braces. */
const namedTypes = new Map(
  [...typesFile.matchAll(/^export interface (\w+) \{\n([\s\S]*?)\n\}$/gm)].map((m) => [m[1], m[2]]),
);

/**
 * A piece of a class's text with the named types it refers to, and those they refer to, appended: what a
 * program sees of it, as the text was before nested objects became named types.
 */
function withTypes(text: string): string {
  const seen = new Set<string>();
  const visit = (t: string) => {
    for (const [, name] of t.matchAll(/\b(?:types\.)?([A-Z]\w*)\b/g)) {
      const body = namedTypes.get(name);
      if (body === undefined || seen.has(name)) continue;
      seen.add(name);
      visit(body);
    }
  };
  visit(text);
  return [text, ...[...seen].map((n) => namedTypes.get(n))].join("\n");
}

/** The body of the named type a member refers to, in a named type's body or a class's text. */
function typeOfMember(text: string, member: string): string {
  const name = text.match(new RegExp(`\\b${member}\\??: pulumi\\.Input<(?:types\\.)?(\\w+)`))?.[1];
  expect(name, `${member} refers to a named type`).toBeDefined();
  return namedTypes.get(name!)!;
}

describe("the generated classes", () => {
  it("are up to date with the catalog (regenerate with `npm run gen-classes`)", () => {
    const files = generated;
    const onDisk = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts"));
    expect(
      onDisk.map((f) => f.split("\\").join("/")).sort(),
      "the generated files are not the catalog's classes: run `npm run gen-classes`",
    ).toEqual([...files.keys()].sort());
    // The functions' file has a message of its own: a new function changes it and not the classes.
    expect(
      readFileSync(join(dir, "functions.ts"), "utf8") === renderFunctions(functionModels()),
      "stale provider/program/generated/functions.ts, the program's functions: run `npm run gen-classes`",
    ).toBe(true);
    const stale = [...files].filter(([name, text]) => readFileSync(join(dir, name), "utf8") !== text);
    expect(
      stale.map(([name]) => name),
      "stale generated classes: run `npm run gen-classes`",
    ).toEqual([]);
  });

  it("are real classes of pulumi.dynamic.Resource with get, isInstance, Args and State, importing no zod", () => {
    for (const s of models) {
      const text = renderClass(s);
      const c = s.className;
      expect(text).toContain(`export class ${c} extends pulumi.dynamic.Resource {`);
      expect(text).toContain(`super(r.provider, name, r.props, r.opts, "tunnels", "${c}");`);
      expect(text).toMatch(
        new RegExp(
          `static get\\(\\s*name: string,\\s*id: pulumi.Input<pulumi.ID>,\\s*state\\?: ${c}State,\\s*opts\\?: pulumi.CustomResourceOptions,\\s*\\): ${c}`,
        ),
      );
      expect(text).toContain(`static override isInstance(obj: unknown): obj is ${c}`);
      // A module class's members are its module's, the named type its owner's member holds.
      if (s.spec.def.is === "module")
        expect(text).toContain(`export interface ${c}Args extends types.${c}ModuleArgs {`);
      else expect(text).toContain(`export interface ${c}Args {`);
      // A State is its Args made Partial where it takes every member as they do, else written out.
      const state = text.match(new RegExp(`export interface ${c}State(?: extends ([^{]+))? \\{(\\}?)`));
      expect(state, c).not.toBeNull();
      const [, base, empty] = state!;
      if (base === `Partial<${c}Args>`) expect(empty).toBe("}");
      else expect([undefined, `Partial<types.${c}ModuleState>`]).toContain(base);
      const imports = [...text.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]);
      const named = text.includes("types.") ? ["./types"] : [];
      expect(imports).toEqual(["@pulumi/pulumi", "../resource-class", ...named]);
      expect(fileOf(c)).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
  });

  it("document every member with its description, and every computed nested member as an output", () => {
    for (const s of models) {
      const text = withTypes(renderClass(s));
      walk(s.spec.input, (m) => {
        expect(text, `${s.className} ${m.pulumiPath.join(".")}`).toContain(`${m.pulumiName}`);
        if (m.description) expect(text).toContain(m.description.replace(/\*\//g, "*\\/"));
        if (m.flags.createOnly) expect(text).toContain("Create-only: changing it replaces the object.");
        if (m.flags.secret) expect(text).toContain("Secret: a secret in Pulumi state");
        if (m.flags.lowercase) expect(text).toContain("Lower-cased by the service");
      });
    }
    // Every nested member the service computes is in the outputs (the members below one kept out of
    // state, such as an edge's routes, excepted).
    let computedNested = 0;
    for (const s of models) {
      const text = renderClass(s);
      const outputs = withTypes(
        text.slice(text.indexOf("declare public readonly"), text.indexOf("export interface")),
      );
      walk(s.spec.response, (m) => {
        const hidden = m.wirePath.some(
          (_, i) => memberAt(s.spec.response, m.wirePath.slice(0, i + 1))?.flags.notInState,
        );
        if (m.wirePath.length < 2 || !m.flags.computed || hidden) return;
        computedNested++;
        expect(outputs, `${s.className} ${m.pulumiPath.join(".")}`).toMatch(
          new RegExp(`\\b${m.pulumiName}\\??: `),
        );
      });
    }
    expect(computedNested).toBeGreaterThanOrEqual(6);
    const route = renderClass(classModel("HttpsEdgeRoute"));
    const outputs = withTypes(
      route.slice(route.indexOf("declare public readonly saml"), route.indexOf("export interface")),
    );
    expect(outputs).toMatch(/entityId\?: string;[\s\S]*assertionConsumerServiceUrl\?: string;/);
    const edge = renderClass(classModel("HttpsEdge"));
    expect(withTypes(edge.slice(edge.indexOf("declare public readonly tlsTermination")))).toMatch(
      /terminateAt\?: string;/,
    );
    // Inputs leave computed members out: a program cannot declare them.
    const args = withTypes(
      route.slice(
        route.indexOf("export interface HttpsEdgeRouteArgs"),
        route.indexOf("export interface HttpsEdgeRouteState"),
      ),
    );
    expect(args).toContain("idpMetadata");
    expect(args).not.toContain("entityId");
  });

  it("type closed sets as unions: the webhook sender, and GitHub's teams on github only", () => {
    const hook = withTypes(renderClass(classModel("HttpsEdgeRouteWebhookVerification")));
    expect(hook).toContain(
      `provider: pulumi.Input<${WEBHOOK_PROVIDERS.map((p) => JSON.stringify(p)).join(" | ")}>;`,
    );
    const oauth = renderClass(classModel("HttpsEdgeRouteOauth"));
    const args = oauth.slice(oauth.indexOf("export interface HttpsEdgeRouteOauthArgs"));
    const module = namedTypes.get(args.match(/extends types\.(\w+) \{/)![1])!;
    const provider = typeOfMember(module, "provider");
    const github = typeOfMember(provider, "github");
    const facebook = typeOfMember(provider, "facebook");
    expect(github).toContain("teams?: pulumi.Input<pulumi.Input<string>[]>;");
    expect(github).toContain("organizations?: pulumi.Input<pulumi.Input<string>[]>;");
    expect(facebook).toContain("clientId?: pulumi.Input<string>;");
    expect(facebook).not.toContain("teams");
  });
});

describe("the named types (types/)", () => {
  const classFiles = [...generated].filter(([name]) => !name.startsWith("types/") && name !== "index.ts");

  it("hold every object inside a member, once: no class writes one inline", () => {
    for (const [name, text] of classFiles) {
      expect({ name, inline: text.match(/(<|: |\| )\{\n/g) }).toEqual({ name, inline: null });
    }
    const names = [...typesFile.matchAll(/^export (?:interface|type) (\w+)/gm)].map((m) => m[1]);
    expect(new Set(names).size).toBe(names.length);
    // Each is used: by a class, or by another named type.
    const all = [...generated.values()].join("\n");
    for (const n of names) expect(all.match(new RegExp(`\\b${n}\\b`, "g"))?.length, n).toBeGreaterThan(1);
    expect(generated.get("index.ts")).toContain('export * from "./types";');
  });

  it("give one shape one name: a module's shape is its owner's member's, OAuth providers but GitHub share one", () => {
    const route = classSpecs.HttpsEdgeRoute;
    const routeText = renderClass(classModel(route.className));
    for (const m of route.modules.values())
      expect(routeText).toMatch(new RegExp(`: pulumi\\.Input<types\\.${m.className}ModuleArgs>;`));
    const provider = namedTypes.get("HttpsEdgeRouteOauthProviderArgs")!;
    for (const p of OAUTH_PROVIDERS) {
      const type =
        p === "github" ? "HttpsEdgeRouteOauthProviderGithubArgs" : "HttpsEdgeRouteOauthProviderSettingsArgs";
      expect(provider).toContain(`${p}?: pulumi.Input<types.${type} | null>;`);
    }
    const target = namedTypes.get("EventDestinationTargetArgs")!;
    for (const t of ["Firehose", "Kinesis", "CloudwatchLogs"])
      expect(namedTypes.get(`EventDestinationTarget${t}Args`)).toContain(
        "auth: pulumi.Input<types.EventDestinationTargetAuthArgs>;",
      );
    expect(target).toContain("datadog?: pulumi.Input<types.EventDestinationTargetDatadogArgs | null>;");
    // Apart from modules (each its own class), no two named types of the catalog have the same members.
    const bodies = [...namedTypes].filter(([n]) => !/Module(Args|State)?$/.test(n)).map(([, b]) => b);
    expect(new Set(bodies).size).toBe(bodies.length);
  });

  it("name a nested State only where the state may lack what a program gives (a secret never answered)", () => {
    const states = [...namedTypes.keys()].filter((n) => n.endsWith("State"));
    expect(states.length).toBeGreaterThan(0);
    for (const s of states) expect(namedTypes.get(s)).not.toBe(namedTypes.get(s.replace(/State$/, "Args")));
    expect(namedTypes.get("EventDestinationTargetDatadogArgs")).toContain("apiKey: pulumi.Input<string>;");
    expect(namedTypes.get("EventDestinationTargetDatadogState")).toContain(
      "apiKey?: pulumi.Input<string | null>;",
    );
    // The state takes the Args type where the two are the same.
    expect(namedTypes.has("HttpsEdgeRouteOauthProviderGithubState")).toBe(false);
    expect(renderClass(classModel("HttpsEdgeRoute"))).toContain(
      "oauth?: pulumi.Input<types.HttpsEdgeRouteOauthModuleArgs | null>;",
    );
  });

  it("take no name a class or another export has", () => {
    const taken = new Set([
      ...models.flatMap((s) => [s.className, `${s.className}Args`, `${s.className}State`]),
      "Tunnel",
      "Region",
      "TunnelProto",
    ]);
    for (const n of namedTypes.keys()) expect(taken.has(n), n).toBe(false);
  });
});

describe("the named types, on a synthetic class", () => {
  const settings = (extra: z.ZodRawShape = {}) =>
    z.object({ name: field(z.string(), "A name.").optional(), ...extra });
  const spec = syntheticClass;

  it("name a type after its class and member path, and write a shape the catalog names once", () => {
    const files = renderGenerated([
      spec({
        one: field(settings(), "One.", { typeName: "SyntheticShared" }),
        two: field(z.array(settings()), "Two.", { typeName: "SyntheticShared" }),
        own: field(z.object({ inner: field(settings({ n: field(z.number(), "N.") }), "Inner.") }), "Own."),
      }),
    ]);
    const types = typesOf(files);
    expect(types.match(/export interface SyntheticShared \{/g)).toHaveLength(1);
    expect(types).toContain("export interface SyntheticOwnInner {");
    expect(types).toContain("export interface SyntheticOwnInnerArgs {");
    expect(files.get("synthetic.ts")).toContain("one: pulumi.Input<types.SyntheticSharedArgs>;");
    expect(files.get("synthetic.ts")).toContain(
      "two: pulumi.Input<pulumi.Input<types.SyntheticSharedArgs>[]>;",
    );
  });

  it("refuse one name for two shapes, two names for one shape, and a name already taken", () => {
    const differ = spec({
      one: field(settings(), "One.", { typeName: "SyntheticShared" }),
      two: field(settings({ n: field(z.number(), "N.") }), "Two.", { typeName: "SyntheticShared" }),
    });
    expect(() => renderGenerated([differ])).toThrow(
      /SyntheticShared stands for members that are not one shape \(Synthetic\.one, Synthetic\.two\)/,
    );
    const twice = spec({ one: field(settings(), "One."), two: field(settings(), "Two.") });
    expect(() => renderGenerated([twice])).toThrow(/SyntheticOne and SyntheticTwo are one shape/);
    const taken = spec({ one: field(settings(), "One.", { typeName: "Synthetic" }) });
    expect(() => renderGenerated([taken])).toThrow(/named types take names already exported: Synthetic\b/);
  });
});

describe("the anyCaseOf flag", () => {
  it("names exactly the values the webhook provider's schema accepts, in any case", () => {
    const provider = classSpecs.HttpsEdgeRouteWebhookVerification.input;
    let member: { schema: import("zod").ZodType } | undefined;
    walk(provider, (m) => {
      if (m.pulumiName === "provider") member = m;
    });
    const set = flagsOf(member!.schema).anyCaseOf!;
    expect(set).toEqual(WEBHOOK_PROVIDERS);
    for (const p of set) expect(member!.schema.safeParse(p.toUpperCase()).success, p).toBe(true);
    expect(member!.schema.safeParse("my-own-hooks").success).toBe(false);
  });
});
