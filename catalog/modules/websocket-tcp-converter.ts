import { enabled, type Mode, obj } from "../fields";

/** The websocket-to-TCP converter module of routes. */

export function websocketTcpConverterModule<M extends Mode>(mode: M) {
  return obj(mode, { enabled: enabled() });
}

/** The route's entry in ROUTE_MODULES (index.ts). */
export const websocketTcpConverterRoute = {
  request: websocketTcpConverterModule("request"),
  response: websocketTcpConverterModule("response"),
  doc: "Websocket-to-TCP converter module.",
};
