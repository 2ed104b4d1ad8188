import type { Transaction } from "@finance/domain";
import { type AnyColumn, and, eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Stored } from "./mappers";
import { cursorBefore } from "./paging";
import type { TransactionsTable } from "./tables";

type WalletsTable = { readonly balanceMinor: AnyColumn };

/** The net balance change of every wallet a write touches, in wallet id order (the order rows are locked in). */
export const walletDeltas = (
  removed: readonly Pick<Stored<Transaction>, "walletId" | "amountMinor">[],
  added: readonly Pick<Stored<Transaction>, "walletId" | "amountMinor">[],
): [walletId: string, delta: number][] => {
  const deltas = new Map<string, number>();
  for (const row of removed) deltas.set(row.walletId, (deltas.get(row.walletId) ?? 0) - row.amountMinor);
  for (const row of added) deltas.set(row.walletId, (deltas.get(row.walletId) ?? 0) + row.amountMinor);
  return [...deltas].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
};

/** `balance = balance + delta`: the database adds, so concurrent writers never lose an update. */
export const plusBalance = (wallets: WalletsTable, delta: number | SQLWrapper): SQL =>
  sql`${wallets.balanceMinor} + ${delta}`;

/** A versioned row's next version, computed by the database from the stored one. */
export const nextVersion = (version: AnyColumn): SQL => sql`${version} + 1`;

/**
 * The WHERE of the list's prepared statements: the user, and the cursor for a page after the
 * first (placeholders `userId`, `afterDate`, `afterId`).
 */
export const preparedPageWhere = (t: TransactionsTable, after: boolean): SQL =>
  and(
    eq(t.userId, sql.placeholder("userId")),
    after ? cursorBefore(t, sql.placeholder("afterDate"), sql.placeholder("afterId")) : undefined,
  ) as SQL;
