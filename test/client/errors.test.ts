import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  AuthenticationError,
  BadRequestError,
  ConflictError,
  ConnectionError,
  ConnectionTimeoutError,
  InternalServerError,
  NotFoundError,
  PayloadTooLargeError,
  PermissionDeniedError,
  RateLimitError,
  TunnelsApiError,
  TunnelsError,
} from "../../client/errors";
import {
  clientFor,
  errorBody,
  failureOf,
  recordingClock,
  reply,
  type Seen,
  startServer,
  type TestServer,
} from "./harness";

// Backoff far beyond the retry budget: every call makes exactly one attempt, so each status is seen alone.
const noRetry = () => ({ retryTimeoutMs: 1_000, initialBackoffMs: 60_000, clock: recordingClock().clock });

let server: TestServer;
let answer: (seen: Seen, res: Parameters<Parameters<typeof startServer>[0]>[1]) => void;
beforeEach(async () => {
  server = await startServer((seen, res) => answer(seen, res));
});
afterEach(() => server.close());

const CLASSES = [
  [400, BadRequestError],
  [401, AuthenticationError],
  [403, PermissionDeniedError],
  [404, NotFoundError],
  [409, ConflictError],
  [413, PayloadTooLargeError],
  [429, RateLimitError],
  [500, InternalServerError],
  [502, InternalServerError],
  [503, InternalServerError],
  [504, InternalServerError],
] as const;
const ALL = [...new Set(CLASSES.map(([, c]) => c))];

describe("the error factory", () => {
  it.each(CLASSES)(
    "turns %i into its class, carrying code, message, details and operation id",
    async (status, Class) => {
      answer = (_, res) =>
        reply(res, status, errorBody(status, 900 + (status % 100), "explain and fix", { field: "region" }), {
          "operation-id": "op_header",
          "retry-after": "30",
        });
      const client = clientFor(server, noRetry());
      const err = await failureOf(client.reservedAddrs.get("ra_1"));
      await client.close();

      expect(err).toBeInstanceOf(Class);
      expect(err).toBeInstanceOf(TunnelsApiError);
      expect(err).toBeInstanceOf(TunnelsError);
      for (const Other of ALL) if (Other !== Class) expect(err).not.toBeInstanceOf(Other);
      const api = err as TunnelsApiError;
      expect(api.name).toBe(Class.name);
      expect(api.status).toBe(status);
      expect(api.errorCode).toBe(`ERR_API_${900 + (status % 100)}`);
      expect(api.msg).toBe("explain and fix");
      expect(api.details).toEqual({ operation_id: `op_${900 + (status % 100)}`, field: "region" });
      // The body's operation id wins over the header's: they should agree, and the body is the contract.
      expect(api.operationId).toBe(`op_${900 + (status % 100)}`);
      expect(api.method).toBe("GET");
      expect(api.path).toBe("/reserved_addrs/ra_1");
      expect(api.attempts).toBe(1);
      expect(api.message).toContain("explain and fix");
      expect(api.message).toContain("member region");
      expect(api.message).toContain(api.errorCode);
      expect(server.seen).toHaveLength(1);
      const json = JSON.parse(JSON.stringify(api));
      expect(json).toMatchObject({
        name: Class.name,
        status,
        msg: "explain and fix",
        operationId: api.operationId,
      });
      if (Class === RateLimitError) expect((api as RateLimitError).retryAfterMs).toBe(30_000);
    },
  );

  it("uses the base class for a status without its own, and the Operation-Id header when the body has none", async () => {
    answer = (_, res) =>
      reply(
        res,
        418,
        { error_code: "ERR_API_418", status_code: 418, msg: "odd" },
        { "operation-id": "op_hdr" },
      );
    const client = clientFor(server, noRetry());
    const err = (await failureOf(client.reservedAddrs.get("ra_1"))) as TunnelsApiError;
    await client.close();
    expect(err.constructor).toBe(TunnelsApiError);
    expect(err.status).toBe(418);
    expect(err.operationId).toBe("op_hdr");
    expect(err.details).toEqual({});
  });

  it("describes a non-JSON error body instead of failing to parse it", async () => {
    answer = (_, res) => {
      res.writeHead(502, { "content-type": "text/html" });
      res.end("<html>bad gateway</html>");
    };
    const client = clientFor(server, noRetry());
    const err = (await failureOf(client.reservedAddrs.get("ra_1"))) as TunnelsApiError;
    await client.close();
    expect(err).toBeInstanceOf(InternalServerError);
    expect(err.status).toBe(502);
    expect(err.errorCode).toBeUndefined();
    expect(err.msg).toContain("without its JSON error body");
    expect(err.msg).toContain("bad gateway");
  });
});

describe("connection errors", () => {
  it("are not API errors: no status, and the cause is kept", async () => {
    const closed = await startServer(() => {});
    await closed.close(); // nothing listens on this port any more
    const client = clientFor(closed, noRetry());
    const err = await failureOf(client.reservedAddrs.get("ra_1"));
    await client.close();
    expect(err).toBeInstanceOf(ConnectionError);
    expect(err).toBeInstanceOf(TunnelsError);
    expect(err).not.toBeInstanceOf(TunnelsApiError);
    expect(err).not.toBeInstanceOf(ConnectionTimeoutError);
    expect("status" in err).toBe(false);
    expect(err.message).toContain("ECONNREFUSED");
    expect(err.message).toContain("the request was not sent");
    expect((err.cause as { code?: string }).code).toBe("ECONNREFUSED");
  });

  it("a timeout is a ConnectionTimeoutError, which is a ConnectionError", async () => {
    answer = () => {}; // never answers
    const client = clientFor(server, { ...noRetry(), timeoutMs: 50 });
    const err = await failureOf(client.reservedAddrs.get("ra_1"));
    await client.close();
    expect(err).toBeInstanceOf(ConnectionTimeoutError);
    expect(err).toBeInstanceOf(ConnectionError);
    expect(err.message).toContain("within 50 ms");
  });
});
