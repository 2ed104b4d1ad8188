import { creationOrder, firstCreationPageWhere, type OwnedListTable } from "@finance/adapter-sql";
import { eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { PostgresDatabase } from "./db";

/**
 * The wallet and category lists' usual reads, built by Drizzle once: all of a user's rows oldest
 * first (`byUser`), and a first page (no cursor) of `limit` rows with or without the archived ones.
 * `name` prefixes the prepared statements' names.
 */
export const ownedLists = <T extends PgTable & OwnedListTable>(db: PostgresDatabase, table: T, name: string) => {
  // Drizzle's pg `from()` does not accept a generic table; the rows are the table's own, as below.
  const from = () => db.select().from(table as PgTable);
  const firstPage = (includeArchived: boolean) =>
    from()
      .where(firstCreationPageWhere(table, includeArchived))
      .orderBy(...creationOrder(table))
      .limit(sql.placeholder("limit"))
      .prepare(`${name}_first_page${includeArchived ? "_with_archived" : ""}`);
  const pages = { all: firstPage(true), unarchived: firstPage(false) };
  const byUser = from()
    .where(eq(table.userId, sql.placeholder("userId")))
    .orderBy(...creationOrder(table))
    .prepare(`${name}_of_user`);
  type Rows = Promise<T["$inferSelect"][]>;
  return {
    byUser: (userId: string) => byUser.execute({ userId }) as Rows,
    firstPage: (userId: string, limit: number, includeArchived: boolean) =>
      (includeArchived ? pages.all : pages.unarchived).execute({ userId, limit }) as Rows,
  };
};
