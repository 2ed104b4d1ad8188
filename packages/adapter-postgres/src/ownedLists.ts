import { creationOrder, creationPageWhere, firstCreationPageWhere, type OwnedListTable } from "@finance/adapter-sql";
import type { CreationListQuery } from "@finance/domain";
import { eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { PostgresDatabase } from "./db";

/**
 * The wallet and category lists' reads: all of a user's rows oldest first (`byUser`), and a page
 * of `limit` (`page`); the usual first page (no cursor, with or without the archived rows) is a
 * prepared statement built by Drizzle once, a page after a cursor is built per call. `name`
 * prefixes the prepared statements' names.
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
  const firstPages = { all: firstPage(true), unarchived: firstPage(false) };
  const byUser = from()
    .where(eq(table.userId, sql.placeholder("userId")))
    .orderBy(...creationOrder(table))
    .prepare(`${name}_of_user`);
  type Rows = Promise<T["$inferSelect"][]>;
  return {
    byUser: (userId: string) => byUser.execute({ userId }) as Rows,
    /** `limit + 1` rows, for `creationPageOf`. */
    page: (query: CreationListQuery) =>
      (query.after
        ? from()
            .where(creationPageWhere(table, query))
            .orderBy(...creationOrder(table))
            .limit(query.limit + 1)
        : (query.includeArchived ? firstPages.all : firstPages.unarchived).execute({
            userId: query.userId,
            limit: query.limit + 1,
          })) as Rows,
  };
};
