import { describe, expect, it } from "vitest";
import { withCatalogSecrets } from "../../provider/crossguard/secrets";
import { asTypeScriptClasses, TWINS, unwrapped } from "./twins";

/**
 * `@pulumi/policy` unwraps every secret before a policy sees it; the adapter marks the catalog's secrets again, as
 * the engine marks them on the wire, so the rules see what the analyzer sees and quote no secret. Each case's
 * resources, their secrets unwrapped, come back exactly as the engine sends them, for both providers' forms.
 */
describe("withCatalogSecrets", () => {
  const resources = TWINS.flatMap((t) => t.resources);

  it("marks each secret member at its own path for the plugin's resources", () => {
    for (const r of resources)
      expect(withCatalogSecrets(r.type, unwrapped(r.props) as Record<string, unknown>), r.name).toEqual(
        r.props,
      );
    expect(resources.some((r) => JSON.stringify(r.props).includes("4dabf181"))).toBe(true);
  });

  it("marks a whole top-level member that holds a secret for the TypeScript classes' resources", () => {
    for (const r of asTypeScriptClasses(resources))
      expect(withCatalogSecrets(r.type, unwrapped(r.props) as Record<string, unknown>), r.name).toEqual(
        r.props,
      );
  });

  it("leaves another package's resources and values with no secret as they are", () => {
    const props = { password: "hunter2" };
    expect(withCatalogSecrets("aws:s3/bucket:Bucket", props)).toBe(props);
    const key = { description: "CI" };
    expect(withCatalogSecrets("tunnels:index:ApiKey", key)).toBe(key);
  });
});
