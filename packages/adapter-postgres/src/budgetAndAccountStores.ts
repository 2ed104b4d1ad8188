import {
  accountTablesOf,
  type CategoryIdsOfRow,
  type RepositoryTables,
  SqlBudgetRepo,
  type SqlDriver,
  SqlIdempotencyKeyRepo,
  SqlPersonalAccessTokenRepo,
  SqlRefreshTokenRepo,
  SqlUserRepo,
} from "@finance/adapter-sql";
import type { DashboardQuery, Repositories, StoreVersion } from "@finance/domain";
import { sql } from "drizzle-orm";
import type { Sql } from "postgres";
import type { PostgresDatabase } from "./db";
import { PostgresDashboardQuery } from "./PostgresDashboardQuery";
import { PostgresStoreVersion } from "./PostgresStoreVersion";
import * as schema from "./schema";

/** A budget's category ids in its order, as an array read with its row. */
const categoryIdsOfRow: CategoryIdsOfRow = ({ budgets, budgetCategories: links }) =>
  sql`array(select ${links.categoryId} from ${links} where ${links.budgetId} = ${budgets.id} order by ${links.position})`;

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
      budgets: new SqlBudgetRepo(driver, schema, categoryIdsOfRow),
      users: new SqlUserRepo(driver, accounts),
      idempotencyKeys: new SqlIdempotencyKeyRepo(driver, accounts),
      refreshTokens: new SqlRefreshTokenRepo(driver, accounts),
      personalAccessTokens: new SqlPersonalAccessTokenRepo(driver, accounts),
    },
    dashboard: new PostgresDashboardQuery(db),
    version: new PostgresStoreVersion(sql),
  };
};
