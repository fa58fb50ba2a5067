import type { Mode } from "../fields";
import { headersModule } from "./headers";

/** The response headers module of routes: headers added and removed in the response to the client. */

export const responseHeadersModule = <M extends Mode>(mode: M) => headersModule(mode, "response");

/** The route's entry in ROUTE_MODULES (index.ts). */
export const responseHeadersRoute = {
  request: responseHeadersModule("request"),
  response: responseHeadersModule("response"),
  doc: "Response headers module: adds and removes headers of the response.",
};
