import type { FieldFlags } from "pulumi-tunnels/catalog";

type Obj = Record<string, unknown>;

/**
 * Fills what the service stores for members a request leaves out (docs/contract.md §2): each member's
 * `serviceDefault` from the catalog, and the TLS termination rule, which depends on another member. They
 * are written into the stored object, so every later read shows the same values.
 */
export function withDefaults(
  members: readonly { name: string; flags: FieldFlags }[],
  name: string | undefined,
  value: Obj,
): Obj {
  const out: Obj = { ...value };
  for (const m of members)
    if (m.flags.serviceDefault !== undefined && out[m.name] === undefined)
      out[m.name] = m.flags.serviceDefault;
  if (name === "tls_termination") {
    // HTTPS edges always terminate at the edge; a TLS edge may pass TLS through (then no min_version).
    out.terminate_at ??= "edge";
    if (out.terminate_at === "edge") out.min_version ??= "1.2";
    else delete out.min_version;
  }
  return out;
}
