import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DynamicProvider } from "../../provider/host/dynamic";
import { NativeProvider } from "../../provider/host/native";
import { type CountedServer, countedServer } from "../../harness";

/**
 * A key that the service refuses, told for what it is: the provider knows whether its settings are the
 * program's of now or the last deploy's record, and whether its key came from TUNNELS_API_KEY; and a key or URL
 * that DiffConfig found changed is checked at the next Configure with one authenticated GET, counted here.
 */
let s: CountedServer;
const providers: NativeProvider[] = [];
beforeAll(async () => {
  delete process.env.TUNNELS_API_KEY;
  delete process.env.TUNNELS_API_URL;
  s = await countedServer();
});
afterAll(async () => s?.close());
afterEach(() => {
  delete process.env.TUNNELS_API_KEY;
});

const settings = (apiKey?: string) => ({
  apiUrl: s.url,
  ...(apiKey === undefined ? {} : { apiKey }),
  coalesceReads: "false",
  retryTimeoutSeconds: "2",
});

/** The service calls `run` made, as `METHOD /path?query`. */
async function callsOf(run: () => Promise<unknown>): Promise<string[]> {
  const before = s.calls.length;
  await run();
  return s.calls.slice(before).map((c) => `${c.method} ${c.url}`);
}

async function failureOf(run: Promise<unknown>): Promise<string> {
  try {
    await run;
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error("expected a failure");
}

const native = () => {
  const provider = new NativeProvider();
  providers.push(provider);
  return provider;
};

describe("a key or URL that DiffConfig found changed is checked at the next Configure", () => {
  it("one GET when the key changed, none when nothing that reaches the account did, none again", async () => {
    const provider = native();
    const olds = settings(s.server.rootToken);
    const rotated = settings(s.server.rootToken);
    provider.checkConfig(rotated);
    expect(provider.diffConfig({ ...olds, apiKey: "the old key" }, rotated)).toEqual(["apiKey"]);
    expect(await callsOf(() => provider.configure(rotated))).toEqual(["GET /tunnels?limit=1"]);
    expect(await callsOf(() => provider.configure(rotated))).toEqual([]);

    const slower = { ...rotated, retryTimeoutSeconds: "3" };
    expect(provider.diffConfig(rotated, slower)).toEqual(["retryTimeoutSeconds"]);
    expect(await callsOf(() => provider.configure(slower))).toEqual([]);
    expect(provider.diffConfig(slower, slower)).toEqual([]);
    expect(await callsOf(() => provider.configure(slower))).toEqual([]);
  });

  it("a moved URL is checked the same way", async () => {
    const provider = native();
    const news = settings(s.server.rootToken);
    provider.diffConfig({ ...news, apiUrl: "http://127.0.0.1:1" }, news);
    expect(await callsOf(() => provider.configure(news))).toEqual(["GET /tunnels?limit=1"]);
  });

  it("a refused new key fails Configure, naming the setting, with the key nowhere in the message", async () => {
    const provider = native();
    const news = settings("tk_refused_new_key");
    provider.checkConfig(news);
    provider.diffConfig(settings(s.server.rootToken), news);
    let message = "";
    const calls = await callsOf(async () => {
      message = await failureOf(provider.configure(news));
    });
    expect(calls).toEqual(["GET /tunnels?limit=1"]);
    expect(message).toContain("GET /tunnels?limit=1 failed with 401");
    expect(message).toContain("The service refused the API key this provider's settings changed to");
    expect(message).toContain("Check tunnels:apiKey");
    expect(message).not.toContain("tk_refused_new_key");
  });
});

describe("a refused key says where the key came from", () => {
  it("the last deploy's record (Configure with no CheckConfig before it): what to run", async () => {
    const provider = native();
    await provider.configure(settings("tk_recorded_old_key"));
    const message = await failureOf(
      provider.read("IpPolicy", "ipp_1", { description: "x" }, { description: "x" }),
    );
    expect(message).toContain("GET /ip_policies/ipp_1 failed with 401");
    expect(message).toContain(
      "the one the last deploy recorded in the state: `pulumi refresh`, `pulumi destroy` and `pulumi preview --refresh` configure providers from that record",
    );
    expect(message).toContain("`--run-program`");
    expect(message).toContain("give it as TUNNELS_API_KEY, read at every run");
  });

  it("the program of this run (CheckConfig came first): check tunnels:apiKey", async () => {
    const provider = native();
    provider.checkConfig(settings("tk_wrong"));
    await provider.configure(settings("tk_wrong"));
    const message = await failureOf(
      provider.read("IpPolicy", "ipp_1", { description: "x" }, { description: "x" }),
    );
    expect(message).toContain("The service refused the API key: check tunnels:apiKey");
    expect(message).not.toContain("last deploy");
  });

  it("an explicit provider's key is its property, named with the provider, never stack config", async () => {
    for (const [name, told] of [
      ["second", "check provider `second`'s `apiKey` (its property in the program, or TUNNELS_API_KEY)"],
      ["default_0_4_0", "check tunnels:apiKey (`pulumi config set --secret tunnels:apiKey"],
    ]) {
      const provider = native();
      provider.checkConfig(settings("tk_wrong"));
      await provider.configure(settings("tk_wrong"), name);
      const message = await failureOf(
        provider.read("IpPolicy", "ipp_1", { description: "x" }, { description: "x" }),
      );
      expect(message, name).toContain(told);
      if (name === "second") expect(message).not.toContain("tunnels:apiKey");
    }
  });

  it("TUNNELS_API_KEY, when the settings give none", async () => {
    process.env.TUNNELS_API_KEY = "tk_from_the_environment";
    const provider = native();
    await provider.configure(settings());
    const message = await failureOf(
      provider.read("IpPolicy", "ipp_1", { description: "x" }, { description: "x" }),
    );
    expect(message).toContain("The service refused the API key in TUNNELS_API_KEY");
    expect(message).not.toContain("tk_from_the_environment");
  });

  it("the dynamic provider, which cannot tell a refresh from an up before a check, says both", async () => {
    const dynamic = new DynamicProvider();
    await dynamic.configure(settings("tk_wrong"));
    const message = await failureOf(dynamic.read("IpPolicy", "ipp_1", { description: "x", __declared: [] }));
    expect(message).toContain("check tunnels:apiKey");
    expect(message).toContain(
      "If this run is `pulumi refresh`, `pulumi destroy` or `pulumi preview --refresh`",
    );
  });
});
