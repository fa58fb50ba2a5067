import { type Answer, type Api, KINDS, type Kind, type Ledger } from "./reliability-ledger";

/**
 * One client of the reliability suite's load: it creates, reads, updates, deletes and lists objects,
 * and touches only the objects it owns, so it knows their exact state at every answer and can check
 * each read and list against it. Every write's outcome goes to the ledger.
 */
export interface ClientOptions {
  api: Api;
  ledger: Ledger;
  random: () => number;
  /** Prefix of the descriptions it writes; unique per client. */
  name: string;
  /** Relative weights of the operations. */
  mix: { create: number; read: number; update: number; delete: number; list: number };
  /** Objects it may update and delete besides those it creates (the crash run hands them over). */
  own?: string[];
  /** Asks for one more request; false ends the client. */
  more(): boolean;
  /** True once the server is being killed: a request that fails from then on has an unknown outcome. */
  killed?(): boolean;
  /** Called after each acknowledged write. */
  acknowledged?(): void;
}

type Op = keyof ClientOptions["mix"];
const isInjected503 = (a: Answer) => a.status === 503 && a.body?.error_code === "ERR_API_503";

export async function runClient(o: ClientOptions) {
  const { api, ledger } = o;
  const own = [...(o.own ?? [])];
  const gone: string[] = [];
  const ops = Object.entries(o.mix) as [Op, number][];
  const total = ops.reduce((s, [, w]) => s + w, 0);
  const pick = <T>(list: readonly T[]) => list[Math.floor(o.random() * list.length)];
  let n = 0;

  /** The answer, or "unanswered" when none came: expected once the server is killed, a violation before. */
  const send = async (method: string, path: string, body?: unknown): Promise<Answer | "unanswered"> => {
    try {
      return await api.call(method, path, body);
    } catch (err) {
      if (!o.killed?.()) ledger.violation(`${method} ${path}: no answer (${(err as Error).message})`);
      return "unanswered";
    }
  };
  const unexpected = (what: string, a: Answer) =>
    ledger.violation(`${what}: unexpected ${a.status} ${JSON.stringify(a.body)?.slice(0, 200)}`);
  const acknowledged = () => o.acknowledged?.();

  const operations: Record<Op, () => Promise<void>> = {
    async create() {
      const kind = pick(KINDS);
      const description = `${o.name}-${++n}`;
      const a = await send("POST", kind.collection, { description });
      if (a === "unanswered") return ledger.unansweredCreate(description);
      if (isInjected503(a)) return ledger.refusedCreate(description);
      if (a.status !== 201 || !a.body.id?.startsWith(kind.prefix) || a.body.description !== description)
        return unexpected(`create ${description}`, a);
      ledger.created(kind, a.body.id, description);
      own.push(a.body.id);
      acknowledged();
    },
    async read() {
      const id = gone.length && o.random() < 0.1 ? pick(gone) : pick(own);
      const e = ledger.entry(id);
      const a = await send("GET", `${e.kind.collection}/${id}`);
      if (a === "unanswered" || isInjected503(a)) return;
      ledger.counts.reads++;
      if (
        e.state === "deleted" ? a.status !== 404 : a.status !== 200 || !e.descriptions.has(a.body.description)
      )
        unexpected(`read ${id} (${e.state}, [${[...e.descriptions]}])`, a);
    },
    async update() {
      const id = pick(own);
      const e = ledger.entry(id);
      const description = `${o.name}-${++n}-updated`;
      const a = await send("PATCH", `${e.kind.collection}/${id}`, { description });
      if (a === "unanswered") return ledger.unansweredUpdate(id, description);
      if (isInjected503(a)) return ledger.refused();
      if (a.status !== 200 || a.body.description !== description) return unexpected(`update ${id}`, a);
      ledger.updated(id, description);
      acknowledged();
    },
    async delete() {
      const id = pick(own);
      const a = await send("DELETE", `${ledger.entry(id).kind.collection}/${id}`);
      if (a === "unanswered") {
        ledger.unansweredDelete(id);
        own.splice(own.indexOf(id), 1);
        return;
      }
      if (isInjected503(a)) return ledger.refused();
      if (a.status !== 204) return unexpected(`delete ${id}`, a);
      ledger.deleted(id);
      own.splice(own.indexOf(id), 1);
      gone.push(id);
      acknowledged();
    },
    async list() {
      const kind = pick(KINDS);
      const a = await send("GET", `${kind.collection}?limit=100`);
      if (a === "unanswered" || isInjected503(a)) return;
      ledger.counts.lists++;
      if (a.status !== 200) return unexpected(`list ${kind.collection}`, a);
      checkPage(ledger, kind, a.body, new Set(own), new Set(gone));
    },
  };

  const choose = (): Op => {
    let r = o.random() * total;
    for (const [op, weight] of ops) {
      r -= weight;
      if (r < 0) return op;
    }
    return "create";
  };
  while (o.more()) {
    const op = choose();
    await operations[own.length === 0 && op !== "list" ? "create" : op]();
  }
}

/**
 * A first page: ids newest first without repeats; each of the client's own objects in the page is live
 * with its acknowledged description, and each of its live objects at least as new as the page's last
 * id is in the page (the client is not writing while it waits, so its own objects cannot move).
 */
function checkPage(ledger: Ledger, kind: Kind, body: Answer["body"], own: Set<string>, gone: Set<string>) {
  const items: { id: string; description: string }[] = body[kind.listKey];
  const ids = items.map((i) => i.id);
  for (let i = 1; i < ids.length; i++)
    if (!(ids[i - 1] > ids[i])) ledger.violation(`list ${kind.collection}: ${ids[i - 1]} before ${ids[i]}`);
  for (const item of items) {
    if (!item.id.startsWith(kind.prefix)) ledger.violation(`list ${kind.collection}: ${item.id}`);
    if (gone.has(item.id)) ledger.violation(`list ${kind.collection}: deleted ${item.id} is listed`);
    if (own.has(item.id) && !ledger.entry(item.id).descriptions.has(item.description))
      ledger.violation(`list ${kind.collection}: ${item.id} has description ${item.description}`);
  }
  const oldest = body.next_page_uri === null ? "" : ids[ids.length - 1];
  const listed = new Set(ids);
  for (const id of own)
    if (ledger.entry(id).kind === kind && id >= oldest && !listed.has(id))
      ledger.violation(`list ${kind.collection}: live ${id} is missing`);
}
