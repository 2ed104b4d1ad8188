import { asParam, type SqlDialect, statementShapes } from "@finance/adapter-sql";
import { formatInstant } from "@finance/domain";
import { type Query, type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";

/**
 * PostgreSQL's spellings: instants are timestamptz (formatInstant also writes END_OF_TIME, year
 * 10000, so PostgreSQL reads it), days are `date`, ids uuid, sums of bigint cast back to bigint.
 * NULLS LAST as in transactions_user_date_id_idx: a plain DESC (NULLS FIRST) does not match the
 * index, and PostgreSQL then sorts every row of the user.
 */
export const postgresDialect: SqlDialect = {
  day: (value, bind = asParam) => sql`${bind(value.toISOString().slice(0, 10))}::date`,
  instant: (value, bind = asParam) => sql`${bind(formatInstant(value))}::timestamptz`,
  id: (value, bind = asParam) => sql`${bind(value)}::uuid`,
  text: (value, bind = asParam) => sql`${bind(value)}::text`,
  bigint: (expression) => sql`(${expression})::bigint`,
  monthOfDay: sql`to_char(day::timestamp, 'YYYY-MM')`,
  monthOfDate: sql`to_char(date AT TIME ZONE 'UTC', 'YYYY-MM')`,
  newestFirst: (t) => [sql`${t.date} desc nulls last`, sql`${t.id} desc nulls last`],
  idIn: (column, list) => sql`${column} = any(${list}::uuid[])`,
  // An array literal: the ids are UUIDs (no commas, quotes or braces to escape).
  idList: (ids) => `{${ids.join(",")}}`,
};

const renderer = new PgDialect();

/** A statement written with Drizzle's `sql` as PostgreSQL text and parameters (placeholders kept). */
export const renderPostgres = (statement: SQL): Query => renderer.sqlToQuery(statement);

/** The shared statements whose text depends on a shape, rendered once per shape for PostgreSQL. */
export const postgresShapes = statementShapes(renderPostgres, (n) => `$${n + 1}`);
