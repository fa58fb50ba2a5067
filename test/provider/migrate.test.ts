import { describe, expect, it } from "vitest";
import { VERSION } from "../../client/version";
import { main } from "../../provider/migrate/cli";
import {
  type ExportedResource,
  importFile,
  migratedState,
  type StackExport,
} from "../../provider/migrate/plan";

/**
 * tunnels-migrate's two state steps on made-up exports (test/sdks/nodejs-migrate.test.ts runs them on a real
 * stack through the CLI): what the import file names, and what the state keeps, carries over and drops.
 */
const STACK = "urn:pulumi:dev::app::pulumi:pulumi:Stack::app-dev";
const DYNAMIC_PROVIDER = "urn:pulumi:dev::app::pulumi:providers:pulumi-nodejs::default";
const PLUGIN_PROVIDER = "urn:pulumi:dev::app::pulumi:providers:tunnels::default_0_3_0";
const SECRET = {
  "4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270",
  ciphertext: "v1:abc",
};
const dynamic = (cls: string) => `pulumi-nodejs:dynamic/tunnels:${cls}`;

function resource(type: string, name: string, fields: Partial<ExportedResource> = {}): ExportedResource {
  const typePath = fields.parent?.includes("my:Component") ? `my:Component$${type}` : type;
  return { urn: `urn:pulumi:dev::app::${typePath}::${name}`, type, custom: true, parent: STACK, ...fields };
}

const exported = (resources: ExportedResource[]): StackExport => ({ version: 3, deployment: { resources } });

const component = resource("my:Component", "web", { custom: false });
const classes = [
  resource("pulumi:pulumi:Stack", "app-dev", { custom: false, parent: undefined }),
  resource("pulumi:providers:pulumi-nodejs", "default", { id: "p1" }),
  component,
  resource(dynamic("HttpsEdge"), "site", {
    id: "edghts_1",
    parent: component.urn,
    provider: `${DYNAMIC_PROVIDER}::p1`,
    inputs: { __provider: "code", hostports: ["a:443"] },
    outputs: { __provider: "code", __declared: ["hostports"], hostports: ["a:443"], id: "edghts_1" },
  }),
  resource(dynamic("HttpsEdgeRoute"), "app", {
    id: "edghtsrt_2",
    provider: `${DYNAMIC_PROVIDER}::p1`,
    inputs: { __provider: "code", edgeId: "edghts_1", match: "/app", oauth: SECRET },
    outputs: { __declared: ["match", "oauth.provider"], edgeId: "edghts_1", match: "/app", oauth: SECRET },
  }),
  resource(dynamic("HttpsEdgeRouteCompression"), "app-compression", {
    id: "edghts_1/edghtsrt_2/compression",
  }),
  resource(dynamic("ApiKey"), "ci", {
    id: "ak_3",
    inputs: { __provider: "code", description: "CI" },
    outputs: { __declared: ["description"], description: "CI", token: SECRET, ownerId: "usr_1" },
  }),
  resource("aws:s3:Bucket", "logs", {
    id: "b",
    dependencies: [`urn:pulumi:dev::app::${dynamic("ApiKey")}::ci`],
  }),
];

/** The state after `pulumi import --file` of the import file: each twin as the plugin read it, appended. */
function afterImport(): StackExport {
  const file = importFile(exported(structuredClone(classes)));
  const twins = file.resources.map((e) =>
    resource(e.type, e.name, {
      id: e.id.split("/").pop(),
      parent: e.parent ? file.nameTable[e.parent] : STACK,
      provider: `${PLUGIN_PROVIDER}::p2`,
      inputs: { read: "everything the object holds" },
      outputs: { read: true, token: undefined },
    }),
  );
  return exported([
    ...structuredClone(classes),
    resource("pulumi:providers:tunnels", "default_0_3_0"),
    ...twins,
  ]);
}

describe("tunnels-migrate imports", () => {
  it("names each class's resource as its plugin twin: type, name, parent, the id the plugin imports by", () => {
    const file = importFile(exported(classes));
    expect(file.nameTable).toEqual({ webParent: component.urn });
    expect(file.resources).toEqual([
      {
        type: "tunnels:index:HttpsEdge",
        name: "site",
        id: "edghts_1",
        version: VERSION,
        parent: "webParent",
      },
      // A route's own id does not name its edge: the import's does.
      { type: "tunnels:index:HttpsEdgeRoute", name: "app", id: "edghts_1/edghtsrt_2", version: VERSION },
      {
        type: "tunnels:index:HttpsEdgeRouteCompression",
        name: "app-compression",
        id: "edghts_1/edghtsrt_2/compression",
        version: VERSION,
      },
      { type: "tunnels:index:ApiKey", name: "ci", id: "ak_3", version: VERSION },
    ]);
  });

  it("refuses what is not a stack export, and a stack without the classes", () => {
    expect(() => importFile({} as StackExport)).toThrow(/not what `pulumi stack export` prints/);
    expect(() => importFile(exported([classes[0]]))).toThrow(/no resource of the pulumi-tunnels classes/);
  });
});

describe("tunnels-migrate state", () => {
  it("gives each twin the program's inputs and the secrets no read returns, and drops the classes' resources", () => {
    const { resources = [] } = migratedState(afterImport()).deployment;
    expect(resources.map((r) => r.type)).toEqual([
      "pulumi:pulumi:Stack",
      "my:Component",
      "aws:s3:Bucket",
      "pulumi:providers:tunnels",
      "tunnels:index:HttpsEdge",
      "tunnels:index:HttpsEdgeRoute",
      "tunnels:index:HttpsEdgeRouteCompression",
      "tunnels:index:ApiKey",
    ]);
    const byName = Object.fromEntries(resources.map((r) => [r.urn.split("::").pop(), r]));
    // What the program declared, not everything the import read; the dynamic provider's code left out.
    expect(byName.app.inputs).toEqual({ edgeId: "edghts_1", match: "/app", oauth: SECRET });
    expect(byName.ci.outputs).toEqual({ read: true, token: SECRET });
    expect(byName.app.outputs).toEqual({ read: true, token: undefined, oauth: SECRET });
    // A reference to a class's resource now names its twin.
    expect(byName.logs.dependencies).toEqual(["urn:pulumi:dev::app::tunnels:index:ApiKey::ci"]);
  });

  it("refuses to drop a resource whose twin the import has not made, naming both", () => {
    expect(() => migratedState(exported(classes))).toThrow(
      /pulumi-nodejs:dynamic\/tunnels:HttpsEdge::site has no imported twin .*tunnels:index:HttpsEdge::site: run pulumi import --file/,
    );
  });
});

describe("the tunnels-migrate command", () => {
  it("answers its usage to anything but one step, and names the step that failed", () => {
    expect(main([], () => "{}").code).toBe(2);
    expect(main(["import"], () => "{}").err).toMatch(
      /^usage: pulumi stack export \| tunnels-migrate imports/,
    );
    const bad = main(["imports"], () => "not json");
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/^tunnels-migrate imports: /);
    const ok = main(["imports"], () => JSON.stringify(exported(classes)));
    expect(JSON.parse(ok.out).resources).toHaveLength(4);
  });
});
