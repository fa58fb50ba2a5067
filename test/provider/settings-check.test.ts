import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { forgetAnswers } from "../../client/first-answer";
import { NativeProvider } from "../../provider/host/native";
import { UNKNOWN } from "../../provider/base/values";
import { type CountedServer, countedServer, urlWhereNothingListens } from "../../harness";

/**
 * CheckConfig checks the URL and key with one call for a provider with no state yet or whose URL or key changed,
 * and fails the setting the answer refuses, naming it and the fix; none for the deployed settings, none while a
 * setting is unknown, and never twice in a process (Configure's check after DiffConfig included). Calls are
 * counted at a proxy in front of the local server.
 */
let s: CountedServer;
const others: Server[] = [];
beforeAll(async () => {
  delete process.env.TUNNELS_API_KEY;
  delete process.env.TUNNELS_API_URL;
  s = await countedServer();
});
afterAll(async () => {
  await s?.close();
  for (const server of others) server.close();
});
afterEach(() => {
  delete process.env.TUNNELS_API_KEY;
  forgetAnswers();
});

const CHECK = "GET /tunnels?limit=1";
const settings = (apiKey: string | undefined, apiUrl = s.url) => ({
  apiUrl,
  ...(apiKey === undefined ? {} : { apiKey }),
  coalesceReads: "false",
});
const good = () => settings(s.server.rootToken);

/** The service calls `run` made, as `METHOD /path?query`. */
async function callsOf<T>(run: () => Promise<T>): Promise<{ calls: string[]; result: T }> {
  const before = s.calls.length;
  const result = await run();
  return { calls: s.calls.slice(before).map((c) => `${c.method} ${c.url}`), result };
}

/** A web server that is not the service: each request gets `answer`. */
async function notTheService(answer: { status: number; type: string; body: string }): Promise<string> {
  const server = createServer((_, res) => {
    res.writeHead(answer.status, { "content-type": answer.type });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  others.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("which CheckConfig makes the call", () => {
  it("a provider with no state yet: one call; asked again in the process, and at Configure, none", async () => {
    const provider = new NativeProvider();
    const first = await callsOf(() => provider.checkConfig(good(), { olds: {} }));
    expect(first.calls).toEqual([CHECK]);
    expect(first.result.failures).toEqual([]);
    const again = await callsOf(() => provider.checkConfig(good(), { olds: {} }));
    expect(again.calls).toEqual([]);
    // The engine's DiffConfig and Configure that follow for a changed key: Configure's own check is the same one.
    provider.diffConfig({ ...good(), apiKey: "the old key" }, good());
    expect((await callsOf(() => provider.configure(good()))).calls).toEqual([]);
  });

  it("the deployed settings: no call; a changed URL or key: one", async () => {
    const provider = new NativeProvider();
    expect((await callsOf(() => provider.checkConfig(good(), { olds: good() }))).calls).toEqual([]);
    const slower = { ...good(), retryTimeoutSeconds: "30" };
    expect((await callsOf(() => provider.checkConfig(slower, { olds: good() }))).calls).toEqual([]);
    const moved = settings(s.server.rootToken, `${s.url}/`);
    expect((await callsOf(() => provider.checkConfig(moved, { olds: good() }))).calls).toEqual([CHECK]);
    const rotated = new NativeProvider();
    const olds = { ...good(), apiKey: "the old key" };
    expect((await callsOf(() => rotated.checkConfig(good(), { olds }))).calls).toEqual([CHECK]);
  });

  it("a setting unknown yet (a preview's provider built from another resource's output): no call, no failure", async () => {
    const provider = new NativeProvider();
    for (const news of [settings(UNKNOWN), settings(s.server.rootToken, UNKNOWN)]) {
      const { calls, result } = await callsOf(() => provider.checkConfig(news, { olds: {} }));
      expect(calls).toEqual([]);
      expect(result.failures).toEqual([]);
    }
  });

  it("a setting that fails its own rule: no call, that failure alone", async () => {
    const provider = new NativeProvider();
    const { calls, result } = await callsOf(() => provider.checkConfig(settings(undefined), { olds: {} }));
    expect(calls).toEqual([]);
    expect(result.failures.map((f) => f.property)).toEqual(["apiKey"]);
  });
});

describe("what a refusal says", () => {
  it("a wrong key of a new provider fails apiKey: check tunnels:apiKey, the key nowhere", async () => {
    const provider = new NativeProvider();
    const news = settings("tk_wrong_key_of_a_new_stack");
    const { failures } = await provider.checkConfig(news, { olds: {}, givenSecret: () => true });
    expect(failures).toHaveLength(1);
    expect(failures[0].property).toBe("apiKey");
    expect(failures[0].reason).toContain(`${CHECK} failed with 401`);
    expect(failures[0].reason).toContain(
      "The service refused the API key: check tunnels:apiKey (`pulumi config set --secret tunnels:apiKey <token>`, or TUNNELS_API_KEY)",
    );
    expect(JSON.stringify(failures)).not.toContain("tk_wrong_key");
  });

  it("a key changed to one the service refuses says it changed, and that the stack keeps the last deploy's", async () => {
    const provider = new NativeProvider();
    const { failures } = await provider.checkConfig(settings("tk_refused_new_key"), {
      olds: good(),
      givenSecret: () => true,
    });
    expect(failures[0].property).toBe("apiKey");
    expect(failures[0].reason).toContain(
      "The service refused the API key this provider's settings changed to",
    );
    expect(failures[0].reason).toContain("the stack keeps the settings of its last deploy");
  });

  it("a key the CLI would print in clear (plain config) or as <nil> (TUNNELS_API_KEY): on no property", async () => {
    const plain = await new NativeProvider().checkConfig(settings("tk_plain_config_key"), {
      olds: {},
      givenSecret: () => false,
    });
    expect(plain.failures.map((f) => f.property)).toEqual([""]);
    expect(plain.failures[0].reason).toContain("check tunnels:apiKey");
    process.env.TUNNELS_API_KEY = "tk_from_the_environment";
    const fromEnv = await new NativeProvider().checkConfig(settings(undefined), { olds: {} });
    expect(fromEnv.failures.map((f) => f.property)).toEqual([""]);
    expect(fromEnv.failures[0].reason).toContain("The service refused the API key in TUNNELS_API_KEY");
    expect(fromEnv.failures[0].reason).not.toContain("tk_from_the_environment");
  });

  it("an explicit provider's key is its own property", async () => {
    const provider = new NativeProvider();
    const { failures } = await provider.checkConfig(settings("tk_wrong"), {
      olds: {},
      providerName: "lab",
      givenSecret: () => true,
    });
    expect(failures[0].reason).toContain(
      "check provider `lab`'s `apiKey` (its property in the program, or TUNNELS_API_KEY)",
    );
    expect(failures[0].reason).not.toContain("tunnels:apiKey");
  });

  it("a URL where nothing listens fails apiUrl: is the service listening there?", async () => {
    const url = await urlWhereNothingListens();
    const provider = new NativeProvider();
    const news = { ...settings(s.server.rootToken, url), retryTimeoutSeconds: "1" };
    const { failures } = await provider.checkConfig(news, { olds: {} });
    expect(failures).toHaveLength(1);
    expect(failures[0].property).toBe("apiUrl");
    expect(failures[0].reason).toContain(`could not connect to ${url} (ECONNREFUSED)`);
    expect(failures[0].reason).toContain(
      `Check tunnels:apiUrl (now ${url}, or TUNNELS_API_URL): is the service listening there?`,
    );
  });

  it("a URL that answers, but not as the service does, fails apiUrl saying what came", async () => {
    const cases = [
      [
        { status: 404, type: "text/html", body: "<html>Not here</html>" },
        "answered 404 without its JSON error body",
      ],
      [
        { status: 200, type: "text/html", body: "<html>Welcome</html>" },
        "answered with a body that is not JSON",
      ],
      [{ status: 200, type: "application/json", body: '{"items":[]}' }, "without the list of tunnels"],
      [{ status: 401, type: "text/plain", body: "login first" }, "answered 401 without its JSON error body"],
    ] as const;
    for (const [answer, said] of cases) {
      const url = await notTheService(answer);
      const { failures } = await new NativeProvider().checkConfig(settings("k", url), { olds: {} });
      expect(
        failures.map((f) => f.property),
        said,
      ).toEqual(["apiUrl"]);
      expect(failures[0].reason).toContain(
        `tunnels:apiUrl (now ${url}) answered, but not as the tunnels service does`,
      );
      expect(failures[0].reason).toContain(said);
      expect(failures[0].reason).toContain("`pulumi config set tunnels:apiUrl <url of the service>`");
    }
  });

  it("the service's own 404 (a path it does not have) fails apiUrl", async () => {
    const { failures } = await new NativeProvider().checkConfig(
      settings(s.server.rootToken, `${s.server.url}/v9`),
      { olds: {} },
    );
    expect(failures.map((f) => f.property)).toEqual(["apiUrl"]);
    expect(failures[0].reason).toContain("failed with 404 ERR_API_404");
  });

  it("a service busy for the whole budget: no setting is wrong, the failure is on no property", async () => {
    const url = await notTheService({
      status: 503,
      type: "application/json",
      body: JSON.stringify({ error_code: "ERR_API_503", status_code: 503, msg: "busy", details: {} }),
    });
    const news = { ...settings("k", url), retryTimeoutSeconds: "1" };
    const { failures } = await new NativeProvider().checkConfig(news, { olds: {} });
    expect(failures.map((f) => f.property)).toEqual([""]);
    expect(failures[0].reason).toContain("failed with 503");
    expect(failures[0].reason).toContain("tunnels:retryTimeoutSeconds");
  });
});
