export type { SqliteDatabase } from "./db";
export { translateSqliteError } from "./errors";
export {
  migrateSqlite,
  openSqlite,
  SQLITE_MIGRATIONS_FOLDER,
  SQLITE_SYNCHRONOUS,
  type SqliteAdapter,
  type SqliteOptions,
  type SqliteSynchronous,
} from "./openSqlite";
export { SqliteBulkLoader } from "./SqliteBulkLoader";
export * as sqliteSchema from "./schema";
