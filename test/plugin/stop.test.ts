import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CreateJournal } from "../../provider/host/create-journal";
import {
  type LossyProxy,
  lossyService,
  makeSecret,
  PluginClient,
  pulumiHome,
  untilCreatesAnswered,
  urnOf,
} from "../../harness";

/**
 * The plugin process stops as the engine asks (plugin/shutdown.ts), against a real local server behind a proxy:
 * Cancel ends a create retrying 503s at once; with its engine gone (standard input closed, as the death of
 * `pulumi` closes it) it starts nothing new, lets a create already sent finish and writes its id down, then exits.
 */
let service: Awaited<ReturnType<typeof lossyService>>;
let proxy: LossyProxy;
const started: PluginClient[] = [];
const bareEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("TUNNELS_")));

beforeAll(async () => {
  service = await lossyService();
  proxy = service.proxy;
});
afterAll(() => service?.close());
afterEach(async () => {
  await Promise.all(started.splice(0).map((p) => p.close()));
  proxy.holdCreatesMs = 0;
  proxy.calls.length = 0;
  await faults(0);
});

const faults = (failRate: number) => service.faults({ fail_rate: failRate });

/** The plugin as the CLI starts it (a pipe on its standard input), configured to retry for an hour. */
async function plugin(home = pulumiHome()) {
  const p = await PluginClient.start({ env: { ...bareEnv, PULUMI_HOME: home }, stdin: "pipe" });
  started.push(p);
  await p.configure({
    apiUrl: proxy.url,
    apiKey: makeSecret(service.server.rootToken),
    retryTimeoutSeconds: "3600",
  });
  return p;
}

const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => new Error("the call succeeded"),
    (err: Error) => err,
  );

/** A plugin whose create the service answers 503: resolves once it retries, with the create's failure to come. */
async function retryingCreate() {
  await faults(1);
  const p = await plugin();
  const create = failureOf(p.create("IpPolicy", { description: "office" }));
  await untilCreatesAnswered(proxy, 2, 503);
  return { p, create };
}

describe("the plugin's stop", { timeout: 120_000 }, () => {
  it("Cancel ends a create retrying 503s at once, saying so; a later call fails unsent; the plugin stays up", async () => {
    const { p, create } = await retryingCreate();
    const began = Date.now();
    await p.cancel();
    const err = await create;
    expect(Date.now() - began).toBeLessThan(15_000);
    expect(err.message).toMatch(
      /IpPolicy create failed: cancelled: Pulumi asked the provider to stop \(Ctrl-C or SIGTERM to `pulumi`\)\. POST \/ip_policies was not retried after its 503 answer .*, and a 503 means the service did nothing\./,
    );
    const sent = proxy.calls.length;
    const later = await failureOf(p.create("IpPolicy", { description: "later" }));
    expect(later.message).toMatch(/cancelled: .*\. POST \/ip_policies was not sent\./);
    expect(proxy.calls).toHaveLength(sent);
    expect(await p.getPluginInfo()).toMatch(/^\d+\.\d+\.\d+/);
  });

  it("its engine gone: a create already sent finishes and its id is written down, then the plugin exits", async () => {
    proxy.holdCreatesMs = 3_000;
    const home = pulumiHome();
    const p = await plugin(home);
    const create = p.create("IpPolicy", { description: "in flight" });
    await untilCreatesAnswered(proxy, 1);
    p.endStdin();
    const { id } = await create;
    expect(id).toMatch(/^ipp_/);
    expect(await p.exited()).toBe(0);
    const journal = new CreateJournal(path.join(home, "tunnels", "creates"));
    expect(journal.read(CreateJournal.keyFor(proxy.url, urnOf("IpPolicy")))?.id).toBe(id);
  });

  it("its engine gone while a create retries 503s: no retry, and the plugin exits at once", async () => {
    const { p, create } = await retryingCreate();
    const began = Date.now();
    p.endStdin();
    expect(await p.exited()).toBe(0);
    expect(Date.now() - began).toBeLessThan(15_000);
    expect((await create).message).toMatch(/stopped: the `pulumi` process that started the provider is gone/);
  });
});
