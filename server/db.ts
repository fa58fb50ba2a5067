import Database from "better-sqlite3";
import { type DataFile, openDataFile } from "./data-file";

/**
 * The database and its schema version (`PRAGMA user_version`). Each migration takes a file from the
 * version before it; a newer server migrates an older file, and a file from a newer server (or not
 * ours at all) is refused with a message that says what to do.
 */
export const MIGRATIONS: readonly ((db: Database.Database) => void)[] = [
  // 1: objects as JSON documents, the account's users, hashed tokens, settings.
  (db) =>
    db.exec(`
      CREATE TABLE objects (kind TEXT NOT NULL, id TEXT PRIMARY KEY, parent_id TEXT, body TEXT NOT NULL,
                            created_seq INTEGER NOT NULL);
      CREATE TABLE users (id TEXT PRIMARY KEY, admin INTEGER NOT NULL, bot INTEGER NOT NULL);
      CREATE TABLE tokens (hash TEXT PRIMARY KEY, key_id TEXT NOT NULL, owner_id TEXT NOT NULL);
      CREATE TABLE meta (name TEXT PRIMARY KEY, value TEXT NOT NULL);`),
  // 2: lists and child lookups go by kind and parent, newest first, without a table scan.
  (db) =>
    db.exec(`
      CREATE INDEX objects_by_kind ON objects (kind, id);
      CREATE INDEX objects_by_parent ON objects (parent_id, kind, id);
      CREATE INDEX tokens_by_key ON tokens (key_id);`),
  // 3: labels by name and value, so label matching reads the objects that carry a label, not every
  // object of a kind (store.ts keeps it in step with each object's body).
  (db) =>
    db.exec(`
      CREATE TABLE labels (kind TEXT NOT NULL, name TEXT NOT NULL, value TEXT NOT NULL, id TEXT NOT NULL,
                           PRIMARY KEY (kind, name, value, id)) WITHOUT ROWID;
      CREATE INDEX labels_by_object ON labels (id);
      INSERT INTO labels (kind, name, value, id)
        SELECT o.kind, l.key, l.value, o.id FROM objects o, json_each(o.body, '$.labels') l
        WHERE json_type(o.body, '$.labels') = 'object';`),
];

export const SCHEMA_VERSION = MIGRATIONS.length;
export const APPLICATION_ID = 0x74756e6c; // "tunl": marks the file as ours

/**
 * The server's database: a `--data` file (locked, checked: data-file.ts) in WAL mode, or memory.
 * `close` releases what the open took.
 */
export function openDatabase(file: string | undefined): DataFile {
  if (!file) {
    const db = new Database(":memory:");
    migrate(db, ":memory:");
    return { db, close: () => db.close() };
  }
  const opened = openDataFile(file);
  try {
    opened.db.pragma("journal_mode = WAL");
    // FULL: a write answered 2xx has reached the disk, not only the OS.
    opened.db.pragma("synchronous = FULL");
    migrate(opened.db, file);
  } catch (err) {
    opened.close();
    throw err;
  }
  return opened;
}

function migrate(db: Database.Database, file: string) {
  const version = db.pragma("user_version", { simple: true }) as number;
  const appId = db.pragma("application_id", { simple: true }) as number;
  const tables = (db.prepare("SELECT count(*) AS n FROM sqlite_master").get() as { n: number }).n;
  if (version === 0 && tables > 0) {
    throw new Error(
      `${file} is a SQLite database of something else (no schema version); pass a new --data file`,
    );
  }
  if (version > 0 && appId !== APPLICATION_ID) {
    throw new Error(`${file} was not made by this server; pass a new --data file`);
  }
  if (version > SCHEMA_VERSION) {
    throw new Error(
      `${file} has schema version ${version}, newer than this server knows (${SCHEMA_VERSION}); ` +
        "run a newer tunnels-api-server or pass another --data file",
    );
  }
  for (let v = version; v < SCHEMA_VERSION; v++) {
    db.transaction(() => {
      MIGRATIONS[v](db);
      db.pragma(`application_id = ${APPLICATION_ID}`);
      db.pragma(`user_version = ${v + 1}`);
    })();
  }
}
