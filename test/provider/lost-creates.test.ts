import { mkdirSync, mkdtempSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { TunnelsClient } from "../../client";
import { CreateJournal } from "../../provider/host/create-journal";
import { NativeProvider } from "../../provider/host/native";
import { TMP_ROOT, type LossyProxy, loseFirst, lossyService } from "../../harness";

/**
 * Creates cut short, against a real local server behind a proxy that loses answers or requests: the object is
 * made once (docs/contract.md §10). A lost answer is resolved in place (taken over when exactly one object made
 * since holds every member sent, made again when none does, a failure naming them when several do), and what
 * an earlier provider process left in the journal is settled before anything is sent.
 */
let service: Awaited<ReturnType<typeof lossyService>>;
let proxy: LossyProxy;
let direct: TunnelsClient;
const notes: string[] = [];

beforeAll(async () => {
  service = await lossyService();
  proxy = service.proxy;
  // Through the proxy too: the service's next_page_uri points there. Its calls pass, and tests count from a mark.
  direct = new TunnelsClient({ baseUrl: proxy.url, apiKey: service.server.rootToken });
});
afterAll(async () => {
  await direct?.close();
  await service?.close();
});
afterEach(async () => {
  proxy.fate = () => "pass";
  proxy.before = undefined;
  proxy.calls.length = 0;
  notes.length = 0;
  await fetch(`${service.server.url}/_local/reset`, {
    method: "POST",
    headers: { authorization: `Bearer ${service.server.rootToken}` },
  });
});

function journal(): CreateJournal {
  mkdirSync(TMP_ROOT, { recursive: true });
  return new CreateJournal(mkdtempSync(path.join(TMP_ROOT, "journal-")));
}

/** A provider process: its own journal (or the one given, as a process started after a kill would find it). */
function provider(j = journal()): NativeProvider {
  const p = new NativeProvider({ log: (line) => notes.push(line), journal: j });
  p.configure({ apiUrl: proxy.url, apiKey: service.server.rootToken });
  return p;
}

/** The calls the proxy saw since `mark` (an index into its record), of one method. */
const since = (mark: number, method: string) => proxy.calls.slice(mark).filter((c) => c.method === method);
const posts = (mark = 0) => since(mark, "POST");
const policies = async () => {
  const out = [];
  for await (const p of direct.ipPolicies.list()) out.push(p);
  return out;
};
const urn = (name: string) => `urn:pulumi:dev::lost::tunnels:index:IpPolicy::${name}`;

describe("a create whose answer is lost, resolved in place", () => {
  it("takes over the one object it made: one object, its id answered", async () => {
    proxy.fate = loseFirst(1, (c) => c.method === "POST");
    const made = await provider().create("IpPolicy", { description: "office" }, urn("a"));
    const all = await policies();
    expect(all.map((p) => p.id)).toEqual([made.id]);
    expect(made.outs.description).toBe("office");
    expect(posts().map((c) => c.fate)).toEqual(["lose-answer"]);
    expect(notes.join("\n")).toMatch(new RegExp(`the answer to its create was lost; ${made.id}.*taken over`));
  });

  it("creates again when the request never reached the service: one object", async () => {
    let sent = 0;
    proxy.fate = (c) => (c.method === "POST" && ++sent === 1 ? "lose-request" : "pass");
    const made = await provider().create("IpPolicy", { description: "office" }, urn("b"));
    expect((await policies()).map((p) => p.id)).toEqual([made.id]);
    expect(posts().map((c) => c.fate)).toEqual(["lose-request", "pass"]);
  });

  it("with two identical objects made since, fails naming both, and makes no third", async () => {
    proxy.fate = loseFirst(1, (c) => c.method === "POST");
    // Another identical object arrives while the create is on its way: nobody can tell which is this one.
    proxy.before = async (c) => {
      if (c.method === "POST" && posts().length === 1)
        await direct.ipPolicies.create({ description: "twin" });
    };
    const error = await provider()
      .create("IpPolicy", { description: "twin" }, urn("c"))
      .then(
        () => undefined,
        (e: Error) => e,
      );
    const ids = (await policies()).map((p) => p.id);
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(error?.message).toContain(id);
    expect(error?.message).toMatch(/2 objects made since then hold every member it sent/);
  });

  it("every request lost: three creates, none made, and an error that says so rather than 'look for it'", async () => {
    proxy.fate = (c) => (c.method === "POST" ? "lose-request" : "pass");
    const error = await provider()
      .create("IpPolicy", { description: "office" }, urn("e"))
      .then(
        () => undefined,
        (e: Error) => e,
      );
    expect(posts().map((c) => c.fate)).toEqual(["lose-request", "lose-request", "lose-request"]);
    expect(await policies()).toEqual([]);
    expect(error?.message).toMatch(
      /^IpPolicy create failed: the answers to 3 creates in a row were lost \(POST /,
    );
    expect(error?.message).toMatch(/no object had been made.*`tunnels:apiUrl`/);
    expect(error?.message).not.toMatch(/may have happened|look for the object/);
    // The client's own error stays beneath it, nothing lost.
    expect((error?.cause as Error | undefined)?.cause).toMatchObject({ mayHaveHappened: true });
  });

  it("an object made since that differs in one member is not it: the create goes again", async () => {
    // Made by someone else just now, differing only in its description.
    await direct.ipPolicies.create({ description: "other" });
    let sent = 0;
    proxy.fate = (c) => (c.method === "POST" && ++sent === 1 ? "lose-request" : "pass");
    const made = await provider().create("IpPolicy", { description: "mine" }, urn("d"));
    expect((await direct.ipPolicies.get(made.id)).description).toBe("mine");
    expect((await policies()).map((p) => p.description).sort()).toEqual(["mine", "other"]);
  });

  it("lists only the pages newer than the request: one page with 250 older objects", async () => {
    for (let i = 0; i < 250; i++) await direct.ipPolicies.create({ description: `old ${i}` });
    await new Promise((r) => setTimeout(r, 1_100 + 5_000)); // older than the request by more than the clock slack
    proxy.fate = loseFirst(1, (c) => c.method === "POST");
    const mark = proxy.calls.length;
    const made = await provider().create("IpPolicy", { description: "new" }, urn("e"));
    expect(since(mark, "GET")).toHaveLength(1);
    expect((await direct.ipPolicies.get(made.id)).description).toBe("new");
    expect(await policies()).toHaveLength(251);
  });

  it("a route, found in its edge: one GET of the edge", async () => {
    const edge = await direct.httpsEdges.create({ hostports: ["lost.example.com:443"] });
    proxy.fate = loseFirst(1, (c) => c.method === "POST");
    const mark = proxy.calls.length;
    const made = await provider().create("HttpsEdgeRoute", {
      edgeId: edge.id,
      matchType: "exact_path",
      match: "/x",
    });
    expect(since(mark, "GET").map((c) => c.url)).toEqual([`/edges/https/${edge.id}`]);
    const routes = (await direct.httpsEdges.get(edge.id)).routes ?? [];
    expect(routes.map((r) => r.id)).toEqual([made.id]);
  });

  it("an API key: its token was only in the lost answer, so the key found is deleted and made again", async () => {
    const before: string[] = [];
    for await (const k of direct.apiKeys.list()) before.push(k.id);
    proxy.fate = loseFirst(1, (c) => c.method === "POST");
    const mark = proxy.calls.length;
    const made = await provider().create("ApiKey", { description: "ci" });
    expect(posts(mark)).toHaveLength(2);
    const after: string[] = [];
    for await (const k of direct.apiKeys.list()) after.push(k.id);
    expect(after.filter((id) => !before.includes(id))).toEqual([made.id]);
    expect(made.outs.token).toEqual(expect.any(String));
  });
});

describe("what an earlier provider process left in the journal", () => {
  it("an object whose id the service answered, which never reached Pulumi: taken over, nothing sent", async () => {
    const j = journal();
    const first = provider(j);
    // The first process got the answer; its engine was killed before it could keep it.
    const orphan = await first.create("IpPolicy", { description: "kept" }, urn("f"));
    const mark = proxy.calls.length;
    const made = await provider(j).create("IpPolicy", { description: "kept" }, urn("f"));
    expect(made.id).toBe(orphan.id);
    expect(posts(mark)).toEqual([]);
    expect((await policies()).map((p) => p.id)).toEqual([orphan.id]);
  });

  it("a create whose answer never came (the process was killed): found by the rule and taken over", async () => {
    const j = journal();
    const key = CreateJournal.keyFor(proxy.url, urn("g"));
    j.write(key, {
      apiUrl: proxy.url,
      className: "IpPolicy",
      parents: [],
      urn: urn("g"),
      sentAt: Date.now(),
      by: "create",
    });
    const orphan = await direct.ipPolicies.create({ description: "killed" });
    const mark = proxy.calls.length;
    const made = await provider(j).create("IpPolicy", { description: "killed" }, urn("g"));
    expect(made.id).toBe(orphan.id);
    expect(posts(mark)).toEqual([]);
    expect(j.read(key)?.id).toBe(orphan.id);
  });

  it("an entry stays until what it recorded is settled: a kill while it is looked for loses nothing", async () => {
    const j = journal();
    const key = CreateJournal.keyFor(proxy.url, urn("g2"));
    const sentAt = Date.now() - 1_000;
    j.write(key, {
      apiUrl: proxy.url,
      className: "IpPolicy",
      parents: [],
      urn: urn("g2"),
      sentAt,
      by: "create",
    });
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    proxy.before = (c) => (c.method === "GET" ? held : Promise.resolve());
    const mark = proxy.calls.length;
    const creating = provider(j).create("IpPolicy", { description: "looked for" }, urn("g2"));
    while (!since(mark, "GET").length) await new Promise((r) => setTimeout(r, 10));
    // The earlier create is being looked for: were the process killed now, the next would still know of it.
    expect(j.read(key)).toMatchObject({ sentAt });
    release();
    const made = await creating;
    expect(j.read(key)).toMatchObject({ id: made.id });
  });

  it("an object made for the resource that no longer holds what is declared: deleted, and made anew", async () => {
    const j = journal();
    const orphan = await provider(j).create("IpPolicy", { description: "v1" }, urn("h"));
    const made = await provider(j).create("IpPolicy", { description: "v2" }, urn("h"));
    expect(made.id).not.toBe(orphan.id);
    expect((await policies()).map((p) => p.description)).toEqual(["v2"]);
  });

  it("once the engine shows the resource in state, its entry is gone: a replacement creates anew", async () => {
    const j = journal();
    const p = provider(j);
    const made = await p.create("IpPolicy", { description: "same" }, urn("i"));
    await p.diff("IpPolicy", made.id, made.outs, { description: "same" }, { description: "same" }, urn("i"));
    expect(j.read(CreateJournal.keyFor(proxy.url, urn("i")))).toBeUndefined();
    const again = await p.create("IpPolicy", { description: "same" }, urn("i"));
    expect(again.id).not.toBe(made.id);
  });

  it("the dynamic provider (no URN) takes what the recovery command handed over for its class", async () => {
    const j = journal();
    const orphan = await direct.ipPolicies.create({ description: "handed" });
    j.handOver({ apiUrl: proxy.url, className: "IpPolicy", parents: [], id: orphan.id });
    const mark = proxy.calls.length;
    const made = await provider(j).create("IpPolicy", { description: "handed" });
    expect(made.id).toBe(orphan.id);
    expect(j.entries()).toEqual([]);
    expect(posts(mark)).toEqual([]);
  });

  it("several handed over for one class: each create takes its own, and leaves the others for theirs", async () => {
    const j = journal();
    const names = ["a", "b", "c"];
    const orphans = [];
    for (const name of names) orphans.push(await direct.ipPolicies.create({ description: `office ${name}` }));
    for (const o of orphans) j.handOver({ apiUrl: proxy.url, className: "IpPolicy", parents: [], id: o.id });
    // The creates come in the order that makes each look at the others' hand-overs first.
    const order = j.handedOver(proxy.url, "IpPolicy", []).map(({ entry }) => entry.id);
    const byId = Object.fromEntries(orphans.map((o) => [o.id, o.description]));
    const mark = proxy.calls.length;
    const p = provider(j);
    for (const id of order.reverse()) {
      const made = await p.create("IpPolicy", { description: byId[id as string] });
      expect(made.id).toBe(id);
    }
    expect(j.entries()).toEqual([]);
    expect(posts(mark)).toEqual([]);
  });

  it("several handed over for one class, created at once (as an up runs them): each takes its own", async () => {
    const j = journal();
    const orphans = [];
    for (const name of ["a", "b", "c", "d"])
      orphans.push(await direct.ipPolicies.create({ description: `office ${name}` }));
    for (const o of orphans) j.handOver({ apiUrl: proxy.url, className: "IpPolicy", parents: [], id: o.id });
    const mark = proxy.calls.length;
    const p = provider(j);
    // Reversed: each create's first look is at another's hand-over.
    const made = await Promise.all(
      [...orphans].reverse().map((o) => p.create("IpPolicy", { description: o.description })),
    );
    expect(made.map((m) => m.id)).toEqual([...orphans].reverse().map((o) => o.id));
    expect(j.entries()).toEqual([]);
    expect(posts(mark)).toEqual([]);
  });

  it("two creates of one class at once never take the same handed-over object", async () => {
    const j = journal();
    const orphan = await direct.ipPolicies.create({ description: "twin" });
    j.handOver({ apiUrl: proxy.url, className: "IpPolicy", parents: [], id: orphan.id });
    const p = provider(j);
    const made = await Promise.all([0, 1].map(() => p.create("IpPolicy", { description: "twin" })));
    expect(made.map((m) => m.id).filter((id) => id === orphan.id)).toHaveLength(1);
    expect((await policies()).map((o) => o.id).sort()).toEqual(made.map((m) => m.id).sort());
  });
});
