import type { AnyColumn } from "drizzle-orm";
import type { OutboxEventsTable } from "../../outboxSql";
import type { RepositoryTables, TableWith } from "../../tables";

export type WalletsTable = TableWith<
  "id" | "userId" | "name" | "currency" | "initialBalanceMinor" | "balanceMinor" | "archived" | "createdAt"
>;
export type LedgerTransfersTable = TableWith<
  | "id"
  | "userId"
  | "fromWalletId"
  | "toWalletId"
  | "amountMinor"
  | "currency"
  | "toAmountMinor"
  | "toCurrency"
  | "description"
  | "date"
  | "outgoingTransactionId"
  | "incomingTransactionId"
  | "createdAt"
  | "updatedAt"
  | "version"
>;
export type LedgerTransactionsTable = RepositoryTables["transactions"] &
  TableWith<"createdAt" | "recurrenceId"> & {
    readonly version: AnyColumn;
  };
export type ReceiptBatchRowsTable = TableWith<"userId" | "walletId" | "contentHash" | "transactionIds" | "createdAt">;

/** Every table the ledger's repositories (wallets, transactions, transfers) read and write. */
export interface LedgerRepositoryTables {
  readonly wallets: WalletsTable;
  readonly transactions: LedgerTransactionsTable;
  readonly transfers: LedgerTransfersTable;
  readonly transactionTags: TableWith<"transactionId" | "tagId">;
  readonly tags: RepositoryTables["tags"];
  readonly attachments: RepositoryTables["attachments"];
  readonly receiptBatches: ReceiptBatchRowsTable;
  readonly budgets: RepositoryTables["budgets"];
  readonly daily: RepositoryTables["daily"];
  /** Where the writes append their events (the transactional outbox). */
  readonly outboxEvents: OutboxEventsTable;
}

/** The ledger's tables out of a dialect's schema modules (`import * as schema`, its rollups). */
export const ledgerTablesOf = (
  schema: Omit<LedgerRepositoryTables, "daily">,
  rollups: { readonly transactionDailyTotals: RepositoryTables["daily"] },
): LedgerRepositoryTables => ({
  wallets: schema.wallets,
  transactions: schema.transactions,
  transfers: schema.transfers,
  transactionTags: schema.transactionTags,
  tags: schema.tags,
  attachments: schema.attachments,
  receiptBatches: schema.receiptBatches,
  budgets: schema.budgets,
  daily: rollups.transactionDailyTotals,
  outboxEvents: schema.outboxEvents,
});
