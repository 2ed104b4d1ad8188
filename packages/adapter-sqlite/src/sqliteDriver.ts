import {
  drivePlan,
  Prepared,
  renderer,
  type SqlDriver,
  type Statement,
  type Step,
  type Values,
} from "@finance/adapter-sql";
import type Database from "better-sqlite3";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import type { SqliteDatabase } from "./db";
import { sqliteDialect } from "./dialect";
import { guarded } from "./errors";
import { writeTransaction } from "./writeTransaction";

/**
 * The shared repositories' driver on better-sqlite3: every statement runs synchronously through
 * the connection's `prepare`, which reuses the statement prepared for the same text
 * (`cacheStatements`). A plan runs to its end inside one write of the connection's write queue
 * (`writeTransaction`): synchronously, so nothing else runs between its statements.
 */
export const sqliteDriver = (db: SqliteDatabase): SqlDriver => {
  const client = db.$client;
  const spelling = new SQLiteSyncDialect();
  const queryOf = renderer((statement) => spelling.sqlToQuery(statement));
  // A prepared statement's better-sqlite3 statement is kept with it: no look-up in the connection's
  // cache and no reset of row modes per call (its aliased text is never one Drizzle runs in raw mode).
  const kept = new WeakMap<Prepared, Database.Statement>();
  const statementOf = (statement: Statement, sql: string) => {
    if (!(statement instanceof Prepared)) return client.prepare(sql);
    let known = kept.get(statement);
    if (!known) {
      known = client.prepare(sql);
      kept.set(statement, known);
    }
    return known;
  };
  // Arrays: the kept statement in raw mode, set per call (a use of its text elsewhere resets it);
  // a prepared statement is read either as arrays or as rows, never both.
  const arraysNow = (statement: Statement, values?: Values) => {
    const { sql, params } = queryOf(statement, values);
    return statementOf(statement, sql)
      .raw(true)
      .all(...params) as unknown[][];
  };
  const rowsNow = (statement: Statement, values?: Values) => {
    const { sql, params } = queryOf(statement, values);
    return statementOf(statement, sql).all(...params) as Record<string, unknown>[];
  };
  // One row: `get` stops at the first row and builds no array (a look-up by id on every write and read).
  const oneNow = (statement: Statement, values?: Values) => {
    const { sql, params } = queryOf(statement, values);
    return statementOf(statement, sql).get(...params) as Record<string, unknown> | undefined;
  };
  const runNow = (statement: Statement, values?: Values) => {
    const { sql, params } = queryOf(statement, values);
    return statementOf(statement, sql).run(...params).changes;
  };
  const step = ({ kind, statement, values }: Step) =>
    kind === "rows" ? rowsNow(statement, values) : runNow(statement, values);
  return {
    dialect: sqliteDialect,
    locksRows: false,
    rows: async (statement, values) => guarded(() => rowsNow(statement, values)),
    one: async (statement, values) => guarded(() => oneNow(statement, values)),
    arrays: async (statement, values) => guarded(() => arraysNow(statement, values)),
    run: async (statement, values) => guarded(() => runNow(statement, values)),
    transaction: (plan, references) => writeTransaction(db, () => drivePlan(plan(), step), references),
  };
};
