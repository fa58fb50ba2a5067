import { mkdirSync, mkdtempSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { TunnelsClient } from "../../client";
import { CreateJournal } from "../../provider/host/create-journal";
import { NativeProvider } from "../../provider/host/native";
import { TMP_ROOT, type LossyProxy, lossyService, untilCreatesAnswered } from "../../harness";

/**
 * The provider's stop (Pulumi's Cancel, its engine gone: plugin/shutdown.ts), against a real local server behind a
 * proxy: every wait and retry ends at once with a message that says why and what it means, and a create already
 * sent stays in the journal for the next run to settle, which then makes no duplicate.
 */
let service: Awaited<ReturnType<typeof lossyService>>;
let proxy: LossyProxy;
let direct: TunnelsClient;
const REASON = "cancelled: Pulumi asked the provider to stop (Ctrl-C or SIGTERM to `pulumi`)";

beforeAll(async () => {
  service = await lossyService();
  ({ proxy } = service);
  direct = new TunnelsClient({ apiKey: service.server.rootToken, baseUrl: proxy.url });
});
afterAll(() => Promise.all([direct?.close(), service?.close()]));
afterEach(async () => {
  await faults(0);
  proxy.fate = () => "pass";
  proxy.calls.length = 0;
  await fetch(`${service.server.url}/_local/reset`, {
    method: "POST",
    headers: { authorization: `Bearer ${service.server.rootToken}` },
  });
});

const faults = (failRate: number) => service.faults({ fail_rate: failRate });

function journal(): CreateJournal {
  mkdirSync(TMP_ROOT, { recursive: true });
  return new CreateJournal(mkdtempSync(path.join(TMP_ROOT, "journal-")));
}

/** A provider process with its journal and stop (the plugin's shutdown); waits of minutes, so only a stop ends them. */
function provider(j: CreateJournal, stop?: AbortSignal): NativeProvider {
  const p = new NativeProvider({ log: () => undefined, journal: j, stop });
  p.configure({ apiUrl: proxy.url, apiKey: service.server.rootToken, retryTimeoutSeconds: "3600" });
  return p;
}

const urn = (name: string) => `urn:pulumi:dev::stop::tunnels:index:IpPolicy::${name}`;
const key = (name: string) => CreateJournal.keyFor(proxy.url, urn(name));
const posts = () => proxy.calls.filter((c) => c.method === "POST");
const policies = async () => {
  const out = [];
  for await (const p of direct.ipPolicies.list()) out.push(p.id);
  return out;
};

describe("the provider's stop", { timeout: 60_000 }, () => {
  it("ends a create retrying 503s at once: cancelled, the 503 did nothing, nothing made, no journal entry", async () => {
    await faults(1);
    const j = journal();
    const stop = new AbortController();
    const create = provider(j, stop.signal).create("IpPolicy", { description: "office" }, urn("a"));
    const failed = create.then(
      () => undefined,
      (err: Error) => err,
    );
    await untilCreatesAnswered(proxy, 2, 503);
    const began = Date.now();
    stop.abort(new Error(REASON));
    const err = await failed;
    expect(Date.now() - began).toBeLessThan(10_000);
    expect(err?.message).toMatch(
      /^IpPolicy create failed: cancelled: Pulumi asked the provider to stop \(Ctrl-C or SIGTERM to `pulumi`\)\. POST \/ip_policies was not retried after its 503 answer \(.*\), and a 503 means the service did nothing\. Run the command again to finish\.$/,
    );
    const sent = posts().length;
    await new Promise((r) => setTimeout(r, 200));
    expect(posts()).toHaveLength(sent);
    await faults(0);
    expect(await policies()).toEqual([]);
    expect(j.read(key("a"))).toBeUndefined();
  });

  it("fails a call started after it at once, sending nothing", async () => {
    const stop = new AbortController();
    stop.abort(new Error(REASON));
    const p = provider(journal(), stop.signal);
    await expect(p.read("IpPolicy", "ipp_1", { description: "x" }, { description: "x" })).rejects.toThrow(
      /^IpPolicy read failed: cancelled: .*\. GET \/ip_policies\/ipp_1 was not sent\. Run the command again to finish\.$/,
    );
    expect(proxy.calls).toEqual([]);
  });

  it("keeps a create whose answer was lost in the journal, unlooked-for; the next run takes its object over", async () => {
    const j = journal();
    const stop = new AbortController();
    // The create leaves, the deploy is cancelled while it is on its way, and its answer is lost.
    proxy.fate = (c) => {
      if (c.method !== "POST") return "pass";
      stop.abort(new Error(REASON));
      return "lose-answer";
    };
    await expect(
      provider(j, stop.signal).create("IpPolicy", { description: "lost" }, urn("b")),
    ).rejects.toThrow(
      /cancelled: .*\. The answer to the create was lost \(.*\), and the object it may have made was not looked for: it stays in this machine's create journal, and the next `pulumi up` takes that object over, or creates it, once\./,
    );
    expect(proxy.calls.filter((c) => c.method === "GET")).toEqual([]);
    const entry = j.read(key("b"));
    expect(entry?.sentAt).toBeTypeOf("number");
    const [made] = await policies();
    expect(made).toMatch(/^ipp_/);

    proxy.fate = () => "pass";
    const next = await provider(j).create("IpPolicy", { description: "lost" }, urn("b"));
    expect(next.id).toBe(made);
    expect(await policies()).toEqual([made]);
  });

  it("names the recover command as the docs print it when a lost create has no journal entry (no URN)", async () => {
    const stop = new AbortController();
    proxy.fate = (c) => {
      if (c.method !== "POST") return "pass";
      stop.abort(new Error(REASON));
      return "lose-answer";
    };
    // The TypeScript classes' provider gets no URN: nothing is written down, so the user must look for it.
    await expect(
      provider(journal(), stop.signal).create("IpPolicy", { description: "lost" }),
    ).rejects.toThrow(
      "the object it may have made was not looked for: look for it with " +
        "`pulumi plugin run --kind resource tunnels@<version> -- recover --since <when the deploy started>` " +
        "before the next `pulumi up` (docs/after-a-deploy-dies.md).",
    );
  });

  it("leaves an earlier run's lost create in the journal when the look for it is cut short", async () => {
    const j = journal();
    j.write(key("c"), {
      apiUrl: proxy.url,
      className: "IpPolicy",
      parents: [],
      urn: urn("c"),
      sentAt: Date.now() - 1_000,
      by: "create",
    });
    const stop = new AbortController();
    stop.abort(new Error(REASON));
    await expect(
      provider(j, stop.signal).create("IpPolicy", { description: "earlier" }, urn("c")),
    ).rejects.toThrow(/cancelled: .* was not sent/);
    expect(j.read(key("c"))?.sentAt).toBeTypeOf("number");
  });
});
