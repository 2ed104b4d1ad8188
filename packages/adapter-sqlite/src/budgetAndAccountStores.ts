import type { RepositoryTables, SqlDriver } from "@finance/adapter-sql";
import type { DashboardQuery, Repositories, StoreVersion } from "@finance/domain";
import type Database from "better-sqlite3";
import type { SqliteDatabase } from "./db";
import { SqliteBudgetRepo } from "./SqliteBudgetRepo";
import { SqliteDashboardQuery } from "./SqliteDashboardQuery";
import { SqliteIdempotencyKeyRepo } from "./SqliteIdempotencyKeyRepo";
import { SqlitePersonalAccessTokenRepo } from "./SqlitePersonalAccessTokenRepo";
import { SqliteRefreshTokenRepo } from "./SqliteRefreshTokenRepo";
import { SqliteStoreVersion } from "./SqliteStoreVersion";
import { SqliteUserRepo } from "./SqliteUserRepo";

/**
 * The budgets, the dashboard and the accounts' stores (users, tokens, idempotency keys, the store
 * version). Built here, apart from `openSqlite`, so their move to the shared repositories
 * (`@finance/adapter-sql`) touches this file only.
 */
export const budgetAndAccountStores = (
  db: SqliteDatabase,
  sqlite: Database.Database,
  _driver: SqlDriver,
  _tables: RepositoryTables,
): {
  repositories: Pick<Repositories, "budgets" | "users" | "idempotencyKeys" | "refreshTokens" | "personalAccessTokens">;
  dashboard: DashboardQuery;
  version: StoreVersion;
} => ({
  repositories: {
    budgets: new SqliteBudgetRepo(db),
    users: new SqliteUserRepo(db),
    idempotencyKeys: new SqliteIdempotencyKeyRepo(db),
    refreshTokens: new SqliteRefreshTokenRepo(db),
    personalAccessTokens: new SqlitePersonalAccessTokenRepo(db),
  },
  dashboard: new SqliteDashboardQuery(db),
  version: new SqliteStoreVersion(sqlite),
});
