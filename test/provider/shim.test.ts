import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { moduleList, resourceList } from "../../catalog";

/**
 * The serialized provider is stored twice in every resource's state: its text is a contract with every
 * user's stack. These tests load the built package (dist/, as `npm test` builds it) and serialize each
 * class's provider the way `pulumi.dynamic.Resource` does.
 */
const dist = path.resolve(__dirname, "../../dist");
const requireDist = (p: string) => {
  const file = path.join(dist, p);
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build first (npm test does).`);
  return require(file);
};

const { serializeFunction } = require("@pulumi/pulumi/runtime/closure/serializeClosure");
const { shim } = requireDist("provider/base/shim.js");
const { classSpecs } = requireDist("provider/base/specs.js");
const impl = requireDist("provider/impl.js");

async function serialized(className: string): Promise<string> {
  const provider = shim(className);
  const result = await serializeFunction(() => provider, { allowSecrets: true });
  return result.text;
}

describe("serialized provider shim", () => {
  const classNames: string[] = Object.keys(classSpecs);

  it("covers every resource the public API creates and every module, from the catalog", () => {
    const expected = [
      ...resourceList.filter((d) => d.operations.includes("create")).map((d) => d.className),
      ...moduleList.map((d) => d.className),
    ];
    expect(
      [...classNames].sort(),
      "dist/ has other classes than the catalog: it is older than the sources, run npm run build (npm test does)",
    ).toEqual(expected.sort());
    expect(classNames).toContain("HttpsEdgeRouteWebhookVerification");
    expect(classNames).not.toContain("Tunnel");
  });

  it("is small, requires only the implementation, and carries no secret", async () => {
    process.env.TUNNELS_API_KEY = "tok_shim_secret_123";
    await impl.configure({
      config: { get: (k: string) => (k === "tunnels:apiKey" ? "cfg_secret_456" : undefined) },
    });
    for (const name of classNames) {
      const text = await serialized(name);
      expect(text.length).toBeLessThan(4096);
      expect(text.match(/require\(/g)).toHaveLength(1);
      expect(text).toContain('require("pulumi-tunnels/provider-impl")');
      expect(text).not.toContain("tok_shim_secret_123");
      expect(text).not.toContain("cfg_secret_456");
    }
    delete process.env.TUNNELS_API_KEY;
  });

  it("is deterministic and differs between classes only by the class name", async () => {
    const first = await serialized("ReservedAddr");
    expect(await serialized("ReservedAddr")).toBe(first);
    for (const name of classNames) {
      expect((await serialized(name)).split(`"${name}"`).join('"<ClassName>"')).toBe(
        first.split('"ReservedAddr"').join('"<ClassName>"'),
      );
    }
  });

  it("is unchanged from the snapshot (changing it touches every user's state)", async () => {
    const text = (await serialized("ReservedAddr")).split('"ReservedAddr"').join('"<ClassName>"');
    await expect(text).toMatchFileSnapshot("__snapshots__/shim.txt");
  });
});
