import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { classSpecs } from "../../provider/specs";
import { fileOf, renderClass, renderGenerated } from "../../scripts/classes/render";
import { flagsOf, memberAt, walk, WEBHOOK_PROVIDERS } from "../../sdk/catalog";

/**
 * The classes a program uses are generated from the catalog into provider/program/generated/ and checked
 * in, so that they read as plain TypeScript (hovers, go-to-definition, doc comments). Like the README's
 * reference, they must follow the catalog: regenerate with `npm run gen-classes`.
 */
const dir = join(__dirname, "../../provider/program/generated");
const specs = Object.values(classSpecs);

describe("the generated classes", () => {
  it("are up to date with the catalog (regenerate with `npm run gen-classes`)", () => {
    const files = renderGenerated(specs);
    expect(readdirSync(dir).sort()).toEqual([...files.keys()].sort());
    const stale = [...files].filter(([name, text]) => readFileSync(join(dir, name), "utf8") !== text);
    expect(
      stale.map(([name]) => name),
      "stale generated classes: run `npm run gen-classes`",
    ).toEqual([]);
  });

  it("are real classes of pulumi.dynamic.Resource with get, isInstance, Args and State, importing no zod", () => {
    for (const s of specs) {
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
      expect(text).toContain(`export interface ${c}Args {`);
      expect(text).toContain(`export interface ${c}State {`);
      const imports = [...text.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]);
      expect(imports).toEqual(["@pulumi/pulumi", "../resource-class"]);
      expect(fileOf(c)).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
  });

  it("document every member with its description, and every computed nested member as an output", () => {
    for (const s of specs) {
      const text = renderClass(s);
      walk(s.input, (m) => {
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
    for (const s of specs) {
      const text = renderClass(s);
      const outputs = text.slice(text.indexOf("declare public readonly"), text.indexOf("export interface"));
      walk(s.response, (m) => {
        const hidden = m.wirePath.some(
          (_, i) => memberAt(s.response, m.wirePath.slice(0, i + 1))?.flags.notInState,
        );
        if (m.wirePath.length < 2 || !m.flags.computed || hidden) return;
        computedNested++;
        expect(outputs, `${s.className} ${m.pulumiPath.join(".")}`).toMatch(
          new RegExp(`\\b${m.pulumiName}\\??: `),
        );
      });
    }
    expect(computedNested).toBeGreaterThanOrEqual(6);
    const route = renderClass(classSpecs.HttpsEdgeRoute);
    const outputs = route.slice(
      route.indexOf("declare public readonly saml"),
      route.indexOf("export interface"),
    );
    expect(outputs).toMatch(/entityId\?: string;[\s\S]*assertionConsumerServiceUrl\?: string;/);
    const edge = renderClass(classSpecs.HttpsEdge);
    expect(edge.slice(edge.indexOf("declare public readonly tlsTermination"))).toMatch(
      /terminateAt\?: string;/,
    );
    // Inputs leave computed members out: a program cannot declare them.
    const args = route.slice(
      route.indexOf("export interface HttpsEdgeRouteArgs"),
      route.indexOf("export interface HttpsEdgeRouteState"),
    );
    expect(args).not.toContain("entityId");
  });

  it("type closed sets as unions: the webhook sender, and GitHub's teams on github only", () => {
    const hook = renderClass(classSpecs.HttpsEdgeRouteWebhookVerification);
    expect(hook).toContain(
      `provider: pulumi.Input<${WEBHOOK_PROVIDERS.map((p) => JSON.stringify(p)).join(" | ")}>;`,
    );
    const oauth = renderClass(classSpecs.HttpsEdgeRouteOauth);
    const args = oauth.slice(oauth.indexOf("export interface HttpsEdgeRouteOauthArgs"));
    const github = args.slice(args.indexOf("github?:"), args.indexOf("facebook?:"));
    const facebook = args.slice(args.indexOf("facebook?:"), args.indexOf("microsoft?:"));
    expect(github).toContain("teams?: pulumi.Input<pulumi.Input<string>[]>;");
    expect(github).toContain("organizations?: pulumi.Input<pulumi.Input<string>[]>;");
    expect(facebook).not.toContain("teams");
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
