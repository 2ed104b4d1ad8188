import {
  accountTablesOf,
  type RepositoryTables,
  type SqlDriver,
  SqlIdempotencyKeyRepo,
  SqlPersonalAccessTokenRepo,
  SqlRefreshTokenRepo,
  SqlUserRepo,
} from "@finance/adapter-sql";
import type { DashboardQuery, Repositories, StoreVersion } from "@finance/domain";
import type Database from "better-sqlite3";
import type { SqliteDatabase } from "./db";
import { SqliteBudgetRepo } from "./SqliteBudgetRepo";
import { SqliteDashboardQuery } from "./SqliteDashboardQuery";
import { SqliteStoreVersion } from "./SqliteStoreVersion";
import * as schema from "./schema";

/**
 * The budgets, the dashboard and the accounts' stores (users, tokens, idempotency keys, the store
 * version). Built here, apart from `openSqlite`, so their move to the shared repositories
 * (`@finance/adapter-sql`) touches this file only.
 */
export const budgetAndAccountStores = (
  db: SqliteDatabase,
  sqlite: Database.Database,
  driver: SqlDriver,
  _tables: RepositoryTables,
): {
  repositories: Pick<Repositories, "budgets" | "users" | "idempotencyKeys" | "refreshTokens" | "personalAccessTokens">;
  dashboard: DashboardQuery;
  version: StoreVersion;
} => {
  const accounts = accountTablesOf(schema);
  return {
    repositories: {
      budgets: new SqliteBudgetRepo(db),
      users: new SqlUserRepo(driver, accounts),
      idempotencyKeys: new SqlIdempotencyKeyRepo(driver, accounts),
      refreshTokens: new SqlRefreshTokenRepo(driver, accounts),
      personalAccessTokens: new SqlPersonalAccessTokenRepo(driver, accounts),
    },
    dashboard: new SqliteDashboardQuery(db),
    version: new SqliteStoreVersion(sqlite),
  };
};
