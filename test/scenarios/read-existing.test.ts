import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectFailure, type ScenarioStack, scenarioStack } from "../../harness";
import { program } from "./program-path";

/**
 * `X.get(name, id, state?, opts?)`, Pulumi's signature: a route read by the id the program sees (its own)
 * with its edge in the state, or by its composite id; a module by its own resource's id. Computed nested
 * members (a SAML module's entity id) come back typed and set.
 */
let stack: ScenarioStack;
let edgeId: string;
let routeId: string;

beforeAll(async () => {
  stack = await scenarioStack(program("read-existing.js"));
  edgeId = (await stack.client.httpsEdges.create({ description: "made by hand" })).id;
  routeId = (await stack.client.httpsEdgeRoutes.create(edgeId, { match_type: "path_prefix", match: "/app" }))
    .id;
  await stack.client.httpsEdgeRouteSaml.replace(edgeId, routeId, { idp_metadata: "<EntityDescriptor/>" });
});

afterAll(async () => {
  await stack?.close();
});

describe("X.get", () => {
  it("reads a route by its own id with edgeId in the state, by its composite id, and a module by its id", async () => {
    const up = await stack.engine({ "scenario:edgeId": edgeId, "scenario:routeId": routeId }).up();
    expect(up.errors).toEqual([]);
    const entityId = (await stack.client.httpsEdgeRouteSaml.get(edgeId, routeId)).entity_id;
    expect(entityId).toEqual(expect.any(String));
    expect(up.outputs).toEqual({
      match: "/app",
      edgeOfRoute: edgeId,
      compositeMatch: "/app",
      entityId,
      routeSamlEntityId: entityId,
    });
  });

  it("says which id form it needs when a route's own id comes without its edge", async () => {
    const engine = stack.engine({
      "scenario:edgeId": edgeId,
      "scenario:routeId": routeId,
      "scenario:bare": "1",
    });
    const { message } = await expectFailure(engine.up());
    expect(message).toContain(
      `HttpsEdgeRoute "${routeId}" does not say its edgeId: read it with HttpsEdgeRoute.get(name, "<edgeId>/<id>"), or give them in the state: HttpsEdgeRoute.get(name, id, { edgeId }).`,
    );
  });
});
