import { moduleList, ROUTE_MODULES } from "../sdk/catalog";

/**
 * Values the service fills in for module members a request leaves out (docs/contract.md §2). They are
 * written into the stored module, so every later read shows the same values.
 */
const SESSION = { cookie_prefix: "edge." };

const FIXED: Record<string, Record<string, unknown>> = {
  circuit_breaker: {
    tripped_duration: 10,
    rolling_window: 10,
    num_buckets: 10,
    volume_threshold: 20,
    error_threshold_percentage: 0.5,
  },
  oauth: SESSION,
  oidc: SESSION,
  saml: { ...SESSION, nameid_format: "urn:oasis:names:tc:SAML:2.0:nameid-format:persistent" },
};

/** Module names whose objects get defaults: every route module and every edge module, from the catalog. */
export const MODULE_NAMES = new Set<string>([
  ...Object.keys(ROUTE_MODULES),
  ...moduleList.map((m) => m.module),
]);

/** The module with its defaults filled in; members the client sent win, `enabled` defaults to true. */
export function withModuleDefaults(name: string, module: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { enabled: true, ...FIXED[name] };
  for (const [k, v] of Object.entries(module)) if (v !== undefined) out[k] = v;
  if (name === "tls_termination") {
    // HTTPS edges always terminate at the edge; a TLS edge may pass TLS through (then no min_version).
    out.terminate_at ??= "edge";
    if (out.terminate_at === "edge") out.min_version ??= "1.2";
    else delete out.min_version;
  }
  return out;
}
