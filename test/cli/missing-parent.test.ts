import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TunnelsClient } from "../../client";
import {
  type Call,
  CliProject,
  type CliResult,
  type CountedServer,
  countedServer,
  inventory,
  packedPackage,
  requirePlugin,
  type StackCommands,
  YamlProject,
} from "../../harness";

/**
 * A parent id that names no object fails `pulumi preview` (issue 40, provider/host/parent-check.ts), through the
 * real CLI: in YAML through the native plugin, and in the TypeScript classes through the dynamic provider. Calls
 * are counted at the proxy in front of the local server: parents made in the same run are never looked up (the
 * preview does not know their ids, the update pass made them), and a no-change preview and `preview --refresh` of
 * the deployed stack make no call a refresh would not.
 */
const MISSING = "edghts_2xHandWrittenNoSuchEdge";

interface Program {
  /** An edge, a route under it and a route module under both, each naming its parents by the made objects' ids. */
  made: string;
  /** The same, and one more route under the edge whose id is written `edgeId` by hand. */
  withRoute(edgeId: string): string;
}

const YAML: Program = {
  made: `
resources:
  edge:
    type: tunnels:index:HttpsEdge
    properties:
      description: parent
  route:
    type: tunnels:index:HttpsEdgeRoute
    properties:
      edgeId: \${edge.id}
      matchType: path_prefix
      match: /
  compression:
    type: tunnels:index:HttpsEdgeRouteCompression
    properties:
      edgeId: \${edge.id}
      routeId: \${route.id}
      enabled: true
`,
  withRoute: (edgeId) => `${YAML.made}
  typed:
    type: tunnels:index:HttpsEdgeRoute
    properties:
      edgeId: ${edgeId}
      matchType: path_prefix
      match: /typed
`,
};

const TYPESCRIPT: Program = {
  made: `const t = require("pulumi-tunnels");
const edge = new t.HttpsEdge("edge", { description: "parent" });
const route = new t.HttpsEdgeRoute("route", { edgeId: edge.id, matchType: "path_prefix", match: "/" });
new t.HttpsEdgeRouteCompression("compression", { edgeId: edge.id, routeId: route.id, enabled: true });
`,
  withRoute: (edgeId) =>
    `${TYPESCRIPT.made}new t.HttpsEdgeRoute("typed", { edgeId: "${edgeId}", matchType: "path_prefix", match: "/typed" });\n`,
};

/** One stack of the program, whichever host runs it. */
interface Stack {
  project: StackCommands;
  write(source: string): void;
}

let counted: CountedServer;
let direct: TunnelsClient;
beforeAll(async () => {
  counted = await countedServer();
  direct = new TunnelsClient({ baseUrl: counted.server.url, apiKey: counted.server.rootToken });
});
afterAll(async () => {
  await direct?.close();
  await counted?.close();
});

/** Whether a runtime's stacks can `pulumi import` (the dynamic provider's resources cannot: pulumi#16175). */
const RUNTIMES: { title: string; program: Program; imports: boolean; stack: () => Promise<Stack> }[] = [
  {
    title: "YAML through the native plugin",
    program: YAML,
    imports: true,
    stack: async () => {
      const project = await YamlProject.create({
        program: YAML.made,
        project: "missing-parent",
        pluginDir: requirePlugin(),
        config: { "tunnels:apiUrl": counted.url },
        secretConfig: { "tunnels:apiKey": counted.server.rootToken },
      });
      return { project, write: (source) => project.writeProgram(source) };
    },
  },
  {
    title: "the TypeScript classes through the dynamic provider",
    program: TYPESCRIPT,
    imports: false,
    stack: async () => {
      const project = await CliProject.create({
        programSource: TYPESCRIPT.made,
        tarballs: [await packedPackage()],
        project: "missing-parent",
        config: { "tunnels:apiUrl": counted.url },
        secretConfig: { "tunnels:apiKey": counted.server.rootToken },
      });
      return { project, write: (source) => project.writeProgram(source) };
    },
  },
];

/** Runs one command; answers its result and the calls it made, as `METHOD /path`. */
async function measured(
  stack: Stack,
  args: string[],
  env?: NodeJS.ProcessEnv,
): Promise<CliResult & { calls: string[] }> {
  const before = counted.calls.length;
  const result = await stack.project.pulumi(args, { env });
  const calls = counted.calls.slice(before).map((c: Call) => `${c.method} ${c.url.split("?")[0]}`);
  return { ...result, calls };
}

/** Lookups of one edge or route: GETs of an object under /edges (a refresh reads pages of /edges/https instead). */
const lookups = (calls: string[]) => calls.filter((c) => /^GET \/edges\/https\/[^/]+/.test(c));
const text = (r: CliResult) => r.stdout + r.stderr;

for (const { title, program, imports, stack: makeStack } of RUNTIMES)
  describe(title, { timeout: 900_000 }, () => {
    let stack: Stack;
    let edgeId: string;
    beforeAll(async () => {
      stack = await makeStack();
    }, 300_000);
    afterAll(async () => {
      stack?.write(program.made);
      await stack?.project.pulumi(["destroy", "--yes", "--skip-preview"]);
    }, 300_000);

    it("parents made in the same run: preview and up pass, and no parent is looked up", async () => {
      const preview = await measured(stack, ["preview"]);
      expect(preview.code, text(preview)).toBe(0);
      expect(lookups(preview.calls)).toEqual([]);
      const up = await measured(stack, ["up", "--yes"]);
      expect(up.code, text(up)).toBe(0);
      // The update pass made the edge and the route, so their ids are never looked up.
      expect(lookups(up.calls)).toEqual([]);
      expect(up.calls.filter((c) => c.startsWith("POST") || c.startsWith("PUT"))).toHaveLength(3);
      const edges = (await inventory(direct)).httpsEdges;
      expect(edges).toHaveLength(1);
      edgeId = edges[0].id;
    });

    it("a no-change preview makes no call; preview --refresh makes the refresh's calls and no more", async () => {
      const same = await measured(stack, ["preview", "--expect-no-changes"]);
      expect(same.code, text(same)).toBe(0);
      expect(same.calls).toEqual([]);
      const refresh = await measured(stack, ["refresh", "--yes", "--skip-preview", "--parallel", "1"]);
      expect(refresh.code, text(refresh)).toBe(0);
      const drift = await measured(stack, ["preview", "--refresh", "--expect-no-changes", "--parallel", "1"]);
      expect(drift.code, text(drift)).toBe(0);
      expect(drift.calls.length).toBeGreaterThan(0);
      expect(drift.calls).toEqual(refresh.calls);
    });

    it("a hand-written edgeId that names no edge fails preview, naming edgeId and the fix, with one GET", async () => {
      stack.write(program.withRoute(MISSING));
      const preview = await measured(stack, ["preview"]);
      expect(preview.code).not.toBe(0);
      const problem = text(preview)
        .split("\n")
        .find((l) => l.includes("has a problem"));
      expect(problem).toContain(
        `property edgeId value {${MISSING}} has a problem: edgeId names no HttpsEdge`,
      );
      expect(problem).toContain("declare the HttpsEdge in this program and pass its id output");
      expect(lookups(preview.calls)).toEqual([`GET /edges/https/${MISSING}`]);
      // `pulumi up` stops at its preview: nothing is made.
      const up = await measured(stack, ["up", "--yes"]);
      expect(up.code).not.toBe(0);
      expect(up.calls.filter((c) => !c.startsWith("GET"))).toEqual([]);
    });

    it("a hand-written edgeId of an edge that exists passes: one GET in each pass, then none", async () => {
      stack.write(program.withRoute(edgeId));
      const up = await measured(stack, ["up", "--yes"]);
      expect(up.code, text(up)).toBe(0);
      // The preview pass and the update pass are two provider processes: one lookup each.
      expect(lookups(up.calls)).toEqual([`GET /edges/https/${edgeId}`, `GET /edges/https/${edgeId}`]);
      const same = await measured(stack, ["preview", "--expect-no-changes"]);
      expect(same.code, text(same)).toBe(0);
      expect(same.calls).toEqual([]);
    });

    if (imports)
      it("pulumi import of a route: its check of the imported inputs looks up no parent", async () => {
        const made = await direct.httpsEdgeRoutes.create(edgeId, {
          match_type: "path_prefix",
          match: "/made",
        });
        // One GET per read, so that the route's read is its own GET and a lookup of its edge would show.
        const imported = await measured(
          stack,
          [
            "import",
            "tunnels:index:HttpsEdgeRoute",
            "made",
            `${edgeId}/${made.id}`,
            "--yes",
            "--generate-code=false",
          ],
          { TUNNELS_COALESCE_READS: "false" },
        );
        expect(imported.code, text(imported)).toBe(0);
        // The route's GET in its preview and in the import itself, and nothing else: no lookup of the edge.
        expect([...new Set(imported.calls)]).toEqual([`GET /edges/https/${edgeId}/routes/${made.id}`]);
      });
  });
