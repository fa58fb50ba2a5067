// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import type * as types from "./types";

/** A region of the service. */
export type Region = "us" | "eu" | "ap" | "au" | "sa" | "jp" | "in";

/** A tunnel's protocol. */
export type TunnelProto = "http" | "https" | "tcp" | "tls";

/** An online tunnel, read-only: the tunnels functions list and read them. */
export interface Tunnel {
  /** Unique id of the tunnel. */
  id: string;
  /** Absolute URI of the tunnel. */
  uri: string;
  /** When the tunnel came online, RFC 3339 in UTC. */
  startedAt: string;
  /** Protocol: http, https, tcp or tls. */
  proto: string;
  /** Region the tunnel runs in. */
  region: string;
  /** Session on which the tunnel started. */
  tunnelSession: types.Ref;
  /** Endpoint of an agent-initiated tunnel. */
  endpoint?: types.Ref | null;
  /** Tunnel-group backends whose labels this tunnel matches. */
  backends?: types.Ref[] | null;
  /** URL of the tunnel's public endpoint. */
  publicUrl?: string;
  /** Upstream address the agent forwards to: a URL or a network address. */
  forwardsTo?: string;
  /** User data from the agent configuration. */
  metadata?: string;
  /** Labels that tunnel-group backends match against. */
  labels?: { [key: string]: string };
}
