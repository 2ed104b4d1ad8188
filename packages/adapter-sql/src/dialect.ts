import type { SQL, SQLWrapper } from "drizzle-orm";
import type { Bind } from "./statementShapes";
import type { PagedTable } from "./tables";

/**
 * The few spellings the two stores disagree on; everything else in the shared queries is the
 * same text. Each adapter passes its own (`sqliteDialect`, `postgresDialect`). The value
 * spellings take the `bind` of a shaped statement (`statementShapes`); by default a parameter.
 */
export interface SqlDialect {
  /** A UTC calendar day `YYYY-MM-DD` as the rollups' `day` column compares with it. */
  day(value: Date, bind?: Bind): SQL;
  /** An instant as the `date` column compares with it (also END_OF_TIME, year 10000). */
  instant(value: Date, bind?: Bind): SQL;
  /** An id parameter outside a comparison with an id column (an IN list). */
  id(value: string, bind?: Bind): SQL;
  /** A text parameter in a select list. */
  text(value: string, bind?: Bind): SQL;
  /** An integer sum read back exactly. */
  bigint(expression: SQL): SQL;
  /** `YYYY-MM` of the daily rollup's `day`, of a row's `date` (UTC). */
  readonly monthOfDay: SQL;
  readonly monthOfDate: SQL;
  /** The lists' order (transactions, transfers), as their (user_id, date desc, id desc) indexes serve it. */
  newestFirst(table: PagedTable): SQL[];
  /**
   * `column` is one of a list of ids bound as ONE parameter (`list`, a placeholder), so a prepared
   * statement serves lists of any length; `idList` makes that parameter's value.
   */
  idIn(column: SQLWrapper, list: SQLWrapper): SQL;
  idList(ids: readonly string[]): string;
}
