import { Column, getTableColumns, type SQL, sql, type Table } from "drizzle-orm";
import type { Row } from "./driver";

/**
 * A table's columns as a select list (`"user_id" as "userId"`, unqualified, so it also serves
 * RETURNING) and the decoding of a row read with it: each column's own `mapFromDriverValue`, the
 * step Drizzle's query builders take, so both dialects read the same TypeScript shapes.
 */
export interface Selection<T> {
  readonly list: SQL;
  decode(row: Row): T;
}

const selections = new WeakMap<Table, Selection<unknown>>();
/** Drizzle's own `mapFromDriverValue`, which answers the value unchanged. */
const identity = Column.prototype.mapFromDriverValue;

export const selection = <T>(table: Table): Selection<T> => {
  const known = selections.get(table);
  if (known) return known as Selection<T>;
  const columns = Object.entries(getTableColumns(table)) as [string, Column][];
  // Text and plain number columns map a driver value to itself: only the others are called per row.
  const keys = columns.map(([key]) => key);
  const maps = columns.map(([, column]) =>
    column.mapFromDriverValue === identity ? undefined : (value: unknown) => column.mapFromDriverValue(value),
  );
  const made: Selection<T> = {
    list: sql.join(
      columns.map(([key, column]) => sql`${sql.identifier(column.name)} as ${sql.identifier(key)}`),
      sql`, `,
    ),
    decode: (row) => {
      const out: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i += 1) {
        const key = keys[i] as string;
        const value = row[key];
        const map = maps[i];
        out[key] = value === null || value === undefined ? null : map ? map(value) : value;
      }
      return out as T;
    },
  };
  selections.set(table, made as Selection<unknown>);
  return made;
};

const columnsOf = (table: Table, record: object): [Column, unknown][] => {
  const columns = getTableColumns(table);
  return Object.entries(record).flatMap(([key, value]) => {
    const column = columns[key];
    return column && value !== undefined ? [[column, value] as [Column, unknown]] : [];
  });
};

/** `INSERT INTO table (...) VALUES (...)` of a record's fields that are columns, each encoded by its column. */
export const insertInto = (table: Table, record: object): SQL => {
  const pairs = columnsOf(table, record);
  const names = sql.join(
    pairs.map(([column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const values = sql.join(
    pairs.map(([column, value]) => sql.param(value, column)),
    sql`, `,
  );
  return sql`insert into ${table} (${names}) values (${values})`;
};

/** `SET a = ?, b = ?` of the fields of `changes` that are columns, each encoded by its column. */
export const setFrom = (table: Table, changes: object): SQL =>
  sql.join(
    columnsOf(table, changes).map(
      ([column, value]) => sql`${sql.identifier(column.name)} = ${sql.param(value, column)}`,
    ),
    sql`, `,
  );

/** A count or sum as a number: PostgreSQL returns bigint aggregates as text. */
export const numberOf = (value: unknown): number => Number(value ?? 0);

/** One `INSERT` of several records with the same fields, each value encoded by its column. */
export const insertAllInto = (table: Table, records: readonly object[]): SQL => {
  const [first] = records;
  if (!first) throw new Error("insertAllInto needs at least one record");
  const columns = columnsOf(table, first).map(([column]) => column);
  const keys = Object.entries(getTableColumns(table))
    .filter(([, column]) => columns.includes(column))
    .map(([key]) => key);
  const names = sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const rows = records.map((record) => {
    const values = record as Record<string, unknown>;
    return sql`(${sql.join(
      keys.map((key, i) => sql.param(values[key] ?? null, columns[i])),
      sql`, `,
    )})`;
  });
  return sql`insert into ${table} (${names}) values ${sql.join(rows, sql`, `)}`;
};
