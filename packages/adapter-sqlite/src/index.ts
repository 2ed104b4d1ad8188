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
export { SqliteBudgetRepo } from "./SqliteBudgetRepo";
export { SqliteBulkLoader } from "./SqliteBulkLoader";
export { SqliteDashboardQuery } from "./SqliteDashboardQuery";
export { SqliteIdempotencyKeyRepo } from "./SqliteIdempotencyKeyRepo";
export { SqliteTransactionRepo } from "./SqliteTransactionRepo";
export { SqliteTransferRepo } from "./SqliteTransferRepo";
export { SqliteUserRepo } from "./SqliteUserRepo";
export { SqliteWalletRepo } from "./SqliteWalletRepo";
export * as sqliteSchema from "./schema";
