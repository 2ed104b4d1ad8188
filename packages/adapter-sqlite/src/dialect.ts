import { asParam, type SqlDialect, statementShapes } from "@finance/adapter-sql";
import { desc, sql } from "drizzle-orm";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";

/** SQLite's spellings: instants are epoch milliseconds, days `YYYY-MM-DD` text, ids any text. */
export const sqliteDialect: SqlDialect = {
  day: (value, bind = asParam) => bind(value.toISOString().slice(0, 10)),
  instant: (value, bind = asParam) => bind(value.getTime()),
  id: (value, bind = asParam) => bind(value),
  text: (value, bind = asParam) => bind(value),
  bigint: (expression) => expression,
  monthOfDay: sql`substr(day, 1, 7)`,
  monthOfDate: sql`strftime('%Y-%m', date / 1000.0, 'unixepoch')`,
  newestFirst: (t) => [desc(t.date), desc(t.id)],
  idIn: (column, list) => sql`${column} in (select value from json_each(${list}))`,
  idList: (ids) => JSON.stringify(ids),
};

const renderer = new SQLiteSyncDialect();

/** The shared statements whose text depends on a shape, rendered once per shape for SQLite (run with `allRows`). */
export const sqliteShapes = statementShapes(
  (statement) => renderer.sqlToQuery(statement),
  () => "?",
);
