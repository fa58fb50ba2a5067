import { readFileSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leftovers, REPO_ROOT, requirePlugin, useLocalServer, YamlProject } from "../../harness";

/**
 * Mistakes in a YAML program, through the real CLI, the real YAML host and the plugin. The YAML host binds the
 * plugin's schema, so what the schema can say (a member that does not exist, a value outside a closed set) is
 * refused before anything runs, with the line; what only the catalog knows (a limit) by the plugin's Check, in
 * the program's names. Nothing reaches the server.
 */
const local = useLocalServer({ beforeAll, afterAll });

const project = (program: string) =>
  YamlProject.create({
    program,
    pluginDir: requirePlugin(),
    config: { "tunnels:apiUrl": local.server.url },
    secretConfig: { "tunnels:apiKey": local.server.rootToken },
  });

describe("bad input in a YAML program", { timeout: 300_000 }, () => {
  it("a misspelt member and a value outside a closed set: the YAML host names both, with their lines", async () => {
    const p = await project(`
resources:
  office:
    type: tunnels:index:IpPolicy
    properties:
      descripton: Office
  rule:
    type: tunnels:index:IpPolicyRule
    properties:
      ipPolicyId: \${office.id}
      cidr: 10.0.0.0/8
      action: maybe
`);
    const up = await p.pulumi(["up", "--yes"]);
    expect(up.code).not.toBe(0);
    // The YAML host underlines the mistake in its source line, colour settings or not.
    const out = stripVTControlCharacters(up.stdout + up.stderr);
    expect(out).toContain("Property descripton does not exist on 'tunnels:index:IpPolicy'");
    expect(out).toMatch(/Existing properties are: description\b/);
    expect(out).toMatch(/on Pulumi\.yaml line \d+:\n\s+\d+:\s+action: maybe/);
    // The schema names each value (issue 42: conventional enum names), and the YAML host shows both.
    expect(out).toContain('Allowed values are Allow ("allow"), Deny ("deny")');
    expect(await leftovers(local.client)).toEqual({});
  });

  it("a limit only the catalog knows: the plugin's Check names the member as the program writes it, with its value", async () => {
    // The CLI prints `property <p> value <inputs[p]> has a problem: <reason>`, a lookup of one top-level key, and
    // stops at the first resource whose check fails: one program for a member of its own, one for a nested one.
    const problems = async (program: string) => {
      p.writeProgram(program);
      const preview = await p.pulumi(["preview"]);
      expect(preview.code).not.toBe(0);
      const diagnostics = (preview.stdout + preview.stderr).split("Diagnostics:")[1] ?? "";
      expect(diagnostics).not.toContain("<nil>");
      return diagnostics.split("\n").filter((l) => l.includes("has a problem"));
    };
    const p = await project("resources: {}\n");
    expect(
      await problems(`
resources:
  cb:
    type: tunnels:index:HttpsEdgeRouteCircuitBreaker
    properties:
      edgeId: edghts_x
      routeId: edghtsrt_y
      numBuckets: 500
`),
    ).toEqual([
      expect.stringContaining(
        "tunnels:index:HttpsEdgeRouteCircuitBreaker resource 'cb': property numBuckets value {500} has a problem: numBuckets must be at most 128.",
      ),
    ]);
    // A nested member is reported on its top-level member, so the CLI prints that one's value, and the reason
    // names the nested path and the value given.
    expect(
      await problems(`
resources:
  api:
    type: tunnels:index:HttpsEdgeRoute
    properties:
      edgeId: edghts_x
      matchType: path_prefix
      match: /api
      circuitBreaker:
        numBuckets: 300
`),
    ).toEqual([
      expect.stringContaining(
        "tunnels:index:HttpsEdgeRoute resource 'api': property circuitBreaker value {map[numBuckets:{300}]} has a problem: circuitBreaker.numBuckets (given 300) must be at most 128.",
      ),
    ]);
    expect(await leftovers(local.client)).toEqual({});
  });

  it("pulumi package get-schema on the plugin prints plugin/schema.json", async () => {
    const p = await project("resources: {}\n");
    const schema = await p.run([
      "package",
      "get-schema",
      path.join(requirePlugin(), "pulumi-resource-tunnels"),
    ]);
    const checkedIn = JSON.parse(readFileSync(path.join(REPO_ROOT, "plugin", "schema.json"), "utf8"));
    expect(JSON.parse(schema.stdout)).toEqual(checkedIn);
  });
});
