import { linksOfIds, tagIdsByTransaction } from "@finance/adapter-sql";
import { eq, sql } from "drizzle-orm";
import type { AnySQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { SqliteDatabase } from "./db";
import { sqliteDialect } from "./dialect";
import { transactionTags } from "./schema";

/**
 * A Drizzle query built and prepared once, on first use, instead of on every call: building SQL
 * text from Drizzle's query objects was a fifth of a request's CPU on the hot paths. First use,
 * not construction: the tables may not exist before the migrations run. Prepared statements run
 * inside `db.transaction` too (one connection).
 */
export const preparedOnce = <T>(build: () => T): (() => T) => {
  let statement: T | undefined;
  return () => {
    statement ??= build();
    return statement;
  };
};

/** `SELECT * FROM table WHERE id = :id`, prepared on first use (the repositories' look-up by id). */
export const byIdOnce = <T extends SQLiteTable & { readonly id: AnySQLiteColumn }>(db: SqliteDatabase, table: T) =>
  preparedOnce(() =>
    db
      .select()
      .from(table)
      .where(eq(table.id, sql.placeholder("id")))
      .prepare(),
  );

/**
 * The tag ids of any number of transactions, grouped and sorted by transaction: one statement
 * prepared on first use, the ids bound as one parameter.
 */
export const tagIdsOnce = (db: SqliteDatabase) => {
  const links = preparedOnce(() =>
    db.select().from(transactionTags).where(linksOfIds(transactionTags, sqliteDialect)).prepare(),
  );
  return (ids: readonly string[]): ReadonlyMap<string, readonly string[]> =>
    ids.length === 0 ? new Map() : tagIdsByTransaction(links().all({ ids: sqliteDialect.idList(ids) }));
};
