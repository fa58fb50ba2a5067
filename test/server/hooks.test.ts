import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  defineResource,
  describedBy,
  field,
  identity,
  membersOf,
  onceShownToken,
  ownerId,
  resourceList,
  updateSchema,
} from "../../catalog";
import { ServerCatalog, serviceCatalog } from "../../server/catalog-view";
import type { ServerContext } from "../../server/context";
import { openDatabase } from "../../server/db";
import { Faults } from "../../server/faults";
import { checkHooks } from "../../server/hook-check";
import { hooks } from "../../server/hooks";
import { buildApp } from "../../server/http";
import { newId } from "../../server/ids";
import { SecretBox } from "../../server/secret-box";
import { Store } from "../../server/store";
import { sample } from "../catalog/samples";
import { type Client, startClient } from "./helpers";

/** A synthetic resource built from the shared members: an owner and a token its hook must make. */
const badges = defineResource({
  className: "Badge",
  clientName: "badges",
  kind: "badge",
  emitsEvents: false,
  collection: "/badges",
  parents: [],
  idPrefix: "bdg_",
  listKey: "badges",
  operations: ["create", "get", "list", "update", "delete"],
  create: z.strictObject({ ...describedBy("badge"), owner_id: ownerId("badge") }),
  update: updateSchema("badge"),
  response: z.object({
    ...identity("badge"),
    ...describedBy("badge"),
    owner_id: ownerId("badge"),
    token: onceShownToken("The badge's secret."),
    shelf: field(z.string(), "Where it hangs.", { computed: true }).optional(),
  }),
  description: "A synthetic resource with a once-shown token.",
});

function context(catalog: ServerCatalog, registry: ServerContext["hooks"]): ServerContext {
  const opened = openDatabase(undefined);
  return {
    store: new Store(opened.db),
    adminId: newId("usr_"),
    baseUrl: "http://local.test",
    box: SecretBox.inMemory(),
    catalog,
    faults: new Faults({}),
    hooks: registry,
  };
}

describe("a server whose catalog has members only a hook computes", () => {
  it("refuses to start without that hook, naming the resource, the members and what to write", () => {
    const ctx = context(new ServerCatalog([badges], []), {});
    expect(() => buildApp(ctx, "root", false)).toThrow(
      /badges \(token\).*Write the hook in server\/hooks\/<resource>\.ts.*register it under the resource's key in server\/hooks\/index\.ts/,
    );
  });

  it("starts with one, and derives that the resource cannot be adopted (its token is shown once)", async () => {
    const ctx = context(new ServerCatalog([badges], []), { badges: { created: () => {} } });
    const app = buildApp(ctx, "root", false);
    await app.close();
    expect(badges.adoptable).toBe(false);
  });

  it("the service's own catalog has every hook it needs, and each one is required", () => {
    // Called as the server calls it: a missing hook fails here with the server's own message, whole.
    checkHooks(serviceCatalog, hooks);
    for (const key of Object.keys(hooks) as (keyof typeof hooks)[]) {
      const without = { ...hooks, [key]: undefined };
      if (hookComputedMembers(key).length)
        expect(() => checkHooks(serviceCatalog, without), key).toThrow(new RegExp(`${key} \\(`));
    }
  });
});

/** Top-level response members of a resource flagged computedByHook. */
function hookComputedMembers(clientName: string): string[] {
  const def = resourceList.find((r) => r.clientName === clientName)!;
  return membersOf(def.response)
    .filter((m) => m.flags.computedByHook)
    .map((m) => m.wireName);
}

/**
 * Top-level members the service computes and a Pulumi resource keeps (not `notInState`): the generic pipeline
 * fills in only the identity members, so each of the others is its hook's to set.
 */
const IDENTITY = new Set(Object.keys(identity("object")));
const computedMembers = (def: (typeof resourceList)[number]) =>
  membersOf(def.response).filter((m) => m.flags.computed && !m.flags.notInState && !IDENTITY.has(m.wireName));

describe("every member the service computes is there in the create answer", () => {
  let client: Client;
  beforeAll(async () => {
    client = await startClient();
  });
  afterAll(async () => client?.server.close());

  // Every resource created at the top level with such members, from a minimal sample of its request.
  const creatable = resourceList.filter(
    (r) => r.operations.includes("create") && !r.parents.length && computedMembers(r).length,
  );

  it.each(creatable.map((r) => [r.clientName, r] as const))("%s", async (_name, def) => {
    expect(creatable.length).toBeGreaterThan(3);
    const created = await client.call("POST", def.collection, sample(def.create));
    expect(created.status, created.text).toBe(201);
    for (const member of computedMembers(def))
      expect(
        created.body[member.wireName] ?? null,
        member.flags.computedByHook
          ? `${def.clientName}.${member.wireName} is flagged computedByHook, but its hook left it unset: set it in ` +
              "the hook (create or created for a stored or once-shown member, render for one computed on every read)"
          : `${def.clientName}.${member.wireName} is computed, but the create answer leaves it unset: flag it ` +
              "computedByHook (onceShownToken() does, for a token) and set it in the resource's hook in server/hooks/",
      ).not.toBeNull();
  });

  /**
   * A member the create answer has and a read of the same object does not is shown once (an API key's token):
   * unless its flags say so (`shownOnce`, with `secret`), the class would be adoptable and its value a plain
   * output. Found by what the server answers, so no flag has to be remembered for the check to run.
   */
  // Those a sample alone creates: at the top level, naming no other object it would need first.
  const readable = resourceList.filter(
    (r) =>
      r.operations.includes("create") &&
      r.operations.includes("get") &&
      !r.parents.length &&
      !membersOf(r.create).some((m) => m.flags.references && !m.optional),
  );
  it.each(readable.map((r) => [r.clientName, r] as const))(
    "%s: a member only the create answer has is flagged shownOnce",
    async (_name, def) => {
      expect(readable.length).toBeGreaterThan(5);
      const created = await client.call("POST", def.collection, sample(def.create));
      expect(created.status, created.text).toBe(201);
      const read = await client.call("GET", `${def.collection}/${created.body.id}`);
      expect(read.status, read.text).toBe(200);
      const flags = new Map(membersOf(def.response).map((m) => [m.wireName, m.flags]));
      for (const [member, value] of Object.entries(created.body as Record<string, unknown>)) {
        if (value === null || value === undefined || (read.body[member] ?? null) !== null) continue;
        expect(
          flags.get(member)?.shownOnce ?? false,
          `${def.clientName}.${member} is in the create answer only, not in a read: build it with onceShownToken() ` +
            "(flag shownOnce: secret, kept in state, and the class cannot be adopted)",
        ).toBe(true);
      }
    },
  );
});
