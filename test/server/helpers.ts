import { type RunningServer, startServer } from "../../server/index";

export interface Reply {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: test code reads JSON answers member by member
  body: any;
  text: string;
}

export interface Client {
  server: RunningServer;
  /** A public API call with the root token and the version header, unless `headers` overrides them. */
  call(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string | undefined>,
  ): Promise<Reply>;
  /** A control API call (`/_local/...`) with the root token. */
  local(method: string, path: string, body?: unknown): Promise<Reply>;
  reset(): Promise<void>;
}

export async function request(
  url: string,
  method: string,
  body: unknown,
  headers: Record<string, string | undefined>,
): Promise<Reply> {
  const h: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) if (v !== undefined) h[k] = v;
  let payload: string | undefined;
  if (body !== undefined) {
    payload = typeof body === "string" ? body : JSON.stringify(body);
    h["content-type"] ??= "application/json";
  }
  const res = await fetch(url, { method, headers: h, body: payload });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: res.status, headers: res.headers, body: parsed, text };
}

export async function startClient(opts: Parameters<typeof startServer>[0] = {}): Promise<Client> {
  const server = await startServer({ port: 0, ...opts });
  const auth = { authorization: `Bearer ${server.rootToken}` };
  return {
    server,
    call: (method, path, body, headers = {}) =>
      request(server.url + path, method, body, { ...auth, "service-version": "2", ...headers }),
    local: (method, path, body) => request(server.url + path, method, body, auth),
    async reset() {
      const r = await request(`${server.url}/_local/reset`, "POST", undefined, auth);
      if (r.status !== 204) throw new Error(`reset failed: ${r.status} ${r.text}`);
    },
  };
}

/** Asserts an error answer has the service's shape and returns it. */
export function expectError(reply: Reply, status: number, code: number, field?: string) {
  const where = `${reply.status} ${reply.text}`;
  if (reply.status !== status) throw new Error(`expected status ${status}, got ${where}`);
  const b = reply.body;
  if (!b || b.error_code !== `ERR_API_${code}` || b.status_code !== status)
    throw new Error(`expected ERR_API_${code}, got ${where}`);
  if (!/^op_/.test(b.details?.operation_id) || reply.headers.get("operation-id") !== b.details.operation_id)
    throw new Error(`operation id missing or different from the header: ${where}`);
  if (field !== undefined && b.details.field !== field)
    throw new Error(`expected details.field ${field}, got ${where}`);
  return b as { msg: string; details: { field?: string } };
}

/** Valid request bodies of every route module, used to PUT each one and to create routes. */
export const VALID_MODULES = (ids: {
  backendId: string;
  ipPolicyId: string;
}): Record<string, Record<string, unknown>> => ({
  backend: { backend_id: ids.backendId },
  ip_restriction: { ip_policy_ids: [ids.ipPolicyId] },
  circuit_breaker: { num_buckets: 64 },
  compression: {},
  request_headers: { add: { "X-Added": "yes" }, remove: ["X-Secret-Header"] },
  response_headers: { enabled: false, add: { "Cache-Control": "no-store" } },
  webhook_verification: { provider: "GitHub", secret: "whsec-very-secret" },
  oauth: { provider: { google: { client_id: "cid", client_secret: "csecret-1", scopes: ["email"] } } },
  saml: { idp_metadata: "<EntityDescriptor/>" },
  oidc: { issuer: "https://id.example.com", client_id: "oidc-cid", client_secret: "oidc-secret-2" },
  websocket_tcp_converter: {},
  user_agent_filter: { allow: ["curl/.*"], deny: ["bot"] },
  policy: {
    inbound: [
      {
        name: "r1",
        expressions: ["req.method == 'GET'"],
        actions: [{ type: "deny", config: { status_code: 403 } }],
      },
    ],
  },
});
