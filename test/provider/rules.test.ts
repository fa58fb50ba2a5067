import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classSpecs, specOf } from "../../provider/base/specs";
import { checked, type Harness, impl, startHarness } from "./harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

describe("secrets are marked as secret outputs", () => {
  // Every class is checked against its flags by test/catalog/implications.test.ts; these are the contract's.
  it("names the top-level outputs that hold the contract's secrets (docs/contract.md §5)", () => {
    const marked = Object.fromEntries(
      Object.values(classSpecs)
        .filter((s) => s.secretOutputs.length)
        .map((s) => [s.className, s.secretOutputs]),
    );
    expect(marked).toMatchObject({
      ApiKey: ["token"],
      EventDestination: ["target"],
      HttpsEdgeRoute: ["oauth", "oidc", "webhookVerification"],
      HttpsEdgeRouteWebhookVerification: ["secret"],
      HttpsEdgeRouteOauth: ["provider"],
      HttpsEdgeRouteOidc: ["clientSecret"],
    });
  });
});

describe("values the service never returns survive refresh", () => {
  it("keeps the API key token, which the service shows only once", async () => {
    const { id, outs } = await impl.create("ApiKey", await checked("ApiKey", { description: "once" }));
    expect(typeof outs.token).toBe("string");
    expect((await h.client.apiKeys.get(id)).token ?? null).toBeNull();
    const refreshed = await impl.read("ApiKey", id, outs);
    expect(refreshed.props.token).toBe(outs.token);
  });

  it("keeps redacted secrets of an event destination, and write-only SSH CA parameters", async () => {
    const inputs = await checked("EventDestination", {
      target: {
        firehose: {
          auth: { creds: { awsAccessKeyId: "AKIA1", awsSecretAccessKey: "s3cr3t" } },
          deliveryStreamArn: "arn:f",
        },
      },
    });
    const { id, outs } = await impl.create("EventDestination", inputs);
    const served = await h.client.eventDestinations.get(id);
    expect(served.target.firehose?.auth.creds?.aws_secret_access_key ?? null).toBeNull();
    const refreshed = await impl.read("EventDestination", id, outs);
    expect(refreshed.props.target).toMatchObject(inputs.target as object);
    expect(await impl.diff("EventDestination", id, refreshed.props, inputs)).toMatchObject({
      changes: false,
    });

    const ca = await impl.create(
      "SshCertificateAuthority",
      await checked("SshCertificateAuthority", { privateKeyType: "rsa", keySize: 2048 }),
    );
    const caRead = await impl.read("SshCertificateAuthority", ca.id, ca.outs);
    expect(caRead.props).toMatchObject({ privateKeyType: "rsa", keySize: 2048, keyType: "rsa" });
    expect(String(caRead.props.publicKey)).toMatch(/^ssh-rsa /);
  });
});

describe("removing a declared member clears it; what was never declared is left alone", () => {
  it("clears scalars, deletes removed modules, and never touches a module managed by its own resource", async () => {
    const edge = await h.client.httpsEdges.create({});
    const policy = await h.client.ipPolicies.create({});
    const first = await checked("HttpsEdgeRoute", {
      edgeId: edge.id,
      matchType: "exact_path",
      match: "/a",
      description: "described",
      ipRestriction: { ipPolicyIds: [policy.id] },
      requestHeaders: { add: { "x-a": "1" } },
    });
    const route = await impl.create("HttpsEdgeRoute", first);
    // A module owned by its own resource, which the route never declares.
    const compression = await impl.create(
      "HttpsEdgeRouteCompression",
      await checked("HttpsEdgeRouteCompression", { edgeId: edge.id, routeId: route.id, enabled: false }),
    );
    const refreshed = await impl.read("HttpsEdgeRoute", route.id, route.outs);
    expect(await impl.diff("HttpsEdgeRoute", route.id, refreshed.props, first)).toMatchObject({
      changes: false,
    });

    const second = await checked("HttpsEdgeRoute", { edgeId: edge.id, matchType: "exact_path", match: "/a" });
    await impl.update("HttpsEdgeRoute", route.id, refreshed.props, second);
    const served = await h.client.httpsEdgeRoutes.get(edge.id, route.id);
    expect(served.description ?? "").toBe("");
    expect(served.ip_restriction ?? null).toBeNull();
    expect(served.request_headers ?? null).toBeNull();
    expect(served.compression).toMatchObject({ enabled: false });
    const mod = await impl.read("HttpsEdgeRouteCompression", compression.id, compression.outs);
    expect(mod.props).toMatchObject({ enabled: false });
  });

  it("a module declared both inside its route and as its own resource: each overwrites the other", async () => {
    // What the README warns of: the two resources own one module endpoint, so each refresh shows the other's
    // write as drift, each up writes its own back, and destroying the module's resource deletes what the
    // route declares.
    const edge = await h.client.httpsEdges.create({});
    const routeInputs = await checked("HttpsEdgeRoute", {
      edgeId: edge.id,
      matchType: "exact_path",
      match: "/both",
      compression: { enabled: true },
    });
    const route = await impl.create("HttpsEdgeRoute", routeInputs);
    const moduleInputs = await checked("HttpsEdgeRouteCompression", {
      edgeId: edge.id,
      routeId: route.id,
      enabled: false,
    });
    const mod = await impl.create("HttpsEdgeRouteCompression", moduleInputs);
    const routeRead = await impl.read("HttpsEdgeRoute", route.id, route.outs);
    expect(await impl.diff("HttpsEdgeRoute", route.id, routeRead.props, routeInputs)).toMatchObject({
      changes: true,
    });
    await impl.update("HttpsEdgeRoute", route.id, routeRead.props, routeInputs);
    const moduleRead = await impl.read("HttpsEdgeRouteCompression", mod.id, mod.outs);
    expect(
      await impl.diff("HttpsEdgeRouteCompression", mod.id, moduleRead.props, moduleInputs),
    ).toMatchObject({
      changes: true,
    });
    await impl.delete("HttpsEdgeRouteCompression", mod.id, moduleRead.props);
    expect((await h.client.httpsEdgeRoutes.get(edge.id, route.id)).compression ?? null).toBeNull();
  });

  it("does not show a perpetual diff for values the service normalizes", async () => {
    const policy = await h.client.ipPolicies.create({});
    const inputs = await checked("IpPolicyRule", {
      ipPolicyId: policy.id,
      cidr: "2001:DB8:ABCD::/48",
      action: "deny",
    });
    const { id, outs } = await impl.create("IpPolicyRule", inputs);
    expect(outs.cidr).toBe("2001:db8:abcd::/48");
    const refreshed = await impl.read("IpPolicyRule", id, outs);
    expect(await impl.diff("IpPolicyRule", id, refreshed.props, inputs)).toMatchObject({ changes: false });
  });
});

describe("adoption", () => {
  it("fails clearly when the object does not exist or a create-only member differs", async () => {
    // The check fails first (a preview shows it), naming adoptId; the create refuses the same.
    const missing = { region: "eu", adoptId: "ra_doesnotexist" };
    expect((await impl.check("ReservedAddr", {}, missing)).failures).toEqual([
      expect.objectContaining({
        property: "adoptId",
        reason: expect.stringMatching(/no ReservedAddr with that id exists/),
      }),
    ]);
    await expect(impl.create("ReservedAddr", missing)).rejects.toThrow(/no ReservedAddr with that id exists/);
    const existing = await h.client.reservedAddrs.create({ region: "us" });
    const conflicting = { region: "eu", adoptId: existing.id };
    expect((await impl.check("ReservedAddr", {}, conflicting)).failures).toEqual([
      expect.objectContaining({
        reason: expect.stringMatching(/create-only members differ.*region is "us"/),
      }),
    ]);
    await expect(impl.create("ReservedAddr", conflicting)).rejects.toThrow(
      /create-only members differ.*region is "us"/,
    );
    // Nothing was changed on the object.
    expect((await h.client.reservedAddrs.get(existing.id)).region).toBe("us");
  });
});

describe("gets an existing object by id alone", () => {
  it("reads a route by <edgeId>/<routeId> and a module by its composite id", async () => {
    const edge = await h.client.httpsEdges.create({});
    const r = await h.client.httpsEdgeRoutes.create(edge.id, {
      match_type: "path_prefix",
      match: "/x",
      compression: {},
    });
    const route = await impl.read("HttpsEdgeRoute", `${edge.id}/${r.id}`, {});
    expect(route.id).toBe(r.id);
    expect(route.props).toMatchObject({ edgeId: edge.id, match: "/x", matchType: "path_prefix" });
    const mod = await impl.read("HttpsEdgeRouteCompression", `${edge.id}/${r.id}/compression`, {});
    expect(mod).toMatchObject({
      id: `${edge.id}/${r.id}/compression`,
      props: { edgeId: edge.id, routeId: r.id, enabled: true },
    });
    expect(specOf("HttpsEdgeRouteCompression").parents.map((p) => p.pulumi)).toEqual(["edgeId", "routeId"]);
  });
});
