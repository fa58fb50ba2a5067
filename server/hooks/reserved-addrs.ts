import { resources } from "pulumi-tunnels/catalog";
import { randomInt } from "node:crypto";
import type { ResourceHooks } from "../context";
import { ApiError } from "../errors";

/** Reserved addresses: region default `us`, and a `host:port` unique in its region. */
export const reservedAddrHooks: ResourceHooks = {
  create(ctx, _caller, stored) {
    const region = (stored.region as string | undefined) ?? "us";
    stored.region = region;
    const taken = new Set(ctx.store.all(resources.reservedAddrs.kind).map((r) => r.body.addr));
    // Ports are drawn at random, as the service hands them out; the set keeps them unique.
    for (let attempt = 0; attempt < 1000; attempt++) {
      const addr = `${1 + randomInt(9)}.tcp.${region}.tunnels.local:${10000 + randomInt(55000)}`;
      if (!taken.has(addr)) {
        stored.addr = addr;
        return;
      }
    }
    throw new ApiError(
      503,
      503,
      `no free address left in region ${region}; delete one or use another region`,
    );
  },
};
