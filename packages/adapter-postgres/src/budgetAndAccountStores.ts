import type { RepositoryTables, SqlDriver } from "@finance/adapter-sql";
import type { DashboardQuery, Repositories, StoreVersion } from "@finance/domain";
import type { Sql } from "postgres";
import type { PostgresDatabase } from "./db";
import { PostgresBudgetRepo } from "./PostgresBudgetRepo";
import { PostgresDashboardQuery } from "./PostgresDashboardQuery";
import { PostgresIdempotencyKeyRepo } from "./PostgresIdempotencyKeyRepo";
import { PostgresPersonalAccessTokenRepo } from "./PostgresPersonalAccessTokenRepo";
import { PostgresRefreshTokenRepo } from "./PostgresRefreshTokenRepo";
import { PostgresStoreVersion } from "./PostgresStoreVersion";
import { PostgresUserRepo } from "./PostgresUserRepo";

/**
 * The budgets, the dashboard and the accounts' stores (users, tokens, idempotency keys, the store
 * version). Built here, apart from `openPostgres`, so their move to the shared repositories
 * (`@finance/adapter-sql`) touches this file only.
 */
export const budgetAndAccountStores = (
  db: PostgresDatabase,
  sql: Sql,
  _driver: SqlDriver,
  _tables: RepositoryTables,
): {
  repositories: Pick<Repositories, "budgets" | "users" | "idempotencyKeys" | "refreshTokens" | "personalAccessTokens">;
  dashboard: DashboardQuery;
  version: StoreVersion;
} => ({
  repositories: {
    budgets: new PostgresBudgetRepo(db),
    users: new PostgresUserRepo(db),
    idempotencyKeys: new PostgresIdempotencyKeyRepo(db),
    refreshTokens: new PostgresRefreshTokenRepo(db),
    personalAccessTokens: new PostgresPersonalAccessTokenRepo(db),
  },
  dashboard: new PostgresDashboardQuery(db),
  version: new PostgresStoreVersion(sql),
});
