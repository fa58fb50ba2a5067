import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  elementOf,
  shapeOf,
  membersOf,
  moduleList,
  resourceList,
  type VisitedMember,
  walk,
} from "../../catalog";
import { expectAccepted } from "./expect-issues";
import { buildWith, memberAt, membersWhere, valueAt } from "./samples";

/**
 * The lifecycle flags are read by the client, the server, the providers and the docs: a wrong flag breaks
 * them all quietly. These tests check each flag against the schemas it describes.
 */

interface Pair {
  name: string;
  requests: z.ZodType[];
  response: z.ZodType;
  update?: z.ZodType;
}

const pairs: Pair[] = [
  ...resourceList.map((r) => ({
    name: r.className,
    requests: [r.create, ...(r.operations.includes("update") ? [r.update] : [])],
    response: r.response,
    update: r.operations.includes("update") ? r.update : undefined,
  })),
  ...moduleList.map((m) => ({ name: m.className, requests: [m.request], response: m.response })),
];

const SECRET = "S3CR3T-stored-4a1e";

/** Response members of this object itself: not those inside a member kept out of state (an edge's routes). */
const own = (response: z.ZodType, pick: (m: VisitedMember) => boolean) =>
  membersWhere(response, pick).filter(
    (m) =>
      !m.wirePath
        .slice(0, -1)
        .some((_, i) => memberAt(response, m.wirePath.slice(0, i + 1))?.flags.notInState),
  );

describe.each(pairs)("$name", ({ requests, response, update }) => {
  it("returns every secret as stored, or as null when the service redacts it", () => {
    for (const request of requests) {
      for (const m of membersWhere(request, (x) => x.flags.secret === true)) {
        const back = memberAt(response, m.wirePath);
        expect(back, `${m.wirePath.join(".")} in the response`).toBeDefined();
        expect(back!.flags.secret, `${m.wirePath.join(".")} secret in the response too`).toBe(true);
        expect(!!back!.flags.redacted).toBe(!!m.flags.redacted);
        const sent = buildWith(response, m.wirePath, () => (m.flags.redacted ? null : SECRET));
        expect(valueAt(expectAccepted(response, sent), sent.issuePath)).toBe(
          m.flags.redacted ? null : SECRET,
        );
      }
    }
    for (const m of own(response, (x) => x.flags.secret === true)) {
      const sent = requests.some((r) => memberAt(r, m.wirePath));
      expect(sent || (m.flags.computed && m.flags.redacted), `${m.wirePath.join(".")}`).toBeTruthy();
      if (m.flags.redacted) expect(m.nullable, `${m.wirePath.join(".")} is answered as null`).toBe(true);
    }
  });

  it("keeps create-only members out of the update body, and every member update lacks is create-only", () => {
    const create = requests[0];
    for (const m of membersWhere(create, (x) => x.flags.createOnly === true)) {
      if (update) expect(memberAt(update, m.wirePath), m.wirePath.join(".")).toBeUndefined();
    }
    if (update) {
      for (const m of membersOf(create).filter((x) => !memberAt(update, [x.wireName]))) {
        expect(m.flags.createOnly, `${m.wireName} cannot be updated, so it must be create-only`).toBe(true);
      }
    }
    for (const m of own(response, (x) => x.flags.createOnly === true)) {
      const path = m.flags.requestAs ? [...m.wirePath.slice(0, -1), m.flags.requestAs] : m.wirePath;
      expect(memberAt(create, path)?.flags.createOnly, `${path.join(".")} create-only in the request`).toBe(
        true,
      );
    }
  });

  it("names a request member of the same shape in every requestAs", () => {
    for (const m of own(response, (x) => x.flags.requestAs !== undefined)) {
      const path = [...m.wirePath.slice(0, -1), m.flags.requestAs!];
      for (const request of requests) {
        const asked = memberAt(request, path);
        if (!asked && request !== requests[0]) continue; // an update body may leave it out (create-only)
        expect(asked, `${path.join(".")} in the request`).toBeDefined();
        expect(memberAt(request, m.wirePath), `${m.wirePath.join(".")} is response-only`).toBeUndefined();
        expect(asked!.shape).toBe(m.shape === "list" ? "list" : "scalar");
        const ref = m.shape === "list" ? elementOf(m.schema) : m.schema;
        expect(membersOf(ref).map((x) => x.wireName)).toEqual(["id", "uri"]);
      }
    }
  });

  it("keeps computed and not-in-state members out of requests, write-only members out of the response", () => {
    for (const request of requests)
      walk(request, (m) => {
        expect(m.flags.computed, `${m.wirePath.join(".")} computed in a request`).toBeFalsy();
        expect(m.flags.notInState, `${m.wirePath.join(".")} notInState in a request`).toBeFalsy();
      });
    for (const m of membersWhere(requests[0], (x) => x.flags.writeOnly === true))
      expect(memberAt(response, m.wirePath), m.wirePath.join(".")).toBeUndefined();
  });

  it("lower-cases only text: strings, lists of strings, map keys", () => {
    for (const schema of [...requests, response])
      for (const m of membersWhere(schema, (x) => x.flags.lowercase === true)) {
        expect(["scalar", "list", "map"]).toContain(m.shape);
        if (m.shape === "list") expect(shapeOf(elementOf(m.schema))).toBe("scalar");
      }
  });
});

describe("catalog identities", () => {
  const unique = (values: (string | null)[]) => {
    const present = values.filter((v): v is string => v !== null);
    expect(new Set(present).size, present.join(", ")).toBe(present.length);
  };
  it("has unique list keys, id prefixes, collections, class names and client names", () => {
    unique(resourceList.map((r) => r.listKey));
    unique(resourceList.map((r) => r.idPrefix));
    unique(resourceList.map((r) => r.collection));
    unique([...resourceList, ...moduleList].map((d) => d.className));
    unique([...resourceList, ...moduleList].map((d) => d.clientName));
    unique(moduleList.map((m) => m.path));
    for (const r of resourceList) expect(r.idPrefix).toMatch(/^[a-z]+_$/);
  });
  it("gives every listed resource a list key, and none to those without a list", () => {
    for (const r of resourceList)
      expect(r.listKey === null, r.className).toBe(!r.operations.includes("list"));
  });
  it("names each module's parents in its path, in order", () => {
    for (const m of [...moduleList, ...resourceList]) {
      const inPath = [...("path" in m ? m.path : m.collection).matchAll(/\{(\w+)\}/g)].map((x) => x[1]);
      expect(inPath, m.className).toEqual([...m.parents]);
    }
  });
});
