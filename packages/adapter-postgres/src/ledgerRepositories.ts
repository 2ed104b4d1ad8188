import type { RepositoryTables, SqlDriver } from "@finance/adapter-sql";
import type { Repositories } from "@finance/domain";
import type { PostgresDatabase } from "./db";
import { PostgresTransactionRepo } from "./PostgresTransactionRepo";
import { PostgresTransferRepo } from "./PostgresTransferRepo";
import { PostgresWalletRepo } from "./PostgresWalletRepo";

/**
 * The ledger's repositories: wallets, transactions and transfers. Built here, apart from
 * `openPostgres`, so their move to the shared repositories (`@finance/adapter-sql`) touches this file only.
 */
export const ledgerRepositories = (
  db: PostgresDatabase,
  _driver: SqlDriver,
  _tables: RepositoryTables,
): Pick<Repositories, "wallets" | "transactions" | "transfers"> => ({
  wallets: new PostgresWalletRepo(db),
  transactions: new PostgresTransactionRepo(db),
  transfers: new PostgresTransferRepo(db),
});
