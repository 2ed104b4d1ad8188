import {
  type Bound,
  type OneStatementWrites,
  outboxEventRow,
  plusBalance,
  prepared,
  tagLinks,
  type Values,
} from "@finance/adapter-sql";
import type { DomainEvent, Transaction, TransactionChanges } from "@finance/domain";
import { getTableColumns, type SQL, sql } from "drizzle-orm";
import { outboxEvents, transactions, transactionTags, wallets } from "./schema";

/**
 * PostgreSQL's writable CTEs make the usual transaction writes ONE statement each: atomic on its
 * own, one round trip, and the wallet's row lock held only while the statement runs, so concurrent
 * writers to one wallet do not queue behind each other's round trips. Each is prepared once
 * (`prepared`: rendered once, prepared by postgres.js on each connection).
 */

const transactionColumns = getTableColumns(transactions);
type TransactionColumns = typeof transactionColumns;
type Column = TransactionColumns[keyof TransactionColumns];
type TransactionRow = Omit<Transaction, "tagIds">;
const balance = sql.identifier(wallets.balanceMinor.name);
const column = (key: string) => sql.identifier(key);

/** The transaction's own columns (its tags are rows of `transaction_tags`). */
const columnsOf = ({ tagIds: _tags, ...columns }: Transaction): TransactionRow => columns;

/** The row's columns as driver values, by column key (the placeholders' names). */
const driverValuesOf = (row: TransactionRow): Record<string, unknown> => {
  const values: Record<string, unknown> = {};
  for (const [key, col] of Object.entries(transactionColumns) as [keyof TransactionColumns, Column][]) {
    const value = row[key];
    values[key] = value === undefined || value === null ? null : col.mapToDriverValue(value as never);
  }
  return values;
};

const eventColumns = Object.entries(getTableColumns(outboxEvents));

/**
 * The events' rows into the outbox, as a CTE of the write's own statement, so they commit (or fail)
 * with it: each column one array placeholder (`event_<key>`, from `eventArraysOf`), empty when the
 * write has no events.
 */
const insertEvents = () =>
  sql`published as (
    insert into ${outboxEvents} (${sql.join(
      eventColumns.map(([, col]) => sql.identifier(col.name)),
      sql`, `,
    )})
    select * from unnest(${sql.join(
      eventColumns.map(([key, col]) => sql`${sql.placeholder(`event_${key}`)}::text[]::${sql.raw(col.getSQLType())}[]`),
      sql`, `,
    )})
    returning 1
  )`;

/** The events as one array of driver values (text) per outbox column, for `insertEvents`. */
const eventArraysOf = (events: readonly DomainEvent[]): Record<string, (string | null)[]> => {
  const rows = events.map(outboxEventRow);
  const arrays: Record<string, (string | null)[]> = {};
  for (const [key, col] of eventColumns) {
    arrays[`event_${key}`] = rows.map((row) => {
      const value = row[key as keyof typeof row];
      return value === undefined || value === null ? null : String(col.mapToDriverValue(value as never));
    });
  }
  return arrays;
};

/**
 * A create of one untagged transaction and its events (placeholders: the row's columns, `walletId`,
 * `delta` and the events' arrays), answering the wallet's id (no row: the wallet is not there, and
 * the row's foreign key has failed the statement anyway).
 */
const createOne = prepared(() => {
  const entries = Object.entries(transactionColumns);
  return sql`with ${insertEvents()}, inserted as (
    insert into ${transactions} (${sql.join(
      entries.map(([, col]) => sql.identifier(col.name)),
      sql`, `,
    )})
    values (${sql.join(
      entries.map(([key]) => sql.placeholder(key)),
      sql`, `,
    )})
    returning 1
  )
  update ${wallets} set ${balance} = ${plusBalance(wallets, sql.placeholder("delta"))}
  where ${wallets.id} = ${sql.placeholder("walletId")} returning ${wallets.id}`;
});

/**
 * Rows into one wallet, however many, their tag links, their events, and the wallet's balance moved
 * by `delta`: each column bound as one array (`unnest`), so one text serves every batch (placeholders: the
 * columns' keys, each an array from `columnArraysOf`; the links' `linkTransactionIds` and
 * `linkTagIds`, empty for untagged rows; `movedWalletId`; `delta`). The wallet is locked first,
 * as by every write to it; a tag deleted meanwhile fails the links' foreign key. The arrays go as
 * text and PostgreSQL casts them: Drizzle hands postgres.js's timestamptz[] serialiser a
 * pass-through, which cannot send a JavaScript array.
 */
const createInWallet = prepared(() => {
  const entries = Object.entries(transactionColumns);
  const names = entries.map(([, col]) => sql.identifier(col.name));
  const arrays = entries.map(([key, col]) => sql`${sql.placeholder(key)}::text[]::${sql.raw(col.getSQLType())}[]`);
  const linkColumns = sql`${sql.identifier(transactionTags.transactionId.name)}, ${sql.identifier(transactionTags.tagId.name)}`;
  return sql`with ${insertEvents()}, inserted as (
    insert into ${transactions} (${sql.join(names, sql`, `)})
    select * from unnest(${sql.join(arrays, sql`, `)})
    returning 1
  ), linked as (
    insert into ${transactionTags} (${linkColumns})
    select * from unnest(${sql.placeholder("linkTransactionIds")}::text[]::uuid[], ${sql.placeholder("linkTagIds")}::text[]::uuid[])
    returning 1
  )
  update ${wallets} set ${balance} = ${plusBalance(wallets, sql.placeholder("delta"))}
  where ${wallets.id} = ${sql.placeholder("movedWalletId")} returning ${wallets.id}`;
});

/** The batch's tag links as two arrays, for `createInWallet`. */
const linkArraysOf = (batch: readonly Pick<Transaction, "id" | "tagIds">[]) => {
  const links = tagLinks(batch);
  return {
    linkTransactionIds: links.map((link) => link.transactionId),
    linkTagIds: links.map((link) => link.tagId),
  };
};

/** The rows as one array of driver values per column key, as text, for `createInWallet`. */
export const columnArraysOf = (rows: readonly TransactionRow[]): Record<string, (string | null)[]> => {
  const arrays: Record<string, (string | null)[]> = {};
  for (const [key, col] of Object.entries(transactionColumns) as [keyof TransactionColumns, Column][]) {
    arrays[key] = rows.map((row) => {
      const value = row[key];
      return value === undefined || value === null ? null : String(col.mapToDriverValue(value as never));
    });
  }
  return arrays;
};

/**
 * A delete: the row goes (its tag links and attachment rows by their cascades), its amount comes
 * off its wallet, and the removed row comes back as `fields` (placeholder `id`). The DELETE locks
 * the row before the wallet is updated, as the planned update and delete do; a concurrent delete
 * of the same row waits for this one and then finds nothing, so it moves no balance.
 */
const deleteOne = (fields: SQL) =>
  prepared(() => {
    const removed = sql.identifier("removed");
    return sql`with ${removed} as (
    delete from ${transactions} where ${transactions.id} = ${sql.placeholder("id")} returning ${fields}
  ), moved as (
    update ${wallets} set ${balance} = ${wallets.balanceMinor} - ${removed}.${column("amountMinor")}
    from ${removed} where ${wallets.id} = ${removed}.${column("walletId")}
  )
  select * from ${removed}`;
  });

/**
 * The columns an update may set in place. Changes naming anything else (the wallet, the tags, or
 * a field added later) take the planned path.
 */
const IN_PLACE = ["amountMinor", "categoryId", "currency", "date", "description", "type", "updatedAt"] as const;
type InPlace = (typeof IN_PLACE)[number] & keyof TransactionChanges;
const IN_PLACE_NAMES: ReadonlySet<string> = new Set(IN_PLACE);

/**
 * An update that keeps the wallet and the tags: the row is locked, written only while its version
 * is `expectedVersion`, and the amount's difference moves its wallet's balance (placeholders `id`,
 * `expectedVersion` and the changed columns). It answers the written row as `fields`, or nothing
 * when the row is gone or its version moved. The wallet is updated even by a difference of 0: its
 * lock, taken after the row's and before the roll-ups the triggers touch, is what orders this
 * write against the planned writes to the same wallet.
 */
const updateInPlace = (fields: SQL, keys: readonly InPlace[]) =>
  prepared(() => {
    const target = sql.identifier("target");
    const changed = sql.identifier("changed");
    const sets = keys.map((key) => sql`${sql.identifier(transactions[key].name)} = ${sql.placeholder(key)}`);
    return sql`with ${target} as (
    select ${transactions.amountMinor}, ${transactions.version} from ${transactions}
    where ${transactions.id} = ${sql.placeholder("id")} for update
  ), ${changed} as (
    update ${transactions} set ${sql.join(sets, sql`, `)}, ${column("version")} = ${transactions.version} + 1
    from ${target} where ${transactions.id} = ${sql.placeholder("id")}
      and ${target}.${column("version")} = ${sql.placeholder("expectedVersion")}
    returning ${fields}, ${target}.${column(transactions.amountMinor.name)} as ${column("storedAmount")}
  ), moved as (
    update ${wallets} set ${balance} = ${wallets.balanceMinor} + ${changed}.${column("amountMinor")} - ${changed}.${column("storedAmount")}
    from ${changed} where ${wallets.id} = ${changed}.${column("walletId")}
  )
  select * from ${changed}`;
  });

/** PostgreSQL's one-statement transaction writes, answering `fields`. */
export const oneStatementWrites = (fields: SQL): OneStatementWrites => {
  /** `updateInPlace` by the changed columns' names, built on first use. */
  const updates = new Map<string, ReturnType<typeof updateInPlace>>();
  return {
    createInWallet: (batch, walletId, delta, events): Bound => {
      const [only] = batch;
      if (batch.length === 1 && only && only.tagIds.length === 0) {
        return [createOne, { ...driverValuesOf(columnsOf(only)), ...eventArraysOf(events), walletId, delta }];
      }
      const values: Values = {
        ...columnArraysOf(batch.map(columnsOf)),
        ...linkArraysOf(batch),
        ...eventArraysOf(events),
        movedWalletId: walletId,
        delta,
      };
      return [createInWallet, values];
    },
    deleteOne: deleteOne(fields),
    updateInPlace: (id, changes, expectedVersion) => {
      if (!Object.keys(changes).every((key) => IN_PLACE_NAMES.has(key))) return undefined;
      const keys = IN_PLACE.filter((key) => changes[key] !== undefined);
      const shape = keys.join(",");
      let statement = updates.get(shape);
      if (!statement) {
        statement = updateInPlace(fields, keys);
        updates.set(shape, statement);
      }
      const values: Record<string, unknown> = { id, expectedVersion };
      for (const key of keys) values[key] = transactions[key].mapToDriverValue(changes[key] as never);
      return [statement, values];
    },
  };
};
