import type { Mode } from "../fields";
import { headersModule } from "./headers";

/** The request headers module of routes: headers added and removed before the request goes upstream. */

export const requestHeadersModule = <M extends Mode>(mode: M) => headersModule(mode, "request");

/** The route's entry in ROUTE_MODULES (index.ts). */
export const requestHeadersRoute = {
  request: requestHeadersModule("request"),
  response: requestHeadersModule("response"),
  doc: "Request headers module: adds and removes headers before the request goes upstream.",
};
