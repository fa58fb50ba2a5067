import { resources } from "pulumi-tunnels/catalog";
import type { ResourceHooks } from "../context";
import { labelsOf, refsOf } from "./labels";

/**
 * A tunnel serves a tunnel-group backend when every label of the backend is on the tunnel with the
 * same value; a backend without labels selects nothing (it would otherwise take every tunnel). Both
 * directions are answered by the store's label index, so rendering one object reads the objects that
 * share its labels, not every tunnel or backend.
 */
export const tunnelHooks: ResourceHooks = {
  render(ctx, row, out) {
    out.tunnel_session = refsOf(ctx, "/tunnel_sessions", [row.body.tunnel_session_id as string])[0];
    out.endpoint = refsOf(ctx, "/endpoints", [row.body.endpoint_id as string])[0];
    const tunnelLabels = labelsOf(row.body);
    if (tunnelLabels) {
      const ids = ctx.store.idsWithin(resources.tunnelGroupBackends.kind, tunnelLabels);
      out.backends = refsOf(ctx, resources.tunnelGroupBackends.collection, ids);
    }
  },
};

export const tunnelGroupBackendHooks: ResourceHooks = {
  render(ctx, row, out) {
    const ids = ctx.store.idsCarrying(resources.tunnels.kind, labelsOf(row.body) ?? {});
    out.tunnels = refsOf(ctx, resources.tunnels.collection, ids);
  },
};
