import type { AnyColumn, SQL } from "drizzle-orm";
import type { TransactionRow } from "./mappers";
import type { TransactionsTable } from "./tables";

/** What `transactionValueColumns` reads: a transactions table with its timestamps and version. */
type ValueTable = TransactionsTable & {
  readonly createdAt: AnyColumn;
  readonly updatedAt: AnyColumn;
  readonly version: AnyColumn;
  readonly recurrenceId: AnyColumn;
};

/**
 * A transaction's columns in the order `transactionOfValues` maps, for a statement read as arrays;
 * `instant` reads a timestamp column as epoch milliseconds (SQLite stores them so).
 */
export const transactionValueColumns = <T extends ValueTable>(
  t: T,
  instant: (column: T["date"] | T["createdAt"] | T["updatedAt"]) => SQL | T["date"] | T["createdAt"] | T["updatedAt"],
) => ({
  id: t.id as T["id"],
  userId: t.userId as T["userId"],
  walletId: t.walletId as T["walletId"],
  categoryId: t.categoryId as T["categoryId"],
  transferId: t.transferId as T["transferId"],
  type: t.type as T["type"],
  amountMinor: t.amountMinor as T["amountMinor"],
  currency: t.currency as T["currency"],
  description: t.description as T["description"],
  date: instant(t.date),
  createdAt: instant(t.createdAt),
  updatedAt: instant(t.updatedAt),
  version: t.version as T["version"],
  recurrenceId: t.recurrenceId as T["recurrenceId"],
});

/**
 * A transaction read as an array, in the adapters' page column order: id, userId, walletId,
 * categoryId, transferId, type, amountMinor, currency, description, date, createdAt, updatedAt,
 * version, recurrenceId. Integers come as numbers or as the driver's text, instants as epoch milliseconds.
 * Mapping arrays in a fixed order skips Drizzle's per-column mapper, which checked every column's
 * class on every row.
 */
export const transactionOfValues = (values: readonly unknown[]): TransactionRow => ({
  id: values[0] as string,
  userId: values[1] as string,
  walletId: values[2] as string,
  categoryId: values[3] as string | null,
  transferId: values[4] as string | null,
  type: values[5] as TransactionRow["type"],
  amountMinor: Number(values[6]),
  currency: values[7] as string,
  description: values[8] as string,
  date: new Date(Number(values[9])),
  createdAt: new Date(Number(values[10])),
  updatedAt: new Date(Number(values[11])),
  version: Number(values[12]),
  recurrenceId: (values[13] as string | null) ?? null,
});
