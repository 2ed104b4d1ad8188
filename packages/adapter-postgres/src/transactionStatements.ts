import { plusBalance, tagLinks } from "@finance/adapter-sql";
import type { Transaction, TransactionChanges } from "@finance/domain";
import { eq, getTableColumns, type Query, sql } from "drizzle-orm";
import type { PostgresDatabase } from "./db";
import { renderPostgres } from "./dialect";
import { transactions, transactionTags, wallets } from "./schema";
import { PAGE_FIELDS } from "./transactionValues";

/**
 * The usual transaction writes as ONE statement each: atomic on its own, one round trip, and the
 * wallet's row lock held only while the statement runs, so concurrent writers to one wallet do not
 * queue behind each other's round trips. Rendered once and run by postgres.js as prepared
 * statements (`valuesOf`): building them with Drizzle on every call cost more CPU than running them.
 */

const transactionColumns = getTableColumns(transactions);

/**
 * A create of one untagged transaction (placeholders: the row's columns and `delta`), answering
 * the wallet's id (no row: the wallet is not there, and the row's foreign key has failed the
 * statement anyway).
 */
export const prepareCreateOne = (db: PostgresDatabase): Query => {
  const row = Object.fromEntries(Object.keys(transactionColumns).map((key) => [key, sql.placeholder(key)]));
  const inserted = db.$with("inserted").as(
    db
      .insert(transactions)
      .values(row as never)
      .returning({ id: transactions.id }),
  );
  return db
    .with(inserted)
    .update(wallets)
    .set({ balanceMinor: plusBalance(wallets, sql.placeholder("delta")) })
    .where(eq(wallets.id, sql.placeholder("walletId")))
    .returning({ id: wallets.id })
    .toSQL();
};

const balance = sql.identifier(wallets.balanceMinor.name);
type TransactionColumns = typeof transactionColumns;
type Column = TransactionColumns[keyof TransactionColumns];
type TransactionRow = typeof transactions.$inferInsert;

/**
 * Rows into one wallet, however many, their tag links, and the wallet's balance moved by `delta`:
 * each column bound as one array (`unnest`), so one text, prepared once per connection, serves
 * every batch (placeholders: the columns' keys, each an array from `columnArraysOf`; the links'
 * `linkTransactionIds` and `linkTagIds`, empty for untagged rows; `movedWalletId`; `delta`). The
 * wallet is locked first, as by every write to it; a tag deleted meanwhile fails the links' foreign
 * key. The arrays go as text and PostgreSQL casts them: Drizzle hands postgres.js's timestamptz[]
 * serialiser a pass-through, which cannot send a JavaScript array.
 */
export const prepareCreateInWallet = (): Query => {
  const entries = Object.entries(transactionColumns);
  const names = entries.map(([, column]) => sql.identifier(column.name));
  const arrays = entries.map(
    ([key, column]) => sql`${sql.placeholder(key)}::text[]::${sql.raw(column.getSQLType())}[]`,
  );
  const linkColumns = sql`${sql.identifier(transactionTags.transactionId.name)}, ${sql.identifier(transactionTags.tagId.name)}`;
  return renderPostgres(sql`with inserted as (
    insert into ${transactions} (${sql.join(names, sql`, `)})
    select * from unnest(${sql.join(arrays, sql`, `)})
    returning 1
  ), linked as (
    insert into ${transactionTags} (${linkColumns})
    select * from unnest(${sql.placeholder("linkTransactionIds")}::text[]::uuid[], ${sql.placeholder("linkTagIds")}::text[]::uuid[])
    returning 1
  )
  update ${wallets} set ${balance} = ${plusBalance(wallets, sql.placeholder("delta"))}
  where ${wallets.id} = ${sql.placeholder("movedWalletId")} returning ${wallets.id}`);
};

/** The batch's tag links as two arrays, for `prepareCreateInWallet`. */
export const linkArraysOf = (batch: readonly Pick<Transaction, "id" | "tagIds">[]) => {
  const links = tagLinks(batch);
  return {
    linkTransactionIds: links.map((link) => link.transactionId),
    linkTagIds: links.map((link) => link.tagId),
  };
};

/** The rows as one array of driver values per column key, as text, for `prepareCreateInWallet`. */
export const columnArraysOf = (rows: readonly TransactionRow[]): Record<string, (string | null)[]> => {
  const arrays: Record<string, (string | null)[]> = {};
  for (const [key, column] of Object.entries(transactionColumns) as [keyof TransactionColumns, Column][]) {
    arrays[key] = rows.map((row) => {
      const value = row[key];
      return value === undefined || value === null ? null : String(column.mapToDriverValue(value as never));
    });
  }
  return arrays;
};

/** `PAGE_FIELDS` for a RETURNING, each named by its key. */
const pageFields = sql.join(
  Object.entries(PAGE_FIELDS).map(([key, field]) => sql`${field} as ${sql.identifier(key)}`),
  sql`, `,
);

/**
 * A delete: the row goes (its tag links and attachment rows by their cascades), its amount comes
 * off its wallet, and the removed row comes back as `PAGE_FIELDS` (placeholder `id`). The DELETE
 * locks the row before the wallet is updated, as the transactional update and delete do; a
 * concurrent delete of the same row waits for this one and then finds nothing, so it moves no
 * balance and answers null.
 */
export const prepareDeleteOne = (): Query => {
  const removed = sql.identifier("removed");
  return renderPostgres(sql`with ${removed} as (
    delete from ${transactions} where ${transactions.id} = ${sql.placeholder("id")} returning ${pageFields}
  ), moved as (
    update ${wallets} set ${balance} = ${wallets.balanceMinor} - ${removed}.${sql.identifier("amountMinor")}
    from ${removed} where ${wallets.id} = ${removed}.${sql.identifier("walletId")}
  )
  select * from ${removed}`);
};

/**
 * The columns an update may set in place. Changes naming anything else (the wallet, the tags, or
 * a field added later) take the transactional path.
 */
export const IN_PLACE = ["amountMinor", "categoryId", "currency", "date", "description", "type", "updatedAt"] as const;
export type InPlace = (typeof IN_PLACE)[number] & keyof TransactionChanges;
const IN_PLACE_NAMES: ReadonlySet<string> = new Set(IN_PLACE);
export const changesInPlace = (changes: TransactionChanges): boolean =>
  Object.keys(changes).every((key) => IN_PLACE_NAMES.has(key));

/**
 * An update that keeps the wallet and the tags: the row is locked, written only while its version
 * is `expectedVersion`, and the amount's difference moves its wallet's balance (placeholders `id`,
 * `expectedVersion` and the changed columns). It answers the written row as `PAGE_FIELDS`, or
 * nothing when the row is gone or its version moved. The wallet is updated even by a difference
 * of 0: its lock, taken after the row's and before the roll-ups the triggers touch, is what orders
 * this write against the transactional writes to the same wallet.
 */
export const prepareUpdateInPlace = (keys: readonly InPlace[]): Query => {
  const target = sql.identifier("target");
  const changed = sql.identifier("changed");
  const column = (key: string) => sql.identifier(key);
  const sets = keys.map((key) => sql`${sql.identifier(transactions[key].name)} = ${sql.placeholder(key)}`);
  return renderPostgres(sql`with ${target} as (
    select ${transactions.amountMinor}, ${transactions.version} from ${transactions}
    where ${transactions.id} = ${sql.placeholder("id")} for update
  ), ${changed} as (
    update ${transactions} set ${sql.join(sets, sql`, `)}, ${column("version")} = ${transactions.version} + 1
    from ${target} where ${transactions.id} = ${sql.placeholder("id")}
      and ${target}.${column("version")} = ${sql.placeholder("expectedVersion")}
    returning ${pageFields}, ${target}.${column(transactions.amountMinor.name)} as ${column("storedAmount")}
  ), moved as (
    update ${wallets} set ${balance} = ${wallets.balanceMinor} + ${changed}.${column("amountMinor")} - ${changed}.${column("storedAmount")}
    from ${changed} where ${wallets.id} = ${changed}.${column("walletId")}
  )
  select * from ${changed}`);
};
