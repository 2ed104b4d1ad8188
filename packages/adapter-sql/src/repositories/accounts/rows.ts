import { type AnyColumn, type Column, getTableColumns, sql, type Table } from "drizzle-orm";
import { type Prepared, prepared, type Values } from "../../driver";

/**
 * A value as its column stores it (a date as SQLite's milliseconds or PostgreSQL's ISO text), for
 * a prepared statement's placeholder: placeholders take driver values as they are.
 */
export const stored = (column: AnyColumn, value: unknown): unknown =>
  value === null || value === undefined ? null : column.mapToDriverValue(value);

const columnsOf = (table: Table) => Object.entries(getTableColumns(table)) as [string, Column][];

/** `INSERT` of one whole row of `table`, every column a placeholder named by its key (`rowValues`). */
export const preparedRowInsert = (table: Table): Prepared =>
  prepared(() => {
    const columns = columnsOf(table);
    const names = sql.join(
      columns.map(([, column]) => sql.identifier(column.name)),
      sql`, `,
    );
    const values = sql.join(
      columns.map(([key]) => sql.placeholder(key)),
      sql`, `,
    );
    return sql`insert into ${table} (${names}) values (${values})`;
  });

/** The placeholders' values of `preparedRowInsert(table)` for a record, each encoded by its column. */
export const rowValues = (table: Table, record: object): Values => {
  const values: Record<string, unknown> = {};
  for (const [key, column] of columnsOf(table)) values[key] = stored(column, (record as Record<string, unknown>)[key]);
  return values;
};
