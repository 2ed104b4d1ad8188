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
import { sql } from "drizzle-orm";
import * as dashboardSchema from "./dashboardSchema";
import type { PostgresDatabase } from "./db";
import { postgresDialect, postgresShapes } from "./dialect";
import { guarded } from "./errors";
import * as schema from "./schema";
import { oneStatementWrites } from "./transactionStatements";
import { rowsOf, tagIdsOfRow, tagIdsOfUsersRow } from "./transactionValues";

/**
 * PostgreSQL's ledger: instants read as epoch milliseconds (int8) instead of the timestamptz's
 * text, a transaction's tag ids read with its row (an array), and the usual writes as one
 * statement each (`transactionStatements`).
 */
const postgresLedger = (db: PostgresDatabase): LedgerSpelling => ({
  epochMillis: (column) => sql`floor(extract(epoch from ${column}) * 1000)::int8`,
  tagIdsOfRow: (userId) => (userId ? tagIdsOfUsersRow(userId) : tagIdsOfRow),
  oneStatementWrites,
  spendingRows: async (queries) => {
    const tables = { transactions: schema.transactions, daily: dashboardSchema.transactionDailyTotals };
    const statement = shapedBudgetSpending(postgresShapes, tables, postgresDialect, queries);
    return statement ? guarded(() => rowsOf<SpendingRow>(db.$client, statement)) : [];
  },
});

/** The ledger's repositories (wallets, transactions, transfers): written once in `@finance/adapter-sql`. */
export const ledgerRepositories = (
  db: PostgresDatabase,
  driver: SqlDriver,
  _tables?: RepositoryTables,
): Pick<Repositories, "wallets" | "transactions" | "transfers"> =>
  sqlLedgerRepositories(driver, ledgerTablesOf(schema, dashboardSchema), postgresLedger(db));
