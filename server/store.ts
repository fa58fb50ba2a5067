import type Database from "better-sqlite3";

/** One stored object: its kind, id, parent (a route's edge) and JSON body (request shape + stored computed). */
export interface Row {
  kind: string;
  id: string;
  parent_id: string | null;
  body: Record<string, unknown>;
}
interface RawRow {
  kind: string;
  id: string;
  parent_id: string | null;
  body: string;
}
export interface User {
  id: string;
  admin: boolean;
  bot: boolean;
}

const hasLabels = (body: object) => {
  const labels = (body as { labels?: unknown }).labels;
  return typeof labels === "object" && labels !== null;
};

const toRow = (r: RawRow | undefined): Row | undefined =>
  r && { kind: r.kind, id: r.id, parent_id: r.parent_id, body: JSON.parse(r.body) };

/**
 * Prepared statements over the tables of db.ts. Each method is atomic (a write that also keeps the
 * label index in step is its own transaction, a savepoint inside the caller's); callers make larger ones.
 */
export class Store {
  private readonly s;
  private seq: number;
  /** Rows the read methods have returned: what a request costs, countable by tests (no timing). */
  rowsRead = 0;

  constructor(readonly db: Database.Database) {
    this.s = {
      get: db.prepare("SELECT kind, id, parent_id, body FROM objects WHERE id = ? AND kind = ?"),
      insert: db.prepare(
        "INSERT INTO objects (kind, id, parent_id, body, created_seq) VALUES (@kind, @id, @parent_id, @body, @seq)",
      ),
      update: db.prepare("UPDATE objects SET body = ? WHERE id = ?"),
      delete: db.prepare("DELETE FROM objects WHERE id = ?"),
      deleteChildren: db.prepare("DELETE FROM objects WHERE parent_id = ?"),
      page: db.prepare(
        "SELECT kind, id, parent_id, body FROM objects WHERE kind = ? AND id < ? ORDER BY id DESC LIMIT ?",
      ),
      children: db.prepare(
        "SELECT kind, id, parent_id, body FROM objects WHERE parent_id = ? AND kind = ? ORDER BY id",
      ),
      all: db.prepare("SELECT kind, id, parent_id, body FROM objects WHERE kind = ? ORDER BY id DESC"),
      exists: db.prepare("SELECT 1 FROM objects WHERE id = ? AND kind = ?").pluck(),
      maxSeq: db.prepare("SELECT coalesce(max(created_seq), 0) FROM objects").pluck(),
      user: db.prepare("SELECT id, admin, bot FROM users WHERE id = ?"),
      insertUser: db.prepare("INSERT INTO users (id, admin, bot) VALUES (?, ?, ?)"),
      token: db.prepare("SELECT key_id, owner_id FROM tokens WHERE hash = ?"),
      insertToken: db.prepare("INSERT INTO tokens (hash, key_id, owner_id) VALUES (?, ?, ?)"),
      deleteToken: db.prepare("DELETE FROM tokens WHERE key_id = ?"),
      meta: db.prepare("SELECT value FROM meta WHERE name = ?").pluck(),
      setMeta: db.prepare("INSERT OR REPLACE INTO meta (name, value) VALUES (?, ?)"),
      bodiesWith: db.prepare("SELECT body FROM objects WHERE instr(body, ?) > 0").pluck(),
      indexLabels: db.prepare(
        `INSERT INTO labels (kind, name, value, id)
           SELECT o.kind, l.key, l.value, o.id FROM objects o, json_each(o.body, '$.labels') l
           WHERE o.id = ? AND json_type(o.body, '$.labels') = 'object'`,
      ),
      dropLabels: db.prepare("DELETE FROM labels WHERE id = ?"),
      dropChildLabels: db.prepare(
        "DELETE FROM labels WHERE id IN (SELECT id FROM objects WHERE parent_id = ?)",
      ),
      // The wanted labels come as one JSON object; each (name, value) is a seek in the primary key.
      carrying: db
        .prepare(
          `SELECT id FROM labels WHERE kind = ? AND (name, value) IN (SELECT key, value FROM json_each(?))
           GROUP BY id HAVING count(*) = ? ORDER BY id DESC`,
        )
        .pluck(),
      within: db
        .prepare(
          `SELECT l.id FROM labels l WHERE l.kind = ? AND (l.name, l.value) IN (SELECT key, value FROM json_each(?))
           GROUP BY l.id HAVING count(*) = (SELECT count(*) FROM labels c WHERE c.id = l.id) ORDER BY l.id DESC`,
        )
        .pluck(),
    };
    this.seq = this.s.maxSeq.get() as number;
  }

  private atomic(write: () => void) {
    this.db.transaction(write)();
  }
  private counted<T>(rows: T[]): T[] {
    this.rowsRead += rows.length;
    return rows;
  }
  private countedOne<T>(row: T | undefined): T | undefined {
    if (row !== undefined) this.rowsRead++;
    return row;
  }

  get(kind: string, id: string): Row | undefined {
    return toRow(this.countedOne(this.s.get.get(id, kind) as RawRow | undefined));
  }
  exists(kind: string, id: string): boolean {
    return this.countedOne(this.s.exists.get(id, kind)) !== undefined;
  }
  insert(kind: string, id: string, parentId: string | null, body: object) {
    this.atomic(() => {
      this.s.insert.run({ kind, id, parent_id: parentId, body: JSON.stringify(body), seq: ++this.seq });
      if (hasLabels(body)) this.s.indexLabels.run(id);
    });
  }
  update(id: string, body: object) {
    this.atomic(() => {
      this.s.update.run(JSON.stringify(body), id);
      this.s.dropLabels.run(id);
      if (hasLabels(body)) this.s.indexLabels.run(id);
    });
  }
  delete(id: string) {
    this.atomic(() => {
      this.s.dropLabels.run(id);
      this.s.dropChildLabels.run(id);
      this.s.delete.run(id);
      this.s.deleteChildren.run(id);
      this.s.deleteToken.run(id);
    });
  }
  /** Newest first, ids below `beforeId` (all when it is "\uffff"). */
  page(kind: string, beforeId: string, limit: number): Row[] {
    return this.counted(this.s.page.all(kind, beforeId, limit) as RawRow[]).map((r) => toRow(r)!);
  }
  children(parentId: string, kind: string): Row[] {
    return this.counted(this.s.children.all(parentId, kind) as RawRow[]).map((r) => toRow(r)!);
  }
  all(kind: string): Row[] {
    return this.counted(this.s.all.all(kind) as RawRow[]).map((r) => toRow(r)!);
  }
  /** Ids of the `kind` objects that carry every one of `labels` with the same value (none for no labels). */
  idsCarrying(kind: string, labels: Record<string, string>): string[] {
    const wanted = Object.keys(labels).length;
    return this.counted(this.s.carrying.all(kind, JSON.stringify(labels), wanted) as string[]);
  }
  /** Ids of the `kind` objects with labels, every one of which is among `labels` with the same value. */
  idsWithin(kind: string, labels: Record<string, string>): string[] {
    return this.counted(this.s.within.all(kind, JSON.stringify(labels)) as string[]);
  }

  user(id: string): User | undefined {
    const u = this.countedOne(this.s.user.get(id)) as { id: string; admin: number; bot: number } | undefined;
    return u && { id: u.id, admin: u.admin === 1, bot: u.bot === 1 };
  }
  insertUser(u: User) {
    this.s.insertUser.run(u.id, u.admin ? 1 : 0, u.bot ? 1 : 0);
  }
  tokenOwner(hash: string): { keyId: string; ownerId: string } | undefined {
    const t = this.countedOne(this.s.token.get(hash)) as { key_id: string; owner_id: string } | undefined;
    return t && { keyId: t.key_id, ownerId: t.owner_id };
  }
  insertToken(hash: string, keyId: string, ownerId: string) {
    this.s.insertToken.run(hash, keyId, ownerId);
  }
  meta(name: string): string | undefined {
    return this.countedOne(this.s.meta.get(name)) as string | undefined;
  }
  setMeta(name: string, value: string) {
    this.s.setMeta.run(name, value);
  }

  /** The first thing `find` picks out of a stored body containing `text`; a scan, for checks at start. */
  firstInBodies(text: string, find: (body: string) => string | undefined): string | undefined {
    for (const body of this.s.bodiesWith.iterate(text) as IterableIterator<string>) {
      const found = find(body);
      if (found !== undefined) return found;
    }
    return undefined;
  }

  /** Empties every resource; the admin user (and the root token with it) stays. */
  reset(adminId: string) {
    this.db.transaction(() => {
      this.db.prepare("DELETE FROM objects").run();
      this.db.prepare("DELETE FROM labels").run();
      this.db.prepare("DELETE FROM tokens").run();
      this.db.prepare("DELETE FROM users WHERE id <> ?").run(adminId);
    })();
  }
}
