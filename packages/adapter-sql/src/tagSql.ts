import type { Transaction } from "@finance/domain";
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { SqlDialect } from "./dialect";
import type { TagsTable, TransactionTagsTable } from "./tables";

export interface TagLink {
  readonly transactionId: string;
  readonly tagId: string;
}

/** The link rows of a batch of transactions, to insert with them. */
export const tagLinks = (batch: readonly Pick<Transaction, "id" | "tagIds">[]): TagLink[] =>
  batch.flatMap((tx) => tx.tagIds.map((tagId) => ({ transactionId: tx.id, tagId })));

/** Link rows grouped by transaction, each set sorted (the order the domain gives `tagIds`). */
export const tagIdsByTransaction = (links: readonly TagLink[]): ReadonlyMap<string, readonly string[]> => {
  const map = new Map<string, string[]>();
  for (const { transactionId, tagId } of links) {
    const ids = map.get(transactionId);
    if (ids) ids.push(tagId);
    else map.set(transactionId, [tagId]);
  }
  for (const ids of map.values()) ids.sort();
  return map;
};

/** The tag ids of one transaction from the grouped links (none when it has no links). */
export const tagIdsIn = (map: ReadonlyMap<string, readonly string[]>, transactionId: string): readonly string[] =>
  map.get(transactionId) ?? [];

/**
 * True when the user has tagged any transaction: one index probe of the user's tags, each tag's
 * links probed until one is found. A user who never tagged anything has no links to read, so a
 * statement can skip the per-row link look-up for them (links only join a user's own tags).
 */
export const hasTaggedAnything = (tags: TagsTable, links: TransactionTagsTable, userId: SQLWrapper): SQL =>
  sql`EXISTS (SELECT 1 FROM ${tags} JOIN ${links} ON ${links.tagId} = ${tags.id} WHERE ${tags.userId} = ${userId})`;

/** The links of the transactions whose ids are bound as one list (placeholder `ids`, `dialect.idList`). */
export const linksOfIds = (links: TransactionTagsTable, dialect: SqlDialect): SQL =>
  dialect.idIn(links.transactionId, sql.placeholder("ids"));

/**
 * The list's tag filter: the row has a link to at least one of `tagIds` (the links' primary key
 * starts with the transaction id, so this is one index probe per row).
 */
export const hasAnyTag = (
  transactionId: SQL | unknown,
  links: TransactionTagsTable,
  tagIds: readonly string[],
  dialect: SqlDialect,
): SQL =>
  sql`exists (select 1 from ${links} where ${links.transactionId} = ${transactionId} and ${links.tagId} in (${sql.join(
    tagIds.map((id) => dialect.id(id)),
    sql`, `,
  )}))`;
