// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.


/**
 * The shape of each item of `TunnelGroupBackend.tunnels`, `Tunnel.tunnelSession`, `Tunnel.endpoint` and each item of `Tunnel.backends`.
 *
 * As outputs and state hold it.
 */
export interface Ref {
  /** Id of the referenced object. */
  id: string;
  /** URI of the referenced object. */
  uri: string;
}
