import {
  type AccountStores,
  accountRepositories,
  type CategoryIdsOfRow,
  type RepositoryTables,
  type SqlDriver,
} from "@finance/adapter-sql";
import { sql } from "drizzle-orm";
import type { Sql } from "postgres";
import type { PostgresDatabase } from "./db";
import { PostgresDashboardQuery } from "./PostgresDashboardQuery";
import { PostgresStoreVersion } from "./PostgresStoreVersion";
import * as schema from "./schema";

/** A budget's category ids in its order, as an array read with its row. */
const categoryIdsOfRow: CategoryIdsOfRow = ({ budgets, budgetCategories: links }) =>
  sql`array(select ${links.categoryId} from ${links} where ${links.budgetId} = ${budgets.id} order by ${links.position})`;

/** The shared budgets' and accounts' repositories, with PostgreSQL's own dashboard query and store version. */
export const budgetAndAccountStores = (
  db: PostgresDatabase,
  sql: Sql,
  driver: SqlDriver,
  _tables: RepositoryTables,
): AccountStores => ({
  repositories: accountRepositories(driver, schema, categoryIdsOfRow),
  dashboard: new PostgresDashboardQuery(db),
  version: new PostgresStoreVersion(sql),
});
