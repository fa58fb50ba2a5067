// Pulumi resources for the tunnel-and-edge management service: API keys, reserved addresses, SSH CAs, edges, routes and their modules, IP policies, backends, event destinations and subscriptions.
package tunnels
