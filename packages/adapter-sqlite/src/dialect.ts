import type { SqlDialect } from "@finance/adapter-sql";
import { desc, sql } from "drizzle-orm";

/** SQLite's spellings: instants are epoch milliseconds, days `YYYY-MM-DD` text, ids any text. */
export const sqliteDialect: SqlDialect = {
  day: (value) => sql`${value.toISOString().slice(0, 10)}`,
  instant: (value) => sql`${value.getTime()}`,
  id: (value) => sql`${value}`,
  text: (value) => sql`${value}`,
  bigint: (expression) => expression,
  monthOfDay: sql`substr(day, 1, 7)`,
  monthOfDate: sql`strftime('%Y-%m', date / 1000.0, 'unixepoch')`,
  newestFirst: (t) => [desc(t.date), desc(t.id)],
  idIn: (column, list) => sql`${column} in (select value from json_each(${list}))`,
  idList: (ids) => JSON.stringify(ids),
};
