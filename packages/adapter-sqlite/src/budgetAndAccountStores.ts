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
import type Database from "better-sqlite3";
import { sql } from "drizzle-orm";
import type { SqliteDatabase } from "./db";
import { SqliteDashboardQuery } from "./SqliteDashboardQuery";
import { SqliteStoreVersion } from "./SqliteStoreVersion";
import * as schema from "./schema";

/**
 * A budget's category ids in its order, as a JSON array read with its row. ORDER BY inside an
 * aggregate needs SQLite 3.44 or later; better-sqlite3 bundles a later one.
 */
const categoryIdsOfRow: CategoryIdsOfRow = ({ budgets, budgetCategories: links }) =>
  sql`(select json_group_array(${links.categoryId} order by ${links.position}) from ${links} where ${links.budgetId} = ${budgets.id})`;

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
      budgets: new SqlBudgetRepo(driver, schema, categoryIdsOfRow),
      users: new SqlUserRepo(driver, accounts),
      idempotencyKeys: new SqlIdempotencyKeyRepo(driver, accounts),
      refreshTokens: new SqlRefreshTokenRepo(driver, accounts),
      personalAccessTokens: new SqlPersonalAccessTokenRepo(driver, accounts),
    },
    dashboard: new SqliteDashboardQuery(db),
    version: new SqliteStoreVersion(sqlite),
  };
};
