import { z } from "zod";
import { enabled, type Mode, obj, only, rule } from "../fields";
import { field } from "../flags";

/** The TLS termination module of edges, HTTPS and TLS: docs/contract.md §2 and §4. Not a route module. */

export const TLS_VERSIONS = ["1.0", "1.1", "1.2", "1.3"] as const;
const minVersion = () =>
  field(
    z.enum(TLS_VERSIONS, { message: `must be one of ${TLS_VERSIONS.join(", ")}` }),
    'Minimum TLS version for termination; default "1.2" when terminated at the edge.',
    // Both edges' TLS termination take it: one closed set, one enum in the package schema.
    // The service's default where it applies; where it does not (upstream) the member is absent, never "1.2".
    { errorCode: 219, typeName: "TlsVersion", serviceDefault: "1.2", tlsMinimum: true },
  ).nullish();

/** TLS termination of a TLS edge: at the edge or passed through upstream. */
export function tlsTerminationModule<M extends Mode>(mode: M) {
  const schema = obj(mode, {
    enabled: enabled(),
    terminate_at: field(
      z.enum(["edge", "upstream"], { message: "must be edge or upstream" }),
      "Where TLS is terminated; default edge.",
      { serviceDefault: "edge" },
    ).optional(),
    min_version: minVersion(),
  });
  return rule(mode, schema, (m, ctx) => {
    if (m.terminate_at === "upstream" && m.min_version != null)
      ctx.fail(["min_version"], "must be null (left out) when terminate_at is upstream");
  });
}

/** TLS termination of an HTTPS edge: always at the edge; the response says so. */
export function httpsTlsTerminationModule<M extends Mode>(mode: M) {
  return obj(mode, {
    enabled: enabled(),
    min_version: minVersion(),
    ...only(mode, "response", {
      terminate_at: field(z.string(), "Always edge for HTTPS edges.", { computed: true }).optional(),
    }),
  });
}
