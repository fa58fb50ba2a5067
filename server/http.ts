import { METHODS, STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import Fastify, {
  type ConnectionError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import { checkHooks } from "./hook-check";
import { type Authenticate, authenticator } from "./auth";
import type { Caller, ServerContext } from "./context";
import { ApiError, errorBody } from "./errors";
import { newId } from "./ids";
import type { Answer, Call } from "./pipeline";
import { type RouteEntry, routeTable } from "./routes";

const BODY_LIMIT = 1024 * 1024;
/** Node's default, set here so that the 431's message stays true whatever flags node runs with. */
const HEADER_LIMIT = 16 * 1024;
/** Every method Node parses but CONNECT (whose target is host:port, not a path): 405 where not taken. */
const ROUTED_METHODS = METHODS.filter((m) => m !== "CONNECT");

declare module "fastify" {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyContextConfig {
    /** The route-table entry the router dispatched the request to; absent when no path matched. */
    entry?: RouteEntry;
  }
}

/**
 * The HTTP side: fastify routes every path of the route table, and every request passes the checks
 * in the order docs/contract.md §3 fixes: body size (413), auth (401), version (400), path and method
 * (404 / 405); the rest is the pipeline's. A chunked body's size is known only once read, so fastify
 * reads every body first (refusing it past `bodyLimit`) and the other checks run after, in
 * preValidation; a declared Content-Length over the limit is refused before the body is read.
 */
export function buildApp(ctx: ServerContext, rootToken: string, logger: boolean): FastifyInstance {
  checkHooks(ctx.catalog, ctx.hooks);
  const authenticate = authenticator(ctx, rootToken);
  const app = Fastify({
    logger: logger
      ? {
          // Requests are logged by method, URL and headers; the credential and every body never are.
          redact: { paths: ["req.headers.authorization", "req.body", "res.body"], censor: "[redacted]" },
          serializers: {
            req: (req: FastifyRequest) => ({ method: req.method, url: req.url, headers: req.headers }),
          },
        }
      : false,
    http: { maxHeaderSize: HEADER_LIMIT },
    bodyLimit: BODY_LIMIT,
    routerOptions: { maxParamLength: 500 },
    exposeHeadRoutes: false,
    return503OnClosing: true,
    genReqId: () => newId("op_"),
    clientErrorHandler: answerClientError,
    frameworkErrors: (err, req, reply) => {
      send(
        reply,
        req,
        new ApiError(400, 400, `the request URL is malformed (${err.message}); percent-encode it`),
      );
    },
  });
  // The methods fastify does not know yet may carry a body: it is read, and its size judged, like a POST's.
  for (const method of ROUTED_METHODS)
    if (!app.supportedMethods.includes(method)) app.addHttpMethod(method, { hasBody: true });
  app.decorateRequest("caller", null);

  // Raw bytes for every content type: the pipeline parses JSON itself, so a wrong type is our 400.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_req, body, done) => done(null, body));

  app.addHook("onRequest", async (req, reply) => {
    reply.header("Operation-Id", req.id);
    if (Number(req.headers["content-length"] ?? 0) > BODY_LIMIT) throw tooLarge();
  });
  const check = (req: FastifyRequest) => checkRequest(ctx, authenticate, req);
  app.addHook("preValidation", check);

  // Draining: answers given while closing say `Connection: close`, so keep-alive clients let go and
  // the close does not wait for their idle sockets to time out.
  let draining = false;
  app.addHook("preClose", async () => {
    draining = true;
  });
  app.addHook("onSend", async (_req, reply) => {
    if (draining) reply.header("Connection", "close");
  });

  for (const route of routeTable(ctx)) {
    app.route({
      method: ROUTED_METHODS,
      url: route.url,
      config: { entry: route },
      handler: async (req, reply) => {
        // The checks have answered 404 / 405 for a method the route does not take.
        const handler = route.methods[req.method]!;
        const params = req.params as Record<string, string>;
        const call: Call = {
          caller: req.caller!,
          params: Object.fromEntries(route.names.map((n, i) => [n, params[`p${i}`]])),
          query: (req.query ?? {}) as Record<string, unknown>,
          body: Buffer.isBuffer(req.body) ? req.body : undefined,
          contentType: req.headers["content-type"],
        };
        const answer: Answer = await handler(call);
        reply.code(answer.status);
        return answer.status === 204 ? reply.send() : reply.send(answer.body);
      },
    });
  }

  // The checks answer 404 for a path no route matched before this runs; fastify's own would not be ours.
  app.setNotFoundHandler(async (req) => {
    throw noEndpoint(req);
  });
  app.setErrorHandler(async (err, req, reply) => {
    let answer = toApiError(err, req);
    // Fastify refuses a few requests while reading them, before preValidation (a malformed
    // Content-Type, QUERY without one). Auth, version, path and method come first in the order.
    if (req.caller === null && !(err instanceof ApiError) && answer.status !== 413) {
      try {
        await check(req);
      } catch (checkErr) {
        answer = toApiError(checkErr, req);
      }
    }
    send(reply, req, answer);
  });
  return app;
}

/**
 * Auth (401), version (400), the faults, path (404) and method (405). Which auth rule applies, and
 * whether the version header and the faults do, is decided by the route the router dispatched to,
 * never by the URL's text: the router decodes percent-encoding, so `/%5Flocal/reset` is the reset
 * route and takes the root token like `/_local/reset`.
 */
async function checkRequest(ctx: ServerContext, authenticate: Authenticate, req: FastifyRequest) {
  const entry = req.routeOptions.config.entry;
  const control = entry?.control === true;
  req.caller = authenticate(req.headers.authorization, control);
  if (!control) {
    const version = req.headers["service-version"];
    if (version === undefined)
      throw new ApiError(400, 218, "the Service-Version header is missing; send Service-Version: 2");
    if (version !== "2")
      throw new ApiError(
        400,
        217,
        "the Service-Version header names a version this service does not support; send Service-Version: 2",
      );
    await ctx.faults.apply();
  }
  const allowed = Object.keys(entry?.methods ?? {});
  if (allowed.length === 0) throw noEndpoint(req);
  if (!allowed.includes(req.method))
    throw new ApiError(
      405,
      405,
      `${req.method} is not allowed on ${entry!.pattern}; use ${allowed.join(", ")}`,
      undefined,
      { Allow: allowed.join(", ") },
    );
}

/**
 * Requests Node's HTTP parser refuses never reach a route: a request line and headers over 16 KB, an
 * unknown method, broken framing. They still get the service's error body and an Operation-Id; then
 * the connection is closed, as the parser cannot find where the next request starts.
 */
function answerClientError(this: FastifyInstance, err: ConnectionError, socket: Socket) {
  if (err.code === "ECONNRESET" || socket.destroyed) return;
  const operationId = newId("op_");
  const [status, msg] =
    err.code === "HPE_HEADER_OVERFLOW"
      ? [431, `the URL and headers are over ${HEADER_LIMIT / 1024} KB; send a shorter URL or fewer headers`]
      : err.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, "the request did not arrive in time; send it again"]
        : [400, "the request is not valid HTTP/1.1; check its method, request line and headers"];
  // Only the code: the error's rawPacket holds the request's bytes, credentials included.
  this.log.debug({ operationId, code: err.code }, "request refused by the HTTP parser");
  if (socket.writable) {
    const body = JSON.stringify(errorBody(new ApiError(status, 400, msg), operationId));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nOperation-Id: ${operationId}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

const tooLarge = () => new ApiError(413, 413, `the body is over ${BODY_LIMIT} bytes (1 MiB); send less`);

const noEndpoint = (req: FastifyRequest) =>
  new ApiError(404, 404, `no endpoint at ${pathOf(req.url)}; check the path against the API reference`);

const pathOf = (url: string) => JSON.stringify(url.split("?")[0].slice(0, 120));

function toApiError(err: unknown, req: FastifyRequest): ApiError {
  if (err instanceof ApiError) return err;
  const e = err as { code?: string; statusCode?: number; message?: string };
  if (e.code === "FST_ERR_CTP_BODY_TOO_LARGE") return tooLarge();
  if (typeof e.statusCode === "number" && e.statusCode >= 400 && e.statusCode < 500)
    return new ApiError(
      400,
      400,
      `the request cannot be read (${e.code ?? "bad request"}); send a JSON body`,
    );
  req.log.error({ err }, "internal error");
  return new ApiError(500, 500, "internal error; the operation id identifies it in the server log");
}

function send(reply: FastifyReply, req: FastifyRequest, err: ApiError) {
  reply.header("Operation-Id", req.id);
  for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
  reply.code(err.status).type("application/json").send(errorBody(err, req.id));
}
