import type { TransactionListQuery, TransactionPage } from "@finance/domain";
import { eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { SqlDialect } from "./dialect";
import { type TransactionRow, toTransaction } from "./mappers";
import type { PagedTable, TransactionsTable, TransactionTagsTable } from "./tables";
import { hasAnyTag, tagIdsIn } from "./tagSql";

/** Rows per INSERT: 500 rows x 12 columns stays under both stores' bound-parameter limits. */
export const INSERT_CHUNK = 500;

export const chunks = <T>(items: readonly T[], size = INSERT_CHUNK): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

/** `%`, `_` and the escape character itself match literally in `LIKE ... ESCAPE '\'`. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Keyset condition of the list's order: rows strictly after the cursor `(date, id)`. */
export const cursorBefore = (t: PagedTable, date: SQLWrapper | unknown, id: SQLWrapper | unknown): SQL =>
  sql`(${t.date}, ${t.id}) < (${date}, ${id})`;

/** True when the list has only the user and the cursor: the adapters' prepared statements serve it. */
export const isUnfiltered = (query: TransactionListQuery): boolean =>
  !(query.from || query.to || query.walletId || query.categoryId || query.tagIds || query.type || query.q);

/** The list's WHERE, every filter the query gives (LIMIT and order are the caller's). */
export const transactionFilters = (
  t: TransactionsTable,
  links: TransactionTagsTable,
  query: TransactionListQuery,
  dialect: SqlDialect,
): SQL[] => {
  const where: SQL[] = [eq(t.userId, query.userId)];
  if (query.after) where.push(cursorBefore(t, sql.param(query.after.date, t.date), sql.param(query.after.id, t.id)));
  if (query.from) where.push(sql`${t.date} >= ${dialect.instant(query.from)}`);
  if (query.to) where.push(sql`${t.date} < ${dialect.instant(query.to)}`);
  if (query.walletId) where.push(eq(t.walletId, query.walletId));
  if (query.categoryId) where.push(eq(t.categoryId, query.categoryId));
  if (query.tagIds && query.tagIds.length > 0) where.push(hasAnyTag(t.id, links, query.tagIds, dialect));
  if (query.type) where.push(eq(t.type, query.type));
  if (query.q) where.push(sql`lower(${t.description}) like lower(${`%${escapeLike(query.q)}%`}) escape '\\'`);
  return where;
};

/** The ids of the rows a page keeps (whose tag links to read before `pageOf`). */
export const pageIds = (limit: number, rows: readonly Pick<TransactionRow, "id">[]): string[] =>
  rows.slice(0, limit).map((row) => row.id);

/** `limit + 1` rows in, one page out: the extra row only says whether there is a next page. */
export const pageOf = (
  limit: number,
  rows: readonly TransactionRow[],
  tags: ReadonlyMap<string, readonly string[]>,
): TransactionPage => {
  const items = rows.slice(0, limit).map((row) => toTransaction(row, tagIdsIn(tags, row.id)));
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? { date: last.date, id: last.id } : null };
};
