import type { ServerContext } from "../context";

type Labels = Record<string, string>;

export function refsOf(ctx: ServerContext, collection: string, ids: string[]) {
  return ids.map((id) => ({ id, uri: `${ctx.baseUrl}${collection}/${id}` }));
}

export const labelsOf = (body: Record<string, unknown>) => body.labels as Labels | undefined;
