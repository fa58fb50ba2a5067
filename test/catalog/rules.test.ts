import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  EVENT_TARGETS,
  membersOf,
  OAUTH_PROVIDERS,
  resources,
  SSH_CURVES,
  SSH_KEY_TYPES,
  WEBHOOK_PROVIDERS,
} from "../../catalog";
import { expectAccepted, expectRejected } from "./expect-issues";
import {
  ABSENT,
  buildWith,
  issuePaths,
  memberAt,
  membersWhere,
  objectsWhere,
  requestSchemas,
  sample,
} from "./samples";

/**
 * The cross-member rules of docs/contract.md §2 and §4, on every request object that carries them, wherever
 * it sits (a route's oauth module, the oauth module's own PUT body, …).
 */

const SECRET = "S3CR3T-do-not-echo-9f2c";

/** The request objects whose members include all of `names`, with the schema that holds each. */
function objectsWith(...names: string[]) {
  return requestSchemas.flatMap(({ name, schema }) =>
    objectsWhere(schema, (members) => names.every((n) => members.has(n))).map((path) => ({
      title: `${name} ${path.join(".") || "(root)"}`,
      schema,
      path,
    })),
  );
}

/** Paths as issuePaths prints them, below an object's path. */
const under = (path: string[], ...members: string[]) =>
  members.map((m) => [...path, m].filter(Boolean).join(".")).sort();

const providerConfigs = objectsWith("client_id", "client_secret", "scopes", "email_domains");
describe.each(providerConfigs)("OAuth provider settings: $title", ({ schema, path }) => {
  const at = (config: object) => buildWith(schema, path, () => config);
  it("accepts neither, or client_id with client_secret, with or without scopes", () => {
    expectAccepted(schema, at({}));
    expectAccepted(schema, at({ client_id: "app", client_secret: SECRET }));
    expectAccepted(schema, at({ client_id: "app", client_secret: SECRET, scopes: ["openid"] }));
  });
  it("rejects either one alone, naming the missing one, and never shows the secret", () => {
    expectRejected(schema, at({ client_id: "app" }), { path: [...path, "client_secret"] });
    expectRejected(schema, at({ client_secret: SECRET }), {
      path: [...path, "client_id"],
      secretText: SECRET,
    });
  });
  it("rejects scopes without both", () => {
    expectRejected(schema, at({ scopes: ["openid"] }), { path: [...path, "scopes"] });
    expect(issuePaths(schema, at({ client_id: "app", scopes: ["x"] }).value)).toEqual(
      under(path, "client_secret", "scopes"),
    );
    expect(issuePaths(schema, at({ client_secret: SECRET, scopes: ["x"] }).value)).toEqual(
      under(path, "client_id", "scopes"),
    );
  });
});

const providerObjects = objectsWith(...OAUTH_PROVIDERS);
describe.each(providerObjects)("OAuth provider, exactly one: $title", ({ schema, path }) => {
  it.each(OAUTH_PROVIDERS.map((p) => [p]))("accepts %s alone, the others null", (provider) => {
    const others = Object.fromEntries(OAUTH_PROVIDERS.filter((p) => p !== provider).map((p) => [p, null]));
    expectAccepted(
      schema,
      buildWith(schema, path, () => ({ ...others, [provider]: {} })),
    );
  });
  it("rejects none and two, at the provider object", () => {
    expectRejected(
      schema,
      buildWith(schema, path, () => ({})),
      { path },
    );
    expectAccepted(
      schema,
      buildWith(schema, path, () => ({ github: {}, google: null })),
    );
    const two = buildWith(schema, path, () => ({ github: {}, gitlab: {} }));
    expect(expectRejected(schema, two, { path })[0].message).toMatch(/exactly one/);
  });
});

const tlsTerminations = objectsWith("terminate_at", "min_version");
describe.each(tlsTerminations)("TLS termination: $title", ({ schema, path }) => {
  const at = (m: object) => buildWith(schema, path, () => m);
  it("accepts min_version at the edge, and none (or null) upstream", () => {
    expectAccepted(schema, at({ terminate_at: "edge", min_version: "1.3" }));
    expectAccepted(schema, at({ terminate_at: "upstream", min_version: null }));
    expectAccepted(schema, at({ terminate_at: "upstream" }));
  });
  it("rejects a min_version upstream, naming min_version", () => {
    const issues = expectRejected(schema, at({ terminate_at: "upstream", min_version: "1.2" }), {
      path: [...path, "min_version"],
    });
    expect(issues[0].message).toMatch(/upstream/);
  });
});

describe("HTTPS edge TLS termination", () => {
  it("takes no terminate_at: the edge always terminates", () => {
    const httpsEdgeTls = objectsWith("min_version").filter((o) => o.title.startsWith("HttpsEdge"));
    expect(httpsEdgeTls).toHaveLength(3);
    for (const { title, schema, path } of httpsEdgeTls) {
      const issues = expectRejected(
        schema,
        buildWith(schema, path, () => ({ terminate_at: "edge" })),
        { path },
      );
      expect(issues[0].code, title).toBe("unrecognized_keys");
    }
    expect(httpsEdgeTls.map((o) => o.title)).toHaveLength(3);
  });
});

describe("SSH certificate authority key options", () => {
  const create = resources.sshCertificateAuthorities.create;
  const body = (b: object) => ({ value: b, issuePath: [] });
  it("accepts key_size only with rsa, and only 2048 or 4096", () => {
    for (const key_size of [2048, 4096]) expectAccepted(create, body({ private_key_type: "rsa", key_size }));
    for (const key_size of [1024, 2047, 4097, 8192, "2048"])
      expectRejected(create, body({ private_key_type: "rsa", key_size }), { path: ["key_size"] });
    for (const type of SSH_KEY_TYPES.filter((t) => t !== "rsa"))
      expectRejected(create, body({ private_key_type: type, key_size: 2048 }), { path: ["key_size"] });
    // Without a type the key is ed25519, which has no size.
    expectRejected(create, body({ key_size: 4096 }), { path: ["key_size"] });
  });
  it("accepts elliptic_curve only with ecdsa, and only p256, p384 or p521", () => {
    for (const elliptic_curve of SSH_CURVES)
      expectAccepted(create, body({ private_key_type: "ecdsa", elliptic_curve }));
    for (const elliptic_curve of ["p224", "P256", "secp256k1"])
      expectRejected(create, body({ private_key_type: "ecdsa", elliptic_curve }), {
        path: ["elliptic_curve"],
      });
    for (const type of SSH_KEY_TYPES.filter((t) => t !== "ecdsa"))
      expectRejected(create, body({ private_key_type: type, elliptic_curve: "p256" }), {
        path: ["elliptic_curve"],
      });
    expectRejected(create, body({ elliptic_curve: "p384" }), { path: ["elliptic_curve"] });
  });
  it("accepts each key type alone and rejects others", () => {
    for (const private_key_type of SSH_KEY_TYPES) expectAccepted(create, body({ private_key_type }));
    expectRejected(create, body({ private_key_type: "dsa" }), { path: ["private_key_type"] });
  });
});

const targets = objectsWith(...EVENT_TARGETS);
describe.each(targets)("event target, exactly one member: $title", ({ schema, path }) => {
  it.each(EVENT_TARGETS.map((t) => [t]))("accepts %s alone, the others null or absent", (target) => {
    const alone = sample(requestTargetSchema(schema, path), target) as Record<string, unknown>;
    expect(Object.keys(alone)).toEqual([target]);
    expectAccepted(
      schema,
      buildWith(schema, path, () => alone),
    );
    const nulls = Object.fromEntries(EVENT_TARGETS.filter((t) => t !== target).map((t) => [t, null]));
    expectAccepted(
      schema,
      buildWith(schema, path, () => ({ ...nulls, ...alone })),
    );
  });
  it("rejects none and two, at the target", () => {
    expectRejected(
      schema,
      buildWith(schema, path, () => ({})),
      { path },
    );
    const a = sample(requestTargetSchema(schema, path), "kinesis") as object;
    const b = sample(requestTargetSchema(schema, path), "datadog") as object;
    expectRejected(
      schema,
      buildWith(schema, path, () => ({ ...a, ...b })),
      { path },
    );
  });
});

const cloudAuths = objectsWith("role", "creds");
describe.each(cloudAuths)("cloud auth, exactly one of role or creds: $title", ({ schema, path }) => {
  const role = { role_arn: "arn:aws:iam::1:role/r" };
  const creds = { aws_access_key_id: "AKIA1", aws_secret_access_key: SECRET };
  it("accepts role alone and creds alone", () => {
    expectAccepted(
      schema,
      buildWith(schema, path, () => ({ role })),
    );
    expectAccepted(
      schema,
      buildWith(schema, path, () => ({ creds, role: null })),
    );
  });
  it("rejects neither and both, at auth, without showing the secret", () => {
    expectRejected(
      schema,
      buildWith(schema, path, () => ({})),
      { path },
    );
    expectRejected(
      schema,
      buildWith(schema, path, () => ({ role, creds })),
      { path, secretText: SECRET },
    );
  });
});

const webhooks = objectsWith("provider", "secret");
describe.each(webhooks)("webhook verification: $title", ({ schema, path }) => {
  const at = (m: object) => buildWith(schema, path, () => m);
  it("accepts every listed provider with a secret, in any case, except sns", () => {
    for (const provider of WEBHOOK_PROVIDERS.filter((p) => p !== "sns")) {
      expectAccepted(schema, at({ provider, secret: SECRET }));
      expectAccepted(schema, at({ provider: provider.toUpperCase(), secret: SECRET }));
    }
    expectAccepted(schema, at({ provider: "sns" }));
    expectAccepted(schema, at({ provider: "SNS", enabled: false }));
  });
  it("requires a secret except for sns, and rejects one for sns without showing it", () => {
    expectRejected(schema, at({ provider: "github" }), { path: [...path, "secret"] });
    expectRejected(schema, at({ provider: "Stripe", secret: "" }), { path: [...path, "secret"] });
    expectRejected(schema, at({ provider: "Sns", secret: SECRET }), {
      path: [...path, "secret"],
      secretText: SECRET,
    });
  });
  it("rejects an unknown provider, naming provider", () => {
    expectRejected(schema, at({ provider: "myhooks", secret: SECRET }), {
      path: [...path, "provider"],
      secretText: SECRET,
    });
  });
});

describe("rule coverage", () => {
  it("finds every rule where the catalog puts it", () => {
    // route create, route update and the module's own PUT body, for each of the eight providers
    expect(providerConfigs).toHaveLength(3 * OAUTH_PROVIDERS.length);
    expect(providerObjects).toHaveLength(3);
    // TLS edge create, update and its module; HTTPS edges have no terminate_at
    expect(tlsTerminations).toHaveLength(3);
    expect(targets).toHaveLength(2);
    expect(cloudAuths).toHaveLength(2 * 3);
    expect(webhooks).toHaveLength(3);
  });
});

/** The schema of the object at a path (the target itself). */
function requestTargetSchema(schema: z.ZodType, path: string[]): z.ZodType {
  return path.length === 0 ? schema : memberAt(schema, path)!.schema;
}

// docs/contract.md §4: a module of an edge or route sent as null is a 400; it is removed only through its DELETE.
const moduleMembers = requestSchemas.flatMap(({ name, schema }) =>
  membersWhere(
    schema,
    (m) =>
      m.wirePath.length === 1 &&
      m.shape === "object" &&
      membersOf(m.schema).some((x) => x.wireName === "enabled"),
  ).map((m) => ({ title: `${name} ${m.wireName}`, schema, m })),
);
describe("module members of edge and route requests", () => {
  it.each(moduleMembers)("$title may be left out but not sent as null", ({ schema, m }) => {
    expectAccepted(
      schema,
      buildWith(schema, m.wirePath, () => ABSENT),
    );
    expectRejected(
      schema,
      buildWith(schema, m.wirePath, () => null),
    );
  });
  it("finds the modules of routes and of both kinds of edge", () => {
    const names = new Set(moduleMembers.map((c) => c.title.split(" ")[0]));
    expect(names).toEqual(new Set(["HttpsEdge", "TlsEdge", "HttpsEdgeRoute"]));
  });
});

// Every secret of every request, sent with the wrong shape: the issue names it and never repeats the text.
const secretMembers = requestSchemas.flatMap(({ name, schema }) =>
  membersWhere(schema, (m) => m.flags.secret === true).map((m) => ({
    title: `${name} ${m.wirePath.join(".")}`,
    schema,
    m,
  })),
);
describe("secret members", () => {
  it.each(secretMembers)("$title: a bad value is reported without its text", ({ schema, m }) => {
    for (const bad of [{ pasted: SECRET }, [SECRET], 42]) {
      expectRejected(
        schema,
        buildWith(schema, m.wirePath, () => bad),
        { secretText: SECRET },
      );
    }
  });
  it("finds the secrets of OAuth, OIDC, webhooks and event targets", () => {
    const names = new Set(secretMembers.map((c) => c.m.wireName));
    expect(names).toEqual(new Set(["client_secret", "secret", "aws_secret_access_key", "api_key"]));
  });
});
