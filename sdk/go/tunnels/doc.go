// Pulumi resources for every collection of the tunnel-and-edge management service: TypeScript classes through a dynamic provider, and a native plugin for every Pulumi language.
package tunnels
