import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import Database from "better-sqlite3";

/**
 * A `--data` file is served by one server at a time, and only when it is whole. The server holds
 * SQLite's exclusive lock on it for its whole life (`locking_mode=EXCLUSIVE`, taken at open), so a
 * second server on the same file is refused at start, and the operating system frees the lock on any
 * exit, kill -9 included. `<data>.lock` only says who holds the lock (pid, start time), for the
 * refusal message: it is written after the lock is taken, so a stale one (left by a kill -9) never
 * blocks a start. Before anything is served the file passes `PRAGMA quick_check`, and a file that is
 * missing or empty while its key file is there is refused rather than served as a new, empty account.
 */
export interface DataFile {
  db: Database.Database;
  /** Closes the database (a clean close checkpoints the WAL) and removes the `.lock` note. */
  close(): void;
}

interface Holder {
  pid: number;
  started_at: string;
}

export function openDataFile(file: string): DataFile {
  const keyFile = `${file}.key`;
  if (!existsSync(file) && existsSync(keyFile)) throw lostData(file, "missing", keyFile);
  let db: Database.Database;
  try {
    // No busy wait: a file another server holds is refused at once, not after a timeout.
    db = new Database(file, { timeout: 0 });
    db.pragma("locking_mode = EXCLUSIVE");
    // Takes the exclusive lock, which the locking mode then keeps; a rollback writes nothing, so an
    // empty file stays empty for the check below.
    db.exec("BEGIN EXCLUSIVE; ROLLBACK");
  } catch (err) {
    if ((err as { code?: string }).code === "SQLITE_BUSY") throw inUse(file);
    throw new Error(
      `cannot open ${file} as a SQLite database (${(err as Error).message}); pass another --data file`,
    );
  }
  const lockFile = `${file}.lock`;
  const close = () => {
    db.close();
    rmSync(lockFile, { force: true });
  };
  try {
    const holder: Holder = { pid: process.pid, started_at: new Date().toISOString() };
    writeFileSync(lockFile, `${JSON.stringify(holder)}\n`);
    checkIntegrity(db, file);
    const empty = db.prepare("SELECT count(*) FROM sqlite_master").pluck().get() === 0;
    if (empty && existsSync(keyFile)) throw lostData(file, "empty", keyFile);
  } catch (err) {
    close();
    throw err;
  }
  return { db, close };
}

function checkIntegrity(db: Database.Database, file: string) {
  let problems: string[];
  try {
    problems = (db.pragma("quick_check(5)") as { quick_check: string }[]).map((r) => r.quick_check);
  } catch (err) {
    problems = [(err as Error).message];
  }
  if (problems.length === 1 && problems[0] === "ok") return;
  const report = problems.join("; ").replace(/\s+/g, " ");
  throw new Error(
    `${file} is damaged (PRAGMA quick_check: ${report}); restore it from a backup, ` +
      `or recover what is readable with "sqlite3 ${file} .recover" into a new file, or pass a new --data file`,
  );
}

function lostData(file: string, state: "missing" | "empty", keyFile: string) {
  return new Error(
    `${file} is ${state} but its key file ${keyFile} is there, so the data it held is lost; restore ${file} ` +
      `from a backup, or remove ${keyFile} to start an empty account in ${file}`,
  );
}

function inUse(file: string) {
  let holder: Holder | undefined;
  try {
    holder = JSON.parse(readFileSync(`${file}.lock`, "utf8")) as Holder;
  } catch {
    holder = undefined; // no note (or a torn one): the lock itself is what counts
  }
  const who =
    holder && typeof holder.pid === "number" && isRunning(holder.pid)
      ? `another tunnels-api-server (pid ${holder.pid}, started ${holder.started_at})`
      : "another process";
  return new Error(`${file} is in use by ${who}; stop that server or pass another --data file`);
}

/** Signal 0 tests that a process exists without touching it (EPERM: it exists, owned by someone else). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as { code?: string }).code === "EPERM";
  }
}
