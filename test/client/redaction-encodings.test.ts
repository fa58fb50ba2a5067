import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BadRequestError } from "../../client/errors";
import { Redactor } from "../../client/redact";
import { clientFor, errorBody, failureOf, reply, startServer, type TestServer } from "./harness";

/**
 * A secret may come back in any encoding a careless service or proxy gives it: as is, inside a JSON string,
 * inside a JSON string inside a JSON string (and so on), with characters written as `\uXXXX`, or in a URL.
 * The redactor masks every one of them.
 */

const MASK = "[redacted]";

/** `s` as it appears inside a JSON string, escaped `depth` times (a JSON string inside a JSON string, …). */
function jsonEscaped(s: string, depth: number): string {
  let out = s;
  for (let i = 0; i < depth; i++) out = JSON.stringify(out).slice(1, -1);
  return out;
}

const hex4 = (unit: number, upper: boolean) => {
  const h = unit.toString(16).padStart(4, "0");
  return upper ? h.toUpperCase() : h;
};

/** `s` with UTF-16 units written `\uXXXX`: every unit, or (as an ASCII-only encoder does) those outside ASCII. */
function unicodeEscaped(s: string, which: "all" | "non-ascii", upper: boolean): string {
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const unit = s.charCodeAt(i);
    const escaped = which === "all" || unit > 0x7e;
    out += escaped ? `\\u${hex4(unit, upper)}` : (JSON.stringify(s[i]).slice(1, -1) as string);
  }
  return out;
}

// Secrets with the characters that encodings change: quotes, backslashes, slashes, control characters,
// non-ASCII and astral characters. The mask's own brackets are left out so that a mask cannot make one up.
const secretChar = fc.oneof(
  fc.constantFrom('"', "\\", "/", "\n", "\t", "\u0001", "\u007f", "é", "€", "😀", "%", "+", " "),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }),
);
const secrets = fc
  .array(secretChar, { minLength: 4, maxLength: 16 })
  .map((chars) => chars.join(""))
  .filter((s) => !/[[\]]/.test(s));
const around = fc.string({ maxLength: 20 }).filter((s) => !/[[\]]/.test(s));

describe("the redactor masks a secret in every encoding", () => {
  it("raw, and JSON-escaped to any depth", () => {
    fc.assert(
      fc.property(secrets, fc.integer({ min: 0, max: 6 }), around, around, (secret, depth, before, after) => {
        const encoded = jsonEscaped(secret, depth);
        const out = new Redactor([secret]).scrub(`${before}${encoded}${after}`);
        expect(out).not.toContain(encoded);
        expect(out).toContain(MASK);
      }),
      { numRuns: 500 },
    );
  });

  it("with characters written \\uXXXX (any hex case), then JSON-escaped to any depth", () => {
    fc.assert(
      fc.property(
        secrets,
        fc.constantFrom("all", "non-ascii") as fc.Arbitrary<"all" | "non-ascii">,
        fc.boolean(),
        fc.integer({ min: 0, max: 4 }),
        (secret, which, upper, depth) => {
          const encoded = jsonEscaped(unicodeEscaped(secret, which, upper), depth);
          const out = new Redactor([secret]).scrub(`echo: ${encoded}.`);
          expect(out).toBe(`echo: ${MASK}.`);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("percent-encoded, as in a URL", () => {
    fc.assert(
      fc.property(secrets, (secret) => {
        expect(new Redactor([secret]).scrub(`GET /x?k=${encodeURIComponent(secret)}&y`)).toBe(
          `GET /x?k=${MASK}&y`,
        );
      }),
    );
  });

  it("leaves text alone that only looks like a secret", () => {
    const r = new Redactor(['a"b\\c']);
    for (const text of ['a"b c', "a\\u0022b\\\\d", 'a"bc', "ab\\c"]) expect(r.scrub(text)).toBe(text);
  });
});

describe("a secret echoed inside a JSON string of an error answer", () => {
  const SECRET = 'whsec_"quoted"\\and/é';
  let server: TestServer;
  beforeAll(async () => {
    // The request body, as JSON text, inside a JSON string inside the message: the secret is escaped twice.
    server = await startServer((seen, res) =>
      reply(
        res,
        400,
        errorBody(400, 400, `bad body ${JSON.stringify(seen.body)}`, {
          echoed: JSON.stringify({ body: seen.body }),
          ascii: seen.body.replace(/[^\x20-\x7e]/g, (c) => `\\u${hex4(c.charCodeAt(0), false)}`),
        }),
      ),
    );
  });
  afterAll(() => server.close());

  it("is masked in the message and the details", async () => {
    const client = clientFor(server, { retryTimeoutMs: 1_000 });
    const err = (await failureOf(
      client.httpsEdgeRouteWebhookVerification.replace("edghts_1", "edghtsrt_1", {
        provider: "github",
        secret: SECRET,
      }),
    )) as BadRequestError;
    await client.close();
    expect(server.seen.at(-1)?.body).toContain(JSON.stringify(SECRET));
    const texts = [err.message, JSON.stringify(err), JSON.stringify(err.details), err.stack ?? ""];
    for (const text of texts) {
      for (let depth = 0; depth <= 3; depth++) expect(text).not.toContain(jsonEscaped(SECRET, depth));
      expect(text).not.toContain("whsec_");
    }
    expect(err.message).toContain(MASK);
    expect(err.message).toContain("github"); // what is not secret stays readable
  });
});
