import type { Repositories } from "@finance/domain";
import type { SqlDriver } from "../../driver";
import { SqlTransactionRepo } from "./SqlTransactionRepo";
import { SqlTransferRepo } from "./SqlTransferRepo";
import { SqlWalletRepo } from "./SqlWalletRepo";
import type { LedgerSpelling } from "./spelling";
import type { LedgerRepositoryTables } from "./tables";

/** The ledger's repositories (wallets, transactions, transfers), built over a dialect's driver, tables and spelling. */
export const sqlLedgerRepositories = (
  driver: SqlDriver,
  tables: LedgerRepositoryTables,
  spelling: LedgerSpelling,
): Pick<Repositories, "wallets" | "transactions" | "transfers"> => ({
  wallets: new SqlWalletRepo(driver, tables),
  transactions: new SqlTransactionRepo(driver, tables, spelling),
  transfers: new SqlTransferRepo(driver, tables),
});
