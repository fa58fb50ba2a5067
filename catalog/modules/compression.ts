import { enabled, type Mode, obj } from "../fields";

/** The compression module of routes. */

export function compressionModule<M extends Mode>(mode: M) {
  return obj(mode, { enabled: enabled() });
}

/** The route's entry in ROUTE_MODULES (index.ts). */
export const compressionRoute = {
  request: compressionModule("request"),
  response: compressionModule("response"),
  doc: "Compression module: compresses responses.",
};
