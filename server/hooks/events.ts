import { resources } from "pulumi-tunnels/catalog";
import type { ResourceHooks } from "../context";
import { badRequest } from "../errors";

/** Event subscriptions: each source gets its URI. */
export const eventSubscriptionHooks: ResourceHooks = {
  render(ctx, row, out) {
    if (!Array.isArray(out.sources)) return;
    const base = `${ctx.baseUrl}${resources.eventSubscriptions.collection}/${row.id}/sources`;
    out.sources = out.sources.map((s: { type: string }) => ({ ...s, uri: `${base}/${s.type}` }));
  },
};

/** An event destination a subscription still names cannot be deleted (docs/contract.md §6). */
export const eventDestinationHooks: ResourceHooks = {
  delete(ctx, row) {
    const user = ctx.store
      .all(resources.eventSubscriptions.kind)
      .find((s) => ((s.body.destination_ids as string[] | undefined) ?? []).includes(row.id));
    if (user)
      throw badRequest(
        `event destination ${row.id} is still named by event subscription ${user.id}; ` +
          "remove it from that subscription's destination_ids (or delete the subscription) first",
      );
  },
};

/** Rules belong to their IP policy: deleting the policy deletes its rules. */
export const ipPolicyHooks: ResourceHooks = {
  delete(ctx, row) {
    for (const rule of ctx.store.all(resources.ipPolicyRules.kind))
      if (rule.body.ip_policy_id === row.id) ctx.store.delete(rule.id);
  },
};
