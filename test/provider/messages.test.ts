import { createServer } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { reply, reservedAddr, startServer as startTestServer } from "../client/harness";
import { checked, type Harness, impl, startHarness } from "./harness";

/**
 * What a Pulumi user reads when something fails: members in the program's names, never the wire's, and
 * for failures a setting causes, the setting to check (by its `tunnels:` name).
 */
let h: Harness;
beforeAll(async () => {
  delete process.env.TUNNELS_API_URL;
  delete process.env.TUNNELS_API_KEY;
  h = await startHarness();
});
afterAll(() => h.close());

/** Configures the provider as the host does, with these `tunnels:` settings. */
const configure = (values: Record<string, string>) =>
  impl.configure({ config: { get: (key: string) => values[key.replace(/^tunnels:/, "")] } });
const configureForHarness = () => configure({ apiUrl: h.server.url, apiKey: h.server.rootToken });
afterEach(configureForHarness);

async function failureOf(run: Promise<unknown>): Promise<string> {
  try {
    await run;
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error("expected a failure");
}

/** A loopback port where nothing listens. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("members in the program's names", () => {
  it("the service's refusal names ipRestriction.ipPolicyIds", async () => {
    const edge = await impl.create(
      "HttpsEdge",
      await checked("HttpsEdge", { hostports: ["m.example.com:443"] }),
    );
    const inputs = await checked("HttpsEdgeRoute", {
      edgeId: edge.id,
      matchType: "path_prefix",
      match: "/",
      ipRestriction: { ipPolicyIds: ["ipp_missing"] },
    });
    const message = await failureOf(impl.create("HttpsEdgeRoute", inputs));
    // All the service can say is that this account has no such object: it may be another account's.
    expect(message).toContain(
      "ipRestriction.ipPolicyIds names an IP policy that was not found in this provider's account",
    );
    expect(message).toContain(`tunnels:apiKey at tunnels:apiUrl, now ${h.server.url}`);
    expect(message).toMatch(/an object made through another provider, .* cannot be named here/);
    expect(message).not.toMatch(/does not exist|ip_restriction|ip_policy_ids/);
  });

  it("a cross-member rule names clientId", async () => {
    const { failures } = await impl.check(
      "HttpsEdgeRoute",
      {},
      {
        edgeId: "edghts_1",
        matchType: "path_prefix",
        match: "/",
        oauth: { provider: { google: { clientSecret: "s" } } },
      },
    );
    expect(failures).toHaveLength(1);
    expect(failures[0].reason).toMatch(/is required when clientSecret is set/);
    expect(failures[0].reason).not.toMatch(/client_/);
  });

  it("the event target rule names cloudwatchLogs", async () => {
    const auth = { role: { roleArn: "arn:aws:iam::1:role/r" } };
    const { failures } = await impl.check(
      "EventDestination",
      {},
      { target: { cloudwatchLogs: { auth, logGroupArn: "arn:g" }, kinesis: { auth, streamArn: "arn:s" } } },
    );
    expect(failures.map((f) => f.reason).join("\n")).toMatch(
      /one of firehose, kinesis, cloudwatchLogs, datadog/,
    );
    expect(failures.map((f) => f.reason).join("\n")).not.toMatch(/cloudwatch_logs/);
  });

  it("values that merely look like member names stay as written", async () => {
    const { failures } = await impl.check(
      "HttpsEdgeRoute",
      {},
      { edgeId: "edghts_1", matchType: "nearly", match: "/" },
    );
    expect(failures[0].reason).toMatch(/exact_path or path_prefix/);
  });
});

describe("failures that a setting causes", () => {
  it("a 401 says to check tunnels:apiKey", async () => {
    await configure({ apiUrl: h.server.url, apiKey: "not-a-key" });
    const message = await failureOf(impl.create("HttpsEdge", await checked("HttpsEdge", {})));
    expect(message).toMatch(/failed with 401/);
    expect(message).toMatch(/check tunnels:apiKey/);
    expect(message).not.toMatch(/not-a-key/);
  });

  it("a refused connection names tunnels:apiUrl and how long retries go on", async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    await configure({ apiUrl: url, apiKey: "k", retryTimeoutSeconds: "1" });
    const message = await failureOf(impl.create("HttpsEdge", await checked("HttpsEdge", {})));
    expect(message).toMatch(/ECONNREFUSED/);
    expect(message).toMatch(new RegExp(`Check tunnels:apiUrl \\(now ${url.replace(/\./g, "\\.")}`));
    expect(message).toMatch(/retried for up to 1 s \(tunnels:retryTimeoutSeconds\)/);
    expect(message).not.toMatch(/retryTimeoutMs/);
  });

  it("a call that kept failing until retries ran out names tunnels:retryTimeoutSeconds, not the client's option", async () => {
    const service = await startTestServer((_, res) =>
      reply(res, 503, { error_code: "ERR_API_503", msg: "busy" }, { "retry-after": "0" }),
    );
    try {
      await configure({ apiUrl: service.url, apiKey: "k", retryTimeoutSeconds: "1" });
      const message = await failureOf(impl.create("HttpsEdge", await checked("HttpsEdge", {})));
      expect(message).toMatch(/failed with 503/);
      expect(message).toMatch(/gave up after \d+ attempts within tunnels:retryTimeoutSeconds\)/);
      expect(message).not.toMatch(/retryTimeoutMs/);
    } finally {
      await service.close();
    }
  });

  it.each([
    ["apiUrl", { apiKey: "k" }],
    ["apiKey", { apiUrl: "http://127.0.0.1:1" }],
  ])("a missing tunnels:%s fails check, so preview fails too", async (missing, values) => {
    await configure(values);
    const { failures } = await impl.check("HttpsEdge", {}, {});
    expect(failures).toEqual([
      { property: "", reason: expect.stringContaining(`tunnels:${missing} is not set`) },
    ]);
  });
});

describe("long retry waits", () => {
  it("are logged as they start, with class, id and path; short ones are not", async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    // First answer: 503 asking for a 6 s wait; the retry's answer records what was logged by then.
    const loggedBeforeRetry: number[] = [];
    let calls = 0;
    const service = await startTestServer((_, res) => {
      calls += 1;
      if (calls === 1)
        return reply(res, 503, { error_code: "ERR_API_503", msg: "busy" }, { "retry-after": "6" });
      if (calls === 3)
        return reply(res, 503, { error_code: "ERR_API_503", msg: "busy" }, { "retry-after": "1" });
      loggedBeforeRetry.push(lines.filter((l) => l.includes("pulumi-tunnels:")).length);
      reply(res, 200, reservedAddr("ra_1"));
    });
    try {
      // The read's own GET is the call under test: no listing serves it.
      await configure({ apiUrl: service.url, apiKey: "k", coalesceReads: "false" });
      await impl.read("ReservedAddr", "ra_1", {});
      await impl.read("ReservedAddr", "ra_1", {});
    } finally {
      spy.mockRestore();
      await service.close();
    }
    const logged = lines.filter((l) => l.includes("pulumi-tunnels:"));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(
      /ReservedAddr ra_1: GET \/reserved_addrs\/ra_1 failed \(.*503.*\); waiting 6 s/,
    );
    expect(loggedBeforeRetry).toEqual([1, 1]);
  });
});
