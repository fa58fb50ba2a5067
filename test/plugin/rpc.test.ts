import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isSecret, makeSecret, PluginClient, type PropertyMap, REPO_ROOT } from "../../harness";
import { TunnelsClient } from "../../client";
import { type RunningServer, startServer } from "../../server/index";

/**
 * The plugin's RPCs one by one, against the built bin and a real local server: what the engine sees.
 */
let server: RunningServer;
let plugin: PluginClient;

/** The environment without the settings' fallbacks, so only what a test configures counts. */
const bareEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("TUNNELS_")));

beforeAll(async () => {
  server = await startServer({ port: 0 });
  plugin = await PluginClient.start({ args: ["--logtostderr", "-v=9", "127.0.0.1:1"], env: bareEnv });
  await plugin.configure({ apiUrl: server.url, apiKey: makeSecret(server.rootToken) });
});

afterAll(async () => {
  await plugin?.close();
  await server?.close();
});

describe("plugin identity", () => {
  it("reports the root package's version", async () => {
    const { version } = JSON.parse(readFileSync(path.join(REPO_ROOT, "package.json"), "utf8"));
    expect(await plugin.getPluginInfo()).toBe(version);
  });

  it("answers plugin/schema.json as it is on disk, or says it is missing", async () => {
    const file = path.join(REPO_ROOT, "plugin", "schema.json");
    if (existsSync(file)) expect(await plugin.getSchema()).toBe(readFileSync(file, "utf8"));
    else await expect(plugin.getSchema()).rejects.toThrow(/plugin\/schema\.json is missing/);
  });
});

describe("CheckConfig", () => {
  it("fails a URL that is not one, naming tunnels:apiUrl and never echoing it", async () => {
    const failures = await plugin.checkConfig({ apiUrl: "not a url", apiKey: "k" });
    expect(failures).toHaveLength(1);
    expect(failures[0].property).toBe("apiUrl");
    expect(failures[0].reason).toMatch(/^tunnels:apiUrl must be an absolute http:\/\/ or https:\/\/ URL/);
    expect(failures[0].reason).not.toContain("not a url");
  });

  it("names each missing or bad setting with how to set it", async () => {
    const failures = await plugin.checkConfig({ apiUrl: "ftp://x", retryTimeoutSeconds: "soon" });
    expect(failures.map((f) => f.property)).toEqual(["apiUrl", "apiKey", "retryTimeoutSeconds"]);
    expect(failures[1].reason).toContain("pulumi config set --secret tunnels:apiKey");
    expect(failures[1].reason).toContain("TUNNELS_API_KEY");
  });

  it("accepts a good config, secrets wrapped, and typed values", async () => {
    const failures = await plugin.checkConfig({
      apiUrl: "http://127.0.0.1:9",
      apiKey: makeSecret("k"),
      coalesceReads: false,
      readWindowSeconds: 2,
    });
    expect(failures).toEqual([]);
  });
});

describe("DiffConfig", () => {
  it("a changed key or URL updates the provider in place, never replaces it", async () => {
    const olds = { apiUrl: "http://127.0.0.1:9", apiKey: makeSecret("a") };
    expect(await plugin.diffConfig(olds, { ...olds, apiKey: makeSecret("b") })).toEqual({
      some: true,
      diffs: ["apiKey"],
      replaces: [],
    });
    expect(await plugin.diffConfig(olds, olds)).toEqual({ some: false, diffs: [], replaces: [] });
  });
});

describe("Attach", () => {
  it("a plugin started without an engine address serves, and takes the engine's address when attached", async () => {
    const attached = await PluginClient.start({ args: [] });
    try {
      await attached.attach("127.0.0.1:1");
      expect(await attached.getPluginInfo()).toMatch(/^\d+\.\d+\.\d+/);
    } finally {
      await attached.close();
    }
  });
});

describe("Read with the id alone (import)", () => {
  it("answers the object's members as inputs, so the CLI can import it", async () => {
    const existing = await fetch(`${server.url}/ip_policies`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${server.rootToken}`,
        "content-type": "application/json",
        "service-version": "2",
      },
      body: JSON.stringify({ description: "made by hand", metadata: "m" }),
    });
    const { id } = (await existing.json()) as { id: string };
    const read = await plugin.read("IpPolicy", id, {}, {});
    expect(read.id).toBe(id);
    expect(read.inputs).toEqual({ description: "made by hand", metadata: "m" });
    expect(read.outputs).toMatchObject({ description: "made by hand", metadata: "m" });
    // Those inputs against the object: no change.
    const d = await plugin.diff({
      className: "IpPolicy",
      id,
      olds: read.outputs,
      oldInputs: read.inputs,
      news: read.inputs,
    });
    expect(d.changes).toBe("none");
  });
});

describe("Read with the id alone (import) of a route and a module resource", () => {
  it("answers what a program would declare: members set, parents, and none of the service's defaults", async () => {
    const client = new TunnelsClient({ baseUrl: server.url, apiKey: server.rootToken });
    const edge = await client.httpsEdges.create({ description: "imported" });
    const route = await client.httpsEdgeRoutes.create(edge.id, {
      match_type: "path_prefix",
      match: "/api",
      circuit_breaker: { num_buckets: 20 },
      compression: { enabled: false },
    });
    const addr = await client.reservedAddrs.create({ description: "bastion" });
    await client.httpsEdgeTlsTermination.replace(edge.id, {});
    await client.close();
    // Defaults outside modules too: the region the service chose (us), and TLS termination's "1.2".
    expect((await plugin.read("ReservedAddr", addr.id, {}, {})).inputs).toEqual({ description: "bastion" });
    const tls = await plugin.read("HttpsEdgeTlsTermination", `${edge.id}/tls_termination`, {}, {});
    expect(tls.outputs).toMatchObject({ minVersion: "1.2" });
    expect(tls.inputs).toEqual({ edgeId: edge.id });
    const read = await plugin.read("HttpsEdgeRoute", `${edge.id}/${route.id}`, {}, {});
    // The service stored 0.5, 10… for the breaker's other members and `enabled: true`: not declared.
    expect(read.inputs).toEqual({
      edgeId: edge.id,
      matchType: "path_prefix",
      match: "/api",
      circuitBreaker: { numBuckets: 20 },
      compression: { enabled: false },
    });
    expect(read.outputs).toMatchObject({ circuitBreaker: { numBuckets: 20, errorThresholdPercentage: 0.5 } });
    const d = await plugin.diff({
      className: "HttpsEdgeRoute",
      id: read.id,
      olds: read.outputs,
      oldInputs: read.inputs,
      news: read.inputs,
    });
    expect(d.changes).toBe("none");

    const module = await plugin.read(
      "HttpsEdgeRouteCircuitBreaker",
      `${edge.id}/${route.id}/circuit_breaker`,
      {},
      {},
    );
    expect(module.inputs).toEqual({ edgeId: edge.id, routeId: route.id, numBuckets: 20 });
  });
});

describe("Read with the id alone (import) by an id that does not name the parents", () => {
  it("fails saying the form of the class's id, with the command", async () => {
    await expect(plugin.read("HttpsEdgeRoute", "edghtsrt_1", {}, {})).rejects.toThrow(
      'a HttpsEdgeRoute is imported by "<edgeId>/<id>" (its edgeId first), for example pulumi import tunnels:index:HttpsEdgeRoute <name> <edgeId>/<id>.',
    );
    await expect(plugin.read("HttpsEdgeRouteCircuitBreaker", "edghts_1", {}, {})).rejects.toThrow(
      'imported by "<edgeId>/<routeId>/circuit_breaker" (its edgeId and routeId first)',
    );
  });
});

describe("Configure, Check, Create, Read, Delete with secrets", () => {
  it("keeps a nested secret member secret at its own path, and the API key's token", async () => {
    const news: PropertyMap = {
      description: "audit",
      target: { datadog: { apiKey: "dd-secret-in-clear", service: "svc" } },
    };
    const { inputs, failures } = await plugin.check("EventDestination", {}, news);
    expect(failures).toEqual([]);
    // The engine keeps Check's answer as the resource's inputs: the secret member is secret there already.
    expect(isSecret(((inputs.target as PropertyMap).datadog as PropertyMap).apiKey)).toBe(true);
    expect(isSecret(((inputs.target as PropertyMap).datadog as PropertyMap).service)).toBe(false);
    const created = await plugin.create("EventDestination", inputs);
    const target = created.outputs.target as PropertyMap;
    expect(isSecret(target)).toBe(false);
    expect(isSecret((target.datadog as PropertyMap).apiKey)).toBe(true);
    expect(created.outputs.__declared).toBeUndefined();

    const key = await plugin.create(
      "ApiKey",
      (await plugin.check("ApiKey", {}, { description: "ci" })).inputs,
    );
    expect(isSecret(key.outputs.token)).toBe(true);
    const token = (key.outputs.token as PropertyMap).value as string;

    // A refresh keeps both: the service never returns them again.
    const read = await plugin.read("ApiKey", key.id, key.outputs, { description: "ci" });
    expect(read.outputs.token).toEqual(key.outputs.token);
    await plugin.delete("ApiKey", key.id, key.outputs);
    await plugin.delete("EventDestination", created.id, created.outputs);

    const log = plugin.stderr.join("\n");
    expect(log).toContain("Create urn:pulumi:dev::plugin-test::tunnels:index:ApiKey::r");
    for (const secret of [token, "dd-secret-in-clear", server.rootToken]) expect(log).not.toContain(secret);
  });

  it("an input given secret stays secret in the outputs", async () => {
    const news = { description: makeSecret("secret description") };
    const { inputs } = await plugin.check("IpPolicy", {}, news);
    expect(isSecret(inputs.description)).toBe(true);
    const created = await plugin.create("IpPolicy", inputs);
    expect(created.outputs.description).toEqual(makeSecret("secret description"));
    await plugin.delete("IpPolicy", created.id, created.outputs);
  });
});

describe("Invoke", () => {
  it("getTunnels filters online tunnels and getTunnel reads one, in the program's names", async () => {
    const res = await fetch(`${server.url}/_local/tunnels`, {
      method: "POST",
      headers: { authorization: `Bearer ${server.rootToken}`, "content-type": "application/json" },
      body: JSON.stringify({ proto: "tcp", region: "eu", labels: { app: "db" } }),
    });
    const { id } = (await res.json()) as { id: string };
    const all = await plugin.invoke("tunnels:index:getTunnels", { region: "eu" });
    expect((all.tunnels as PropertyMap[]).map((t) => t.id)).toContain(id);
    const none = await plugin.invoke("tunnels:index:getTunnels", { region: "us" });
    expect((none.tunnels as PropertyMap[]).map((t) => t.id)).not.toContain(id);
    const one = await plugin.invoke("tunnels:index:getTunnel", { id });
    expect(one).toMatchObject({ id, proto: "tcp", region: "eu", labels: { app: "db" } });
    await expect(plugin.invoke("tunnels:index:getTunnels", { region: "mars" })).rejects.toThrow(
      // A function's arguments are never said back (provider/host/native.ts invoke): the argument and the set are.
      /region "\[redacted\]" is not one the service has; use one of/,
    );
    await expect(plugin.invoke("tunnels:index:nope", {})).rejects.toThrow(/tunnels has no function/);
  });
});

describe("a server that is down", () => {
  it("fails a call naming tunnels:apiUrl and how long retries went on", async () => {
    const down = await PluginClient.start({ env: bareEnv });
    try {
      // A port nothing listens on: the server just closed is the surest.
      const gone = await startServer({ port: 0 });
      await gone.close();
      await down.configure({ apiUrl: gone.url, apiKey: makeSecret("k"), retryTimeoutSeconds: "1" });
      const failure = await down.create("IpPolicy", { description: "x" }).then(
        () => "created",
        (err: Error) => err.message,
      );
      expect(failure).toMatch(
        /IpPolicy create failed: .*calls are retried for up to 1 s \(tunnels:retryTimeoutSeconds\)/,
      );
      expect(failure).toContain(`Check tunnels:apiUrl (now ${gone.url}, or TUNNELS_API_URL)`);
    } finally {
      await down.close();
    }
  });
});

describe("a refused key", () => {
  it("fails each call naming tunnels:apiKey, with no secret in the message or the log", async () => {
    const other = await PluginClient.start({ args: ["--logtostderr", "-v=1", "127.0.0.1:1"], env: bareEnv });
    try {
      const config = { apiUrl: server.url, apiKey: makeSecret("wrong-key-value-123") };
      // As the engine configures a provider the program declares: CheckConfig first.
      expect(await other.checkConfig(config)).toEqual([]);
      await other.configure(config);
      const { inputs } = await other.check("IpPolicy", {}, { description: "x" });
      const failure = await other.create("IpPolicy", inputs).then(
        () => "created",
        (err: Error) => err.message,
      );
      expect(failure).toMatch(/IpPolicy create failed: .*check tunnels:apiKey/);
      expect(failure).not.toContain("wrong-key-value-123");
      expect(other.stderr.join("\n")).toContain("IpPolicy create failed");
      expect(other.stderr.join("\n")).not.toContain("wrong-key-value-123");
    } finally {
      await other.close();
    }
  });

  it("configured from the last deploy's record (no CheckConfig: a refresh, a destroy), says so and what to run", async () => {
    const other = await PluginClient.start({ args: ["127.0.0.1:1"], env: bareEnv });
    try {
      await other.configure({ apiUrl: server.url, apiKey: makeSecret("wrong-key-value-123") });
      const failure = await other.read("IpPolicy", "ipp_1", { description: "x" }, { description: "x" }).then(
        () => "read",
        (err: Error) => err.message,
      );
      expect(failure).toContain("GET /ip_policies/ipp_1 failed with 401");
      expect(failure).toContain("the one the last deploy recorded in the state");
      expect(failure).toContain("`--run-program`");
      expect(failure).toContain("TUNNELS_API_KEY, read at every run");
      expect(failure).not.toContain("wrong-key-value-123");
    } finally {
      await other.close();
    }
  });
});
