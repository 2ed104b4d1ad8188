import type { CreationListQuery, CreationPage, Id } from "@finance/domain";
import { type AnyColumn, and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { OwnedListTable } from "./tables";

/**
 * Wallet and category lists: oldest first (created_at, then id), on the (user_id, created_at, id)
 * index, keyset paged like the transaction list but ascending.
 */
export const creationOrder = (t: OwnedListTable): SQL[] => [asc(t.createdAt), asc(t.id)];

/**
 * The first page's WHERE with the user as the placeholder `userId`, built once per table and
 * archived choice by the adapters that prepare it (the usual list: no cursor).
 */
export const firstCreationPageWhere = (t: OwnedListTable, includeArchived: boolean): SQL =>
  and(eq(t.userId, sql.placeholder("userId")), includeArchived ? undefined : eq(t.archived, false)) as SQL;

/** The list's WHERE: the user, archived rows unless asked for, rows strictly after the cursor. */
export const creationPageWhere = (t: OwnedListTable, query: CreationListQuery): SQL =>
  and(
    eq(t.userId, query.userId),
    query.includeArchived ? undefined : eq(t.archived, false),
    query.after
      ? sql`(${t.createdAt}, ${t.id}) > (${sql.param(query.after.createdAt, t.createdAt)}, ${sql.param(query.after.id, t.id)})`
      : undefined,
  ) as SQL;

/** `limit + 1` rows in, one page out: the extra row only says whether there is a next page. */
export const creationPageOf = <T extends { createdAt: Date; id: Id<string> }>(
  limit: number,
  rows: readonly T[],
): CreationPage<T> => {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? { createdAt: last.createdAt, id: last.id } : null };
};

/** A new opening balance moves the balance by the difference, computed by the database on the stored row. */
export const openingBalanceMoved = (
  wallets: { readonly balanceMinor: AnyColumn; readonly initialBalanceMinor: AnyColumn },
  opening: number,
): SQL => sql`${wallets.balanceMinor} + (${opening} - ${wallets.initialBalanceMinor})`;

/** The signed sum of a set of transactions' amounts, 0 for none. */
export const amountSum = (amountMinor: AnyColumn): SQL => sql`coalesce(sum(${amountMinor}), 0)`;
