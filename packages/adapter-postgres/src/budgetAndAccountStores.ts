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
import type { Sql } from "postgres";
import type { PostgresDatabase } from "./db";
import { PostgresBudgetRepo } from "./PostgresBudgetRepo";
import { PostgresDashboardQuery } from "./PostgresDashboardQuery";
import { PostgresStoreVersion } from "./PostgresStoreVersion";
import * as schema from "./schema";

/**
 * The budgets, the dashboard and the accounts' stores (users, tokens, idempotency keys, the store
 * version). Built here, apart from `openPostgres`, so their move to the shared repositories
 * (`@finance/adapter-sql`) touches this file only.
 */
export const budgetAndAccountStores = (
  db: PostgresDatabase,
  sql: Sql,
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
      budgets: new PostgresBudgetRepo(db),
      users: new SqlUserRepo(driver, accounts),
      idempotencyKeys: new SqlIdempotencyKeyRepo(driver, accounts),
      refreshTokens: new SqlRefreshTokenRepo(driver, accounts),
      personalAccessTokens: new SqlPersonalAccessTokenRepo(driver, accounts),
    },
    dashboard: new PostgresDashboardQuery(db),
    version: new PostgresStoreVersion(sql),
  };
};
