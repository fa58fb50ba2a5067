import type { TunnelsClient } from "../../client";
import type { Props } from "./harness";

import { moduleCases } from "./module-cases";
import { backend, destination, edge, policy } from "./parents";
/**
 * One case per Pulumi class: how to make its parents, what to declare, what to change in place, what to
 * change out of band (through the API, as a teammate with the dashboard would), and a create-only change.
 */
export interface ClassCase {
  className: string;
  /** Makes what the object needs (parents, referenced objects) and returns ids for the inputs. */
  setup?: (client: TunnelsClient) => Promise<Props>;
  inputs: (ctx: Props) => Props;
  /** In-place change: the inputs after the user's edit. */
  update: (ctx: Props) => Props;
  /** Changes a declared member out of band; returns the member's Pulumi path. */
  drift: (client: TunnelsClient, id: string, ctx: Props) => Promise<string>;
  /** Inputs differing in a create-only member, with the member expected in `replaces`. */
  replaceWith?: (ctx: Props) => { inputs: Props; member: string };
  /** Makes an existing object to adopt and returns its id (classes that take adoptId). */
  existing?: (client: TunnelsClient, ctx: Props) => Promise<string>;
}

export const cases: ClassCase[] = [
  {
    className: "ApiKey",
    inputs: () => ({ description: "ci", metadata: '{"team":"a"}' }),
    update: () => ({ description: "ci deploys" }),
    drift: async (c, id) => {
      await c.apiKeys.update(id, { description: "changed by hand" });
      return "description";
    },
    replaceWith: () => ({ inputs: { description: "ci", ownerId: "usr_someone_else" }, member: "ownerId" }),
  },
  {
    className: "ReservedAddr",
    inputs: () => ({ description: "bastion", region: "eu" }),
    update: () => ({ description: "bastion 2", region: "eu", metadata: "m" }),
    drift: async (c, id) => {
      await c.reservedAddrs.update(id, { description: "hand" });
      return "description";
    },
    replaceWith: () => ({ inputs: { description: "bastion", region: "us" }, member: "region" }),
    existing: async (c) => (await c.reservedAddrs.create({ region: "eu", description: "old" })).id,
  },
  {
    className: "SshCertificateAuthority",
    inputs: () => ({ description: "hosts", privateKeyType: "ecdsa", ellipticCurve: "p384" }),
    update: () => ({ description: "hosts 2", privateKeyType: "ecdsa", ellipticCurve: "p384" }),
    drift: async (c, id) => {
      await c.sshCertificateAuthorities.update(id, { description: "hand" });
      return "description";
    },
    replaceWith: () => ({
      inputs: { description: "hosts", privateKeyType: "ed25519" },
      member: "privateKeyType",
    }),
    existing: async (c) => (await c.sshCertificateAuthorities.create({ description: "old" })).id,
  },
  {
    className: "IpPolicy",
    inputs: () => ({ description: "office" }),
    update: () => ({ description: "office", metadata: "floor 2" }),
    drift: async (c, id) => {
      await c.ipPolicies.update(id, { description: "hand" });
      return "description";
    },
    existing: async (c) => (await c.ipPolicies.create({ description: "old" })).id,
  },
  {
    className: "IpPolicyRule",
    setup: async (c) => ({ policyId: await policy(c), otherPolicy: await policy(c) }),
    inputs: (x) => ({ ipPolicyId: x.policyId, cidr: "2001:DB8::/32", action: "allow", description: "v6" }),
    update: (x) => ({ ipPolicyId: x.policyId, cidr: "10.0.0.0/8", action: "allow", description: "v4" }),
    drift: async (c, id) => {
      await c.ipPolicyRules.update(id, { cidr: "192.168.0.0/16" });
      return "cidr";
    },
    replaceWith: (x) => ({
      inputs: { ipPolicyId: x.otherPolicy, cidr: "10.0.0.0/8", action: "allow" },
      member: "ipPolicyId",
    }),
    existing: async (c, x) =>
      (
        await c.ipPolicyRules.create({
          ip_policy_id: x.policyId as string,
          cidr: "10.1.0.0/16",
          action: "allow",
        })
      ).id,
  },
  {
    className: "TunnelGroupBackend",
    inputs: () => ({ description: "web", labels: { App: "web" } }),
    update: () => ({ description: "web", labels: { App: "web", tier: "1" } }),
    drift: async (c, id) => {
      await c.tunnelGroupBackends.update(id, { labels: { App: "api" } });
      return "labels";
    },
    existing: async (c) => (await c.tunnelGroupBackends.create({ labels: {} })).id,
  },
  {
    className: "EventDestination",
    inputs: () => ({
      description: "audit",
      format: "JSON",
      target: { datadog: { apiKey: "dd-secret-1", service: "svc" } },
    }),
    update: () => ({
      description: "audit",
      target: { kinesis: { auth: { role: { roleArn: "arn:r" } }, streamArn: "arn:s" } },
    }),
    drift: async (c, id) => {
      await c.eventDestinations.update(id, { description: "hand" });
      return "description";
    },
    existing: async (c) => destination(c),
  },
  {
    className: "EventSubscription",
    setup: async (c) => ({ d1: await destination(c), d2: await destination(c) }),
    inputs: (x) => ({
      description: "audit",
      sources: [{ type: "api_key_created.v0" }],
      destinationIds: [x.d1],
    }),
    update: (x) => ({
      description: "audit",
      sources: [{ type: "api_key_created.v0" }],
      destinationIds: [x.d1, x.d2],
    }),
    drift: async (c, id) => {
      await c.eventSubscriptions.update(id, { sources: [{ type: "tls_edge_created.v0" }] });
      return "sources";
    },
    existing: async (c) => (await c.eventSubscriptions.create({})).id,
  },
  {
    className: "HttpsEdge",
    inputs: () => ({
      description: "site",
      hostports: ["a.example.com:443"],
      tlsTermination: { minVersion: "1.3" },
    }),
    update: () => ({ description: "site", hostports: ["a.example.com:443", "b.example.com:443"] }),
    drift: async (c, id) => {
      await c.httpsEdges.update(id, { hostports: ["evil.example.com:443"] });
      return "hostports";
    },
    existing: async (c) => (await c.httpsEdges.create({})).id,
  },
  {
    className: "TlsEdge",
    setup: async (c) => ({ backendId: await backend(c), policyId: await policy(c) }),
    inputs: (x) => ({
      hostports: ["t.example.com:443"],
      backend: { backendId: x.backendId },
      ipRestriction: { ipPolicyIds: [x.policyId] },
    }),
    update: (x) => ({
      hostports: ["t.example.com:443"],
      backend: { backendId: x.backendId, enabled: false },
    }),
    drift: async (c, id) => {
      await c.tlsEdgeBackend.replace(id, { backend_id: (await c.tunnelGroupBackends.create({})).id });
      return "backend.backendId";
    },
    existing: async (c) => (await c.tlsEdges.create({})).id,
  },
  {
    className: "HttpsEdgeRoute",
    setup: async (c) => ({
      ...(await edge(c)),
      backendId: await backend(c),
      policyId: await policy(c),
      other: (await edge(c)).edgeId,
    }),
    inputs: (x) => ({
      edgeId: x.edgeId,
      matchType: "path_prefix",
      match: "/api",
      backend: { backendId: x.backendId },
      ipRestriction: { ipPolicyIds: [x.policyId] },
      circuitBreaker: { numBuckets: 20 },
      requestHeaders: { add: { "X-A": "1" } },
    }),
    update: (x) => ({
      edgeId: x.edgeId,
      matchType: "path_prefix",
      match: "/api/v2",
      backend: { backendId: x.backendId },
      circuitBreaker: { numBuckets: 30 },
      compression: {},
    }),
    drift: async (c, id, x) => {
      await c.httpsEdgeRoutes.update(x.edgeId as string, id, { match: "/hijacked" });
      return "match";
    },
    replaceWith: (x) => ({
      inputs: { edgeId: x.other, matchType: "path_prefix", match: "/api" },
      member: "edgeId",
    }),
    existing: async (c, x) =>
      (await c.httpsEdgeRoutes.create(x.edgeId as string, { match_type: "exact_path", match: "/old" })).id,
  },
  ...moduleCases,
];
