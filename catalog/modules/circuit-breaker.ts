import { z } from "zod";
import { enabled, type Mode, obj, uint32 } from "../fields";
import { field } from "../flags";

/** The circuit breaker module of routes (docs/contract.md §4). */

export function circuitBreakerModule<M extends Mode>(mode: M) {
  return obj(mode, {
    enabled: enabled(),
    tripped_duration: uint32(
      "Seconds to wait after the circuit trips before re-evaluating upstream health; default 10.",
      { serviceDefault: 10 },
    ).optional(),
    rolling_window: uint32("Seconds of the statistical window; default 10.", {
      serviceDefault: 10,
    }).optional(),
    num_buckets: field(
      z.number().int("must be a whole number").min(1, "must be at least 1").max(128, "must be at most 128"),
      "Buckets the metrics are kept in, 1 to 128; default 10.",
      { serviceDefault: 10 },
    ).optional(),
    volume_threshold: uint32("Requests in a rolling window that trip the circuit; default 20.", {
      serviceDefault: 20,
    }).optional(),
    error_threshold_percentage: field(
      z
        .number()
        .min(0, "must be between 0 and 1.0")
        .max(1, "must be between 0 and 1.0 (a fraction, not 0-100)"),
      "Error fraction that trips the circuit, between 0 and 1.0; default 0.5.",
      { serviceDefault: 0.5 },
    ).optional(),
  });
}

/** The route's entry in ROUTE_MODULES (index.ts). */
export const circuitBreakerRoute = {
  request: circuitBreakerModule("request"),
  response: circuitBreakerModule("response"),
  doc: "Circuit breaker module: stops traffic to an unhealthy upstream.",
};
