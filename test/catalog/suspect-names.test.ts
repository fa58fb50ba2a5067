import { describe, expect, it } from "vitest";
import { elementOf, functionList, moduleList, resourceList, shapeOf, walk } from "../../catalog";

/**
 * A member named like a credential (`token`, `secret`, `password`, `private_key`, `*_key`, `client_secret`, …)
 * must be flagged secret, or a forgotten flag puts it in state and logs in clear and no other test notices.
 * The names that hold nothing secret are exempt here, each with its reason; an exemption is a name, wherever
 * it is used, so keep the list short and the reasons true of every use.
 */
const SUSPECT = [
  /(^|_)token(s)?$/,
  /(^|_)secret(_|$)/,
  /(^|_)password$/,
  /(^|_)passphrase$/,
  /(^|_)credentials?$/,
  /(^|_)private_key/,
  /(^|_)key(_|$)/,
];

const EXEMPT: Record<string, string> = {
  public_key: "an SSH certificate authority's public key: made to be handed out",
  private_key_type: "the kind of key pair an SSH CA generates (rsa, ecdsa, ed25519), not the key",
  key_type: "the kind of an SSH CA's key, answered by the service, not the key",
  key_size: "the size in bits of an SSH CA's RSA key, not the key",
  aws_access_key_id:
    "the id of an AWS access key, sent in clear like a user name; its secret is aws_secret_access_key",
};

/** Every member of every schema a class or a function has, with its path, by wire name. */
function members(): { where: string; name: string; secret: boolean }[] {
  const schemas = [
    ...resourceList.flatMap((r) => [r.create, r.update, r.response].map((s) => [r.className, s] as const)),
    ...moduleList.flatMap((m) => [m.request, m.response].map((s) => [m.className, s] as const)),
    ...functionList.flatMap((f) => [f.args, f.result].map((s) => [f.name, s] as const)),
  ];
  return schemas.flatMap(([owner, schema]) => {
    const found: { where: string; name: string; secret: boolean }[] = [];
    walk(schema, (m) => {
      // An object (or a list of them) is judged by its members: `credentials` may hold a secret, not be one.
      const objects =
        m.shape === "object" || (m.shape === "list" && shapeOf(elementOf(m.schema)) === "object");
      if (!objects)
        found.push({
          where: `${owner}.${m.pulumiPath.join(".")}`,
          name: m.wireName,
          secret: !!m.flags.secret,
        });
    });
    return found;
  });
}

const suspect = (name: string) => SUSPECT.some((p) => p.test(name));

/** Each member named like a credential but not flagged secret nor exempt, as a sentence saying what to do. */
function unflagged(list: ReturnType<typeof members>): string[] {
  return [
    ...new Set(
      list
        .filter((m) => suspect(m.name) && !m.secret && !(m.name in EXEMPT))
        .map(
          (m) =>
            `${m.where} is named like a secret but not flagged secret: flag it secret (a token shown once: build ` +
            "it with onceShownToken()), or, if it holds nothing secret, add its name to EXEMPT in " +
            "test/catalog/suspect-names.test.ts with the reason",
        ),
    ),
  ];
}

describe("members named like a secret", () => {
  it("are flagged secret, or exempt with a reason", () => {
    const problems = unflagged(members());
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("the names looked for are there to find, and each exemption is used", () => {
    const all = members();
    expect(all.filter((m) => suspect(m.name) && m.secret).length).toBeGreaterThan(10);
    for (const name of Object.keys(EXEMPT))
      expect(
        all.some((m) => m.name === name),
        `EXEMPT names ${name}, which no member has: remove it`,
      ).toBe(true);
  });

  it("the check names a token left unflagged, and what to do", () => {
    const token = { ...members()[0], where: "Credential.token", name: "token", secret: false };
    expect(unflagged([token])[0]).toMatch(
      /^Credential\.token is named like a secret but not flagged secret: flag it secret/,
    );
    for (const name of [
      "client_secret",
      "password",
      "private_key",
      "signing_key",
      "api_key",
      "refresh_token",
    ])
      expect(suspect(name), name).toBe(true);
    expect(suspect("description")).toBe(false);
  });
});
