import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { authenticator } from "./auth";
import type { Caller, ServerContext } from "./context";
import { ApiError, errorBody } from "./errors";
import { newId } from "./ids";
import type { Answer, Call } from "./pipeline";
import { type RouteEntry, routeTable } from "./routes";

export const BODY_LIMIT = 1024 * 1024;
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"] as const;

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
 * The HTTP side: fastify routes every path of the route table, and one hook runs the checks every
 * request passes in the order decisions.md §3 fixes: body size (413), auth (401), version (400), then
 * the faults; path and method (404 / 405) come from the router, the rest from the pipeline.
 * Which auth rule applies, and whether the version header and the faults do, is decided by the route
 * the router dispatched to, never by the URL's text: the router decodes percent-encoding, so
 * `/%5Flocal/reset` is the reset route and takes the root token like `/_local/reset`.
 */
export function buildApp(ctx: ServerContext, rootToken: string, logger: boolean): FastifyInstance {
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
    bodyLimit: BODY_LIMIT,
    routerOptions: { maxParamLength: 500 },
    exposeHeadRoutes: false,
    return503OnClosing: true,
    genReqId: () => newId("op_"),
    frameworkErrors: (err, req, reply) => {
      send(
        reply,
        req,
        new ApiError(400, 400, `the request URL is malformed (${err.message}); percent-encode it`),
      );
    },
  });
  app.decorateRequest("caller", null);

  // Raw bytes for every content type: the pipeline parses JSON itself, so a wrong type is our 400.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_req, body, done) => done(null, body));

  app.addHook("onRequest", async (req, reply) => {
    reply.header("Operation-Id", req.id);
    const length = Number(req.headers["content-length"] ?? 0);
    if (length > BODY_LIMIT)
      throw new ApiError(413, 413, `the body is over ${BODY_LIMIT} bytes (1 MiB); send less`);
    const control = req.routeOptions.config.entry?.control === true;
    req.caller = authenticate(req.headers.authorization, control);
    if (control) return;
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
  });

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
    const allowed = Object.keys(route.methods).join(", ");
    app.route({
      method: [...METHODS],
      url: route.url,
      config: { entry: route },
      handler: async (req, reply) => {
        const handler = route.methods[req.method];
        if (allowed === "") throw noEndpoint(req);
        if (!handler)
          throw new ApiError(
            405,
            405,
            `${req.method} is not allowed on ${route.pattern}; use ${allowed}`,
            undefined,
            {
              Allow: allowed,
            },
          );
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

  app.setNotFoundHandler(async (req) => {
    throw noEndpoint(req);
  });
  app.setErrorHandler((err, req, reply) => send(reply, req, toApiError(err, req)));
  return app;
}

const noEndpoint = (req: FastifyRequest) =>
  new ApiError(404, 404, `no endpoint at ${pathOf(req.url)}; check the path against the API reference`);

const pathOf = (url: string) => JSON.stringify(url.split("?")[0].slice(0, 120));

function toApiError(err: unknown, req: FastifyRequest): ApiError {
  if (err instanceof ApiError) return err;
  const e = err as { code?: string; statusCode?: number; message?: string };
  if (e.code === "FST_ERR_CTP_BODY_TOO_LARGE")
    return new ApiError(413, 413, `the body is over ${BODY_LIMIT} bytes (1 MiB); send less`);
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
