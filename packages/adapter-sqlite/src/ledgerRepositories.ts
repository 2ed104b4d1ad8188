import {
  type LedgerSpelling,
  ledgerTablesOf,
  type RepositoryTables,
  type SpendingRow,
  type SqlDriver,
  shapedBudgetSpending,
  sqlLedgerRepositories,
} from "@finance/adapter-sql";
import type { Repositories } from "@finance/domain";
import * as dashboardSchema from "./dashboardSchema";
import type { SqliteDatabase } from "./db";
import { sqliteDialect, sqliteShapes } from "./dialect";
import { guarded } from "./errors";
import * as schema from "./schema";
import { allRows } from "./statementCache";

/**
 * SQLite's ledger: instants are stored as epoch milliseconds already, and a transaction's tag
 * ids are read by a second statement (one for a whole page).
 */
const sqliteLedger = (db: SqliteDatabase): LedgerSpelling => ({
  epochMillis: (column) => column,
  spendingRows: async (queries) => {
    const tables = { transactions: schema.transactions, daily: dashboardSchema.transactionDailyTotals };
    const statement = shapedBudgetSpending(sqliteShapes, tables, sqliteDialect, queries);
    return statement ? guarded(() => allRows<SpendingRow>(db.$client, statement)) : [];
  },
});

/** The ledger's repositories (wallets, transactions, transfers): written once in `@finance/adapter-sql`. */
export const ledgerRepositories = (
  db: SqliteDatabase,
  driver: SqlDriver,
  _tables?: RepositoryTables,
): Pick<Repositories, "wallets" | "transactions" | "transfers"> =>
  sqlLedgerRepositories(driver, ledgerTablesOf(schema, dashboardSchema), sqliteLedger(db));
