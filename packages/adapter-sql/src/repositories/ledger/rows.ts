import { type Column, getTableColumns, type SQL, sql, type Table } from "drizzle-orm";
import { type Prepared, prepared, type Values } from "../../driver";

const columnsOf = (table: Table) => Object.entries(getTableColumns(table)) as [string, Column][];

/**
 * `INSERT` of `rows` whole rows of `table`, prepared: every column a placeholder (`<key>_<row>`),
 * filled by `insertValues`. A hot write's text is then rendered and prepared once.
 */
export const preparedInsert = (table: Table, rows = 1): Prepared =>
  prepared(() => {
    const columns = columnsOf(table);
    const names = sql.join(
      columns.map(([, column]) => sql.identifier(column.name)),
      sql`, `,
    );
    const tuples = Array.from(
      { length: rows },
      (_, i) =>
        sql`(${sql.join(
          columns.map(([key]) => sql.placeholder(`${key}_${i}`)),
          sql`, `,
        )})`,
    );
    return sql`insert into ${table} (${names}) values ${sql.join(tuples, sql`, `)}`;
  });

/** The values of `preparedInsert(table, records.length)`, each encoded by its column (dates, booleans, JSON). */
export const insertValues = (table: Table, records: readonly object[]): Values => {
  const columns = columnsOf(table);
  const values: Record<string, unknown> = {};
  records.forEach((record, i) => {
    for (const [key, column] of columns) {
      const value = (record as Record<string, unknown>)[key];
      values[`${key}_${i}`] = value === undefined || value === null ? null : column.mapToDriverValue(value);
    }
  });
  return values;
};

/** `INSERT` of any number of records' column fields, built per call, each value encoded by its column. */
export const insertRows = (table: Table, records: readonly object[]): SQL => {
  const columns = columnsOf(table).filter(([key]) =>
    records.some((r) => (r as Record<string, unknown>)[key] !== undefined),
  );
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const tuples = records.map(
    (record) =>
      sql`(${sql.join(
        columns.map(([key, column]) => sql.param((record as Record<string, unknown>)[key] ?? null, column)),
        sql`, `,
      )})`,
  );
  return sql`insert into ${table} (${names}) values ${sql.join(tuples, sql`, `)}`;
};
