import {
  hasTaggedAnything,
  type TransactionRow,
  transactionOfValues,
  transactionValueColumns,
} from "@finance/adapter-sql";
import { type Query, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Sql } from "postgres";
import { tags, transactions, transactionTags } from "./schema";

/** The row's tag ids, sorted, read with the row: one round trip instead of two. */
export const tagIdsOfRow = sql<string[]>`array(select ${transactionTags.tagId} from ${transactionTags}
  where ${transactionTags.transactionId} = ${transactions.id} order by ${transactionTags.tagId})`;

/**
 * An instant as whole epoch milliseconds (int8): a number to read, where the timestamptz's text
 * needs a date parser. Floored, as a JavaScript Date keeps the milliseconds of a finer instant.
 */
const epochMillis = (column: AnyPgColumn): SQL => sql`floor(extract(epoch from ${column}) * 1000)::int8`;

/**
 * A transaction in the order `transactionOfValues` (`@finance/adapter-sql`) maps, then its tag
 * ids, read as arrays (`pageRowOfValues`) instead of through Drizzle's per-column mapper and the
 * timestamps' text parser, which took about a third of the CPU a list page cost this process.
 */
export const PAGE_FIELDS = { ...transactionValueColumns(transactions, epochMillis), tagIds: tagIdsOfRow };

/**
 * The row's tag ids for rows of one user, looked up only when the user has tagged anything (one
 * probe, once per statement). Where the links table is small or empty, PostgreSQL plans the
 * look-up as a rescan of it per row, which cost more than the rest of a 50-row page.
 */
export const tagIdsOfUsersRow = (userId: SQLWrapper): SQL<string[]> => {
  const tagged = hasTaggedAnything(tags, transactionTags, userId);
  return sql<string[]>`CASE WHEN ${tagged} THEN ${tagIdsOfRow} ELSE '{}'::uuid[] END`;
};

/** `PAGE_FIELDS` for rows of one user (`tagIdsOfUsersRow`). */
export const pageFieldsOf = (userId: SQLWrapper) => ({ ...PAGE_FIELDS, tagIds: tagIdsOfUsersRow(userId) });

/** One row of `PAGE_FIELDS` as postgres.js hands it over (int8 as text), with its tag ids. */
export const pageRowOfValues = (values: readonly unknown[]): TransactionRow & { tagIds: string[] } => ({
  ...transactionOfValues(values),
  tagIds: values[14] as string[],
});

/** A postgres.js client: the pool, or one transaction's connection. */
export type Client = Pick<Sql, "unsafe">;

/** The rows of a statement given as text and parameters (`statementShapes`), as postgres.js reads them. */
export const rowsOf = async <T>(client: Client, statement: Query): Promise<T[]> =>
  (await client.unsafe(statement.sql, statement.params as never[], { prepare: true })) as unknown as T[];
