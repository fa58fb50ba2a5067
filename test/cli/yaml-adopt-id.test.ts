import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CliResult, leftovers, requirePlugin, useLocalServer, YamlProject } from "../../harness";

/**
 * `adoptId` through the real CLI, the YAML host and the plugin: Pulumi shows a resource new to the state as
 * `+ create`, so the plugin's Check says, under the resource, that it takes over an existing object, which one
 * and which members will change on it (docs/adopting-and-importing.md); an id that names nothing fails the preview.
 */
const local = useLocalServer({ beforeAll, afterAll });

const text = (r: CliResult) => r.stdout + r.stderr;

const program = (edgeAdopt: string, routeAdopt: string) => `
resources:
  edge:
    type: tunnels:index:HttpsEdge
    properties:
      adoptId: ${edgeAdopt}
      description: adopted edge
      hostports: ["adopt.example.com:443"]
  route:
    type: tunnels:index:HttpsEdgeRoute
    properties:
      adoptId: ${routeAdopt}
      edgeId: \${edge.id}
      matchType: path_prefix
      match: /app
`;

describe("adoptId in a preview, through the real CLI and the YAML host", { timeout: 300_000 }, () => {
  it("names the object taken over and the members that change on it; an unknown id fails the preview", async () => {
    const c = local.client;
    const edge = await c.httpsEdges.create({
      description: "hand-made",
      hostports: ["adopt.example.com:443"],
    });
    const route = await c.httpsEdgeRoutes.create(edge.id, { match_type: "path_prefix", match: "/app" });
    const project = await YamlProject.create({
      program: program(edge.id, route.id),
      project: "tunnels-adopt-id",
      pluginDir: requirePlugin(),
      config: { "tunnels:apiUrl": local.server.url },
      secretConfig: { "tunnels:apiKey": local.server.rootToken },
    });
    const preview = await project.pulumi(["preview"]);
    expect(preview.code, text(preview)).toBe(0);
    expect(text(preview)).toContain(
      `adopts the existing HttpsEdge ${edge.id} (no new object is made): \`pulumi up\` will change description on it; its other members stay as they are.`,
    );
    // Said under the resource, as the engine attributes a provider's log to its URN.
    expect(text(preview)).toMatch(
      /tunnels:index:HttpsEdge \(edge\):\n\s+warning: pulumi-tunnels: adopts the existing HttpsEdge/,
    );
    // The route's edge id is the edge resource's, unknown until the edge is taken over: said so.
    expect(text(preview)).toMatch(/adopts an existing HttpsEdgeRoute \(adoptId\) rather than creating one/);
    expect((await c.httpsEdges.get(edge.id)).description).toBe("hand-made"); // a preview changes nothing

    const up = await project.pulumi(["up", "--yes"]);
    expect(up.code, text(up)).toBe(0);
    expect(text(up)).toContain(
      `adopts the existing HttpsEdgeRoute ${route.id} (no new object is made): nothing on it changes.`,
    );
    expect((await c.httpsEdges.get(edge.id)).description).toBe("adopted edge");
    expect(await leftovers(c)).toEqual({ httpsEdges: 1, routes: 1 }); // no second edge, no second route
    // Once in the state, no adoption is said again.
    const again = await project.pulumi(["preview", "--expect-no-changes"]);
    expect(again.code, text(again)).toBe(0);
    expect(text(again)).not.toContain("adopts");
    await project.pulumi(["destroy", "--yes", "--skip-preview"]);

    // An id that names nothing fails the preview at the check, naming adoptId, as the create would fail.
    const other = await YamlProject.create({
      program: program("edghts_nothing", route.id),
      project: "tunnels-adopt-id",
      pluginDir: requirePlugin(),
      config: { "tunnels:apiUrl": local.server.url },
      secretConfig: { "tunnels:apiKey": local.server.rootToken },
    });
    const failed = await other.pulumi(["preview"]);
    expect(failed.code).not.toBe(0);
    expect(text(failed)).toContain("adoptId edghts_nothing: no HttpsEdge with that id exists");
    expect(await leftovers(c)).toEqual({});
  });
});
