import { transactions } from "./schema";

/**
 * The list page's columns in the order `transactionOfValues` (`@finance/adapter-sql`) maps: the
 * page reads them as arrays (`values()`); instants are stored as epoch milliseconds. Drizzle's
 * per-column mapper was about a tenth of a list request's CPU.
 */
export const PAGE_COLUMNS = {
  id: transactions.id,
  userId: transactions.userId,
  walletId: transactions.walletId,
  categoryId: transactions.categoryId,
  transferId: transactions.transferId,
  type: transactions.type,
  amountMinor: transactions.amountMinor,
  currency: transactions.currency,
  description: transactions.description,
  date: transactions.date,
  createdAt: transactions.createdAt,
  updatedAt: transactions.updatedAt,
  version: transactions.version,
} as const;
