import { resources } from "../../sdk/catalog";
import type { ResourceHooks } from "../context";
import { labelsOf, matches, refsOf } from "./labels";

/** Tunnels: session and endpoint Refs, and the tunnel-group backends whose labels it matches, on every read. */
export const tunnelHooks: ResourceHooks = {
  render(ctx, row, out) {
    out.tunnel_session = refsOf(ctx, "/tunnel_sessions", [row.body.tunnel_session_id as string])[0];
    out.endpoint = refsOf(ctx, "/endpoints", [row.body.endpoint_id as string])[0];
    const tunnelLabels = labelsOf(row.body);
    if (tunnelLabels) {
      const ids = ctx.store
        .all(resources.tunnelGroupBackends.kind)
        .filter((b) => matches(labelsOf(b.body), tunnelLabels))
        .map((b) => b.id);
      out.backends = refsOf(ctx, resources.tunnelGroupBackends.collection, ids);
    }
  },
};

export const tunnelGroupBackendHooks: ResourceHooks = {
  render(ctx, row, out) {
    const backendLabels = labelsOf(row.body);
    const ids = ctx.store
      .all(resources.tunnels.kind)
      .filter((t) => matches(backendLabels, labelsOf(t.body)))
      .map((t) => t.id);
    out.tunnels = refsOf(ctx, resources.tunnels.collection, ids);
  },
};
