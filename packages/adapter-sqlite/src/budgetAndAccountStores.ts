import {
  type AccountStores,
  accountRepositories,
  type CategoryIdsOfRow,
  type RepositoryTables,
  type SqlDriver,
} from "@finance/adapter-sql";
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

/** The shared budgets' and accounts' repositories, with SQLite's own dashboard query and store version. */
export const budgetAndAccountStores = (
  db: SqliteDatabase,
  sqlite: Database.Database,
  driver: SqlDriver,
  _tables: RepositoryTables,
): AccountStores => ({
  repositories: accountRepositories(driver, schema, categoryIdsOfRow),
  dashboard: new SqliteDashboardQuery(db),
  version: new SqliteStoreVersion(sqlite),
});
