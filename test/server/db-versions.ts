import type Database from "better-sqlite3";
import { APPLICATION_ID, MIGRATIONS } from "../../server/db";

/** For tests of migration: the statements that make a data file of an older schema version. */
export function createAtVersion(db: Database.Database, version: number) {
  for (let v = 0; v < version; v++) MIGRATIONS[v](db);
  db.pragma(`application_id = ${APPLICATION_ID}`);
  db.pragma(`user_version = ${version}`);
}
