import type { ServerContext } from "../context";

type Labels = Record<string, string>;

/**
 * A tunnel serves a tunnel-group backend when every label of the backend is on the tunnel with the
 * same value. A backend without labels selects nothing (it would otherwise take every tunnel).
 */
export function matches(backend: Labels | undefined, tunnel: Labels | undefined): boolean {
  const wanted = Object.entries(backend ?? {});
  if (wanted.length === 0 || !tunnel) return false;
  return wanted.every(([k, v]) => tunnel[k] === v);
}

export function refsOf(ctx: ServerContext, collection: string, ids: string[]) {
  return ids.map((id) => ({ id, uri: `${ctx.baseUrl}${collection}/${id}` }));
}

export const labelsOf = (body: Record<string, unknown>) => body.labels as Labels | undefined;
