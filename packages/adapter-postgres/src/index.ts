export type { PostgresDatabase } from "./db";
export { translatePostgresError } from "./errors";
export {
  migratePostgres,
  openPostgres,
  POSTGRES_MIGRATIONS_FOLDER,
  type PostgresAdapter,
  type PostgresOptions,
  postgresClient,
} from "./openPostgres";
export { PostgresAttachmentRepo } from "./PostgresAttachmentRepo";
export { PostgresBudgetRepo } from "./PostgresBudgetRepo";
export { PostgresBulkLoader } from "./PostgresBulkLoader";
export { PostgresCategoryRepo } from "./PostgresCategoryRepo";
export { PostgresChannel } from "./PostgresChannel";
export { PostgresDashboardQuery } from "./PostgresDashboardQuery";
export { PostgresIdempotencyKeyRepo } from "./PostgresIdempotencyKeyRepo";
export { PostgresRecurrenceRepo } from "./PostgresRecurrenceRepo";
export { PostgresTagRepo } from "./PostgresTagRepo";
export { PostgresTransactionRepo } from "./PostgresTransactionRepo";
export { PostgresTransferRepo } from "./PostgresTransferRepo";
export { PostgresUserRepo } from "./PostgresUserRepo";
export { PostgresWalletRepo } from "./PostgresWalletRepo";
export { describePostgresTarget, type PostgresTarget, postgresTarget } from "./postgresTarget";
export * as postgresSchema from "./schema";
