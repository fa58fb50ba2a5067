import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { membersOf, type ResourceDef, resourceList } from "../../catalog";
import { serviceCatalog } from "../../server/catalog-view";
import { withoutZeroValues, zeroValueOf } from "../../server/zero-values";
import { sample } from "../catalog/samples";
import { type Client, expectError, startClient } from "./helpers";

/**
 * The service's own generated clients send `""` and `0` for every member a call leaves out; the local server
 * reads them as the service does (docs/contract.md §3, "Zero values"): on create, a zero value an optional
 * member cannot hold means unset; everything else is read as sent.
 */
let c: Client;
beforeAll(async () => {
  c = await startClient();
});
afterAll(() => c.server.close());

const SSH = "/ssh_certificate_authorities";

describe("the bodies the service's published client sends", () => {
  it('SSH CA of each key type: the curve and the size it leaves out are sent as "" and 0', async () => {
    // The bodies, byte for byte: the client cannot create an SSH CA of any key type without this.
    const ed25519 = await c.call(
      "POST",
      SSH,
      '{"description": "", "metadata": "", "private_key_type": "ed25519", "elliptic_curve": "", "key_size": 0}',
    );
    expect(ed25519.status, ed25519.text).toBe(201);
    expect(ed25519.body).toMatchObject({ key_type: "ed25519", description: "", metadata: "" });
    expect(ed25519.body.public_key).toMatch(/^ssh-ed25519 /);

    const rsa = await c.call(
      "POST",
      SSH,
      '{"description": "", "metadata": "", "private_key_type": "rsa", "elliptic_curve": "", "key_size": 2048}',
    );
    expect(rsa.status, rsa.text).toBe(201);
    expect(rsa.body.key_type).toBe("rsa");
    // A 2048-bit modulus: 256 bytes, so the base64 of the key blob is about 372 characters (4096: about 716).
    expect((rsa.body.public_key as string).split(" ")[1].length).toBeLessThan(400);

    const ecdsa = await c.call(
      "POST",
      SSH,
      '{"description": "", "metadata": "", "private_key_type": "ecdsa", "elliptic_curve": "", "key_size": 0}',
    );
    expect(ecdsa.status, ecdsa.text).toBe(201);
    expect(ecdsa.body.public_key).toMatch(/^ecdsa-sha2-nistp256 /);
  });

  it("a value outside the set is still refused, and so is a curve with another key type", async () => {
    expectError(await c.call("POST", SSH, { elliptic_curve: "p999" }), 400, 400, "elliptic_curve");
    expectError(await c.call("POST", SSH, { key_size: 1024 }), 400, 400, "key_size");
    expectError(
      await c.call("POST", SSH, { private_key_type: "rsa", elliptic_curve: "p256" }),
      400,
      400,
      "elliptic_curve",
    );
  });

  it('on update, "" still clears description and metadata', async () => {
    const made = await c.call("POST", "/ip_policies", { description: "office", metadata: "m" });
    const cleared = await c.call("PATCH", `/ip_policies/${made.body.id}`, { description: "", metadata: "" });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body).toMatchObject({ description: "", metadata: "" });
  });
});

describe("withoutZeroValues", () => {
  const schema = z.strictObject({
    curve: z.enum(["p256", "p384"]).optional(),
    size: z.number().int().min(1).max(128).optional(),
    sizes: z.union([z.literal(2048), z.literal(4096)]).optional(),
    seconds: z.number().int().min(0).optional(),
    note: z.string().optional(),
    on: z.boolean().optional(),
    action: z.enum(["allow", "deny"]),
  });

  it("drops only optional members sent as a zero value they cannot hold", () => {
    const sent = { curve: "", size: 0, sizes: 0, seconds: 0, note: "", on: false, action: "" };
    expect(withoutZeroValues(schema, sent)).toEqual({ seconds: 0, note: "", on: false, action: "" });
  });

  it("a zero value of the other kind is a wrong type, not unset", () => {
    expect(withoutZeroValues(schema, { curve: 0, size: "" })).toEqual({ curve: 0, size: "" });
  });

  it("knows the zero value of text, numbers and sets of either, and of nothing else", () => {
    expect(
      Object.fromEntries(membersOf(schema).map((m) => [m.wireName, zeroValueOf(m.schema) ?? null])),
    ).toEqual({ curve: "", size: 0, sizes: 0, seconds: 0, note: "", on: null, action: "" });
  });
});

/** The collection path of a resource, with its parent made (a route's edge). */
async function collectionOf(def: ResourceDef): Promise<string> {
  const at = def.collection.indexOf("/{");
  if (at < 0) return def.collection;
  const parent = serviceCatalog.parentResource(def) as ResourceDef;
  const made = await c.call("POST", parent.collection, await baseBody(parent));
  return def.collection.replace(/\{[a-z_]+\}/, made.body.id);
}

/** A minimal valid create body, with every id it names made first. */
async function baseBody(def: ResourceDef): Promise<Record<string, unknown>> {
  const body = sample(def.create) as Record<string, unknown>;
  for (const m of membersOf(def.create)) {
    const kind = m.flags.references;
    if (!kind || !(m.wireName in body)) continue;
    const target = resourceList.find((r) => r.kind === kind) as ResourceDef;
    const made = await c.call("POST", await collectionOf(target), await baseBody(target));
    body[m.wireName] = Array.isArray(body[m.wireName]) ? [made.body.id] : made.body.id;
  }
  return body;
}

/**
 * An object without what differs between two creates of the same body: the identity (id, uri, the creation
 * time, which two creates may share or not) and what the service generates (tokens, addresses, keys).
 */
function comparable(a: Record<string, unknown>, b: Record<string, unknown>) {
  const varying = ["id", "uri", "created_at"];
  varying.push(...Object.keys(a).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k])));
  return (o: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(o).filter(([k]) => !varying.includes(k)));
}

describe("every create of the catalog", () => {
  const creatable = resourceList.filter((r) => r.operations.includes("create"));
  const unsetByZero: string[] = [];
  const refusedRequired: string[] = [];

  for (const def of creatable)
    it(`${def.className}: each optional member sent as a zero value it cannot hold is read as left out`, async () => {
      const collection = await collectionOf(def);
      const base = await baseBody(def);
      const first = await c.call("POST", collection, base);
      const second = await c.call("POST", collection, base);
      expect(first.status, first.text).toBe(201);
      const same = comparable(first.body, second.body);
      for (const m of membersOf(def.create)) {
        const zero = zeroValueOf(m.schema);
        if (zero === undefined || (m.optional && m.wireName in base)) continue;
        const sent = await c.call("POST", collection, { ...base, [m.wireName]: zero });
        if (!m.optional) {
          // A required member has no "left out" to fall back to: its zero value is judged as sent.
          if (m.schema.safeParse(zero).success) continue;
          refusedRequired.push(`${def.className}.${m.wireName}`);
          expect(sent.status, `${def.className} ${m.wireName}: ${sent.text}`).toBe(400);
          expect(sent.body.details.field).toBe(m.wireName);
          continue;
        }
        expect(sent.status, `${def.className} ${m.wireName}: ${sent.text}`).toBe(201);
        if (m.schema.safeParse(zero).success) {
          // A member that holds its zero value keeps it: an empty description is a description.
          expect(sent.body[m.wireName], `${def.className} ${m.wireName}`).toBe(zero);
          continue;
        }
        unsetByZero.push(`${def.className}.${m.wireName}`);
        expect(same(sent.body), `${def.className} ${m.wireName} sent as ${JSON.stringify(zero)}`).toEqual(
          same(first.body),
        );
      }
    });

  it("the rule reached the members it is for", () => {
    expect(unsetByZero).toEqual(
      expect.arrayContaining([
        "ApiKey.owner_id",
        "ReservedAddr.region",
        "SshCertificateAuthority.private_key_type",
        "SshCertificateAuthority.elliptic_curve",
        "SshCertificateAuthority.key_size",
        "EventDestination.format",
      ]),
    );
    expect(refusedRequired).toEqual(
      expect.arrayContaining(["HttpsEdgeRoute.match_type", "IpPolicyRule.action", "IpPolicyRule.cidr"]),
    );
  });
});
