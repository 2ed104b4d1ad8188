import type { TransactionRow } from "@finance/adapter-sql";
import { transactions } from "./schema";

/**
 * The list page's columns in a fixed order. The page reads them as arrays (`values()`) and maps
 * them with `transactionOfValues` instead of Drizzle's per-column mapper, which checked every
 * column's class on every row (about a tenth of a list request's CPU).
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

/** One row of `PAGE_COLUMNS` as SQLite stores it: text, integers, instants as epoch milliseconds. */
export const transactionOfValues = (values: readonly unknown[]): TransactionRow => {
  const [
    id,
    userId,
    walletId,
    categoryId,
    transferId,
    type,
    amountMinor,
    currency,
    description,
    date,
    created,
    updated,
  ] = values as [
    string,
    string,
    string,
    string | null,
    string | null,
    TransactionRow["type"],
    number,
    string,
    string,
    number,
    number,
    number,
  ];
  return {
    id,
    userId,
    walletId,
    categoryId,
    transferId,
    type,
    amountMinor,
    currency,
    description,
    date: new Date(date),
    createdAt: new Date(created),
    updatedAt: new Date(updated),
    version: values[12] as number,
  };
};
