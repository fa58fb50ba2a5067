import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "../../server/index";
import { CliProject, type CliResult, counts, inventory, packedPackage, useLocalServer } from "../../harness";

/**
 * What users see through the real CLI when something is wrong: bad input, a server that is down, a wrong
 * API key; and `Resource.get` of each kind of id.
 */
const local = useLocalServer({ beforeAll, afterAll });
let tarball: string;
beforeAll(async () => {
  tarball = await packedPackage();
});

const project = (
  programSource: string,
  config: Record<string, string> = {},
  apiKey = local.server.rootToken,
) =>
  CliProject.create({
    programSource,
    tarballs: [tarball],
    config: { "tunnels:apiUrl": local.server.url, ...config },
    secretConfig: { "tunnels:apiKey": apiKey },
  });

/**
 * The number of times `text` occurs in the output's diagnostics: the CLI also echoes each error in its
 * progress lines, but says it once per resource under "Diagnostics:".
 */
const occurrences = (r: CliResult, text: string) =>
  (r.stdout + r.stderr).split("Diagnostics:").slice(1).join("").split(text).length - 1;

describe("failures through the real Pulumi CLI", { timeout: 600_000 }, () => {
  it("bad input fails preview with the member's path and the fix, and creates nothing", async () => {
    // The CLI stops at the first resource whose check fails, so each kind of mistake gets a program of its own.
    const p = await project(`const t = require("pulumi-tunnels");
new t.HttpsEdgeRouteCircuitBreaker("bad", { edgeId: "edghts_x", routeId: "edghtsrt_y", numBuckets: 500 });`);
    const range = await p.pulumi(["preview"]);
    expect(range.code).not.toBe(0);
    expect(occurrences(range, "numBuckets must be at most 128")).toBe(1);
    p.writeProgram(`const t = require("pulumi-tunnels");
new t.IpPolicy("typo", { descripton: "office" });`);
    const typo = await p.pulumi(["preview"]);
    expect(typo.code).not.toBe(0);
    expect(typo.stdout + typo.stderr).toMatch(/descripton[^\n]*did you mean description\?/);
    const up = await p.pulumi(["up", "--yes"]);
    expect(up.code).not.toBe(0);
    expect(Object.values(counts(await inventory(local.client))).every((n) => n === 0)).toBe(true);
  });

  it("a 100 KB value fails preview with a message of a few hundred bytes: the member, the limit, the fix, the length", async () => {
    const p = await project(`const t = require("pulumi-tunnels");
new t.IpPolicy("big", { description: "a".repeat(102400) });`);
    const preview = await p.pulumi(["preview"]);
    expect(preview.code).not.toBe(0);
    const out = preview.stdout + preview.stderr;
    // Before, the CLI printed the value whole after `property description value`, in its progress line and again
    // under Diagnostics: 205 KB.
    expect(out.length).toBeLessThan(3_000);
    expect(out).not.toMatch(/a{101}/);
    const line =
      'description (given "' +
      "a".repeat(100) +
      '…" (102,400 characters)) must be at most 255 bytes of UTF-8 text; shorten it.';
    expect(occurrences(preview, line)).toBe(1);
    expect(Object.values(counts(await inventory(local.client))).every((n) => n === 0)).toBe(true);
  });

  it("a server that is down gives one clear message per resource, once retries run out", async () => {
    const down = await startServer({ port: 0 });
    const url = down.url;
    await down.close();
    const p = await CliProject.create({
      programSource: `const t = require("pulumi-tunnels");
new t.IpPolicy("one", { description: "a" });
new t.ReservedAddr("two", { description: "b" });`,
      tarballs: [tarball],
      config: { "tunnels:apiUrl": url, "tunnels:retryTimeoutSeconds": "2" },
      secretConfig: { "tunnels:apiKey": "any" },
    });
    const up = await p.pulumi(["up", "--yes"]);
    expect(up.code).not.toBe(0);
    expect(occurrences(up, "IpPolicy create failed")).toBe(1);
    expect(occurrences(up, "ReservedAddr create failed")).toBe(1);
    expect(up.stdout + up.stderr).toContain(url.replace(/^http:\/\//, ""));
  });

  it("a wrong API key gives one clear message per resource, and the key is never printed", async () => {
    const p = await project(
      `const t = require("pulumi-tunnels");
new t.IpPolicy("one", { description: "a" });
new t.ReservedAddr("two", { description: "b" });`,
      { "tunnels:retryTimeoutSeconds": "2" },
      "wrong-key-0123456789",
    );
    const up = await p.pulumi(["up", "--yes"]);
    expect(up.code).not.toBe(0);
    expect(occurrences(up, "IpPolicy create failed")).toBe(1);
    expect(occurrences(up, "ReservedAddr create failed")).toBe(1);
    expect(up.stdout + up.stderr).toMatch(/not authenticated/);
    expect(up.stdout + up.stderr).not.toContain("wrong-key-0123456789");
  });

  it("Resource.get reads an existing object of each kind of id: a resource's, a route's, a module's", async () => {
    const policy = await local.client.ipPolicies.create({ description: "made by hand" });
    const edge = await local.client.httpsEdges.create({
      description: "edge by hand",
      hostports: ["get.example.com:443"],
    });
    const route = await local.client.httpsEdgeRoutes.create(edge.id, {
      match_type: "path_prefix",
      match: "/by-hand",
      compression: { enabled: true },
    });
    const p = await project(`const t = require("pulumi-tunnels");
const policy = t.IpPolicy.get("policy", "${policy.id}");
const route = t.HttpsEdgeRoute.get("route", "${edge.id}/${route.id}");
const compression = t.HttpsEdgeRouteCompression.get("compression", "${edge.id}/${route.id}/compression");
module.exports = { description: policy.description, match: route.match, enabled: compression.enabled };`);
    await p.run(["up", "--yes"]);
    const out = JSON.parse((await p.run(["stack", "output", "--json"])).stdout);
    expect(out).toEqual({ description: "made by hand", match: "/by-hand", enabled: true });
    // What the stack read, it does not own: destroying it leaves the objects.
    await p.run(["destroy", "--yes"]);
    expect((await local.client.ipPolicies.get(policy.id)).description).toBe("made by hand");
  });
});
