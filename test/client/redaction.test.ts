import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  AbortError,
  AuthenticationError,
  BadRequestError,
  ResponseValidationError,
  type TunnelsError,
  ValidationError,
} from "../../client/errors";
import { Redactor, secretValues } from "../../client/redact";
import { resources } from "../../catalog";
import { clientFor, errorBody, failureOf, reply, startServer, type TestServer, TOKEN } from "./harness";

const WEBHOOK_SECRET = "whsec_Sup3rSecretValue";
const OAUTH_SECRET = "oauth-client-secret-xyz";
const DD_KEY = "dd_api_key_0123456789";

/** Every way an error can be shown or stored: none may contain a secret. */
function renderings(err: TunnelsError): string[] {
  return [
    err.message,
    String(err),
    JSON.stringify(err),
    err.stack ?? "",
    String((err.cause as Error)?.message),
  ];
}
function expectClean(err: TunnelsError, secrets: string[]) {
  for (const text of renderings(err)) for (const s of secrets) expect(text).not.toContain(s);
}

let server: TestServer;
let echo = true;
beforeAll(async () => {
  // A careless server: its 400 quotes everything it received, the bearer token included.
  server = await startServer((seen, res) => {
    const quoted = `${seen.body} sent with ${seen.headers.authorization}`;
    if (!echo) return reply(res, 401, errorBody(401, 401, `token ${TOKEN} is unknown`));
    reply(
      res,
      400,
      errorBody(400, 400, `bad request: ${quoted}`, {
        field: "webhook_verification.secret",
        echoed: { body: seen.body, list: [seen.headers.authorization, { deep: quoted }] },
        [`key ${TOKEN}`]: "a key may quote it too",
      }),
    );
  });
});
afterAll(() => server.close());
beforeEach(() => {
  echo = true;
});

describe("secrets never appear in errors", () => {
  it("masks secret members of the body and the token in a 400's message, details and JSON", async () => {
    const client = clientFor(server, { retryTimeoutMs: 1_000 });
    const err = (await failureOf(
      client.httpsEdgeRoutes.create("edghts_1", {
        match_type: "path_prefix",
        match: "/",
        webhook_verification: { provider: "github", secret: WEBHOOK_SECRET },
        oauth: { provider: { google: { client_id: "cid", client_secret: OAUTH_SECRET } } },
      }),
    )) as BadRequestError;
    await client.close();
    expect(err).toBeInstanceOf(BadRequestError);
    // The server did receive them: the masking is the client's doing.
    expect(server.seen.at(-1)?.body).toContain(WEBHOOK_SECRET);
    expectClean(err, [WEBHOOK_SECRET, OAUTH_SECRET, TOKEN]);
    expect(JSON.stringify(err.details)).not.toContain(TOKEN);
    expect(JSON.stringify(err.details)).not.toContain(WEBHOOK_SECRET);
    expect(err.msg).toContain("[redacted]");
    expect(err.message).toContain("member webhook_verification.secret");
    expect(err.message).toContain('"match":"/"'); // what is not secret stays readable
  });

  it("masks a redacted secret of an event destination and a module replace body", async () => {
    const client = clientFor(server, { retryTimeoutMs: 1_000 });
    const ed = (await failureOf(
      client.eventDestinations.create({ format: "json", target: { datadog: { api_key: DD_KEY } } }),
    )) as BadRequestError;
    const module = (await failureOf(
      client.httpsEdgeRouteWebhookVerification.replace("edghts_1", "edghtsrt_1", {
        provider: "stripe",
        secret: WEBHOOK_SECRET,
      }),
    )) as BadRequestError;
    await client.close();
    expectClean(ed, [DD_KEY, TOKEN]);
    expectClean(module, [WEBHOOK_SECRET, TOKEN]);
  });

  it("masks the token in a 401 message", async () => {
    echo = false;
    const client = clientFor(server);
    const err = (await failureOf(client.apiKeys.get("ak_1"))) as AuthenticationError;
    await client.close();
    expect(err).toBeInstanceOf(AuthenticationError);
    expectClean(err, [TOKEN]);
    expect(err.msg).toBe("token [redacted] is unknown");
  });

  it("masks the token in a cause (an abort reason that quotes it)", async () => {
    const client = clientFor(server);
    const controller = new AbortController();
    controller.abort(new Error(`stopped while using ${TOKEN}`));
    const err = (await failureOf(client.apiKeys.get("ak_1", { signal: controller.signal }))) as AbortError;
    await client.close();
    expect(err).toBeInstanceOf(AbortError);
    expect((err.cause as Error).message).toBe("stopped while using [redacted]");
    expectClean(err, [TOKEN]);
  });

  it("keeps secrets out of request and response validation errors", async () => {
    const client = clientFor(server);
    const bad = (await failureOf(
      client.httpsEdgeRoutes.create("edghts_1", {
        match_type: "path_prefix",
        match: "/",
        // sns takes no secret: the error names the member, never its value
        webhook_verification: { provider: "sns", secret: WEBHOOK_SECRET },
      }),
    )) as ValidationError;
    expect(bad).toBeInstanceOf(ValidationError);
    expect(bad.issues.map((i) => i.member)).toEqual(["webhook_verification.secret"]);
    expectClean(bad, [WEBHOOK_SECRET, TOKEN]);

    const created = await startServer((_, res) => reply(res, 201, { token: "tok_fresh_secret", id: 5 }));
    const other = clientFor(created);
    const err = (await failureOf(other.apiKeys.create({}))) as ResponseValidationError;
    await other.close();
    await created.close();
    await client.close();
    expect(err).toBeInstanceOf(ResponseValidationError);
    expect(err.issues.map((i) => i.member)).toEqual(["id", "uri", "created_at"]);
    expectClean(err, ["tok_fresh_secret"]);
  });
});

describe("the redactor", () => {
  it("finds secret members by their catalog flag, at any depth", () => {
    const body = {
      match_type: "exact_path",
      match: "/a",
      webhook_verification: { provider: "github", secret: "w" },
      oidc: { issuer: "i", client_id: "c", client_secret: "o" },
      oauth: { provider: { github: { client_id: "c", client_secret: "g" } } },
    };
    expect(secretValues(resources.httpsEdgeRoutes.create, body).sort()).toEqual(["g", "o", "w"]);
    const target = { datadog: { api_key: "d" } };
    expect(secretValues(resources.eventDestinations.create, { format: "json", target })).toEqual(["d"]);
  });

  it("masks a secret cut short, its start (the service's 64 characters and …) or its end, from 8 characters", () => {
    const long = `edghts_${"s3cr3t".repeat(20)}`;
    const echo = (id: string) =>
      `https edge ${JSON.stringify(id.length > 64 ? `${id.slice(0, 64)}…` : id)} does not exist`;
    expect(new Redactor([long]).scrub(echo(long))).toBe('https edge "[redacted]…" does not exist');
    const quotes = '"'.repeat(70);
    expect(new Redactor([quotes]).scrub(echo(quotes))).not.toContain('\\"\\"');
    // Wherever a text was cut: 8 characters of a secret's start or end are masked, fewer tell too little.
    expect(new Redactor(["edghts_short"]).scrub("edghts_sh, ts_short, edghts_ and _short")).toBe(
      "[redacted], [redacted], edghts_ and _short",
    );
  });

  it("masks the echo of a secret with characters the service writes as ? (docs/contract.md, Errors)", () => {
    // The contract's echo: unprintable characters as `?`, then cut to 64 characters and `…`.
    const echo = (id: string) => {
      const printable = id.replace(/[^\x20-\x7e]/g, "?");
      return `route ${JSON.stringify(printable.length > 64 ? `${printable.slice(0, 64)}…` : printable)} does not exist`;
    };
    for (const secret of ["p\u00e4ssw\u00f6rd-\u0001", "%41\n/\\\n\u0001".repeat(12)])
      expect(new Redactor([secret]).scrub(echo(secret)), JSON.stringify(secret)).toMatch(
        /^route "\[redacted\]…?" does not exist$/,
      );
    // An echo that is only `?` tells nothing of the secret and is left alone.
    expect(new Redactor(["\u00e9\u00e9"]).scrub(echo("\u00e9\u00e9"))).toBe('route "??" does not exist');
  });

  it("masks encoded forms and keeps a cause's code", () => {
    const r = new Redactor(['a"b/c']);
    expect(r.scrub(`x a"b/c y a\\"b/c z a%22b%2Fc`)).toBe("x [redacted] y [redacted] z [redacted]");
    const cause = Object.assign(new Error('failed for a"b/c'), { code: "ECONNRESET" });
    const copy = r.scrubCause(cause) as Error & { code?: string };
    expect(copy.message).toBe("failed for [redacted]");
    expect(copy.code).toBe("ECONNRESET");
  });
});
