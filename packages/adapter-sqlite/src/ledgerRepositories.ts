import type { RepositoryTables, SqlDriver } from "@finance/adapter-sql";
import type { Repositories } from "@finance/domain";
import type { SqliteDatabase } from "./db";
import { SqliteTransactionRepo } from "./SqliteTransactionRepo";
import { SqliteTransferRepo } from "./SqliteTransferRepo";
import { SqliteWalletRepo } from "./SqliteWalletRepo";

/**
 * The ledger's repositories: wallets, transactions and transfers. Built here, apart from
 * `openSqlite`, so their move to the shared repositories (`@finance/adapter-sql`) touches this file only.
 */
export const ledgerRepositories = (
  db: SqliteDatabase,
  _driver: SqlDriver,
  _tables: RepositoryTables,
): Pick<Repositories, "wallets" | "transactions" | "transfers"> => ({
  wallets: new SqliteWalletRepo(db),
  transactions: new SqliteTransactionRepo(db),
  transfers: new SqliteTransferRepo(db),
});
