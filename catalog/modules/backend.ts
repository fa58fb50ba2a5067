import { z } from "zod";
import { enabled, type Mode, obj, only, ref } from "../fields";
import { field } from "../flags";
import { tunnelGroupBackends } from "../resources/tunnel-group-backends";

/** The backend module of routes and TLS edges: where the traffic goes (docs/contract.md §2 and §4). */

export function backendModule<M extends Mode>(mode: M) {
  return obj(mode, {
    enabled: enabled(),
    ...only(mode, "request", {
      backend_id: field(
        z.string().min(1, "must not be empty"),
        "Id of the backend that serves the traffic.",
        {
          references: tunnelGroupBackends.kind,
        },
      ),
    }),
    ...only(mode, "response", {
      backend: ref("The backend that serves the traffic.", {
        requestAs: "backend_id",
        references: tunnelGroupBackends.kind,
      }),
    }),
  });
}

/** The route's entry in ROUTE_MODULES (index.ts). */
export const backendRoute = {
  request: backendModule("request"),
  response: backendModule("response"),
  doc: "Backend module: where the route's traffic goes.",
  carriesTraffic: true,
};
