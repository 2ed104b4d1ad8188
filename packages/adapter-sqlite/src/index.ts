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
export { SqliteAttachmentRepo } from "./SqliteAttachmentRepo";
export { SqliteBudgetRepo } from "./SqliteBudgetRepo";
export { SqliteBulkLoader } from "./SqliteBulkLoader";
export { SqliteCategoryRepo } from "./SqliteCategoryRepo";
export { SqliteDashboardQuery } from "./SqliteDashboardQuery";
export { SqliteIdempotencyKeyRepo } from "./SqliteIdempotencyKeyRepo";
export { SqliteRecurrenceRepo } from "./SqliteRecurrenceRepo";
export { SqliteTagRepo } from "./SqliteTagRepo";
export { SqliteTransactionRepo } from "./SqliteTransactionRepo";
export { SqliteTransferRepo } from "./SqliteTransferRepo";
export { SqliteUserRepo } from "./SqliteUserRepo";
export { SqliteWalletRepo } from "./SqliteWalletRepo";
export * as sqliteSchema from "./schema";
