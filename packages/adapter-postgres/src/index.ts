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
export { PostgresBulkLoader } from "./PostgresBulkLoader";
export { PostgresChannel } from "./PostgresChannel";
export { describePostgresTarget, type PostgresTarget, postgresTarget } from "./postgresTarget";
export * as postgresSchema from "./schema";
