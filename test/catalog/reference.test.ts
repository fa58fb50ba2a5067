import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { classModels, dynamicType, token } from "../../provider/model";
import { referencePath } from "../../scripts/reference/file";
import { anchor, cell } from "../../scripts/reference/markdown";
import { renderReference } from "../../scripts/reference/render";
import { classRows } from "../../scripts/reference/rows";
import { functionList, walk } from "../../catalog";

const specs = classModels().map((m) => m.spec);
const models = new Map(classModels().map((m) => [m.className, m]));
const rowCache = new Map([...models].map(([name, m]) => [name, classRows(m)]));
const rowsOf = (className: string) => rowCache.get(className)!;
const names = (className: string) => rowsOf(className).map((r) => r.name);

describe("the reference, docs/reference/README.md", () => {
  it("is up to date with the catalog (regenerate with `npm run docs`)", () => {
    const onDisk = readFileSync(referencePath(__dirname), "utf8");
    expect(
      onDisk === renderReference(),
      "the reference (docs/reference/README.md) is stale: run `npm run docs` and commit it",
    ).toBe(true);
  });

  it("is where the README and the guide link to it, at headings it has", () => {
    const root = join(__dirname, "../..");
    const readme = readFileSync(join(root, "README.md"), "utf8");
    expect(readme).toContain("(docs/reference/README.md)");
    const anchors = new Set([...renderReference().matchAll(/^#+ (.+)$/gm)].map((m) => anchor(m[1])));
    // The guide's pages (docs/*.md, docs/getting-started/*.md) link to it as reference/README.md or ../reference/….
    const guide = ["docs", "docs/getting-started"].flatMap((dir) =>
      readdirSync(join(root, dir))
        .filter((f) => f.endsWith(".md"))
        .map((f) => join(dir, f)),
    );
    const links = [readme, ...guide.map((f) => readFileSync(join(root, f), "utf8"))].flatMap((text) =>
      [...text.matchAll(/\((?:docs\/|\.\.\/)?reference\/README\.md#([^)]+)\)/g)].map((m) => m[1]),
    );
    expect(links.length).toBeGreaterThan(2);
    for (const link of links) expect(anchors, `a link to docs/reference/README.md#${link}`).toContain(link);
  });

  it("has a section with both its tokens for every class, and the functions and config keys", () => {
    const text = renderReference();
    for (const s of specs) {
      expect(text).toContain(`### ${s.className}\n`);
      expect(text).toContain(`Type token: \`pulumi-nodejs:dynamic/tunnels:${s.className}\``);
      expect(text).toContain(`plugin token: \`tunnels:index:${s.className}\``);
      expect(dynamicType(s.className)).toBe(`pulumi-nodejs:dynamic/tunnels:${s.className}`);
      expect(token(s.className)).toBe(`tunnels:index:${s.className}`);
    }
    for (const { name } of functionList) expect(text).toContain(`Plugin token: \`tunnels:index:${name}\`.`);
    for (const word of ["getTunnels", "getTunnelsOutput", "getTunnel", "getTunnelOutput", "### Tunnel\n"])
      expect(text).toContain(word);
    for (const key of [
      "tunnels:apiUrl",
      "TUNNELS_API_URL",
      "tunnels:apiKey",
      "TUNNELS_API_KEY",
      "tunnels:retryTimeoutSeconds",
    ])
      expect(text).toContain(key);
    expect(text).toMatch(/`tunnels:apiKey` \| `TUNNELS_API_KEY` \| yes \|/);
    expect(text).toMatch(/`tunnels:retryTimeoutSeconds` \|[^\n]*\| `300` \|/);
  });
});

describe("reference rows", () => {
  it("show every request member of every class under its camelCase path", () => {
    for (const s of specs) {
      const shown = new Set(names(s.className).map((n) => n.replace(/\[\]/g, "")));
      walk(s.input, (m) =>
        expect(shown, `${s.className} ${m.wirePath.join(".")}`).toContain(m.pulumiPath.join(".")),
      );
    }
    expect(names("HttpsEdgeRoute")).toContain("circuitBreaker.numBuckets");
    expect(names("EventDestination")).toContain("target.kinesis.streamArn");
    expect(names("HttpsEdgeRoute")).toContain("policy.inbound[].actions[].type");
  });

  it("use camelCase at every level and never enter user maps or free JSON", () => {
    for (const s of specs)
      for (const n of names(s.className))
        expect(n, s.className).toMatch(/^[a-z][A-Za-z0-9]*(\[\])?(\.[a-z][A-Za-z0-9]*(\[\])?)*$/);
    const all = specs.flatMap((s) => names(s.className));
    expect(all.filter((n) => /(^|\.)(labels|add|config)\./.test(n))).toEqual([]);
    expect(all).toContain("requestHeaders.add");
    expect(all).toContain("labels");
  });

  it("give parents to routes and modules, and adoptId to every adoptable resource", () => {
    expect(names("HttpsEdgeRoute").slice(0, 2)).toEqual(["edgeId", "adoptId"]);
    for (const s of specs) {
      const n = names(s.className);
      if (s.def.is === "module") {
        const route = s.def.module.parents.length === 2;
        expect(n.slice(0, route ? 2 : 1), s.className).toEqual(route ? ["edgeId", "routeId"] : ["edgeId"]);
        expect(n).not.toContain("adoptId");
      } else {
        expect(n.includes("adoptId"), s.className).toBe(s.adoptable);
      }
    }
    const adopt = rowsOf("ReservedAddr").find((r) => r.name === "adoptId")!;
    expect(adopt).toMatchObject({ presence: "optional", type: "string" });
  });

  it("flag create-only, computed, secret and lower-cased members", () => {
    const row = (c: string, n: string) => rowsOf(c).find((r) => r.name === n)!;
    expect(row("ReservedAddr", "region").flags).toEqual(["replaces"]);
    expect(row("ApiKey", "token")).toMatchObject({ presence: "output", flags: ["output", "secret"] });
    expect(row("EventDestination", "target.datadog.apiKey").flags).toEqual(["secret"]);
    expect(row("HttpsEdgeRouteOauth", "provider.github.clientSecret").flags).toEqual(["secret"]);
    expect(row("HttpsEdgeRouteWebhookVerification", "provider").flags).toEqual([
      "lower-cased by the service",
    ]);
    expect(row("HttpsEdgeRouteSaml", "entityId")).toMatchObject({ presence: "output", flags: ["output"] });
    expect(row("HttpsEdgeRouteBackend", "edgeId").flags).toEqual(["replaces"]);
    // A response Ref that stands for an input is shown once, as the input.
    expect(names("IpPolicyRule")).toContain("ipPolicyId");
    expect(names("IpPolicyRule")).not.toContain("ipPolicy");
    // Members kept out of state are not properties.
    expect(names("HttpsEdge")).not.toContain("routes");
    expect(names("ReservedAddr")).not.toContain("endpointConfiguration");
    for (const s of specs) {
      walk(s.input, (m) => {
        const shown = rowsOf(s.className).find(
          (r) => r.name.replace(/\[\]/g, "") === m.pulumiPath.join("."),
        )!;
        expect(shown.flags.includes("secret"), `${s.className} ${shown.name}`).toBe(!!m.flags.secret);
        expect(shown.flags.includes("replaces"), `${s.className} ${shown.name}`).toBe(!!m.flags.createOnly);
        expect(shown.presence).toBe(m.optional ? "optional" : "required");
      });
    }
  });

  it("escape table cells", () => {
    expect(cell('"a" | "b"\nnext')).toBe('"a" \\| "b" next');
  });
});
