import { mkdirSync, mkdtempSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TunnelsClient } from "../../client";
import { CreateJournal } from "../../provider/host/create-journal";
import { findMissing, importArgs, importFile, type Outcome } from "../../provider/recover/recover";
import { type PulumiRunner, readStack } from "../../provider/recover/stack";
import { type RunningServer, startServer } from "../../server/index";
import { TMP_ROOT } from "../../harness";

/**
 * The recovery's finding (`pulumi-resource-tunnels recover`, docs/after-a-deploy-dies.md) against a real local
 * server, with the stack the `pulumi` CLI would print (`stack export`, `preview --json`, `config --json`) given
 * as JSON: which creates a stack lacks, the object behind each, the `pulumi import` it runs. The whole command
 * runs through the real CLI in test/cli/deploy-dies*.test.ts.
 */
let server: RunningServer;
let direct: TunnelsClient;
beforeAll(async () => {
  server = await startServer({ port: 0 });
  direct = new TunnelsClient({ baseUrl: server.url, apiKey: server.rootToken });
});
afterAll(async () => {
  await direct?.close();
  await server?.close();
});

const SIG = "4dabf18193072939515e22adb298388d";
const STACK = "urn:pulumi:dev::proj::pulumi:pulumi:Stack::proj-dev";
const PROVIDER = "urn:pulumi:dev::proj::pulumi:providers:tunnels::default";
const urn = (cls: string, name: string) => `urn:pulumi:dev::proj::tunnels:index:${cls}::${name}`;

/** A `pulumi` that answers from a stack given as data, as `--show-secrets` prints it (secrets as `plaintext`). */
function stackOf(options: {
  held?: { urn: string; id: string }[];
  pending?: unknown[];
  planned?: unknown[];
}): PulumiRunner {
  const provider = {
    urn: PROVIDER,
    id: "prov-1",
    type: "pulumi:providers:tunnels",
    inputs: {
      apiUrl: server.url,
      apiKey: { [SIG]: "1b47061264138c4ac30d75fd1eb44270", plaintext: JSON.stringify(server.rootToken) },
    },
  };
  const held = (options.held ?? []).map((r) => ({ ...r, type: r.urn.split("::")[2] }));
  const answers: Record<string, unknown> = {
    "stack export": {
      deployment: { resources: [provider, ...held], pending_operations: options.pending ?? [] },
    },
    preview: { steps: options.planned ?? [] },
    config: {},
  };
  return async (args) => JSON.stringify(answers[args[0] === "stack" ? "stack export" : args[0]]);
}

const recorded = (cls: string, name: string, inputs: Record<string, unknown>) => ({
  urn: urn(cls, name),
  type: `tunnels:index:${cls}`,
  inputs,
  parent: STACK,
  provider: `${PROVIDER}::prov-1`,
});

function journal(): CreateJournal {
  mkdirSync(TMP_ROOT, { recursive: true });
  return new CreateJournal(mkdtempSync(path.join(TMP_ROOT, "journal-")));
}

describe("recover's finding", () => {
  it("one object per create: found by the rule, the ones the stack holds left out; several named; none", async () => {
    const since = Date.now() - 2_000;
    const kept = await direct.ipPolicies.create({ description: "kept" }); // the stack holds it already
    const orphan = await direct.ipPolicies.create({ description: "kept" });
    const twins = [
      await direct.ipPolicies.create({ description: "twin" }),
      await direct.ipPolicies.create({ description: "twin" }),
    ];
    const pulumi = stackOf({
      held: [{ urn: urn("IpPolicy", "held"), id: kept.id }],
      pending: [
        { type: "creating", resource: recorded("IpPolicy", "a", { description: "kept" }) },
        { type: "creating", resource: recorded("IpPolicy", "b", { description: "twin" }) },
      ],
      planned: [
        {
          op: "create",
          urn: urn("IpPolicy", "c"),
          newState: recorded("IpPolicy", "c", { description: "never made" }),
        },
      ],
    });
    const view = await readStack(pulumi);
    const outcomes = await findMissing(view, { since, journal: journal() });
    const byName = Object.fromEntries(outcomes.map((o) => [o.urn.split("::").pop(), o]));
    expect(byName.a).toMatchObject({ found: "one", id: orphan.id, how: "import" });
    expect(byName.b).toMatchObject({ found: "several" });
    expect((byName.b as Extract<Outcome, { found: "several" }>).ids.sort()).toEqual(
      twins.map((t) => t.id).sort(),
    );
    expect(byName.c).toMatchObject({ found: "none" });
    expect(importArgs(byName.a as Extract<Outcome, { found: "one" }>)).toEqual([
      "import",
      "tunnels:index:IpPolicy",
      "a",
      orphan.id,
      "--yes",
      "--protect=false",
      "--generate-code=false",
    ]);
  });

  it("without a record of when it was sent and without --since: says so instead of guessing", async () => {
    const pulumi = stackOf({
      pending: [{ type: "creating", resource: recorded("IpPolicy", "d", { description: "d" }) }],
    });
    const [outcome] = await findMissing(await readStack(pulumi, false), { journal: journal() });
    expect(outcome).toMatchObject({ found: "unknown" });
  });

  it("this machine's journal gives the id: taken without a listing", async () => {
    const made = await direct.reservedAddrs.create({ description: "journal", region: "eu" });
    const j = journal();
    j.write(CreateJournal.keyFor(server.url, urn("ReservedAddr", "e")), {
      apiUrl: server.url,
      className: "ReservedAddr",
      parents: [],
      urn: urn("ReservedAddr", "e"),
      id: made.id,
      by: "create",
    });
    const pulumi = stackOf({
      pending: [
        {
          type: "creating",
          resource: recorded("ReservedAddr", "e", { description: "journal", region: "eu" }),
        },
      ],
    });
    const [outcome] = await findMissing(await readStack(pulumi, false), { journal: j });
    expect(outcome).toMatchObject({ found: "one", id: made.id });
  });

  it("a route's import id names its edge, and an explicit provider and a parent go through the file's name table", async () => {
    const edge = await direct.httpsEdges.create({ hostports: ["recover.example.com:443"] });
    const route = await direct.httpsEdgeRoutes.create(edge.id, { match_type: "path_prefix", match: "/r" });
    const explicit = "urn:pulumi:dev::proj::pulumi:providers:tunnels::lab";
    const parent = "urn:pulumi:dev::proj::my:component:Thing::box";
    const pulumi = stackOf({
      pending: [
        {
          type: "creating",
          resource: {
            ...recorded("HttpsEdgeRoute", "r", { edgeId: edge.id, matchType: "path_prefix", match: "/r" }),
            provider: `${explicit}::lab-1`,
            parent,
          },
        },
      ],
    });
    const view = await readStack(pulumi, false);
    // The explicit provider is not in the state given: its settings come from the stack's config, which is empty.
    view.missing[0].settings = { apiUrl: server.url, apiKey: server.rootToken };
    const [outcome] = await findMissing(view, { since: Date.now() - 10_000, journal: journal() });
    const found = outcome as Extract<Outcome, { found: "one" }>;
    expect(found).toMatchObject({ found: "one", id: route.id, importId: `${edge.id}/${route.id}` });
    expect(importFile([found])).toEqual({
      resources: [
        {
          type: "tunnels:index:HttpsEdgeRoute",
          name: "r",
          id: `${edge.id}/${route.id}`,
          parent: "box-0",
          provider: "lab-1",
        },
      ],
      nameTable: { "box-0": parent, "lab-1": explicit },
    });
  });
});
